import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A custom presentation controller with a dimming view: lifecycle order, frames, alongside
/// animations through the coordinator, and cancelled transitions.
@MainActor
@Suite struct PresentationControllerTests {
    /// A lower-card presentation controller with a dimming view, recording its lifecycle.
    final class CardPresentationController: UIPresentationController {
        let recorder: TransitionRecorder
        let dimming = UIView()

        init(presented: UIViewController, presenting: UIViewController?, recorder: TransitionRecorder) {
            self.recorder = recorder
            super.init(presentedViewController: presented, presenting: presenting)
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let container = containerView else { return .zero }
            let height = presentedViewController.preferredContentSize.height
            return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        }

        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            recorder.record("pc preferredContentSizeDidChange")
        }

        override func presentationTransitionWillBegin() {
            recorder.record("pc presentationTransitionWillBegin")
            guard let container = containerView else { return }
            dimming.frame = container.bounds
            dimming.backgroundColor = UIColor.black.withAlphaComponent(0.5)
            dimming.alpha = 0
            container.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { _ in
                    self.dimming.alpha = 1
                },
                completion: { context in
                    self.recorder.record("pc alongside completion(cancelled: \(context.isCancelled))")
                })
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            recorder.record("pc presentationTransitionDidEnd(\(completed))")
            if !completed { dimming.removeFromSuperview() }
        }

        override func dismissalTransitionWillBegin() {
            recorder.record("pc dismissalTransitionWillBegin")
            presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { _ in
                    self.dimming.alpha = 0
                }, completion: nil)
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            recorder.record("pc dismissalTransitionDidEnd(\(completed))")
            if completed { dimming.removeFromSuperview() }
        }
    }

    private func stage() -> (
        HeadlessHost, TransitionRecorder, RecordingViewController, RecordingViewController,
        RecordingTransitioningDelegate
    ) {
        let host = HeadlessHost()
        let recorder = TransitionRecorder()
        let a = RecordingViewController("A", recorder)
        host.window.rootViewController = a
        host.advance(by: 1.0 / 60)
        let b = RecordingViewController("B", recorder)
        b.preferredContentSize = CGSize(width: 0, height: 300)
        b.modalPresentationStyle = .custom
        let delegate = RecordingTransitioningDelegate(recorder)
        delegate.makePresentationController = { presented, presenting in
            CardPresentationController(presented: presented, presenting: presenting, recorder: recorder)
        }
        delegate.presentationAnimator = RecordingAnimator("animator", recorder, duration: 0.4)
        b.transitioningDelegate = delegate
        recorder.reset()
        return (host, recorder, a, b, delegate)
    }

    // UIKitBehaviour #102
    // UIKitBehaviour #17, #50, #64, #65, #68, #72, #100
    @Test func theLifecycleRunsInOrderAndTheDimmingFadesAlongside() {
        let (host, recorder, a, b, delegate) = stage()
        defer { withExtendedLifetime(delegate) {} }  // transitioningDelegate is weak, as in UIKit
        a.present(b, animated: true) { recorder.record("present completion") }
        host.advance(by: 1.0 / 60)
        let pc = b.presentationController as? CardPresentationController
        #expect(pc != nil)
        #expect(
            b.view.frame == CGRect(x: 0, y: 844 - 300, width: 390, height: 300),
            "finalFrame from the presentation controller")
        host.advance(by: 0.2)
        // The transition started on the frame after present (t = 2/60); 0.2 s later the
        // alongside fade is at the ease-in-out curve of 0.2 / 0.4.
        let expected = ReferenceMotion.bezier(0.5, (0.42, 0, 0.58, 1))
        #expect(
            isClose(Double(pc?.dimming.layer.presentation()?.opacity ?? -1), expected, tolerance: 1e-6),
            "the dimming fades with the transition's duration and curve")
        host.runUntilIdle()
        #expect(
            recorder.events.filter { !$0.hasPrefix("B view") } == [
                "delegate presentationController(forPresented: B, presenting: A, source: A)",
                "delegate animationController(forPresented: B, presenting: A, source: A)",
                "delegate interactionControllerForPresentation",
                "pc preferredContentSizeDidChange",
                "pc presentationTransitionWillBegin",
                "animator transitionDuration",
                "animator animateTransition",
                // with the hierarchy, before the coordinator's completions (UIKitBehaviour #17)
                "pc presentationTransitionDidEnd(true)",
                "pc alongside completion(cancelled: false)",
                "present completion",
                "animator animationEnded(true)"
            ])
        #expect(pc?.dimming.superview === pc?.containerView)
        #expect(pc?.presentingViewController === a)
        expectEqual(pc?.presentationStyle, .custom)
    }

    @Test func aCancelledPresentationUndoesTheHierarchyAndBalancesAppearance() {  // UIKitBehaviour #18a, #20, #65, #89
        let (host, recorder, a, b, delegate) = stage()
        let cancelling = RecordingAnimator("animator", recorder, duration: 0.4)
        cancelling.animation = { context in
            let toView = context.view(forKey: .to)!
            context.containerView.addSubview(toView)
            UIView.animate(withDuration: 0.4, animations: { toView.alpha = 0.5 }) { _ in
                context.completeTransition(false)
            }
        }
        delegate.presentationAnimator = cancelling
        var completed = false
        a.present(b, animated: true) { completed = true }
        host.runUntilIdle()
        #expect(
            recorder.events(of: "B") == [
                "viewDidLoad", "viewWillAppear(animated: true)", "viewIsAppearing(animated: true)",
                "viewWillDisappear(animated: true)", "viewDidDisappear(animated: true)"
            ])
        #expect(
            recorder.events(of: "pc").suffix(2) == [
                "presentationTransitionDidEnd(false)", "alongside completion(cancelled: true)"
            ])
        #expect(recorder.events(of: "A").isEmpty, "the presenter's view never left")
        #expect(!completed, "the present completion runs only for a completed presentation (UNCONFIRMED)")
        expectEqual(a.presentedViewController, nil)
        expectEqual(b.presentingViewController, nil)
        expectEqual(b.view.superview, nil)
        #expect(host.window.subviews == [a.view], "the container is gone")
        delegate.presentationAnimator = nil
        a.present(b, animated: false)
        host.runUntilIdle()
        #expect(a.presentedViewController === b, "a new presentation works afterwards")
    }

    @Test func aCancelledDismissalKeepsThePresentedController() {  // UIKitBehaviour #66, #94
        let (host, recorder, a, b, delegate) = stage()
        a.present(b, animated: true)
        host.runUntilIdle()
        let cancelling = RecordingAnimator("dismiss", recorder, duration: 0.4)
        cancelling.animation = { context in
            UIView.animate(withDuration: 0.4, animations: {}) { _ in context.completeTransition(false) }
        }
        delegate.dismissalAnimator = cancelling
        recorder.reset()
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(
            recorder.events(of: "B") == [
                "viewWillDisappear(animated: true)", "viewWillAppear(animated: true)",
                "viewIsAppearing(animated: true)", "viewDidAppear(animated: true)"
            ])
        expectEqual(recorder.events(of: "pc"), ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd(false)"])
        #expect(a.presentedViewController === b)
        #expect(b.view.window === host.window)
        #expect(!b.isBeingDismissed)
    }

    @Test func theContainerTellsThePresentationControllerWhenItLaysOut() {  // UIKitBehaviour #69
        final class Layout: UIPresentationController {
            var calls: [String] = []
            override func containerViewWillLayoutSubviews() { calls.append("will") }
            override func containerViewDidLayoutSubviews() { calls.append("did") }
        }
        let (host, _, a, b, delegate) = stage()
        var made: Layout?
        delegate.makePresentationController = { presented, presenting in
            let controller = Layout(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
        a.present(b, animated: true)
        host.runUntilIdle()
        made?.containerView?.setNeedsLayout()
        made?.containerView?.layoutIfNeeded()
        expectEqual(made?.calls.suffix(2), ["will", "did"])
    }

    @Test func aRoundedWrapperIsThePresentedView() {  // UIKitBehaviour #8, #18b, #67
        final class Wrapping: UIPresentationController {
            let wrapper = UIView()
            override var presentedView: UIView? { wrapper }
            override func presentationTransitionWillBegin() {
                wrapper.layer.cornerRadius = 16
                wrapper.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                wrapper.clipsToBounds = true
                wrapper.layer.shadowOpacity = 0.4
                let content = presentedViewController.view!
                content.frame = wrapper.bounds
                content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                wrapper.addSubview(content)
            }
            override var frameOfPresentedViewInContainerView: CGRect {
                CGRect(x: 0, y: 400, width: containerView?.bounds.width ?? 0, height: 444)
            }
        }
        let (host, recorder, a, b, delegate) = stage()
        var made: Wrapping?
        delegate.makePresentationController = { presented, presenting in
            let controller = Wrapping(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
        let animator = RecordingAnimator("animator", recorder)
        delegate.presentationAnimator = animator
        delegate.dismissalAnimator = RecordingAnimator("dismiss", recorder)
        a.present(b, animated: true)
        host.advance(by: 1.0 / 60)
        let wrapper = made?.wrapper
        #expect(animator.lastContext?.view(forKey: .to) === wrapper, "the animator gets the wrapper")
        #expect(b.view.superview === wrapper)
        host.runUntilIdle()
        expectEqual(wrapper?.frame, CGRect(x: 0, y: 400, width: 390, height: 444))
        expectEqual(b.view.frame, CGRect(x: 0, y: 0, width: 390, height: 444))
        expectEqual(wrapper?.layer.cornerRadius, 16)
        b.dismiss(animated: true)
        host.runUntilIdle()
        #expect(wrapper?.superview == nil, "UIKit removes the presented view")
        expectEqual(a.presentedViewController, nil)
    }
}
