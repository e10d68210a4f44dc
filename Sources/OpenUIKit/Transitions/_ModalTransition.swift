import Foundation

/// Runs modal presentations and dismissals through one `_TransitionContext`.
///
/// Presentation (UIKitBehaviour #50, #64–#72, #91): the presentation controller (the delegate's for
/// `.custom`, else the system one), the animator (the transitioning delegate's, for any style
/// when animated and always for `.custom`, else the built-in one for the transition style),
/// the interaction controller (asked only when the delegate gave an animator, UIKitBehaviour #51), a
/// container view on top of the window (or over the presentation context's view), the
/// presenter's view moved into it when the style removes it (UIKitBehaviour #19); then
/// `preferredContentSizeDidChange`, `presentationTransitionWillBegin()`, the appearance
/// will-calls (presenter first), and the context starts the animator.
/// Segue's order of `presentationTransitionWillBegin()` before `viewWillAppear(_:)` is
/// UNCONFIRMED.
@MainActor
enum _ModalTransition {
    /// Presentations and dismissals asked for and not ended yet (each ends with `release()`).
    static var inFlight = 0

    /// Ends one presentation or dismissal counted in `inFlight`.
    static func release() { inFlight = max(inFlight - 1, 0) }

    static func present(_ presented: UIViewController, from source: UIViewController, presenting: UIViewController,
                        animated: Bool, completion: (() -> Void)?) {
        guard let window = presenting.viewIfLoaded?.window, presenting._presentedViewController == nil else {
            UIView._report("Attempt to present \(UIViewController._describe(presented)) on \(UIViewController._describe(presenting)) which is no longer in a window or already presents; ignored")
            release()
            return
        }
        let style = presented.modalPresentationStyle
        let delegate = presented.transitioningDelegate
        let presentationController = makePresentationController(for: presented, presenting: presenting, source: source,
                                                                style: style, delegate: delegate)
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if animated || style == .custom, let delegate {
            animator = delegate.animationController(forPresented: presented, presenting: presenting, source: source)
            if let animator { interactor = delegate.interactionControllerForPresentation(using: animator) }
        }
        let transitionStyle = presenting.providesPresentationContextTransitionStyle
            ? presenting.modalTransitionStyle : presented.modalTransitionStyle
        let chosen = animator ?? _BuiltinModalAnimator(style: transitionStyle, isPresenting: true)

        let presenterView: UIView = presenting.view
        let container = _TransitionContainerView(frame: .zero)
        if presentationController.shouldPresentInFullscreen || presenterView.superview == nil {
            container.frame = window.bounds
            window.addSubview(container)
        } else if let superview = presenterView.superview {
            container.frame = presenterView.frame
            superview.insertSubview(container, aboveSubview: presenterView)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = presentationController
        presentationController._containerView = container
        let record = _PresentationRecord(container: container, presentationController: presentationController, presenterView: presenterView)
        if record.removesPresenterView { record.movePresenterViewIntoContainer(presenterView) }

        let context = _TransitionContext(containerView: container, isAnimated: animated, presentationStyle: style,
                                         animator: chosen, interactor: interactor)
        context.controllers = [.from: presenting, .to: presented]
        context.views[.to] = presentationController.presentedView
        if record.removesPresenterView { context.views[.from] = presenterView }  // UIKitBehaviour #7
        context.initialFrames[ObjectIdentifier(presenting)] = presenterView.frame
        context.finalFrames[ObjectIdentifier(presenting)] = record.removesPresenterView ? .zero : presenterView.frame
        context.finalFrames[ObjectIdentifier(presented)] = presentationController.frameOfPresentedViewInContainerView

        presenting._presentedViewController = presented
        presented._presentingViewController = presenting
        presented._presentationController = presentationController
        presented._presentationRecord = record
        presented._pendingPresentationController = nil
        presented._isBeingPresented = true
        presented._transitionContext = context
        presenting._transitionContext = context

        context.finish = { completed in
            finishPresentation(presented, presenting: presenting, record: record, completed: completed, animated: animated)
            // Part of UIKit's container completion, before the coordinator's completions (UIKitBehaviour #17).
            presentationController.presentationTransitionDidEnd(completed)
        }
        context.didFinish = { completed in
            release()
            if completed { completion?() }
        }
        presentationController.preferredContentSizeDidChange(forChildContentContainer: presented)  // UIKitBehaviour #72
        presentationController.presentationTransitionWillBegin()  // UIKitBehaviour #64
        if record.removesPresenterView { presenting.beginAppearanceTransition(false, animated: animated) }  // UIKitBehaviour #93
        presented.beginAppearanceTransition(true, animated: animated)
        context.start()
    }

    private static func makePresentationController(for presented: UIViewController, presenting: UIViewController,
                                                   source: UIViewController, style: UIModalPresentationStyle,
                                                   delegate: (any UIViewControllerTransitioningDelegate)?) -> UIPresentationController {
        let controller: UIPresentationController
        if style == .custom {
            controller = delegate?.presentationController(forPresented: presented, presenting: presenting, source: source)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
        } else if let pending = presented._pendingPresentationController as? _SystemPresentationController, pending.style == style {
            controller = pending
        } else {
            controller = _SystemPresentationController(presented: presented, presenting: presenting, style: style)
        }
        controller._presenting = presenting
        controller._presentationStyle = style
        return controller
    }

    /// The end of a presentation: the hierarchy settles (or is undone on cancel, UIKitBehaviour #18a),
    /// then the appearance did-calls, presented controller first (UIKitBehaviour #91).
    private static func finishPresentation(_ presented: UIViewController, presenting: UIViewController,
                                           record: _PresentationRecord, completed: Bool, animated: Bool) {
        let presenterView = presenting.viewIfLoaded
        if completed {
            if record.removesPresenterView { presenterView?.removeFromSuperview() }  // UIKitBehaviour #19
            presented.endAppearanceTransition()
            if record.removesPresenterView { presenting.endAppearanceTransition() }
        } else {
            record.presentationController.presentedView?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            if record.removesPresenterView, let presenterView { record.restorePresenterView(presenterView) }
            record.container.removeFromSuperview()
            presented.beginAppearanceTransition(false, animated: animated)
            if record.removesPresenterView { presenting.beginAppearanceTransition(true, animated: animated) }
            presented.endAppearanceTransition()
            if record.removesPresenterView { presenting.endAppearanceTransition() }
            presenting._presentedViewController = nil
            presented._presentingViewController = nil
            presented._presentationController = nil
            presented._presentationRecord = nil
        }
        presented._isBeingPresented = false
        presented._transitionContext = nil
        presenting._transitionContext = nil
    }
}
