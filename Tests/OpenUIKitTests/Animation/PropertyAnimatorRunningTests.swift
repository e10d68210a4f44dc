import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)` (UIKitBehaviour #135):
/// its default curve, the options it ignores, and how it behaves inside another animation.
@MainActor
@Suite struct PropertyAnimatorRunningTests {
    typealias Ref = AnimatorReference

    func x(_ view: UIView) -> Double { Double(AnimatorFixture.center(view).x) }

    @Test func defaultsToEaseInOutAndIsInterruptible() {
        // UIKitBehaviour #135: no curve in the options ⇒ ease-in-out; outside any block it is interruptible
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, animations: { view.center.x = 150 })
        #expect(animator.isInterruptible)
        #expect(animator.state == .active && animator.isRunning)
        expectEqual(animator.timingParameters?.cubicTimingParameters?.animationCurve, .easeInOut)
        for t in [0.2, 0.5, 0.8] {
            AnimatorFixture.advance(host, to: t)
            let expected = 50 + 100 * Ref.bezier(Ref.easeInOut.0, Ref.easeInOut.1, at: t)
            #expect(isClose(x(view), expected, tolerance: 1e-5), "t = \(t)")
        }
    }

    @Test func ignoresTransitionAndDirectionOptions() {
        // UIKitBehaviour #135: .repeat, .autoreverse and transitions are ignored; the curve is used
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let recorder = EventRecorder()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [.curveEaseOut, .repeat, .autoreverse, .transitionFlipFromLeft],
            animations: { view.center.x = 150 },
            completion: { recorder.record("\($0) at \(String(format: "%.6f", host.now))") })
        expectEqual(animator.timingParameters?.cubicTimingParameters?.animationCurve, .easeOut)
        for t in [0.25, 0.6, 0.9] {
            AnimatorFixture.advance(host, to: t)
            let expected = 50 + 100 * Ref.bezier(Ref.easeOut.0, Ref.easeOut.1, at: t)
            #expect(isClose(x(view), expected, tolerance: 1e-5), "t = \(t)")
        }
        AnimatorFixture.advance(host, to: 1)
        expectEqual(recorder.events, ["end at 1.000000"])
        AnimatorFixture.advance(host, to: 1.5)
        #expect(x(view) == 150)  // no repeat, no reversal
        expectEqual(recorder.events.count, 1)
    }

    @Test func delayHoldsTheStartValues() {
        // UIKitBehaviour #135, #134: started after the delay, with `delay` recording it
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.center.x = 150 })
        expectEqual(animator.delay, 0.5)
        AnimatorFixture.advance(host, to: 0.5)
        expectEqual(x(view), 50)
        AnimatorFixture.advance(host, to: 0.75)
        #expect(isClose(x(view), 100, tolerance: 1e-9))
    }

    @Test func insideAViewAnimationItInheritsDurationAndCurve() {
        // UIKitBehaviour #135, #112: nested in UIView.animate it takes the block's duration and curve
        // and is not interruptible
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let recorder = EventRecorder()
        var inner: UIViewPropertyAnimator?
        UIView.animate(
            withDuration: 2, delay: 0, options: .curveLinear,
            animations: {
                inner = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: { view.center.x = 150 },
                    completion: { recorder.record("inner \($0) at \(String(format: "%.6f", host.now))") })
            })
        expectEqual(inner?.isInterruptible, false)
        for t in [0.5, 1.0, 1.5] {
            AnimatorFixture.advance(host, to: t)
            #expect(isClose(x(view), 50 + 50 * t, tolerance: 1e-6), "t = \(t)")  // linear over 2 s
        }
        AnimatorFixture.advance(host, to: 2)
        expectEqual(x(view), 150)
        host.runUntilIdle()
        expectEqual(recorder.events, ["inner end at 2.000000"])
    }

    @Test func insideAViewAnimationOverrideOptionsKeepItsOwnTiming() {
        // UIKitBehaviour #135, #112: .overrideInheritedDuration keeps 0.5 s but still inherits the curve;
        // with .overrideInheritedCurve too it keeps its own ease-in
        let host = HeadlessHost()
        let durationOnly = AnimatorFixture.view(in: host)
        let both = AnimatorFixture.view(in: host)
        var first: UIViewPropertyAnimator?
        var second: UIViewPropertyAnimator?
        UIView.animate(
            withDuration: 2, delay: 0, options: .curveLinear,
            animations: {
                first = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .curveEaseIn],
                    animations: { durationOnly.center.x = 150 })
                second = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 0.5, delay: 0,
                    options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn],
                    animations: { both.center.x = 150 })
            })
        #expect(first?.isInterruptible == false && second?.isInterruptible == false)
        for t in [0.1, 0.25, 0.4] {
            AnimatorFixture.advance(host, to: t)
            #expect(isClose(x(durationOnly), 50 + 100 * t / 0.5, tolerance: 1e-6), "t = \(t)")
            let easeIn = Ref.bezier(Ref.easeIn.0, Ref.easeIn.1, at: t / 0.5)
            #expect(isClose(x(both), 50 + 100 * easeIn, tolerance: 1e-5), "t = \(t)")
        }
        AnimatorFixture.advance(host, to: 0.5)
        #expect(x(durationOnly) == 150 && x(both) == 150)
    }

    @Test func insideAPropertyAnimatorTheOuterAnimatorTracksItsChanges() {
        // UIKitBehaviour #135: nested in an interruptible property animator, the changes follow the outer
        // animator: its timing, its pause and scrub, and its finish position
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let recorder = EventRecorder()
        let outer = UIViewPropertyAnimator(duration: 1, curve: .linear)
        var inner: UIViewPropertyAnimator?
        outer.addAnimations {
            inner = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.25, delay: 0, options: .curveEaseIn, animations: { view.center.x = 150 },
                completion: { recorder.record("inner \($0)") })
        }
        outer.addCompletion { recorder.record("outer \($0)") }
        outer.startAnimation()
        expectEqual(inner?.isInterruptible, false)
        #expect(inner?.state == .active && inner?.isRunning == true)  // it runs with the outer
        AnimatorFixture.advance(host, to: 0.5)
        #expect(isClose(x(view), 100, tolerance: 1e-9))
        outer.pauseAnimation()
        outer.fractionComplete = 0.2
        host.advance(by: 0.5)
        #expect(isClose(x(view), 70, tolerance: 1e-9))
        outer.stopAnimation(false)
        outer.finishAnimation(at: .start)
        expectEqual(view.center.x, 50)
        host.runUntilIdle()
        expectEqual(AnimatorFixture.center(view).x, 50)
        // Segue: the inner animator completes with the outer one, at its position
        expectEqual(recorder.events, ["outer start", "inner start"])
        #expect(inner?.state == .inactive && inner?.isRunning == false)
    }

    @Test func aViewAnimationInsideAPropertyAnimatorIsTrackedByIt() {
        // UIKitBehaviour #135, #112: legacy animations nested in a property animator's block are tracked
        // by it (UIKit builds them with the animator's options); pausing the animator holds them
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let outer = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animate(withDuration: 0.25) { view.center.x = 150 }
        }
        outer.startAnimation()
        AnimatorFixture.advance(host, to: 0.5)
        outer.pauseAnimation()
        AnimatorFixture.advance(host, to: 0.75)
        #expect(isClose(x(view), 100, tolerance: 1e-6))
        outer.stopAnimation(false)
        outer.finishAnimation(at: .start)
        expectEqual(view.center.x, 50)
    }
}
