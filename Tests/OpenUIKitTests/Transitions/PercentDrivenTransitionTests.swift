import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UIPercentDrivenInteractiveTransition driving a custom presentation and dismissal, by
/// scrubbing layer time (UIKitBehaviour #37–#45) and through an interruptible animator (#46–#47).
@MainActor
@Suite struct PercentDrivenTransitionTests {
    /// An animator that slides the presented view up from below (linear, 1 s) or back down,
    /// undoing its change when cancelled (UIKitBehaviour #20). It has no interruptible animator.
    class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool

        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            1
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let (view, start, end) = Self.setUp(transitionContext, presenting: presenting)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.frame = end }) { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { view.frame = start }
                transitionContext.completeTransition(!cancelled)
            }
        }

        static func setUp(_ context: any UIViewControllerContextTransitioning, presenting: Bool) -> (
            UIView, CGRect, CGRect
        ) {
            let container = context.containerView
            if presenting {
                let view = context.view(forKey: .to)!
                let final = context.finalFrame(for: context.viewController(forKey: .to)!)
                let below = final.offsetBy(dx: 0, dy: container.bounds.height)
                view.frame = below
                container.addSubview(view)
                return (view, below, final)
            }
            let view = context.view(forKey: .from)!
            return (view, view.frame, view.frame.offsetBy(dx: 0, dy: container.bounds.height))
        }
    }

    /// The same slide run by a property animator vended as the interruptible animator.
    final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        private var propertyAnimator: UIViewPropertyAnimator?

        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            1
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            _ = interruptibleAnimator(using: transitionContext)
        }

        func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
            -> any UIViewImplicitlyAnimating
        {
            if let propertyAnimator { return propertyAnimator }
            let (view, _, end) = SlideAnimator.setUp(transitionContext, presenting: presenting)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame = end }
            animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
            propertyAnimator = animator
            return animator
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        var interactor: UIPercentDrivenInteractiveTransition?
        var interruptible = false
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            interruptible ? InterruptibleSlideAnimator(presenting: true) : SlideAnimator(presenting: true)
        }
        func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? {
            interruptible ? InterruptibleSlideAnimator(presenting: false) : SlideAnimator(presenting: false)
        }
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interactor }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        { interactor }
    }

    private func stage(interruptible: Bool = false) -> (
        HeadlessHost, TransitionRecorder, RecordingViewController,
        RecordingViewController, Delegate, UIPercentDrivenInteractiveTransition
    ) {
        let host = HeadlessHost(screenSize: CGSize(width: 400, height: 800))
        let recorder = TransitionRecorder()
        let a = RecordingViewController("A", recorder)
        host.window.rootViewController = a
        host.advance(by: 1.0 / 60)
        let b = RecordingViewController("B", recorder)
        b.modalPresentationStyle = .custom
        let delegate = Delegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        delegate.interruptible = interruptible
        b.transitioningDelegate = delegate
        recorder.reset()
        return (host, recorder, a, b, delegate, interactor)
    }

    private func y(_ view: UIView) -> Double { Double(view.layer.presentation()?.frame.minY ?? .nan) }

    // UIKitBehaviour #29
    @Test func scrubbingThenFinishingRunsTheRestAtCompletionSpeed() {  // UIKitBehaviour #37, #38, #44, #45
        let (host, recorder, a, b, delegate, interactor) = stage()
        interactor.completionCurve = .linear
        interactor.completionSpeed = 2
        a.present(b, animated: true) { recorder.record("present completion") }
        host.advance(by: 1.0 / 60)
        expectEqual(interactor.duration, 1)
        expectEqual(b.transitionCoordinator?.isInteractive, true)
        expectEqual(b.transitionCoordinator?.initiallyInteractive, true)
        interactor.update(0.25)
        host.advance(by: 1.0 / 60)
        #expect(isClose(y(b.view), 800 * 0.75, tolerance: 1e-6), "a quarter of the way up")
        expectEqual(interactor.percentComplete, 0.25)
        interactor.update(-3)
        #expect(interactor.percentComplete == 0, "negative progress becomes 0")
        interactor.update(0.4)
        host.advance(by: 0.5)
        #expect(isClose(y(b.view), 800 * 0.6, tolerance: 1e-6), "time stands still while interactive")
        interactor.finish()
        // The rest: (1 − 0.4) × 1 s / 2 = 0.3 s, linear.
        host.advance(by: 0.15 + 1.0 / 60)
        // Frames fall at 1/60 s steps: 10 frames after finish() the rest is 10/60 ÷ 0.3 done.
        let progress: Double = 0.4 + 0.6 * (10.0 / 60) / 0.3
        #expect(isClose(y(b.view), 800 * (1 - progress), tolerance: 1e-6))
        #expect(!recorder.events.contains("present completion"))
        host.advance(by: 0.15 + 1.0 / 60)
        #expect(recorder.events.contains("present completion"))
        #expect(a.presentedViewController === b)
        expectEqual(b.view.frame.minY, 0)
        expectEqual(y(b.view), 0)
        #expect(b.view.superview?.layer.speed == 1, "the container's time runs again")
        withExtendedLifetime(delegate) {}
    }

    /// Soak seed 33 (issue 18): after a scrub finished, the presentation's container (which
    /// stays while `B` is presented) kept a clock behind media time by the time of the
    /// transition, so an animation that began on the media clock there — a view moved in from
    /// the window mid-animation, or app code setting `beginTime = CACurrentMediaTime() + 0.1` —
    /// waited that long (here 20 s) to start and the application never went idle.
    @Test func afterTheScrubTheContainersClockIsMediaTimeAgain() {  // UIKitBehaviour #45
        let (host, _, a, b, delegate, interactor) = stage()
        host.advance(by: 20)
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        interactor.update(0.5)
        host.advance(by: 1.0 / 60)
        interactor.finish()
        host.advance(by: 1)
        #expect(a.presentedViewController === b && b.isBeingPresented == false)
        let container = try? #require(b.view.superview)
        expectEqual(container?.layer.speed, 1)
        #expect(container?.layer.timeOffset == 0, "UIKit sets timeOffset back to 0")
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.5
        pulse.duration = 0.2
        pulse.beginTime = CACurrentMediaTime() + 0.1
        b.view.layer.add(pulse, forKey: "pulse")
        host.advance(by: 0.2)
        #expect(
            isClose(Double(b.view.layer.presentation()?.opacity ?? -1), 0.75, tolerance: 0.05), "the pulse is halfway")
        host.advance(by: 0.2)
        #expect(UIApplication.shared.busyReasons.isEmpty, "the pulse is over")
        withExtendedLifetime(delegate) {}
    }

    @Test func cancellingRunsBackAndUndoesThePresentation() {  // UIKitBehaviour #18a, #26, #38, #45, #89
        let (host, recorder, a, b, delegate, interactor) = stage()
        interactor.completionCurve = .linear
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        var changes: [String] = []
        b.transitionCoordinator?.notifyWhenInteractionChanges { context in
            changes.append("interactive: \(context.isInteractive), cancelled: \(context.isCancelled)")
        }
        interactor.update(0.5)
        host.advance(by: 1.0 / 60)
        interactor.cancel()
        expectEqual(changes, ["interactive: false, cancelled: true"])
        host.advance(by: 0.25 + 1.0 / 60)
        #expect(isClose(y(b.view), 800 * 0.75, tolerance: 800 * 0.03), "running back down")
        host.runUntilIdle()
        expectEqual(a.presentedViewController, nil)
        expectEqual(b.viewIfLoaded?.superview, nil)
        #expect(
            recorder.events(of: "B") == [
                "viewDidLoad", "viewWillAppear(animated: true)", "viewIsAppearing(animated: true)",
                "viewWillDisappear(animated: true)", "viewDidDisappear(animated: true)"
            ])
        withExtendedLifetime(delegate) {}
    }

    // UIKitBehaviour #32
    @Test func anInterruptibleAnimatorIsScrubbedThroughFractionComplete() {  // UIKitBehaviour #46, #47
        let (host, recorder, a, b, delegate, interactor) = stage(interruptible: true)
        a.present(b, animated: true) { recorder.record("present completion") }
        host.advance(by: 1.0 / 60)
        interactor.update(0.3)
        host.advance(by: 1.0 / 60)
        #expect(isClose(y(b.view), 800 * 0.7, tolerance: 1e-6))
        interactor.finish()
        host.runUntilIdle()
        #expect(recorder.events.contains("present completion"))
        expectEqual(b.view.frame.minY, 0)
        withExtendedLifetime(delegate) {}
    }

    @Test func aButtonTriggeredPresentationWithoutAnInteractionControllerRuns() {  // Architecture.md pitfall
        let (host, recorder, a, b, delegate, _) = stage()
        delegate.interactor = nil
        a.present(b, animated: true) { recorder.record("present completion") }
        host.runUntilIdle()
        #expect(recorder.events.contains("present completion"))
        #expect(host.now < 1.2, "ran in its own duration")
    }

    @Test func updatesOutsideATransitionAreHarmless() {
        _ = HeadlessHost()
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.update(0.5)
        interactor.finish()
        interactor.cancel()
        interactor.pause()
        expectEqual(interactor.percentComplete, 0)
        expectEqual(interactor.completionSpeed, 1)
        expectEqual(interactor.completionCurve, .easeInOut)
        #expect(interactor.wantsInteractiveStart)
        #expect(interactor.timingCurve == nil)
    }

    @Test func aCancelledInteractiveDismissalKeepsEverythingInPlace() {  // UIKitBehaviour #18, #20, #89, #94
        let (host, recorder, a, b, delegate, interactor) = stage()
        delegate.interactor = nil
        a.present(b, animated: true)
        host.runUntilIdle()
        delegate.interactor = interactor
        interactor.completionCurve = .linear
        recorder.reset()
        b.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        interactor.update(0.3)
        host.advance(by: 1.0 / 60)
        #expect(isClose(y(b.view), 800 * 0.3, tolerance: 1e-6), "dragged 30% down")
        interactor.cancel()
        host.runUntilIdle()
        #expect(
            recorder.events(of: "B") == [
                "viewWillDisappear(animated: true)", "viewWillAppear(animated: true)",
                "viewIsAppearing(animated: true)", "viewDidAppear(animated: true)"
            ])
        #expect(a.presentedViewController === b)
        #expect(b.view.window === host.window)
        #expect(b.view.frame.minY == 0, "the animator put it back (UIKitBehaviour #20)")
        expectEqual(y(b.view), 0)
        recorder.reset()
        delegate.interactor = nil
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(a.presentedViewController == nil, "a later dismissal works")
        expectEqual(recorder.events(of: "B"), ["viewWillDisappear(animated: true)", "viewDidDisappear(animated: true)"])
    }

    @Test func aSubclassThatStartsWithoutSuperStillWorks() {  // issue 4: super's update/finish are harmless
        final class OwnStart: UIPercentDrivenInteractiveTransition {
            override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
                let toView = transitionContext.view(forKey: .to)!
                transitionContext.containerView.addSubview(toView)
                super.update(0.5)
                super.finish()
                transitionContext.finishInteractiveTransition()
                transitionContext.completeTransition(true)
            }
        }
        let (host, recorder, a, b, delegate, _) = stage()
        delegate.interactor = OwnStart()
        a.present(b, animated: true) { recorder.record("present completion") }
        host.runUntilIdle()
        #expect(recorder.events.contains("present completion"))
        #expect(a.presentedViewController === b)
        #expect(host.reports.isEmpty)
        #expect(delegate.interactor?.percentComplete == 0, "super never started, so it never moved")
    }
}
