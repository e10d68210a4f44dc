import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `isBaselineRelativeArrangement` in vertical stacks: spacing from each view's last baseline to
/// the next view's first baseline, and the end views' outer baselines `spacing` inside the
/// stack's edges (UIKitBehaviour #204).
@MainActor
@Suite struct StackViewBaselineTests {
    static let paragraph = "Baseline-relative stacks measure from text to text, line after line."

    /// A multi-line 17 pt label (wrapped at 200 pt), a 28 pt title and a 12 pt caption.
    static func labels() -> [UILabel] {
        let body = SystemSpacingTests.label(paragraph, size: 17, lines: 0)
        body.preferredMaxLayoutWidth = 200
        return [body, SystemSpacingTests.label("Title", size: 28), SystemSpacingTests.label("Caption", size: 12)]
    }

    static func verticalStack(_ views: [UIView], spacing: CGFloat) -> (root: UIView, stack: UIStackView) {
        pinnedStack(views, width: 200, height: nil) { stack in
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = spacing
            stack.isBaselineRelativeArrangement = true
        }
    }

    @Test func spacingRunsFromLastBaselineToFirstBaselineAndFromTheEdgesToTheOuterBaselines() {
        let views = Self.labels()
        let (body, title, caption) = (views[0], views[1], views[2])
        let (_, stack) = Self.verticalStack(views, spacing: 30)
        #expect(body._baselineMetrics.map { $0.last > $0.first } == true, "the body wraps onto several lines")
        let first = SystemSpacingTests.firstBaseline
        let last = SystemSpacingTests.lastBaseline
        #expect(abs(first(body) - 0 - 30) <= 1, "the top view's first baseline is `spacing` below the top")
        #expect(abs(first(title) - last(body) - 30) <= 1, "from the body's last line, not its first")
        #expect(abs(first(caption) - last(title) - 30) <= 1)
        #expect(abs(stack.bounds.height - last(caption) - 30) <= 1, "the stack ends `spacing` below the last baseline")
        // Edge to edge the same labels would need less height: the baselines sit inside the labels.
        let plain = pinnedStack(Self.labels(), width: 200, height: nil) {
            $0.axis = .vertical
            $0.spacing = 30
        }.stack
        #expect(plain.bounds.height != stack.bounds.height)
        let identifiers = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
        #expect(
            identifiers.contains { $0.firstItem === body && $0.firstAttribute == .firstBaseline && $0.constant == 30 })
        #expect(
            identifiers.contains {
                $0.secondItem === caption && $0.secondAttribute == .lastBaseline && $0.constant == 30
            })
    }

    @Test func systemSpacingBetweenBaselinesComesFromTheFonts() {
        let views = Self.labels()
        let (body, title, caption) = (views[0], views[1], views[2])
        let (_, stack) = Self.verticalStack(views, spacing: UIStackView.spacingUseSystem)
        let spacings = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        let bodyToTitle = spacings.first { $0.firstItem === title }
        let titleToCaption = spacings.first { $0.firstItem === caption }
        #expect(
            bodyToTitle.map { abs($0.constant - SystemSpacingTests.lineSpacing(body.font, title.font)) < 1e-9 } == true)
        #expect(
            titleToCaption.map { abs($0.constant - SystemSpacingTests.lineSpacing(title.font, caption.font)) < 1e-9 }
                == true)
        let first = SystemSpacingTests.firstBaseline
        let last = SystemSpacingTests.lastBaseline
        #expect(abs(first(body) - (body.font.ascender + 8)) <= 1, "17 pt: the ascent plus 8")
        #expect(abs(first(title) - last(body) - SystemSpacingTests.lineSpacing(body.font, title.font)) <= 1)
        #expect(abs(stack.bounds.height - last(caption) - (-caption.font.descender + 8 * 12 / 17)) <= 1)
    }

    @Test func viewsWithoutTextUseTheirEdgesAsBaselines() {
        let boxes = threeBoxes()
        let (_, stack) = Self.verticalStack(boxes, spacing: 10)
        #expect(boxes.map(\.frame.minY) == [10, 40, 80], "edges are the baselines: 10 inside the top, 10 apart")
        #expect(stack.bounds.height == 130, "10 + 20 + 10 + 30 + 10 + 40 + 10")
    }

    @Test func hiddenViewsAndHorizontalStacksIgnoreIt() {
        let views = Self.labels()
        views[1].isHidden = true
        let (_, stack) = Self.verticalStack(views, spacing: 20)
        let first = SystemSpacingTests.firstBaseline
        let last = SystemSpacingTests.lastBaseline
        #expect(abs(first(views[2]) - last(views[0]) - 20) <= 1, "the hidden title is skipped")
        let boxes = threeBoxes()
        let horizontal = pinnedStack(boxes, width: nil, height: 50) {
            $0.spacing = 10
            $0.isBaselineRelativeArrangement = true
        }.stack
        #expect(boxes.map(\.frame.minX) == [0, 60, 130], "horizontal stacks space edge to edge")
        expectEqual(horizontal.bounds.width, 200)
        _ = stack
    }

    @Test func aBaselineStackOfLabelsLooksLikeTextSetLineAfterLine() {
        let host = HeadlessHost()
        let views = Self.labels()
        let (root, stack) = Self.verticalStack(views, spacing: UIStackView.spacingUseSystem)
        stack.backgroundColor = .systemYellow
        root.backgroundColor = .white
        host.window.addSubview(root)
        host.runUntilIdle()
        expectSnapshot(of: root, named: "baseline-relative-stack")
    }
}
