import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// hitTest(_:with:): which view a point belongs to.
@MainActor
@Suite struct UIViewHitTestingTests {
    /// Two overlapping 100 × 100 views in the window: back at (0, 0), front at (50, 50).
    func overlapping(_ host: HeadlessHost) -> (back: RecordingView, front: RecordingView) {
        let recorder = EventRecorder()
        let back = RecordingView("back", recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = RecordingView("front", recorder, frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        host.window.addSubview(back)
        host.window.addSubview(front)
        return (back, front)
    }

    @Test func frontMostSubviewWins() {
        let host = HeadlessHost()
        let (back, front) = overlapping(host)
        #expect(host.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(host.window.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(host.window.hitTest(CGPoint(x: 300, y: 300), with: nil) === host.window)
        #expect(host.window.hitTest(CGPoint(x: -1, y: 5), with: nil) == nil, "outside the window")
        host.window.sendSubviewToBack(front)
        #expect(host.window.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let host = HeadlessHost()
        let (back, front) = overlapping(host)
        let point = CGPoint(x: 75, y: 75)
        front.isHidden = true
        #expect(host.window.hitTest(point, with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(host.window.hitTest(point, with: nil) === back, "alpha below 0.01")
        front.alpha = 0.011
        #expect(host.window.hitTest(point, with: nil) === front, "alpha just above 0.01 is hit")
        front.isUserInteractionEnabled = false
        #expect(host.window.hitTest(point, with: nil) === back)
        back.isUserInteractionEnabled = false
        #expect(host.window.hitTest(point, with: nil) === host.window)
    }

    @Test func aSkippedViewHidesItsWholeSubtree() {
        let host = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        host.window.addSubview(parent)
        let point = CGPoint(x: 20, y: 20)
        #expect(host.window.hitTest(point, with: nil) === child)
        parent.isUserInteractionEnabled = false
        #expect(host.window.hitTest(point, with: nil) === host.window)
        parent.isUserInteractionEnabled = true
        parent.isHidden = true
        #expect(host.window.hitTest(point, with: nil) === host.window)
        parent.isHidden = false
        parent.alpha = 0
        #expect(host.window.hitTest(point, with: nil) === host.window)
    }

    @Test func subviewsOutsideTheirSuperviewsBoundsAreNotHit() {
        let host = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 150, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        host.window.addSubview(parent)
        #expect(host.window.hitTest(CGPoint(x: 160, y: 10), with: nil) === host.window)
        expectEqual(parent.hitTest(CGPoint(x: 160, y: 10), with: nil), nil)
        #expect(child.hitTest(CGPoint(x: 10, y: 10), with: nil) === child, "the child itself contains its own point")
    }

    @Test func pointInsideOverridesDecide() {
        let host = HeadlessHost()
        let recorder = EventRecorder()
        let small = RecordingView("small", recorder, frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        host.window.addSubview(small)
        #expect(host.window.hitTest(CGPoint(x: 95, y: 95), with: nil) === host.window)
        small.inside = { $0.x >= -20 && $0.y >= -20 && $0.x < 30 && $0.y < 30 }  // a larger target
        #expect(host.window.hitTest(CGPoint(x: 85, y: 85), with: nil) === small)
        small.inside = { _ in false }
        #expect(host.window.hitTest(CGPoint(x: 105, y: 105), with: nil) === host.window)
    }

    @Test func hitTestingFollowsRotationAndScale() {
        let host = HeadlessHost()
        // A 100 × 100 square centred at (150, 150) turned by 45°: a diamond reaching up to
        // y = 150 − 50√2 ≈ 79.3 on the vertical through its centre.
        let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        square.transform = CGAffineTransform(rotationAngle: .pi / 4)
        host.window.addSubview(square)
        #expect(host.window.hitTest(CGPoint(x: 150, y: 81), with: nil) === square)
        #expect(host.window.hitTest(CGPoint(x: 150, y: 78), with: nil) === host.window)
        // (105, 105) is inside the unrotated square and its frame, but outside the diamond
        #expect(host.window.hitTest(CGPoint(x: 105, y: 105), with: nil) === host.window)
        // A view scaled by 0.5 about its centre (250, 450) covers 225…275 × 425…475.
        let scaled = UIView(frame: CGRect(x: 200, y: 400, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        host.window.addSubview(scaled)
        #expect(host.window.hitTest(CGPoint(x: 226, y: 426), with: nil) === scaled)
        #expect(host.window.hitTest(CGPoint(x: 210, y: 410), with: nil) === host.window)
        #expect(host.window.hitTest(CGPoint(x: 276, y: 450), with: nil) === host.window)
    }

    @Test func hitTestingANestedRotatedAndScaledTree() {
        // The tree of UIViewConversionTests: inner covers 185…245 × 40…120 in the window.
        let host = HeadlessHost()
        let container = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        container.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        container.addSubview(inner)
        host.window.addSubview(container)
        #expect(host.window.hitTest(CGPoint(x: 240, y: 60), with: nil) === inner)
        // inner reaches above the container (which covers 150…250 × 50…250): not hit there
        #expect(host.window.hitTest(CGPoint(x: 240, y: 45), with: nil) === host.window)
        #expect(host.window.hitTest(CGPoint(x: 190, y: 115), with: nil) === inner)
        #expect(host.window.hitTest(CGPoint(x: 160, y: 200), with: nil) === container)
        #expect(
            host.window.hitTest(CGPoint(x: 120, y: 150), with: nil) === host.window, "inside the unrotated frame only")
    }
}
