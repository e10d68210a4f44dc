import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Non-interactive modal presentation and dismissal through the transition driver.
@MainActor
@Suite struct ModalPresentationTests {
    /// A host with root controller "A" on screen and a recorder that starts empty.
    private func stage() -> (HeadlessHost, TransitionRecorder, RecordingViewController) {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        let a = RecordingViewController("A", recorder)
        host.window.rootViewController = a
        host.advance(by: 1.0 / 60)
        recorder.reset()
        return (host, recorder, a)
    }

    // UIKitBehaviour #16, #34, #87, #99
    @Test func aCustomPresentationRunsInUIKitsOrder() {  // UIKitBehaviour #28, #30, #50, #51, #91, #92, #93
        let (host, recorder, a) = stage()
        let b = RecordingViewController("B", recorder)
        let delegate = RecordingTransitioningDelegate(recorder)
        delegate.presentationAnimator = RecordingAnimator("animator", recorder, duration: 0.3)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true) { recorder.record("present completion") }
        // The delegate is asked at once (UIKit keeps what it vends: Apple's sample keeps its
        // presentation controller alive only until present returns); the rest waits a turn.
        #expect(
            recorder.events == [
                "delegate presentationController(forPresented: B, presenting: A, source: A)",
                "delegate animationController(forPresented: B, presenting: A, source: A)",
                "delegate interactionControllerForPresentation"
            ])
        #expect(a.presentedViewController == nil, "presentations start on the next turn")
        recorder.reset()
        host.advance(by: 1.0 / 60)
        #expect(
            recorder.events == [
                "B viewDidLoad",
                "B viewWillAppear(animated: true)",
                "animator transitionDuration",
                "animator animateTransition",
                // at the first layout in the window, after the animator added the view
                "B viewIsAppearing(animated: true)"
            ])
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.isBeingPresented)
        #expect(b.transitionCoordinator != nil)
        recorder.reset()
        host.advance(by: 0.3)
        #expect(
            recorder.events == [
                "B viewDidAppear(animated: true)",
                "present completion",
                "animator animationEnded(true)"
            ], "no presenter callbacks: its view stays (UIKitBehaviour #93)")
        #expect(!b.isBeingPresented)
        #expect(b.transitionCoordinator == nil)
        #expect(a.view.window === host.window, "the presenter's view stays in the window")
        #expect(b.view.window === host.window)
        #expect(host.reports.isEmpty)
    }

    // UIKitBehaviour #10
    @Test func fromAndToSwapOnDismissalAndViewsMayBeNil() {  // UIKitBehaviour #1, #2, #6, #7, #8, #9
        let (host, recorder, a) = stage()
        let b = RecordingViewController("B", recorder)
        let delegate = RecordingTransitioningDelegate(recorder)
        let presenting = RecordingAnimator("present", recorder)
        let dismissing = RecordingAnimator("dismiss", recorder)
        delegate.presentationAnimator = presenting
        delegate.dismissalAnimator = dismissing
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        let present = presenting.lastContext
        #expect(present?.viewController(forKey: .from) === a)
        #expect(present?.viewController(forKey: .to) === b)
        #expect(present?.view(forKey: .from) == nil, "a custom presentation keeps the presenter's view")
        #expect(present?.view(forKey: .to) === b.view)
        expectEqual(present?.initialFrame(for: b), .zero)
        expectEqual(present?.finalFrame(for: b), host.window.bounds)
        expectEqual(present?.presentationStyle, .custom)
        host.runUntilIdle()
        b.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        let dismiss = dismissing.lastContext
        #expect(dismiss?.viewController(forKey: .from) === b)
        #expect(dismiss?.viewController(forKey: .to) === a)
        #expect(dismiss?.view(forKey: .from) === b.view)
        expectEqual(dismiss?.view(forKey: .to), nil)
        #expect(b.isBeingDismissed)
        host.runUntilIdle()
        expectEqual(a.presentedViewController, nil)
        expectEqual(b.presentingViewController, nil)
        expectEqual(b.viewIfLoaded?.superview, nil)
        #expect(a.view.superview === host.window)
    }

    @Test func fullScreenRemovesThePresentersViewAndPutsItBack() {  // UIKitBehaviour #19, #77, #91
        let (host, recorder, a) = stage()
        let b = RecordingViewController("B", recorder)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        #expect(
            recorder.events == [
                "B viewDidLoad", "A viewWillDisappear(animated: true)", "B viewWillAppear(animated: true)",
                "B viewIsAppearing(animated: true)"
            ])
        host.runUntilIdle()
        expectEqual(
            recorder.events.suffix(2), ["B viewDidAppear(animated: true)", "A viewDidDisappear(animated: true)"])
        #expect(a.view.window == nil, "removed after the presentation")
        #expect(b.view.window === host.window)
        recorder.reset()
        a.dismiss(animated: true)
        host.runUntilIdle()
        #expect(
            recorder.events == [
                "B viewWillDisappear(animated: true)", "A viewWillAppear(animated: true)",
                "A viewIsAppearing(animated: true)", "A viewDidAppear(animated: true)",
                "B viewDidDisappear(animated: true)"
            ])
        #expect(a.view.superview === host.window, "back in its old superview")
        expectEqual(a.view.frame, host.window.bounds)
        #expect(host.window.subviews == [a.view], "the container is gone")
    }

    @Test func theNavigationStylePopAnimatorCausesTheBlackScreenOfACustomDismissal() {
        // Architecture.md pitfall: a dismissal animator for .custom that inserts the "to" view (the
        // presenter's, obtained from the controller since view(forKey: .to) is nil) into the
        // container takes it out of its superview; the container leaves with the dismissal.
        for insertsPresenter in [true, false] {
            let (host, recorder, a) = stage()
            let b = RecordingViewController("B", recorder)
            let delegate = RecordingTransitioningDelegate(recorder)
            delegate.presentationAnimator = RecordingAnimator("present", recorder)
            let pop = RecordingAnimator("pop", recorder)
            pop.animation = { context in
                if insertsPresenter, let to = context.viewController(forKey: .to) {
                    context.containerView.insertSubview(to.view, at: 0)
                }
                UIView.animate(withDuration: 0.3, animations: { context.view(forKey: .from)?.alpha = 0 }) { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            }
            delegate.dismissalAnimator = pop
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = delegate
            a.present(b, animated: true)
            host.runUntilIdle()
            b.dismiss(animated: true)
            host.runUntilIdle()
            if insertsPresenter {
                #expect(a.view.window == nil, "the black screen: the presenter's view left with the container")
            } else {
                #expect(a.view.window === host.window, "the correct variant leaves the presenter alone")
            }
        }
    }

    @Test func presentingTwiceOrDuringATransitionIsReportedAndIgnored() {
        let (host, recorder, a) = stage()
        let b = RecordingViewController("B", recorder)
        let c = RecordingViewController("C", recorder)
        a.present(b, animated: true)
        a.present(c, animated: true)
        expectEqual(host.reports.count, 1)
        expectEqual(host.reports.last?.contains("while a presentation is in progress"), true)
        host.runUntilIdle()
        a.present(c, animated: true)
        expectEqual(host.reports.last?.contains("which is already presenting"), true)
        host.runUntilIdle()
        #expect(a.presentedViewController === b)
        expectEqual(c.presentingViewController, nil)
    }

    @Test func dismissingAStackAnimatesOnlyTheTopmostView() {  // UIKitBehaviour #86
        let (host, recorder, a) = stage()
        let b = RecordingViewController("B", recorder)
        let c = RecordingViewController("C", recorder)
        b.modalPresentationStyle = .fullScreen
        c.modalPresentationStyle = .fullScreen
        c.modalTransitionStyle = .crossDissolve
        a.present(b, animated: false)
        host.runUntilIdle()
        b.present(c, animated: false)
        host.runUntilIdle()
        #expect(c.presentingViewController === b)
        recorder.reset()
        var done = false
        a.dismiss(animated: true) { done = true }
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.2)
        #expect(b.view.window == nil, "the controller in between is simply removed")
        #expect(c.view.window === host.window, "the topmost view animates away…")
        #expect(
            isClose(Double(c.view.layer.presentation()?.opacity ?? -1), 0.5, tolerance: 1e-6),
            "…with its own transition style")
        #expect(a.view.window === host.window, "revealing the presenter")
        host.runUntilIdle()
        #expect(done)
        expectEqual(a.presentedViewController, nil)
        expectEqual(b.presentedViewController, nil)
        expectEqual(c.presentingViewController, nil)
        expectEqual(host.window.subviews, [a.view])
        #expect(recorder.events(of: "B").isEmpty, "it was covered: no callbacks")
        expectEqual(recorder.events(of: "C"), ["viewWillDisappear(animated: true)", "viewDidDisappear(animated: true)"])
        #expect(
            recorder.events(of: "A") == [
                "viewWillAppear(animated: true)", "viewIsAppearing(animated: true)",
                "viewDidAppear(animated: true)"
            ])
    }

    // UIKitBehaviour #15
    @Test func anAnimatorThatNeverCompletesIsNamedAfterFiveSeconds() {
        let (host, recorder, a) = stage()
        let b = RecordingViewController("B", recorder)
        let delegate = RecordingTransitioningDelegate(recorder)
        let stuck = RecordingAnimator("stuck", recorder, duration: 0.5)
        stuck.completesTransition = false
        delegate.presentationAnimator = stuck
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        #expect(UIApplication.shared._isIdle && UIApplication.shared.busyReasons.isEmpty)
        a.present(b, animated: true)
        host.advance(by: 5.4)
        #expect(host.reports.isEmpty)
        host.advance(by: 0.2)
        expectEqual(host.reports.count, 1)
        expectEqual(host.reports.first?.contains("RecordingAnimator"), true)
        expectEqual(UIApplication.shared.busyReasons, ["a view controller transition is in flight"])
        // The hosts' per-frame check agrees when only the last reason it visits holds.
        #expect(!UIApplication.shared._isIdle)
        let context = stuck.lastContext
        context?.completeTransition(true)
        context?.completeTransition(true)
        #expect(host.reports.count == 2, "a second completeTransition is reported")
        expectEqual(b.isBeingPresented, false)
    }
}
