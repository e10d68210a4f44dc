import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The animator's states and positions (UIKitBehaviour #123–#125) and adding animations at different
/// points of its life (UIKitBehaviour #131, #132), beyond the basics in PropertyAnimatorTests.
@MainActor
@Suite struct PropertyAnimatorStateTests {
    func x(_ view: UIView) -> Double { Double(AnimatorFixture.center(view).x) }
    func y(_ view: UIView) -> Double { Double(AnimatorFixture.center(view).y) }

    @Test func statesAndPositionsHaveUIKitsRawValues() {
        // UIKitBehaviour #123
        expectEqual(UIViewAnimatingState.inactive.rawValue, 0)
        expectEqual(UIViewAnimatingState.active.rawValue, 1)
        expectEqual(UIViewAnimatingState.stopped.rawValue, 2)
        expectEqual(UIViewAnimatingPosition.end.rawValue, 0)
        expectEqual(UIViewAnimatingPosition.start.rawValue, 1)
        expectEqual(UIViewAnimatingPosition.current.rawValue, 2)
    }

    @Test func stateHistoryThroughPauseStopAndFinish() {
        // UIKitBehaviour #124a, #124b: every transition of the state machine, in order
        let (host, _, animator, recorder) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        }
        func note(_ step: String) { recorder.record("\(step): \(animator.state) running \(animator.isRunning)") }
        note("new")
        animator.pauseAnimation()
        note("pause")
        animator.startAnimation()
        note("start")
        host.advance(by: 0.25)
        animator.pauseAnimation()
        note("pause")
        animator.stopAnimation(false)
        note("stop(false)")
        animator.finishAnimation(at: .current)
        note("finish")
        #expect(
            recorder.events == [
                "new: inactive running false", "pause: active running false", "start: active running true",
                "pause: active running false", "stop(false): stopped running false", "finish: inactive running false"
            ])
    }

    @Test func settingFractionCompleteWhileRunningIsIgnored() {
        // UIKitBehaviour #125: the setter does nothing while the animator runs
        let (host, view, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.2)
        animator.fractionComplete = 0.9
        AnimatorFixture.advance(host, to: 0.3)
        #expect(isClose(x(view), 80, tolerance: 1e-9))
        #expect(isClose(animator.fractionComplete, 0.3, tolerance: 1e-9))
    }

    @Test func fractionCompleteIsClampedToTheUnitInterval() {
        // UIKitBehaviour #125: UIViewPropertyAnimator keeps fractionComplete within 0…1
        let (host, view, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.fractionComplete = 1.5
        expectEqual(animator.fractionComplete, 1)
        animator.fractionComplete = -0.5
        expectEqual(animator.fractionComplete, 0)
        host.advance(by: 0.1)
        expectEqual(x(view), 50)
    }

    @Test func animationsAddedWhilePausedRunForTheRemainingDuration() {
        // UIKitBehaviour #131: duration 2, paused at fraction 0.5 ⇒ the new block takes the remaining 1 s
        let (host, view, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 250 }
        }
        animator.fractionComplete = 0.5
        animator.addAnimations { view.center.y = 150 }
        host.advance(by: 0.1)
        #expect(y(view) == 50)  // paused at the new block's start
        let start = host.now
        animator.startAnimation()
        AnimatorFixture.advance(host, to: start + 0.5)
        #expect(isClose(y(view), 100, tolerance: 1e-9))
        #expect(isClose(x(view), 200, tolerance: 1e-9))
        AnimatorFixture.advance(host, to: start + 1)
        #expect(y(view) == 150 && x(view) == 250)
    }

    @Test func delayFactorBeforeStartingDelaysByThatShareOfTheDuration() {
        // UIKitBehaviour #132a: inactive, delayFactor 0.5 of 1 s ⇒ starts at 0.5 s, ends with the animator
        let (host, view, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        }
        animator.addAnimations({ view.center.y = 150 }, delayFactor: 0.5)
        animator.startAnimation()
        AnimatorFixture.advance(host, to: 0.4)
        expectEqual(y(view), 50)
        AnimatorFixture.advance(host, to: 0.75)
        #expect(isClose(y(view), 100, tolerance: 1e-9))
        AnimatorFixture.advance(host, to: 1)
        expectEqual(y(view), 150)
    }

    @Test func completionsAddedWhileRunningRunInOrder() {
        // UIKitBehaviour #132b: completions may be added at any time and run in the order added
        let (host, _, animator, recorder) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        }
        animator.addCompletion { recorder.record("first \($0)") }
        animator.startAnimation()
        host.advance(by: 0.25)
        animator.addCompletion { recorder.record("second \($0)") }
        host.runUntilIdle()
        expectEqual(recorder.events, ["first end", "second end"])
    }

    // MARK: Programmer errors

    @Test func pausingAStoppedAnimatorIsAProgrammerError() async {
        // UIKitBehaviour #124a
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView()
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.pauseAnimation()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("pauseAnimation()"))
    }

    @Test func addingAnimationsToAStoppedAnimatorIsAProgrammerError() async {
        // UIKitBehaviour #131
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView()
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.startAnimation()
                animator.stopAnimation(false)
                animator.addAnimations { view.alpha = 1 }
            }
        }
    }
}
