import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `UIView.transition(with:…)` and `transition(from:to:…)`: the old content frozen in an
/// overlay that dissolves or flips away while the changes themselves apply at once.
@MainActor
@Suite struct ViewTransitionTests {
    /// A 200 × 100 container in the window with one red subview.
    private func container(_ host: HeadlessHost) -> (container: UIView, child: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.backgroundColor = .red
        container.addSubview(child)
        host.window.addSubview(container)
        host.advance(by: 0)
        return (container, child)
    }

    /// The ease-in-ease-out curve (0.42, 0, 0.58, 1) at x, by bisection on the curve's x.
    private func easeInOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    @Test func crossDissolveFadesAnOverlayOfTheOldContent() {
        let host = HeadlessHost()
        let (container, child) = container(host)
        let sublayersBefore = container.layer.sublayers?.count ?? 0
        var finished: [Bool] = []
        UIView.transition(
            with: container, duration: 1, options: .transitionCrossDissolve,
            animations: {
                child.backgroundColor = .blue
            }, completion: { finished.append($0) })
        #expect(child.backgroundColor == .blue, "the change is made at once")
        #expect(child.layer.animationKeys() == nil, "and is not animated itself")
        let overlay = container.layer.sublayers?.last
        expectEqual(container.layer.sublayers?.count, sublayersBefore + 1)
        #expect(container.subviews == [child], "the overlay is a layer, not a view")
        host.advance(by: 0.25)
        let expected = 1 - easeInOut(0.25)
        #expect(isClose(Double(overlay?.presentation()?.opacity ?? -1), expected, tolerance: 1e-6))
        host.advance(by: 0.5)
        #expect(isClose(Double(overlay?.presentation()?.opacity ?? -1), 1 - easeInOut(0.75), tolerance: 1e-6))
        #expect(finished.isEmpty)
        host.advance(by: 0.26)
        expectEqual(finished, [true])
        #expect(container.layer.sublayers?.count == sublayersBefore, "the overlay is gone")
    }

    @Test func theOverlayShowsTheOldContent() {
        let host = HeadlessHost()
        let (container, child) = container(host)
        UIView.transition(
            with: container, duration: 1, options: .transitionCrossDissolve,
            animations: {
                child.backgroundColor = .blue
            })
        let overlay = container.layer.sublayers?.last
        expectEqual(overlay?.bounds.size, container.bounds.size)
        expectEqual(overlay?.position, CGPoint(x: 100, y: 50))
        let frozenChild = overlay?.sublayers?.first
        expectEqual(frozenChild?.backgroundColor, UIColor.red.cgColor)
    }

    @Test func flipFromLeftTurnsTheViewAwayThenBack() {
        let host = HeadlessHost()
        let (container, _) = container(host)
        var finished: [Bool] = []
        UIView.transition(
            with: container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
            animations: {}, completion: { finished.append($0) })
        let overlay = container.layer.sublayers?.last
        host.advance(by: 0.25)
        // Halfway through the first half, linear: 45° about y, the left edge toward the viewer
        // (m13 = −sin θ, so points left of the anchor get positive z), perspective −1/1000.
        var t = container.layer.presentation()?.transform ?? CATransform3DIdentity
        let s = sin(Double.pi / 4)
        #expect(isClose(Double(t.m11), s, tolerance: 1e-9))
        #expect(isClose(Double(t.m13), -s, tolerance: 1e-9))
        #expect(isClose(Double(t.m14), s / 1000, tolerance: 1e-12))
        #expect(isClose(Double(t.m34), -s / 1000, tolerance: 1e-12))
        #expect(overlay?.presentation()?.opacity == 1, "the old content shows in the first half")
        host.advance(by: 0.5)
        t = container.layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(isClose(Double(t.m13), s, tolerance: 1e-9), "coming back from the other side: −45°")
        #expect(overlay?.presentation()?.opacity == 0, "the new content shows in the second half")
        host.advance(by: 0.26)
        expectEqual(finished, [true])
        #expect(CATransform3DIsIdentity(container.layer.presentation()?.transform ?? CATransform3DIdentity))
    }

    @Test func flipFromTopTurnsAboutTheHorizontalAxis() {
        let host = HeadlessHost()
        let (container, _) = container(host)
        UIView.transition(with: container, duration: 1, options: [.transitionFlipFromTop, .curveLinear], animations: {})
        host.advance(by: 0.25)
        let t = container.layer.presentation()?.transform ?? CATransform3DIdentity
        // −45° about x: m22 = cos, m23 = sin(−45°), so points above the anchor (y < 0) get z > 0.
        #expect(isClose(Double(t.m22), cos(Double.pi / 4), tolerance: 1e-9))
        #expect(isClose(Double(t.m23), -sin(Double.pi / 4), tolerance: 1e-9))
        #expect(isClose(Double(t.m11), 1, tolerance: 1e-12))
    }

    @Test func transitionFromToReplacesTheViewAtOnce() {
        let host = HeadlessHost()
        let (container, child) = container(host)
        let front = UIView(frame: CGRect(x: 100, y: 0, width: 20, height: 20))
        container.addSubview(front)
        let replacement = UIView(frame: child.frame)
        var finished: [Bool] = []
        UIView.transition(from: child, to: replacement, duration: 0.5, options: .transitionCrossDissolve) {
            finished.append($0)
        }
        #expect(container.subviews == [replacement, front], "in the place of fromView")
        expectEqual(child.superview, nil)
        host.advance(by: 0.51)
        expectEqual(finished, [true])
    }

    @Test func showHideTransitionViewsTogglesHiddenInstead() {
        let host = HeadlessHost()
        let (container, child) = container(host)
        let other = UIView(frame: child.frame)
        other.isHidden = true
        container.addSubview(other)
        UIView.transition(
            from: child, to: other, duration: 0.5, options: [.transitionFlipFromRight, .showHideTransitionViews])
        expectEqual(container.subviews, [child, other])
        #expect(child.isHidden && !other.isHidden)
    }

    @Test func withoutATransitionTheChangesAnimateAsUsual() {
        let host = HeadlessHost()
        let (container, child) = container(host)
        UIView.transition(with: container, duration: 1, options: .curveLinear, animations: { child.alpha = 0 })
        host.advance(by: 0.5)
        #expect(isClose(Double(child.layer.presentation()?.opacity ?? -1), 0.5, tolerance: 1e-6))
        #expect(container.layer.sublayers?.count == 1, "no overlay")
    }

    @Test func aFromViewWithoutSuperviewIsReported() {
        let host = HeadlessHost()
        var finished: [Bool] = []
        UIView.transition(from: UIView(), to: UIView(), duration: 1, options: .transitionCrossDissolve) {
            finished.append($0)
        }
        expectEqual(host.reports.count, 1)
        host.advance(by: 1.0 / 60)
        #expect(finished == [true], "completes on the next turn")
    }

    @Test func insidePerformWithoutAnimationTheTransitionIsSkipped() {
        let host = HeadlessHost()
        let (container, child) = container(host)
        var finished: [Bool] = []
        UIView.performWithoutAnimation {
            UIView.transition(
                with: container, duration: 1, options: .transitionCrossDissolve,
                animations: { child.alpha = 0.3 }, completion: { finished.append($0) })
        }
        #expect(container.layer.sublayers?.count == 1, "no overlay")
        #expect(isClose(Double(child.alpha), 0.3, tolerance: 1e-6))
        host.advance(by: 1.0 / 60)
        expectEqual(finished, [true])
    }
}
