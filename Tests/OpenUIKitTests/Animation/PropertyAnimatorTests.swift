import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIViewPropertyAnimator's state machine and timing (UIKitBehaviour #123–#135).
@MainActor
@Suite struct PropertyAnimatorTests {
    func makeView(_ host: HeadlessHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0)
        return view
    }

    func x(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }

    @Test func newAnimatorsAreInactiveAndRunOnStart() {
        // UIKitBehaviour #124a, #124b
        let host = HeadlessHost()
        let view = makeView(host)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.center.x == 50)  // blocks run when the animator starts
        var log: [String] = []
        animator.addCompletion { log.append("completion \($0)") }
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        host.advance(by: 0.5)
        #expect(abs(x(view) - 100) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        host.advance(by: 0.5)
        expectEqual(log, ["completion end"])
        #expect(animator.state == .inactive && !animator.isRunning)
        expectEqual(view.layer.presentation()!.position.x, 150)
    }

    @Test func pauseScrubAndContinueLinearly() {
        // UIKitBehaviour #125, #126: scrubbing is linear by default; continuing maps progress back to time
        let host = HeadlessHost()
        let view = makeView(host)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.25
        host.advance(by: 1.0 / 60)
        #expect(abs(x(view) - 75) < 1e-6)  // linear scrub: 25 % of the distance
        #expect(abs(animator.fractionComplete - 0.25) < 1e-6)
        host.advance(by: 1)  // paused: nothing moves
        #expect(abs(x(view) - 75) < 1e-6)
        animator.startAnimation()
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        var low = 0.0
        var high = 1.0  // the time at which ease-in reaches 0.25, by bisection
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if easeIn._solve(forInput: mid) < 0.25 { low = mid } else { high = mid }
        }
        host.advance(by: 0.1)
        let expected = 50 + 100 * easeIn._solve(forInput: low + 0.1)
        #expect(abs(x(view) - expected) < 1e-4)
    }

    @Test func scrubbingAlongTheCurve() {
        // UIKitBehaviour #126: scrubsLinearly false follows the curve
        let host = HeadlessHost()
        let view = makeView(host)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        expectEqual(animator.state, .active)
        host.advance(by: 1.0 / 60)
        let expected = 50 + 100 * CAMediaTimingFunction(name: .easeIn)._solve(forInput: 0.5)
        #expect(abs(x(view) - expected) < 1e-6)
    }

    @Test func reversingRunsBackToTheStart() {
        // UIKitBehaviour #127, #124a: reversed back to the start completes with .start
        let host = HeadlessHost()
        let view = makeView(host)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.isReversed = true
        host.advance(by: 0.25)
        #expect(abs(x(view) - 75) < 1e-9)
        host.advance(by: 0.25 + 1.0 / 60)
        expectEqual(positions, [.start])
        #expect(view.center.x == 50)  // the model returns to the start value
    }

    @Test func addAnimationsWhileRunningUsesTheRemainingDuration() {
        // UIKitBehaviour #131: duration 2.0, fraction 0.5 ⇒ the added block runs 1.0 s
        let host = HeadlessHost()
        let view = makeView(host)
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        host.advance(by: 1)
        animator.addAnimations { view.center.y = 150 }
        host.advance(by: 0.5)
        #expect(abs(Double(view.layer.presentation()!.position.y) - 100) < 1e-9)
        host.advance(by: 0.5)
        expectEqual(view.layer.presentation()!.position.y, 150)
    }

    @Test func addAnimationsWithDelayFactorWorkedExample() {
        // UIKitBehaviour #132a: duration 2.0, delayFactor 0.25, fractionComplete 0.25 ⇒ starts 0.5 s later, runs 1.0 s
        let host = HeadlessHost()
        let view = makeView(host)
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.addAnimations({ view.center.y = 150 }, delayFactor: 0.25)
        host.advance(by: 0.5)
        #expect(abs(Double(view.layer.presentation()!.position.y) - 50) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(Double(view.layer.presentation()!.position.y) - 100) < 1e-9)
        host.advance(by: 0.5)
        expectEqual(view.layer.presentation()!.position.y, 150)
    }

    @Test func stopWithoutFinishingKeepsCurrentValuesAndSkipsCompletions() {
        // UIKitBehaviour #129
        let host = HeadlessHost()
        let view = makeView(host)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var calls = 0
        animator.addCompletion { _ in calls += 1 }
        animator.startAnimation()
        host.advance(by: 0.25)
        animator.stopAnimation(true)
        expectEqual(animator.state, .inactive)
        #expect(abs(Double(view.center.x) - 75) < 1e-9)
        host.runUntilIdle()
        expectEqual(calls, 0)
    }

    @Test func stopThenFinishRunsCompletionsWithThePosition() {
        // UIKitBehaviour #129, #130
        let host = HeadlessHost()
        let view = makeView(host)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(abs(Double(view.center.x) - 100) < 1e-9)
        #expect(positions.isEmpty)
        animator.finishAnimation(at: .start)
        expectEqual(positions, [.start])
        expectEqual(view.center.x, 50)
        expectEqual(animator.state, .inactive)
    }

    @Test func pausesOnCompletionStaysActiveWithoutCompletions() {
        // UIKitBehaviour #128
        let host = HeadlessHost()
        let view = makeView(host)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        var calls = 0
        animator.addCompletion { _ in calls += 1 }
        animator.startAnimation()
        host.advance(by: 1)
        expectEqual(calls, 0)
        #expect(animator.state == .active && !animator.isRunning)
        expectEqual(animator.fractionComplete, 1)
        animator.isReversed = true
        animator.startAnimation()
        host.advance(by: 0.25)
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.5) < 1e-6)
    }

    @Test func continueWithDurationFactorRescalesTheRemainingTime() {
        // UIKitBehaviour #133: durationFactor × the original duration is the new remaining time
        let host = HeadlessHost()
        let view = makeView(host)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        var log: [String] = []
        animator.addCompletion { log.append("done \($0) at \(host.now)") }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        host.advance(by: 1)
        #expect(abs(x(view) - 125) < 1e-5)  // half of the remaining 50 pt in half of 2 s
        host.advance(by: 1)
        expectEqual(log.count, 1)
    }

    @Test func runningPropertyAnimatorStartsAtOnce() {
        // UIKitBehaviour #135
        let host = HeadlessHost()
        let view = makeView(host)
        var done: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { view.alpha = 0 },
            completion: { done.append($0) })
        #expect(animator.isRunning && animator.state == .active)
        host.advance(by: 0.25)
        expectEqual(view.layer.presentation()!.opacity, 1)
        host.advance(by: 0.25)
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.5) < 1e-6)
        host.runUntilIdle()
        expectEqual(done, [.end])
    }

    @Test func timingParameterDefaults() {
        // UIKitBehaviour #108e, #116, #136
        let cubic = UICubicTimingParameters()
        #expect(cubic.controlPoint1 == CGPoint(x: 0.25, y: 0.1) && cubic.controlPoint2 == CGPoint(x: 0.25, y: 1))
        let builtin = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(builtin.controlPoint1 == .zero && builtin.controlPoint2 == .zero)
        expectEqual(builtin.timingCurveType, .builtin)
        expectEqual(UISpringTimingParameters().initialVelocity, .zero)
        expectEqual(UISpringTimingParameters().timingCurveType, .spring)
    }

    @Test func stoppedAnimatorsCannotStart() async {
        // UIKitBehaviour #124a: starting a stopped animator is a programmer error
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView()
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.startAnimation()
            }
        }
    }
}
