import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// The system spacing of `…SystemSpacing…` anchors, the visual format's `-` and stacks'
/// `spacingUseSystem`: 8 pt between edges, from the fonts next to a baseline of text
/// (UIKitBehaviour #202, #203).
@MainActor
@Suite struct SystemSpacingTests {
    /// A root with two labels (28 pt title over 17 pt body), placed by the caller's constraints.
    @MainActor struct Scene {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let title = SystemSpacingTests.label("Lunch with Josh", size: 28)
        let body = SystemSpacingTests.label("Tomorrow at noon", size: 17)

        init() {
            for label in [title, body] {
                root.addSubview(label)
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
            }
        }
    }

    static func label(_ text: String, size: CGFloat, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = lines
        label.text = text
        return label
    }

    /// Segue's rule between baselines: the upper descent, the lower ascent, the larger leading.
    static func lineSpacing(_ upper: UIFont, _ lower: UIFont) -> CGFloat {
        -upper.descender + lower.ascender + max(upper.leading, lower.leading, 0)
    }

    @Test func betweenEdgesItIsEightPoints() {
        let scene = Scene()
        let (a, b) = (scene.title, scene.body)
        expectEqual(b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1).constant, 8)
        expectEqual(b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1).constant, 8)
        #expect(
            b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2.5).constant
                == 20)
        #expect(
            b.centerYAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.lastBaselineAnchor, multiplier: 1)
                .constant
                == -a.font.descender + 8 * 28 / 17, "one baseline is enough for the fonts to count")
    }

    @Test func betweenBaselinesItComesFromBothFonts() {
        let scene = Scene()
        let (title, body) = (scene.title, scene.body)
        let spacing = body.firstBaselineAnchor.constraint(
            equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1)
        NSLayoutConstraint.activate([title.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40), spacing])
        scene.root.layoutIfNeeded()
        let expected = Self.lineSpacing(title.font, body.font)
        #expect(abs(spacing.constant - expected) < 1e-9)
        #expect(spacing.constant > 8 && spacing.constant < 28 + 17, "about one line of text, not the edge spacing")
        let measured = Self.firstBaseline(body) - Self.lastBaseline(title)
        #expect(abs(measured - expected) <= 1, "\(measured) vs \(expected) (frames are rounded to pixels)")
        // Swapping the fonts changes the spacing: it depends on which text is above.
        let swapped = title.firstBaselineAnchor.constraint(
            equalToSystemSpacingBelow: body.lastBaselineAnchor, multiplier: 1)
        #expect(abs(swapped.constant - Self.lineSpacing(body.font, title.font)) < 1e-9)
        #expect(swapped.constant != spacing.constant)
    }

    @Test func fromAnEdgeToABaselineItIsTheAscentPlusTheScaledStandardSpacing() {
        let scene = Scene()
        let (root, title, body) = (scene.root, scene.title, scene.body)
        let top = title.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 1)
        let below = body.topAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1)
        NSLayoutConstraint.activate([top, below])
        root.layoutIfNeeded()
        #expect(abs(top.constant - (title.font.ascender + 8 * 28 / 17)) < 1e-9)
        #expect(abs(below.constant - (-title.font.descender + 8 * 28 / 17)) < 1e-9)
        #expect(abs(Self.firstBaseline(title) - top.constant) <= 1)
        #expect(abs(body.frame.minY - (Self.lastBaseline(title) + below.constant)) <= 1)
        #expect(title.frame.minY > 8, "a large font sits further from the edge than the 8 pt between edges")
    }

    @Test func theSpacingFollowsTheFontsUntilTheConstantIsSet() {
        let scene = Scene()
        let (title, body) = (scene.title, scene.body)
        let spacing = body.firstBaselineAnchor.constraint(
            equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1.5)
        NSLayoutConstraint.activate([title.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40), spacing])
        scene.root.layoutIfNeeded()
        let before = body.frame.minY
        title.font = .systemFont(ofSize: 40)
        body.font = .systemFont(ofSize: 20)
        scene.root.layoutIfNeeded()
        #expect(
            abs(spacing.constant - 1.5 * Self.lineSpacing(title.font, body.font)) < 1e-9,
            "Dynamic Type: bigger fonts, more space")
        #expect(body.frame.minY > before)
        spacing.constant = 30
        title.font = .systemFont(ofSize: 12)
        scene.root.layoutIfNeeded()
        #expect(spacing.constant == 30, "a constant set by hand is kept")
        #expect(abs(Self.firstBaseline(body) - Self.lastBaseline(title) - 30) <= 1)
    }

    @Test func theVisualFormatDashBetweenBaselinesUsesTheFonts() {
        let scene = Scene()
        let views = ["title": scene.title, "body": scene.body]
        let edges = NSLayoutConstraint.constraints(withVisualFormat: "V:[title]-[body]", metrics: nil, views: views)
        #expect(edges.count == 1 && edges[0].constant == 8)
        let baselines = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[title]-[body]", options: .spacingBaselineToBaseline,
            metrics: nil, views: views)
        #expect(
            baselines.count == 1 && baselines[0].firstAttribute == .firstBaseline
                && baselines[0].secondAttribute == .lastBaseline)
        #expect(abs(baselines[0].constant - Self.lineSpacing(scene.title.font, scene.body.font)) < 1e-9)
        let fixed = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[title]-12-[body]", options: .spacingBaselineToBaseline,
            metrics: nil, views: views)
        #expect(fixed[0].constant == 12, "an explicit number stays a number")
    }

    @Test func aNonFiniteMultiplierIsReportedAndIgnored() {
        let host = HeadlessHost()
        let scene = Scene()
        host.window.addSubview(scene.root)
        let before = host.reports.count
        let constraint = scene.body.topAnchor.constraint(
            equalToSystemSpacingBelow: scene.title.bottomAnchor, multiplier: .nan)
        expectEqual(constraint.constant, 8)
        #expect(host.reports.dropFirst(before).contains { $0.contains("non-finite system spacing multiplier") })
    }

    // MARK: Baselines in the root's coordinates

    /// The y of `label`'s first baseline in its superview (the text is centred vertically).
    static func firstBaseline(_ label: UILabel) -> CGFloat {
        guard let metrics = label._baselineMetrics else { return label.frame.minY }
        return label.frame.minY + (label.frame.height - metrics.textHeight) / 2 + metrics.first
    }

    /// The y of `label`'s last baseline in its superview.
    static func lastBaseline(_ label: UILabel) -> CGFloat {
        guard let metrics = label._baselineMetrics else { return label.frame.maxY }
        return label.frame.minY + (label.frame.height - metrics.textHeight) / 2 + metrics.last
    }
}
