import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Interrupting a property animator (UIKitBehaviour #126–#130): scrubbing then restarting, reversing
/// while running or paused, pausing on completion, and stopping then finishing.
@MainActor
@Suite struct PropertyAnimatorInterruptionTests {
    typealias Ref = AnimatorReference

    func x(_ view: UIView) -> Double { Double(AnimatorFixture.center(view).x) }

    @Test(arguments: [true, false])
    func scrubThenStartFollowsTheOriginalCurve(linearly: Bool) {
        // UIKitBehaviour #126: at fractionComplete 0.3 the view is 30 % of the way (scrubsLinearly) or at
        // the curve's value for time 0.3 (not); restarting resumes the curve from the time
        // whose progress that is, and completes when the rest of the curve has played
        let (host, view, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        }
        animator.scrubsLinearly = linearly
        let recorder = EventRecorder()
        AnimatorFixture.recordCompletions(of: animator, in: host, into: recorder)
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        AnimatorFixture.advance(host, to: 0.25)
        let (p1, p2) = Ref.easeInOut
        let resumeTime = linearly ? Ref.bezierInverse(p1, p2, of: 0.3) : 0.3
        let scrubbed = linearly ? 80 : 50 + 100 * Ref.bezier(p1, p2, at: 0.3)
        #expect(isClose(x(view), scrubbed, tolerance: 1e-5))  // Bézier solutions agree to 1e-6
        #expect(isClose(animator.fractionComplete, 0.3, tolerance: 1e-6))
        #expect(animator.state == .active && !animator.isRunning)
        animator.startAnimation()
        for delta in [0.0, 0.1, 0.4] {
            AnimatorFixture.advance(host, to: 0.25 + delta)
            let expected = 50 + 100 * Ref.bezier(p1, p2, at: resumeTime + delta)
            #expect(isClose(x(view), expected, tolerance: 1e-5), "delta = \(delta)")
        }
        let end = Ref.frame(atOrAfter: 0.25 + 1 - resumeTime)
        AnimatorFixture.advance(host, to: end - 1.0 / 60)
        #expect(recorder.events.isEmpty)
        AnimatorFixture.advance(host, to: end)
        expectEqual(recorder.events, ["end at \(String(format: "%.6f", end))"])
    }

    @Test func resumingWherePausedContinuesFromThePausedValue() {
        // UIKitBehaviour #124: paused at 0.5 s and started again at once, the animator goes on from 0.5
        // (its layer animations then begin at media time 0, which must not read as "now")
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.5)
        animator.pauseAnimation()
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.75)
        #expect(isClose(x(view), 125, tolerance: 1e-9))
        AnimatorFixture.advance(host, to: 1)
        expectEqual(recorder.events, ["end at 1.000000"])
    }

    @Test func reversingWhileRunningRetracesTheCurve() {
        // UIKitBehaviour #127, #124a: reversed at 0.6 s, an ease-in plays backwards from the same time and
        // completes with .start 0.6 s later; the animator stays running throughout
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        }
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.6)
        animator.isReversed = true
        #expect(animator.isReversed && animator.isRunning && animator.state == .active)
        for t in [0.6, 0.8, 1.1] {
            AnimatorFixture.advance(host, to: t)
            let expected = 50 + 100 * Ref.bezier(Ref.easeIn.0, Ref.easeIn.1, at: 0.6 - (t - 0.6))
            #expect(isClose(x(view), expected, tolerance: 1e-5), "t = \(t)")
        }
        AnimatorFixture.advance(host, to: 1.19)
        #expect(recorder.events.isEmpty)
        AnimatorFixture.advance(host, to: 1.2)
        expectEqual(recorder.events, ["start at 1.200000"])
        #expect(view.center.x == 50 && x(view) == 50)
    }

    @Test func reversingWhilePausedSetsTheNextDirection() {
        // UIKitBehaviour #127: paused, isReversed only chooses the direction of the next start
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.4)
        animator.pauseAnimation()
        animator.isReversed = true
        #expect(!animator.isRunning)
        AnimatorFixture.advance(host, to: 0.7)
        #expect(isClose(x(view), 90, tolerance: 1e-9))
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.9)
        #expect(isClose(x(view), 70, tolerance: 1e-9))
        AnimatorFixture.advance(host, to: 1.1)
        expectEqual(recorder.events, ["start at 1.100000"])
    }

    @Test func pausesOnCompletionAtBothEndsThenReverses() {
        // UIKitBehaviour #128: it pauses at the end without completions, can be reversed, pauses again
        // at the start, and only stopping and finishing runs the completions
        let (host, view, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.pausesOnCompletion = true
        let recorder = EventRecorder()
        AnimatorFixture.recordCompletions(of: animator, in: host, into: recorder)
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 1)
        #expect(animator.state == .active && !animator.isRunning)
        expectEqual(animator.fractionComplete, 1)
        AnimatorFixture.advance(host, to: 1.5)
        expectEqual(x(view), 150)
        animator.isReversed = true
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 1.75)
        #expect(isClose(x(view), 125, tolerance: 1e-9))
        AnimatorFixture.advance(host, to: 2.5)
        #expect(animator.state == .active && !animator.isRunning)
        expectEqual(animator.fractionComplete, 0)
        expectEqual(x(view), 50)
        #expect(recorder.events.isEmpty)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        expectEqual(recorder.events, ["start at 2.500000"])
        expectEqual(view.center.x, 50)
    }

    @Test(arguments: [UIViewAnimatingPosition.end, .start, .current])
    func stopThenFinish(at position: UIViewAnimatingPosition) {
        // UIKitBehaviour #129, #130, #132b: stop(false) writes the current values into the model and
        // waits; finishing sets the values for the position and runs every completion once
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.center.x = 150
            view.alpha = 0
        }
        let recorder = EventRecorder()
        AnimatorFixture.recordCompletions(of: animator, in: host, into: recorder)
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(isClose(view.center.x, 80, tolerance: 1e-9))
        #expect(isClose(Double(view.alpha), 0.7, tolerance: 1e-6))
        animator.addCompletion { recorder.record("added while stopped: \($0)") }
        animator.isReversed = true  // ignored once stopped
        #expect(!animator.isReversed)
        AnimatorFixture.advance(host, to: 1.5)
        #expect(isClose(x(view), 80, tolerance: 1e-9))
        #expect(recorder.events.isEmpty)
        animator.finishAnimation(at: position)
        let (expectedX, expectedAlpha): (Double, Double) =
            switch position {
            case .end: (150, 0)
            case .start: (50, 1)
            case .current: (80, 0.7)
            }
        #expect(isClose(Double(view.center.x), expectedX, tolerance: 1e-9))
        #expect(isClose(Double(view.alpha), expectedAlpha, tolerance: 1e-6))
        #expect(animator.state == .inactive && !animator.isRunning)
        expectEqual(recorder.events, ["\(position) at 1.500000", "added while stopped: \(position)"])
        host.runUntilIdle()
        #expect(isClose(x(view), expectedX, tolerance: 1e-9))
        expectEqual(recorder.events.count, 2)
    }

    @Test func stopWithoutFinishingWhilePausedKeepsTheScrubbedValues() {
        // UIKitBehaviour #129: true ⇒ inactive at once, the paused values become the model, no completions
        let (host, view, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        }
        var calls = 0
        animator.addCompletion { _ in calls += 1 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(isClose(view.center.x, 110, tolerance: 1e-6))
        host.runUntilIdle()
        #expect(isClose(x(view), 110, tolerance: 1e-6))
        expectEqual(calls, 0)
    }

    @Test func finishingAnActiveAnimatorIsAProgrammerError() async {
        // UIKitBehaviour #130: finishAnimation(at:) is valid only once stopped
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView()
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.finishAnimation(at: .end)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("finishAnimation(at:)"))
    }
}
