import Foundation

/// Dismissal (spec #55, #86, #92): the controllers presented above the one being dismissed go
/// first, without animation; then the animator (the transitioning delegate's, else the
/// built-in one) animates the presented view away. The presenter's view, when its style
/// removed it, is the context's `.to` view for the animator to add back (spec #5); UIKit puts
/// it back in its old superview once the dismissal completes (spec #19).
/// Segue animates the dismissed controller's own view even when controllers above it were
/// torn down first (UIKit animates the topmost one's view; listed in docs/Status.md).
extension _ModalTransition {
    static func dismiss(presentedBy presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let presented = presenter._presentedViewController, let record = presented._presentationRecord else {
            release()
            if let completion { completion() }
            return
        }
        // The stack above goes first, topmost first, without animation.
        var above: [UIViewController] = []
        var next = presented._presentedViewController
        while let controller = next { above.append(controller); next = controller._presentedViewController }
        for controller in above.reversed() {
            if let presenting = controller._presentingViewController { tearDown(controller, presentedBy: presenting) }
        }
        let pc = record.presentationController
        let style = pc.presentationStyle
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if animated || style == .custom, let delegate = presented.transitioningDelegate {
            animator = delegate.animationController(forDismissed: presented)
            if let animator { interactor = delegate.interactionControllerForDismissal(using: animator) }
        }
        let transitionStyle = presenter.providesPresentationContextTransitionStyle
            ? presenter.modalTransitionStyle : presented.modalTransitionStyle
        let chosen = animator ?? _BuiltinModalAnimator(style: transitionStyle, isPresenting: false)
        let context = _TransitionContext(containerView: record.container, isAnimated: animated, presentationStyle: style,
                                         animator: chosen, interactor: interactor)
        let presentedView = pc.presentedView
        context.controllers = [.from: presented, .to: presenter]
        context.views[.from] = presentedView
        if record.removesPresenterView { context.views[.to] = presenter.view }  // spec #9: nil otherwise
        context.initialFrames[ObjectIdentifier(presented)] = presentedView?.frame ?? .zero
        context.initialFrames[ObjectIdentifier(presenter)] = record.removesPresenterView ? .zero : presenter.view.frame
        context.finalFrames[ObjectIdentifier(presenter)] = record.removesPresenterView
            ? record.presenterFrameInContainer : presenter.view.frame

        presented._isBeingDismissed = true
        presented._transitionContext = context
        presenter._transitionContext = context
        context.finish = { completed in
            finishDismissal(presented, presenter: presenter, record: record, completed: completed, animated: animated)
        }
        context.didFinish = { completed in
            pc.dismissalTransitionDidEnd(completed)
            release()
            if completed { completion?() }
        }
        pc.dismissalTransitionWillBegin()
        presented.beginAppearanceTransition(false, animated: animated)
        if record.removesPresenterView { presenter.beginAppearanceTransition(true, animated: animated) }
        context.start()
    }

    /// The end of a dismissal: on completion the presented view and the container leave the
    /// window and the presenter's view returns (spec #18b, #19), then the presenter's
    /// `viewDidAppear(_:)` and the presented controller's `viewDidDisappear(_:)` (order
    /// UNCONFIRMED, spec #92b); on cancel everything stays and the appearance turns back (#94).
    private static func finishDismissal(_ presented: UIViewController, presenter: UIViewController,
                                        record: _PresentationRecord, completed: Bool, animated: Bool) {
        let presenterView = presenter.viewIfLoaded
        if completed {
            record.presentationController.presentedView?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            record.container.removeFromSuperview()
            if record.removesPresenterView, let presenterView { record.restorePresenterView(presenterView) }
            unlink(presented, from: presenter)
            if record.removesPresenterView { presenter.endAppearanceTransition() }
            presented.endAppearanceTransition()
        } else {
            if record.removesPresenterView, presenterView?.superview === record.container {
                presenterView?.removeFromSuperview()
            }
            presented.beginAppearanceTransition(true, animated: animated)
            if record.removesPresenterView { presenter.beginAppearanceTransition(false, animated: animated) }
            presented.endAppearanceTransition()
            if record.removesPresenterView { presenter.endAppearanceTransition() }
        }
        presented._isBeingDismissed = false
        presented._transitionContext = nil
        presenter._transitionContext = nil
    }

    /// Dismisses `presented` at once, without an animator (a controller above the one being
    /// dismissed): it disappears, its view and container leave, and the links go.
    private static func tearDown(_ presented: UIViewController, presentedBy presenter: UIViewController) {
        guard let record = presented._presentationRecord else { return }
        let pc = record.presentationController
        presented._isBeingDismissed = true
        pc.dismissalTransitionWillBegin()
        presented.beginAppearanceTransition(false, animated: false)
        record.presentationController.presentedView?.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        record.container.removeFromSuperview()
        if record.removesPresenterView, let view = presenter.viewIfLoaded { record.restorePresenterView(view) }
        unlink(presented, from: presenter)
        presented.endAppearanceTransition()
        presented._isBeingDismissed = false
        pc.dismissalTransitionDidEnd(true)
    }

    private static func unlink(_ presented: UIViewController, from presenter: UIViewController) {
        presenter._presentedViewController = nil
        presented._presentingViewController = nil
        presented._presentationController = nil
        presented._presentationRecord = nil
    }
}
