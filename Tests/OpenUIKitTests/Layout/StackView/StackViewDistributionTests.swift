import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `UIStackView` frames, hand-computed, for each distribution with representative alignments
/// on both axes. Boxes have intrinsic sizes 50 × 20, 60 × 30, 70 × 40 (total length 180).
@MainActor
@Suite struct StackViewDistributionTests {
    private func frames(_ views: [UIView]) -> [CGRect] { views.map(\.frame) }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let boxes = threeBoxes()
        boxes[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (_, stack) = pinnedStack(boxes, width: 280, height: 50) { $0.spacing = 10 }
        // 180 + 2 × 10 = 200: the 80 points left go to the middle box.
        #expect(
            frames(boxes) == [
                CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 60, y: 0, width: 140, height: 50),
                CGRect(x: 210, y: 0, width: 70, height: 50)
            ])
        expectEqual(stack.frame, CGRect(x: 10, y: 20, width: 280, height: 50))
    }

    @Test func fillBreaksTiesTowardsTheLastView() {
        let boxes = threeBoxes()
        _ = pinnedStack(boxes, width: 280, height: 50) { $0.spacing = 10 }
        expectEqual(frames(boxes).map(\.width), [50, 60, 150])
        // Too little room: the view that resists compression least gives.
        let squeezed = threeBoxes()
        squeezed[0].setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        squeezed[1].setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        _ = pinnedStack(squeezed, width: 150, height: 50) { $0.spacing = 10 }
        expectEqual(frames(squeezed).map(\.width), [50, 60, 20])
        expectEqual(squeezed[2].frame.minX, 130)
    }

    @Test func fillEquallyWithTopAlignment() {
        let boxes = threeBoxes()
        _ = pinnedStack(boxes, width: 290, height: 50) {
            $0.distribution = .fillEqually
            $0.alignment = .top
            $0.spacing = 10
        }
        // (290 − 20) / 3 = 90 each; heights stay intrinsic at the top.
        #expect(
            frames(boxes) == [
                CGRect(x: 0, y: 0, width: 90, height: 20), CGRect(x: 100, y: 0, width: 90, height: 30),
                CGRect(x: 200, y: 0, width: 90, height: 40)
            ])
    }

    @Test func fillEquallySizesAFreeStackByTheLargestView() {
        let boxes = threeBoxes()
        let (_, stack) = pinnedStack(boxes, width: nil, height: nil) {
            $0.distribution = .fillEqually
            $0.spacing = 5
        }
        // Each as wide as the widest (70): 3 × 70 + 2 × 5; as tall as the tallest.
        expectEqual(stack.frame, CGRect(x: 10, y: 20, width: 220, height: 40))
        expectEqual(frames(boxes).map(\.minX), [0, 75, 150])
    }

    @Test func fillProportionallyWithCenterAlignment() {
        let boxes = threeBoxes()
        _ = pinnedStack(boxes, width: 290, height: 50) {
            $0.distribution = .fillProportionally
            $0.alignment = .center
            $0.spacing = 10
        }
        // 270 points for views, shared 50 : 60 : 70 → 75, 90, 105.
        let expected = [
            CGRect(x: 0, y: 15, width: 75, height: 20), CGRect(x: 85, y: 10, width: 90, height: 30),
            CGRect(x: 185, y: 5, width: 105, height: 40)
        ]
        #expect(zip(frames(boxes), expected).allSatisfy { isClose($0, $1, tolerance: 1e-6) })
    }

    @Test func fillProportionallyFollowsIntrinsicSizeChanges() {
        let boxes = threeBoxes()
        let (root, _) = pinnedStack(boxes, width: 290, height: 50) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        boxes[2].size = CGSize(width: 160, height: 40)  // now 50 : 60 : 160 of 270
        root.layoutIfNeeded()
        let widths = frames(boxes).map(\.width)
        #expect(abs(widths[0] - 50) < 1e-6 && abs(widths[1] - 60) < 1e-6 && abs(widths[2] - 160) < 1e-6)
    }

    @Test func equalSpacingWithCenterAlignment() {
        let boxes = threeBoxes()
        let (_, stack) = pinnedStack(boxes, width: 290, height: 50) {
            $0.distribution = .equalSpacing
            $0.alignment = .center
            $0.spacing = 10
        }
        // Views keep 50, 60, 70; the 110 left is split into two gaps of 55.
        #expect(
            frames(boxes) == [
                CGRect(x: 0, y: 15, width: 50, height: 20), CGRect(x: 105, y: 10, width: 60, height: 30),
                CGRect(x: 220, y: 5, width: 70, height: 40)
            ])
        #expect(stack.layoutGuides.count == 2, "a spacer guide in each gap")
    }

    @Test func equalSpacingSizesAFreeStackWithTheMinimumSpacing() {
        let boxes = threeBoxes()
        let (_, stack) = pinnedStack(boxes, width: nil, height: nil) {
            $0.distribution = .equalSpacing
            $0.alignment = .leading
            $0.spacing = 10
        }
        expectEqual(stack.frame, CGRect(x: 10, y: 20, width: 200, height: 40))
        expectEqual(frames(boxes).map(\.minX), [0, 60, 130])
    }

    @Test func equalCenteringWithBottomAlignment() {
        let boxes = threeBoxes()
        _ = pinnedStack(boxes, width: 290, height: 50) {
            $0.distribution = .equalCentering
            $0.alignment = .bottom
            $0.spacing = 10
        }
        // Centres 25 and 255 at the ends, so the middle centre is at 140 (x = 110).
        #expect(
            frames(boxes) == [
                CGRect(x: 0, y: 30, width: 50, height: 20), CGRect(x: 110, y: 20, width: 60, height: 30),
                CGRect(x: 220, y: 10, width: 70, height: 40)
            ])
    }

    @Test func equalCenteringKeepsTheMinimumEdgeSpacing() {
        let boxes = [SizedBox(10, 10), SizedBox(100, 10), SizedBox(10, 10)]
        let (_, stack) = pinnedStack(boxes, width: nil, height: nil) {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        // Centre gaps at least 5 + 10 + 50 = 65 each: centres 5, 70, 135; the stack is 140 wide.
        expectEqual(stack.frame.width, 140)
        expectEqual(frames(boxes).map(\.minX), [0, 20, 130])
    }

    @Test func verticalAxisWithEachAlignment() {
        for (alignment, xs) in [
            (UIStackView.Alignment.leading, [0.0, 0, 0]), (.center, [75, 70, 65]), (.trailing, [150, 140, 130])
        ] {
            let boxes = threeBoxes()
            let (_, stack) = pinnedStack(boxes, width: 200, height: nil) {
                $0.axis = .vertical
                $0.alignment = alignment
                $0.spacing = 8
            }
            #expect(stack.frame.height == 106, "20 + 30 + 40 + 2 × 8")
            #expect(
                frames(boxes) == [
                    CGRect(x: xs[0], y: 0, width: 50, height: 20), CGRect(x: xs[1], y: 28, width: 60, height: 30),
                    CGRect(x: xs[2], y: 66, width: 70, height: 40)
                ], "\(alignment)")
        }
        let filled = threeBoxes()
        _ = pinnedStack(filled, width: 200, height: nil) { $0.axis = .vertical }
        expectEqual(frames(filled).map(\.width), [200, 200, 200])
        expectEqual(frames(filled).map(\.minY), [0, 20, 50])
    }

    @Test func verticalFillEquallyAndEqualSpacing() {
        let boxes = threeBoxes()
        _ = pinnedStack(boxes, width: 100, height: 300) {
            $0.axis = .vertical
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        #expect(frames(boxes).map(\.minY) == [0, 105, 210] && frames(boxes).map(\.height) == [90, 90, 90])
        let spaced = threeBoxes()
        _ = pinnedStack(spaced, width: 100, height: 300) {
            $0.axis = .vertical
            $0.distribution = .equalSpacing
        }
        // 90 points of views, 210 left: gaps of 105.
        expectEqual(frames(spaced).map(\.minY), [0, 125, 260])
    }

    @Test func aStackWithNoSizeConstraintsSizesItselfFromItsViews() {
        let boxes = threeBoxes()
        let (_, stack) = pinnedStack(boxes, width: nil, height: nil) {
            $0.spacing = 10
            $0.alignment = .center
        }
        expectEqual(stack.frame, CGRect(x: 10, y: 20, width: 200, height: 40))
        #expect(
            stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric),
            "as UIKit: the size comes from constraints, not an intrinsic size")
        expectEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 200, height: 40))
    }
}
