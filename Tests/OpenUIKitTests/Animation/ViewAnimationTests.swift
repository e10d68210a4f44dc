import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The block-based view animation API on the headless host: presentation values at exact
/// instants, completion semantics and inheritance.
@MainActor
@Suite struct ViewAnimationTests {
    /// The ease-in-out curve (0.42, 0, 0.58, 1) solved independently by bisection.
    static func easeInOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    @Test func outsideABlockChangesApplyAtOnce() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        view.alpha = 0.2
        host.advance(by: 1.0 / 60)
        expectEqual(view.layer.animationKeys(), nil)
        expectEqual(view.layer.presentation()?.opacity, 0.2)
    }

    @Test func alphaFollowsTheDefaultCurveAtExactInstants() {
        // UIKitBehaviour #110, #111: the default curve is ease-in-out
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0)
        UIView.animate(withDuration: 1.0) { view.alpha = 0 }
        #expect(view.alpha == 0)  // the model changes at once
        for step in 1...4 {
            host.advance(by: 0.2)
            let expected = 1 - ViewAnimationTests.easeInOut(0.2 * Double(step))
            let actual = Double(view.layer.presentation()!.opacity)
            #expect(abs(actual - expected) < 1e-5, "at \(0.2 * Double(step)) s")
        }
    }

    @Test func eachCurveOptionUsesItsFunction() {
        // UIKitBehaviour #108, #110
        let cases: [(UIView.AnimationOptions, CAMediaTimingFunctionName)] = [
            (.curveLinear, .linear), (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut),
            (.curveEaseInOut, .easeInEaseOut)
        ]
        for (option, name) in cases {
            let host = HeadlessHost()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            host.window.addSubview(view)
            UIView.animate(
                withDuration: 2, delay: 0, options: option, animations: { view.center = CGPoint(x: 250, y: 50) })
            host.advance(by: 0.5)
            let x = view.layer.presentation()!.position.x
            let expected = 50 + 200 * Double(CAMediaTimingFunction(name: name)._solve(forInput: 0.25))
            #expect(abs(x - expected) < 1e-6, "\(name.rawValue)")
        }
    }

    @Test func completionRunsOnceWithTrueAfterTheDuration() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        var results: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { results.append($0) })
        host.advance(by: 0.4)
        #expect(results.isEmpty)
        host.advance(by: 0.2)
        expectEqual(results, [true])
        host.runUntilIdle()
        expectEqual(results, [true])
    }

    @Test func emptyBlockCompletesWithTrueOnTheNextTurn() {
        // UIKitBehaviour #111
        let host = HeadlessHost()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: {}, completion: { results.append($0) })
        #expect(results.isEmpty)
        host.advance(by: 1.0 / 60)
        expectEqual(results, [true])
    }

    @Test func zeroDurationAppliesAtOnceAndCompletesNextTurn() {
        // UIKitBehaviour #111
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        var results: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.3 }, completion: { results.append($0) })
        expectEqual(view.layer.animationKeys(), nil)
        #expect(results.isEmpty)
        host.advance(by: 1.0 / 60)
        expectEqual(results, [true])
        expectEqual(view.layer.presentation()?.opacity, 0.3)
    }

    @Test func interruptedAnimationCompletesWithFalse() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        var log: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.append("first \($0)") })
        host.advance(by: 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { log.append("second \($0)") })
        host.advance(by: 1.0 / 60)
        expectEqual(log, ["first false"])
        host.runUntilIdle()
        expectEqual(log, ["first false", "second true"])
    }

    @Test func removingAnimationsCompletesWithFalse() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x += 100 }, completion: { results.append($0) })
        host.advance(by: 0.25)
        view.layer.removeAllAnimations()
        host.advance(by: 1.0 / 60)
        expectEqual(results, [false])
    }
}
