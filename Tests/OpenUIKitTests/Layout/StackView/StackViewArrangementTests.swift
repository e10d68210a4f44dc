import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `UIStackView` bookkeeping and options: arranged subviews, spacing and custom spacing,
/// margins, baselines, the constraints it installs, and bad input.
@MainActor
@Suite struct StackViewArrangementTests {
    @Test func arrangedSubviewsAreKeptInStepWithSubviews() {
        let (a, b, c) = (UIView(), UIView(), UIView())
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b] && stack.subviews == [a, b])
        #expect(
            stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!a.translatesAutoresizingMaskIntoConstraints, "arranged views are placed by constraints")
        stack.addSubview(c)
        stack.insertArrangedSubview(c, at: 0)
        expectEqual(stack.arrangedSubviews, [c, a, b])
        #expect(stack.subviews == [a, b, c], "an existing subview keeps its place among the subviews")
        stack.insertArrangedSubview(b, at: 1)
        #expect(stack.arrangedSubviews == [c, b, a], "inserting an arranged view moves it")
        stack.addArrangedSubview(c)
        expectEqual(stack.arrangedSubviews, [b, a, c])
        stack.removeArrangedSubview(a)
        expectEqual(stack.arrangedSubviews, [b, c])
        #expect(a.superview === stack, "removeArrangedSubview keeps it as a subview")
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews == [b], "leaving the stack leaves the arrangement")
        let other = UIView()
        other.addSubview(b)
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews == [a])
    }

    // UIKitBehaviour #160
    @Test func theStackInstallsItsConstraintsOnItself() {
        let boxes = threeBoxes()
        let (_, stack) = pinnedStack(boxes, width: 290, height: 50) { $0.spacing = 10 }
        let identifiers = stack.constraints.compactMap(\.identifier)
        #expect(
            identifiers.filter { $0 == "UISV-canvas-connection" }.count == 4, "first and last along, first across (2)")
        expectEqual(identifiers.filter { $0 == "UISV-spacing" }.count, 2)
        expectEqual(identifiers.filter { $0 == "UISV-alignment" }.count, 4)
        #expect(stack.constraints.allSatisfy { $0.isActive })
        #expect(
            stack.constraints.contains {
                $0.identifier == "UISV-spacing" && $0.constant == 10 && $0.firstItem === boxes[1]
            })
        // A removed arranged view is freed of the stack's constraints at once.
        stack.removeArrangedSubview(boxes[2])
        #expect(!stack.constraints.contains { $0.firstItem === boxes[2] || $0.secondItem === boxes[2] })
        #expect(stack.subviews.contains(boxes[2]))
    }

    @Test func customSpacingAfterAView() {
        let boxes = threeBoxes()
        let (root, stack) = pinnedStack(boxes, width: nil, height: 50) {
            $0.spacing = 10
            $0.setCustomSpacing(30, after: boxes[0])
        }
        expectEqual(boxes.map(\.frame.minX), [0, 80, 150])
        expectEqual(stack.customSpacing(after: boxes[0]), 30)
        expectEqual(stack.customSpacing(after: boxes[1]), UIStackView.spacingUseDefault)
        let stranger = UIView()
        stack.setCustomSpacing(40, after: stranger)
        #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault, "ignored for views not arranged")
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: boxes[1])
        root.layoutIfNeeded()
        #expect(boxes[2].frame.minX == 148, "50 + 30 + 60 + 8 (system spacing)")
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: boxes[0])
        root.layoutIfNeeded()
        expectEqual(boxes.map(\.frame.minX), [0, 60, 128])
        // Kept while the view moves in the stack, forgotten when it leaves.
        stack.setCustomSpacing(20, after: boxes[0])
        stack.insertArrangedSubview(boxes[0], at: 2)
        expectEqual(stack.customSpacing(after: boxes[0]), 20)
        stack.removeArrangedSubview(boxes[0])
        stack.addArrangedSubview(boxes[0])
        expectEqual(stack.customSpacing(after: boxes[0]), UIStackView.spacingUseDefault)
    }

    @Test func spacingTokens() {
        expectEqual(UIStackView.spacingUseDefault, CGFloat(Float.greatestFiniteMagnitude))
        expectEqual(UIStackView.spacingUseSystem, CGFloat(Float.leastNormalMagnitude))
        let boxes = threeBoxes()
        let (root, stack) = pinnedStack(boxes, width: nil, height: 50) { $0.spacing = UIStackView.spacingUseSystem }
        expectEqual(boxes.map(\.frame.minX), [0, 58, 126])
        stack.spacing = UIStackView.spacingUseDefault
        root.layoutIfNeeded()
        #expect(boxes.map(\.frame.minX) == [0, 50, 110], "spacingUseDefault as spacing means 0")
        stack.spacing = -10
        root.layoutIfNeeded()
        #expect(boxes.map(\.frame.minX) == [0, 40, 90], "negative spacing overlaps")
    }

    @Test func layoutMarginsRelativeArrangement() {
        let boxes = threeBoxes()
        let (root, stack) = pinnedStack(boxes, width: 310, height: 50) {
            $0.distribution = .fillEqually
            $0.spacing = 10
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        #expect(
            boxes.map(\.frame) == [
                CGRect(x: 10, y: 5, width: 90, height: 40), CGRect(x: 110, y: 5, width: 90, height: 40),
                CGRect(x: 210, y: 5, width: 90, height: 40)
            ])
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(boxes[0].frame.origin == .zero && boxes[0].frame.height == 50)
        #expect(abs(boxes[0].frame.width - 290.0 / 3) <= 0.5, "(310 − 20) / 3, edges on the pixel grid")
        #expect(abs(boxes[2].frame.maxX - 310) < 1e-9)
    }

    @Test func changingAxisAndAlignmentRebuildsTheArrangement() {
        let boxes = threeBoxes()
        let (root, stack) = pinnedStack(boxes, width: nil, height: nil) { $0.spacing = 10 }
        expectEqual(stack.frame.size, CGSize(width: 200, height: 40))
        stack.axis = .vertical
        stack.alignment = .center
        root.layoutIfNeeded()
        expectEqual(stack.frame.size, CGSize(width: 70, height: 110))
        expectEqual(boxes.map(\.frame.origin), [CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 30), CGPoint(x: 0, y: 70)])
    }

    @Test func firstBaselineAlignmentLinesUpLabelBaselines() {
        let small = UILabel()
        small.text = "Small"
        small.font = UIFont.systemFont(ofSize: 12)
        let large = UILabel()
        large.text = "Large"
        large.font = UIFont.systemFont(ofSize: 30)
        let (_, stack) = pinnedStack([small, large], width: nil, height: nil) {
            $0.alignment = .firstBaseline
            $0.spacing = 4
        }
        // Each label is as tall as its text, so its baseline is its top plus its font's ascender.
        let smallBaseline = small.frame.minY + small.font.ascender
        let largeBaseline = large.frame.minY + large.font.ascender
        #expect(abs(smallBaseline - largeBaseline) < 0.5)
        #expect(large.frame.minY == 0 && small.frame.minY > 0)
        expectEqual(stack.frame.height, large.frame.height)
        #expect(stack.forFirstBaselineLayout === large, "a horizontal stack hands over its tallest view")
    }

    @Test func aVerticalStackHandsItsBaselinesToItsFirstAndLastViews() {
        let (a, b) = (UILabel(), UILabel())
        a.text = "A"
        b.text = "B"
        let inner = UIStackView(arrangedSubviews: [a, b])
        inner.axis = .vertical
        #expect(inner.forFirstBaselineLayout === a && inner.forLastBaselineLayout === b)
        let outer = UIStackView(arrangedSubviews: [inner])
        #expect(outer.forFirstBaselineLayout === a, "through a nested stack")
        let plain = UIView()
        #expect(plain.forFirstBaselineLayout === plain && plain.forLastBaselineLayout === plain)
    }

    @Test func nonFiniteSpacingIsReportedAndIgnored() {
        let host = HeadlessHost()
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        stack.spacing = 12
        let before = host.reports.count
        stack.spacing = .nan
        stack.spacing = .infinity
        stack.setCustomSpacing(.nan, after: stack.arrangedSubviews[0])
        let reports = host.reports.dropFirst(before)
        expectEqual(reports.filter { $0.contains("UIStackView.spacing: ignored a non-finite spacing") }.count, 2)
        #expect(reports.contains { $0.contains("setCustomSpacing(_:after:): ignored a non-finite spacing") })
        expectEqual(stack.spacing, 12)
        expectEqual(stack.customSpacing(after: stack.arrangedSubviews[0]), UIStackView.spacingUseDefault)
        let before2 = host.reports.count
        stack.addArrangedSubview(stack)
        #expect(host.reports.dropFirst(before2).contains { $0.contains("cannot arrange itself") })
        expectEqual(stack.arrangedSubviews.count, 2)
    }
}
