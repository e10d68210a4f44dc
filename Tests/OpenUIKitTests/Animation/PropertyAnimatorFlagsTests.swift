import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIViewPropertyAnimator's flags, delay and duration (UIKitBehaviour #134), and the programmer errors
/// of setting the flags on an animator that is not inactive.
@MainActor
@Suite struct PropertyAnimatorFlagsTests {
    func x(_ view: UIView) -> Double { Double(AnimatorFixture.center(view).x) }

    @Test func defaults() {
        // UIKitBehaviour #134 (and #123, #125, #126, #127, #128 for the other properties' defaults)
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let parameters = UICubicTimingParameters(animationCurve: .easeIn)
        let animator = UIViewPropertyAnimator(duration: 0.75, timingParameters: parameters)
        animator.addAnimations { view.alpha = 0 }
        #expect(animator.isInterruptible)
        #expect(animator.isUserInteractionEnabled)
        #expect(!animator.isManualHitTestingEnabled)
        #expect(animator.scrubsLinearly)
        #expect(!animator.pausesOnCompletion)
        expectEqual(animator.delay, 0)
        expectEqual(animator.duration, 0.75)
        #expect(animator.timingParameters === parameters)
        #expect(!animator.isReversed && animator.fractionComplete == 0)
        #expect(animator.state == .inactive && !animator.isRunning)
    }

    @Test func flagsCanBeSetWhileInactiveAgain() {
        // UIKitBehaviour #134: the restriction is the state, so an animator that finished takes new flags
        let (host, _, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 0.25, curve: .linear) { view.alpha = 0 }
        }
        animator.isInterruptible = false
        animator.isUserInteractionEnabled = false
        animator.isManualHitTestingEnabled = true
        #expect(!animator.isInterruptible && !animator.isUserInteractionEnabled && animator.isManualHitTestingEnabled)
        animator.startAnimation()
        host.runUntilIdle()
        expectEqual(animator.state, .inactive)
        animator.isInterruptible = true
        animator.isUserInteractionEnabled = true
        #expect(animator.isInterruptible && animator.isUserInteractionEnabled)
    }

    @Test func startAfterDelaySetsDelayAndHoldsTheStartValues() {
        // UIKitBehaviour #134: delay is set by startAnimation(afterDelay:); nothing moves before it elapses
        let (host, view, animator, recorder) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.addCompletion { recorder.record("\($0) at \(String(format: "%.6f", host.now))") }
        animator.startAnimation(afterDelay: 0.4)
        expectEqual(animator.delay, 0.4)
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 150)  // the model holds the target at once
        for t in [0.1, 0.3, 0.4] {
            AnimatorFixture.advance(host, to: t)
            #expect(x(view) == 50, "t = \(t)")
            #expect(animator.fractionComplete == 0, "t = \(t)")
        }
        AnimatorFixture.advance(host, to: 0.65)
        #expect(isClose(x(view), 75, tolerance: 1e-9))
        #expect(isClose(animator.fractionComplete, 0.25, tolerance: 1e-9))
        AnimatorFixture.advance(host, to: 1.39)
        #expect(recorder.events.isEmpty)
        AnimatorFixture.advance(host, to: 1.4)
        expectEqual(recorder.events, ["end at 1.400000"])
    }

    @Test func durationIsFixedAtInit() {
        // UIKitBehaviour #134, #133: a duration factor changes the remaining time, not `duration`
        let (host, _, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 3)
        expectEqual(animator.duration, 1)
        host.runUntilIdle()
        expectEqual(animator.duration, 1)
        expectEqual((animator.timingParameters as? UICubicTimingParameters)?.animationCurve, .linear)
    }

    // MARK: Programmer errors

    @Test func settingInterruptibleWhileRunningIsAProgrammerError() async {
        // UIKitBehaviour #134
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView()
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.isInterruptible = false
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("isInterruptible can only be set while the animator is inactive"))
    }

    @Test func settingUserInteractionWhilePausedIsAProgrammerError() async {
        // UIKitBehaviour #134: a paused animator is active
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView()
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.pauseAnimation()
                animator.isUserInteractionEnabled = false
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("isUserInteractionEnabled can only be set while the animator is inactive"))
    }

    @Test func settingUserInteractionWhileStoppedIsAProgrammerError() async {
        // UIKitBehaviour #134: "non-inactive" includes stopped
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView()
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.isUserInteractionEnabled = false
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("isUserInteractionEnabled can only be set while the animator is inactive"))
    }

    @Test func settingTheSameValueOnAnActiveAnimatorIsStillAnError() async {
        // UIKitBehaviour #134: the setter raises on an active animator whatever the value
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView()
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.isInterruptible = true
            }
        }
    }
}
