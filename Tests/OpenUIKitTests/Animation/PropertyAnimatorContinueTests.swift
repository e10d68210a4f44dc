import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `continueAnimation(withTimingParameters:durationFactor:)` (UIKitBehaviour #133): the timing of what
/// remains, the new remaining duration, and the states in which continuing is an error.
@MainActor
@Suite struct PropertyAnimatorContinueTests {
    typealias Ref = AnimatorReference

    func x(_ view: UIView) -> Double { Double(AnimatorFixture.center(view).x) }

    @Test func nilParametersKeepTheCurveAndTheFactorSetsTheRemainingTime() {
        // UIKitBehaviour #133: paused at 0.4 s of a 1 s ease-in; factor 1.2 ⇒ the remaining 0.6 s of the
        // curve play in 1.2 s (half speed) and the animator completes at 0.4 + 1.2 = 1.6 s
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        }
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.4)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1.2)
        #expect(animator.state == .active && animator.isRunning)
        for t in [0.4, 0.7, 1.0, 1.5] {
            AnimatorFixture.advance(host, to: t)
            let curveTime = 0.4 + (t - 0.4) / 2
            let expected = 50 + 100 * Ref.bezier(Ref.easeIn.0, Ref.easeIn.1, at: curveTime)
            #expect(isClose(x(view), expected, tolerance: 1e-5), "t = \(t)")
        }
        AnimatorFixture.advance(host, to: 1.59)
        #expect(recorder.events.isEmpty)
        AnimatorFixture.advance(host, to: 1.6)
        expectEqual(recorder.events, ["end at 1.600000"])
    }

    @Test func factorMultipliesTheOriginalDurationNotTheRemainingOne() {
        // UIKitBehaviour #133: paused at fraction 0.25 (never started); factor 0.5 ⇒ 0.5 × 1 s remain
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.fractionComplete = 0.25
        AnimatorFixture.advance(host, to: 0.2)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        for t in [0.3, 0.45, 0.6] {
            AnimatorFixture.advance(host, to: t)
            #expect(isClose(x(view), 75 + 75 * (t - 0.2) / 0.5, tolerance: 1e-9), "t = \(t)")
        }
        AnimatorFixture.advance(host, to: 0.7)
        expectEqual(recorder.events, ["end at 0.700000"])
    }

    @Test func zeroFactorKeepsTheOriginalPace() {
        // UIKitBehaviour #133: a factor of 0 leaves the remaining duration as it was
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        AnimatorFixture.advance(host, to: 0.25)
        #expect(isClose(x(view), 125, tolerance: 1e-9))
        AnimatorFixture.advance(host, to: 0.5)
        expectEqual(recorder.events, ["end at 0.500000"])
    }

    @Test func newCubicParametersContinueFromTheSameProgress() {
        // UIKitBehaviour #133, #126: continuing a linear animator paused at 0.5 with ease-out maps the
        // progress 0.5 to its time on ease-out and plays the rest of that curve in 1 × 1 s
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 1)
        let start = Ref.bezierInverse(Ref.easeOut.0, Ref.easeOut.1, of: 0.5)
        for t in [0.5, 0.6, 0.9, 1.3] {
            AnimatorFixture.advance(host, to: t)
            let curveTime = start + (1 - start) * (t - 0.5)
            let expected = 50 + 100 * Ref.bezier(Ref.easeOut.0, Ref.easeOut.1, at: curveTime)
            #expect(isClose(x(view), expected, tolerance: 1e-5), "t = \(t)")
        }
        AnimatorFixture.advance(host, to: 1.49)
        #expect(recorder.events.isEmpty)
        AnimatorFixture.advance(host, to: 1.5)
        expectEqual(recorder.events, ["end at 1.500000"])
    }

    @Test func newSpringParametersRestartFromTheCurrentValue() {
        // UIKitBehaviour #133, #114: a spring continues from where the view is to the target, over
        // factor × duration, its velocity normalised to the remaining distance: paused at
        // x = 100 on the way to 150, dx 2 starts it at 100 pt/s
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.5)
        animator.pauseAnimation()
        let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: 0))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0.5)
        let omega = Ref.omega(reachingEpsilonAt: 0.5, zeta: 1, velocity: 2)
        for t in [0.5, 0.52, 0.6, 0.75, 0.95] {
            AnimatorFixture.advance(host, to: t)
            let expected = 100 + 50 * Ref.springFraction(omega: omega, zeta: 1, velocity: 2, at: t - 0.5)
            #expect(isClose(x(view), expected, tolerance: 1e-6), "t = \(t)")
        }
        AnimatorFixture.advance(host, to: 1)
        expectEqual(recorder.events, ["end at 1.000000"])
        expectEqual(view.center.x, 150)
    }

    @Test func reversedSpringContinuationRunsBackFromTheCurrentValue() {
        // UIKitBehaviour #133, #127: cancelling with a spring: from x = 110 back to 50 over 0.4 × 1 s
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.6)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 0.4)
        #expect(isClose(animator.fractionComplete, 0.6, tolerance: 1e-9))
        let omega = Ref.omega(reachingEpsilonAt: 0.4, zeta: 1, velocity: 0)
        for t in [0.6, 0.65, 0.8, 0.95] {
            AnimatorFixture.advance(host, to: t)
            let expected = 110 - 60 * Ref.springFraction(omega: omega, zeta: 1, velocity: 0, at: t - 0.6)
            #expect(isClose(x(view), expected, tolerance: 1e-6), "t = \(t)")
        }
        AnimatorFixture.advance(host, to: 1)
        expectEqual(recorder.events, ["start at 1.000000"])
        expectEqual(view.center.x, 50)
    }

    @Test func scrubbingAfterASpringContinuationReachesBackAlongTheOldCurve() {
        // UIKitBehaviour #133, #125: before the point of continuation the old curve still holds
        let (host, view, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.8), durationFactor: 1)
        AnimatorFixture.advance(host, to: 0.7)
        animator.pauseAnimation()
        #expect(animator.fractionComplete > 0.5)
        animator.fractionComplete = 0.2
        host.advance(by: 0.1)
        #expect(isClose(x(view), 70, tolerance: 1e-6))
        #expect(isClose(animator.fractionComplete, 0.2, tolerance: 1e-6))
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        expectEqual(view.center.x, 50)
    }

    @Test func continuingAReversedAnimatorRunsBackWithTheFactor() {
        // UIKitBehaviour #133, #127: reversed while paused, the remaining distance is back to the start
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.4)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        AnimatorFixture.advance(host, to: 1.4)
        // half of the 40 pt back in half of 2 s (layer speeds are Float: 0.2 is not exact)
        #expect(isClose(x(view), 70, tolerance: 1e-5))
        AnimatorFixture.advance(host, to: 2.4)
        expectEqual(recorder.events, ["start at 2.400000"])
        expectEqual(view.center.x, 50)
    }

    @Test func aSecondContinuationScalesTheOriginalDurationToo() {
        // UIKitBehaviour #133: "1.0 equals the initial duration", however the animator was continued before
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.fractionComplete = 0.2
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 4)  // 0.8 in 4 s
        AnimatorFixture.advance(host, to: 2)
        animator.pauseAnimation()
        #expect(isClose(x(view), 110, tolerance: 1e-9))
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)  // 0.4 in 0.5 s
        AnimatorFixture.advance(host, to: 2.25)
        #expect(isClose(x(view), 130, tolerance: 1e-5))  // layer speeds are Float
        AnimatorFixture.advance(host, to: 2.5)
        expectEqual(recorder.events, ["end at 2.500000"])
    }

    @Test func theOriginalTimingReturnsOnceInactive() {
        // UIKitBehaviour #133: continued with ease-out, the animator runs its own linear curve next time
        let (host, view, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.fractionComplete = 0.5
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 1)
        host.runUntilIdle()
        expectEqual(animator.state, .inactive)
        animator.addAnimations { view.center.x = 50 }
        let start = host.now
        animator.startAnimation()
        AnimatorFixture.advance(host, to: start + 0.25)
        #expect(isClose(x(view), 125, tolerance: 1e-9))
    }

    // MARK: Programmer errors

    @Test func continuingAnInactiveAnimatorIsAProgrammerError() async {
        // UIKitBehaviour #133
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView()
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("continueAnimation(withTimingParameters:durationFactor:)"))
    }

    @Test func continuingARunningAnimatorIsAProgrammerError() async {
        // UIKitBehaviour #133
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView()
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("running true"))
    }

    @Test func continuingANonInterruptibleAnimatorIsAProgrammerError() async {
        // UIKitBehaviour #133: scrubbing activates it paused, but it cannot be continued
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView()
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.isInterruptible = false
                animator.fractionComplete = 0.5
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            }
        }
    }
}
