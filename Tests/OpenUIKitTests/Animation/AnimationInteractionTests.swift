import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// While a block animation runs, the animated views ignore touches unless the block had
/// `.allowUserInteraction` (UIKitBehaviour #111).
@MainActor
@Suite struct AnimationInteractionTests {
    /// A 100 × 100 view at the window's origin, over which a touch at (50, 50) lands.
    private func placedView(_ host: HeadlessHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        return view
    }

    private let point = CGPoint(x: 50, y: 50)

    @Test func anAnimatedViewIsNotHitUntilItsAnimationEnds() {  // UIKitBehaviour #111
        let host = HeadlessHost()
        let view = placedView(host)
        let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        view.addSubview(child)
        #expect(host.window.hitTest(point, with: nil) === child)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        #expect(host.window.hitTest(point, with: nil) === host.window, "neither the view nor its subviews")
        host.advance(by: 0.5)
        #expect(host.window.hitTest(point, with: nil) === host.window)
        host.advance(by: 0.51)
        #expect(host.window.hitTest(point, with: nil) === child, "hit again once the animation ended")
    }

    @Test func allowUserInteractionKeepsTheViewHittable() {  // UIKitBehaviour #111
        let host = HeadlessHost()
        let view = placedView(host)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction]) { view.alpha = 0.5 }
        #expect(host.window.hitTest(point, with: nil) === view)
        host.advance(by: 0.5)
        #expect(host.window.hitTest(point, with: nil) === view)
    }

    @Test func anInterruptedAnimationReleasesTheView() {
        let host = HeadlessHost()
        let view = placedView(host)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, animations: { view.center = CGPoint(x: 60, y: 60) },
            completion: { finished.append($0) })
        host.advance(by: 0.25)
        view.layer.removeAllAnimations()
        host.advance(by: 1.0 / 60)
        expectEqual(finished, [false])
        #expect(host.window.hitTest(point, with: nil) === view)
    }

    @Test func twoAnimationsOfOneViewBothHaveToEnd() {
        let host = HeadlessHost()
        let view = placedView(host)
        UIView.animate(withDuration: 0.5) { view.alpha = 0.5 }
        UIView.animate(withDuration: 1) { view.backgroundColor = .red }
        host.advance(by: 0.75)
        #expect(host.window.hitTest(point, with: nil) === host.window, "the second animation still runs")
        host.advance(by: 0.3)
        #expect(host.window.hitTest(point, with: nil) === view)
    }

    @Test func changesWithoutAnimationDoNotBlock() {
        let host = HeadlessHost()
        let view = placedView(host)
        UIView.animate(withDuration: 0) { view.alpha = 0.5 }
        #expect(host.window.hitTest(point, with: nil) === view)
        UIView.performWithoutAnimation { view.alpha = 0.6 }
        #expect(host.window.hitTest(point, with: nil) === view)
    }
}
