import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Frames from constraints, hand-computed: a card with a label and a button, a form, guides,
/// hierarchy moves, and UIKit's rules for priorities, activation and bad input.
@MainActor
@Suite struct ConstraintLayoutTests {
    /// A root view 300 × 400 (no window, so no safe area).
    private func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400)) }

    private func constrained<V: UIView>(_ view: V, in superview: UIView) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    // UIKitBehaviour #152
    @Test func priorityValuesAndArithmeticAreUIKits() {
        expectEqual(UILayoutPriority.required.rawValue, 1000)
        expectEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        expectEqual(UILayoutPriority.defaultLow.rawValue, 250)
        expectEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        expectEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        #expect((UILayoutPriority.required - 1) < .required)
        expectEqual(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue, 20)
        expectEqual(NSLayoutConstraint.Attribute.lastBaseline.rawValue, 11)
        expectEqual(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue, -1)
    }

    @Test func aCardWithALabelAndAButton() {  // UIKitBehaviour #151, #156
        let root = root()
        let card = constrained(UIView(), in: root)
        let label = constrained(UILabel(), in: card)
        label.text = "Hello"
        let button = constrained(UIView(), in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            button.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 44),
            card.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 16)
        ])
        root.layoutIfNeeded()
        let lineHeight = label.intrinsicContentSize.height
        #expect(lineHeight > 10)
        expectEqual(card.frame, CGRect(x: 20, y: 40, width: 260, height: 16 + lineHeight + 8 + 44 + 16))
        expectEqual(label.frame, CGRect(x: 16, y: 16, width: 228, height: lineHeight))
        expectEqual(button.frame, CGRect(x: 144, y: 16 + lineHeight + 8, width: 100, height: 44))
        #expect(
            root.constraints.count == 3 && card.constraints.count == 6 && button.constraints.count == 2,
            "installed on the closest common ancestor (a size on the view itself)")
        #expect(!card.hasAmbiguousLayout && !button.hasAmbiguousLayout)
        let fitting = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        expectEqual(fitting.height, 16 + lineHeight + 8 + 44 + 16)
        #expect(
            abs(fitting.width - (16 + label.intrinsicContentSize.width + 16)) < 1e-6 || fitting.width >= 132,
            "at least the button's row")
    }

    @Test func aFormOfLabelsAndFieldsAlignedOnACommonColumn() {
        let root = root()
        var previous: UIView?
        var fields: [UIView] = []
        for index in 0..<3 {
            let name = constrained(UIView(), in: root)
            let field = constrained(UIView(), in: root)
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                name.widthAnchor.constraint(equalToConstant: 80),
                name.heightAnchor.constraint(equalToConstant: 30),
                name.topAnchor.constraint(
                    equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: index == 0 ? 20 : 12),
                field.leadingAnchor.constraint(equalToSystemSpacingAfter: name.trailingAnchor, multiplier: 1),
                field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                field.centerYAnchor.constraint(equalTo: name.centerYAnchor),
                field.heightAnchor.constraint(equalTo: name.heightAnchor)
            ])
            previous = name
            fields.append(field)
        }
        root.layoutIfNeeded()
        // Margins are 8 pt: names at x = 8, fields from 8 + 80 + 8 = 96 to 300 − 8 = 292.
        expectEqual(fields[0].frame, CGRect(x: 96, y: 20, width: 196, height: 30))
        expectEqual(fields[2].frame, CGRect(x: 96, y: 20 + 2 * 42, width: 196, height: 30))
        expectEqual(root.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 284, height: 384))
    }

    @Test func changingTheConstantIsAppliedAtTheNextLayout() {
        let root = root()
        let header = constrained(UIView(), in: root)
        let height = header.heightAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            height
        ])
        root.layoutIfNeeded()
        expectEqual(header.frame, CGRect(x: 0, y: 0, width: 300, height: 200))
        height.constant = 64
        #expect(header.frame.height == 200, "frames change at layout, not when the constant does")
        root.layoutIfNeeded()
        expectEqual(header.frame, CGRect(x: 0, y: 0, width: 300, height: 64))
        height.constant = .nan
        #expect(height.constant == 64, "a non-finite constant is ignored")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        root.layoutIfNeeded()
        #expect(header.frame.width == 200, "the host's size follows its bounds")
    }

    @Test func deactivatingAndPriorities() {
        let root = root()
        let box = constrained(UIView(), in: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 250)
        wide.priority = .defaultHigh
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([
            wide, narrow, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10)
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 250, "the higher priority wins")
        wide.priority = UILayoutPriority(100)
        root.layoutIfNeeded()
        #expect(box.frame.width == 100, "optional priorities change freely")
        narrow.isActive = false
        #expect(!narrow.isActive && wide.isActive)
        root.layoutIfNeeded()
        expectEqual(box.frame.width, 250)
    }

    @Test func translatedAutoresizingMasksConflictAndAreReportedOnce() {  // UIKitBehaviour #153
        let host = HeadlessHost()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        host.window.addSubview(root)
        let forgotten = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))  // translates its frame
        root.addSubview(forgotten)
        let before = host.reports.count
        let leading = forgotten.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        leading.isActive = true
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        let reports = host.reports.dropFirst(before).filter {
            $0.contains("Unable to simultaneously satisfy constraints")
        }
        expectEqual(reports.count, 1)
        expectEqual(reports.first?.contains("Will attempt to recover by breaking constraint"), true)
        expectEqual(reports.first?.contains("NSAutoresizingMaskLayoutConstraint"), true)
        #expect(forgotten.frame.minX == 0, "the broken constraint does not move the view")
        #expect(leading.isActive, "a broken constraint stays active")
    }

    @Test func movingAViewKeepsItsOwnConstraintsAndDropsThoseToTheOldHierarchy() {
        let first = root()
        let second = root()
        let container = constrained(UIView(), in: first)
        let child = constrained(UIView(), in: container)
        let inner = [
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalToConstant: 20),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 100)
        ]
        let width = container.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 2.0 / 3)
        let outer = [
            container.leadingAnchor.constraint(equalTo: first.leadingAnchor),
            container.topAnchor.constraint(equalTo: first.topAnchor), width
        ]
        NSLayoutConstraint.activate(inner + outer)
        first.layoutIfNeeded()
        expectEqual(child.frame, CGRect(x: 4, y: 0, width: 100, height: 20))
        second.addSubview(container)
        #expect(outer.allSatisfy { !$0.isActive }, "constraints to the old hierarchy are removed")
        #expect(inner.allSatisfy { $0.isActive })
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: second.topAnchor, constant: 10),
            container.leadingAnchor.constraint(equalTo: second.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 120)
        ])
        second.layoutIfNeeded()
        #expect(
            container.frame == CGRect(x: 0, y: 10, width: 120, height: 100), "its own height constraint moved with it")
        expectEqual(child.frame, CGRect(x: 4, y: 0, width: 60, height: 20))
    }

    @Test func safeAreaAndKeyboardGuidesInAWindow() {  // UIKitBehaviour #155
        let host = HeadlessHost(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let content = constrained(UIView(), in: host.window)
        let bar = constrained(UIView(), in: host.window)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: host.window.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: host.window.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: host.window.keyboardLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 100),
            bar.heightAnchor.constraint(equalToConstant: 44)
        ])
        host.advance(by: 1.0 / 60)
        expectEqual(content.frame, CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        expectEqual(bar.frame, CGRect(x: 0, y: 844 - 34 - 44, width: 100, height: 44))
    }

    @Test func multiLineLabelsWrapAtTheWidthTheyAreGiven() {
        let root = root()
        let label = constrained(UILabel(), in: root)
        label.numberOfLines = 0
        label.text = "A label with enough words to wrap over several lines in a narrow column"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 120),
            label.topAnchor.constraint(equalTo: root.topAnchor)
        ])
        root.layoutIfNeeded()
        expectEqual(label.frame.width, 120)
        expectEqual(label.frame.height, label.sizeThatFits(CGSize(width: 120, height: 0)).height)
        #expect(label.frame.height > label.font.lineHeight * 2)
    }

    @Test func leadingAndTrailingMirrorInRightToLeftLayouts() {
        // UIKitBehaviour #171: in right-to-left layouts leading/trailing values grow to the left.
        let root = root()
        root.semanticContentAttribute = .forceRightToLeft
        let first = constrained(UIView(), in: root)
        let second = constrained(UIView(), in: root)
        for view in [first, second] { view.semanticContentAttribute = .forceRightToLeft }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            first.widthAnchor.constraint(equalToConstant: 50),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
            second.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -30),
            second.widthAnchor.constraint(equalToConstant: 500).withPriority(.defaultLow),
            first.topAnchor.constraint(equalTo: root.topAnchor), first.heightAnchor.constraint(equalToConstant: 10),
            second.topAnchor.constraint(equalTo: root.topAnchor), second.heightAnchor.constraint(equalToConstant: 10)
        ])
        root.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 230, y: 0, width: 50, height: 10), "20 in from the right edge")
        #expect(
            second.frame == CGRect(x: 30, y: 0, width: 192, height: 10),
            "8 to the left of first, 30 in from the left edge")
    }

    @Test func constraintsBetweenHierarchiesTrapWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView()
                let b = UIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("because they have no common ancestor"))
    }

    // UIKitBehaviour #152
    @Test func changingARequiredPriorityOnAnActiveConstraintTraps() async {
        _ = await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIView()
                let width = a.widthAnchor.constraint(equalToConstant: 10)
                width.isActive = true
                width.priority = .defaultHigh
            }
        }
    }

    // UIKitBehaviour #152
    @Test func aLocationEqualToAConstantTraps() async {
        _ = await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = NSLayoutConstraint(
                    item: UIView(), attribute: .leading, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: 10)
            }
        }
    }
}

extension NSLayoutConstraint {
    /// The constraint with `priority` (a test shorthand).
    fileprivate func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
