import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Where the zoom's view is at its two ends (UIKitBehaviour #396, #397).
@Suite struct ZoomGeometryTests {
    @Test func theAlignmentRectangleCoversTheSourceAndIsCentredOnIt() {
        let geometry = _ZoomGeometry(
            expanded: CGRect(x: 0, y: 0, width: 400, height: 800),
            source: CGRect(x: 20, y: 120, width: 100, height: 100),
            sourceCornerRadius: 12, alignment: CGRect(x: 0, y: 200, width: 400, height: 400))
        expectEqual(geometry.collapsed, CGRect(x: 20, y: 120, width: 100, height: 100))
        expectEqual(geometry.collapsedScale, 0.25)
        expectEqual(geometry.collapsedCornerRadius, 12)
        // The alignment rectangle's centre (200, 400) lands on the clip's centre (50, 50).
        expectEqual(geometry.collapsedCenter, CGPoint(x: 50, y: 50))
        #expect(!geometry.fades)
    }

    @Test func aWiderSourceIsFilledNotFitted() {
        let geometry = _ZoomGeometry(
            expanded: CGRect(x: 0, y: 0, width: 400, height: 800),
            source: CGRect(x: 0, y: 0, width: 200, height: 50),
            sourceCornerRadius: 0, alignment: nil)
        #expect(geometry.collapsedScale == 0.5, "the width decides: 200/400 > 50/800")
        expectEqual(geometry.collapsedCenter, CGPoint(x: 100, y: 25))
    }

    @Test func noUsableSourceCollapsesToTheMiddleAndFades() {
        let expanded = CGRect(x: 0, y: 0, width: 400, height: 800)
        for source in [
            nil, CGRect.zero, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), CGRect(x: 0, y: 0, width: -5, height: 10)
        ] as [CGRect?] {
            let geometry = _ZoomGeometry(expanded: expanded, source: source, sourceCornerRadius: .nan, alignment: nil)
            #expect(geometry.fades)
            expectEqual(geometry.collapsed, CGRect(x: 100, y: 200, width: 200, height: 400))
            expectEqual(geometry.collapsedCornerRadius, 0)
        }
    }

    @Test func aBadAlignmentRectangleMeansTheWholeView() {
        for alignment in [CGRect.zero, CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4), CGRect.null, CGRect.infinite]
        {
            let geometry = _ZoomGeometry(
                expanded: CGRect(x: 0, y: 0, width: 400, height: 800),
                source: CGRect(x: 0, y: 0, width: 100, height: 200),
                sourceCornerRadius: 0, alignment: alignment)
            expectEqual(geometry.collapsedScale, 0.25)
            expectEqual(geometry.collapsedCenter, CGPoint(x: 50, y: 100))
        }
    }

    @Test func theClipFrameMovesLinearlyAndClampsItsProgress() {
        let geometry = _ZoomGeometry(
            expanded: CGRect(x: 0, y: 0, width: 400, height: 800),
            source: CGRect(x: 100, y: 100, width: 100, height: 100),
            sourceCornerRadius: 0, alignment: nil)
        expectEqual(geometry.clipFrame(collapsing: 0.5), CGRect(x: 50, y: 50, width: 250, height: 450))
        expectEqual(geometry.clipFrame(collapsing: 2), geometry.collapsed)
        expectEqual(geometry.clipFrame(collapsing: -1), geometry.expanded)
        expectEqual(geometry.clipFrame(collapsing: .nan), geometry.expanded)
    }
}
