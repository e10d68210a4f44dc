import Foundation

/// Dismissal (UIKitBehaviour #55, #86, #92).
///
/// In UIKit's order (as for presentation, see `_ModalTransition`): the animator, then the
/// interaction controller; `dismissalTransitionWillBegin()`; the context's views (`.from` is
/// `presentedView` as it is after `dismissalTransitionWillBegin()`); the appearance
/// will-calls; the frames; `transitionDuration(using:)` and `animateTransition(using:)`.
///
/// Dismissing the controller a presenter presents also dismisses every controller presented
/// above it; as UIKit documents, only the topmost view is dismissed with an animation (its
/// transitioning delegate's animator, else its transition style) and the controllers in
/// between are simply removed: their containers leave the window when the dismissal starts
/// (and come back if it is cancelled) and their links go when it completes. The context's
/// `.from` is the topmost controller, `.to` the presenter. The presenter's view, when the
/// first presentation removed it, is the `.to` view for the animator to add back (UIKitBehaviour #5);
/// UIKit puts it back in its old superview once the dismissal completes (UIKitBehaviour #19).
extension _ModalTransition {
    /// A controller of the dismissed stack and where its container was.
    private struct StackEntry {
        let controller: UIViewController
        let record: _PresentationRecord
        weak var containerSuperview: UIView?
        let containerIndex: Int
        /// Whether the controller was on screen (appeared) when the dismissal started.
        let wasAppeared: Bool
    }

    /// The animator and interaction controller of the topmost controller's transitioning
    /// delegate, asked for when `dismiss` is called (see `Vended`).
    static func vendForDismissal(presentedBy presenter: UIViewController, animated: Bool) -> Vended {
        var top = presenter._presentedViewController
        while let above = top?._presentedViewController, above._presentationRecord != nil { top = above }
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if let top, let style = top._presentationRecord?.presentationController.presentationStyle,
            animated || style == .custom, let delegate = top.transitioningDelegate
        {
            animator = delegate.animationController(forDismissed: top)
            if let animator { interactor = delegate.interactionControllerForDismissal(using: animator) }
        }
        if animator == nil, animated, let top, let zoom = top.preferredTransition, zoom._isZoom {
            // UIKitBehaviour #395
            animator = _ZoomTransitionAnimator(transition: zoom, isZoomingIn: false, isNavigation: false)
            interactor = _ZoomDismissInteraction.takeDriver(of: top)
        }
        if animator == nil, let sheet = top?._presentationRecord?.presentationController._activeSheet {
            interactor = sheet._takeDismissalInteractor()  // a sheet's swipe down (UIKitBehaviour #364)
        }
        return Vended(presentationController: nil, animator: animator, interactor: interactor)
    }

    static func dismiss(
        presentedBy presenter: UIViewController, vended: Vended, animated: Bool, completion: (() -> Void)?
    ) {
        guard let first = presenter._presentedViewController, let firstRecord = first._presentationRecord else {
            release()
            completion?()
            return
        }
        var stack: [StackEntry] = []
        var next: UIViewController? = first
        while let controller = next, let record = controller._presentationRecord {
            let superview = record.container.superview
            stack.append(
                StackEntry(
                    controller: controller, record: record, containerSuperview: superview,
                    containerIndex: superview?.subviews.firstIndex(of: record.container) ?? 0,
                    wasAppeared: controller._appearanceState == .appeared))
            next = controller._presentedViewController
        }
        let top = stack[stack.count - 1]
        let between = stack.dropLast()
        let pc = top.record.presentationController
        let style = pc.presentationStyle
        // A presentation in a context that is off screen (its tab was switched away, UIKitBehaviour
        // #380) leaves without bringing its presenter back: the presenter's view returns when
        // its slot is shown again.
        let removesPresenter = firstRecord.removesPresenterView && firstRecord.container.window != nil

        let interactor = vended.interactor
        let transitionStyle =
            presenter.providesPresentationContextTransitionStyle
            ? presenter.modalTransitionStyle : top.controller._preferredModalTransitionStyle
        let chosen = vended.animator ?? pc._builtinAnimator(transitionStyle: transitionStyle, isPresenting: false)
        let container = top.record.container
        let context = _TransitionContext(
            containerView: container, isAnimated: animated, presentationStyle: style,
            animator: chosen, interactor: interactor)
        context.controllers = [.from: top.controller, .to: presenter]

        for entry in stack { entry.controller._isBeingDismissed = true }
        top.controller._transitionContext = context
        presenter._transitionContext = context
        context.finish = { completed in
            if completed {
                _reportPresenterViewInserted(
                    presenter, into: container, removesPresenterView: removesPresenter, animator: chosen)
            }
            finishDismissal(
                stack: stack, presenter: presenter, presenterReturns: removesPresenter,
                completed: completed, animated: animated)
            // Part of UIKit's container completion, before the coordinator's completions (UIKitBehaviour #17).
            for entry in stack {
                entry.record.presentationController.dismissalTransitionDidEnd(completed)
                if completed { entry.record.detachContainer() }
            }
        }
        context.didFinish = { completed in
            release()
            if completed { completion?() }
        }
        // The controllers in between leave at once, without animation.
        for entry in between {
            entry.record.presentationController.dismissalTransitionWillBegin()
            entry.controller.beginAppearanceTransition(false, animated: false)
            entry.record.container.removeFromSuperview()
            entry.controller.endAppearanceTransition()
        }
        pc.dismissalTransitionWillBegin()
        // The views as the presentation controller gives them after dismissalTransitionWillBegin(),
        // then the appearance will-calls, then the frames (the presentation's order).
        let presentedView = pc.presentedView
        context.views[.from] = presentedView
        if removesPresenter { context.views[.to] = presenter.view }  // UIKitBehaviour #9: nil otherwise
        top.controller.beginAppearanceTransition(false, animated: animated)
        if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        context.initialFrames[ObjectIdentifier(top.controller)] = presentedView?.frame ?? .zero
        context.initialFrames[ObjectIdentifier(presenter)] = removesPresenter ? .zero : presenter.view.frame
        context.finalFrames[ObjectIdentifier(presenter)] =
            removesPresenter
            ? container.convert(firstRecord.presenterFrame, from: firstRecord.presenterSuperview) : presenter.view.frame
        UIApplication.shared._updateStatusBar(alongside: context)  // UIKitBehaviour #248
        context.start()
    }

    /// The end of a dismissal: on completion the topmost presented view and the container leave
    /// the window, the presenter's view returns (UIKitBehaviour #18b, #19) and every link of the stack
    /// goes, then the presenter's `viewDidAppear(_:)` and the topmost controller's
    /// `viewDidDisappear(_:)` (order UNCONFIRMED, UIKitBehaviour #92b); on cancel the controllers in
    /// between come back and the appearance turns back (UIKitBehaviour #94).
    private static func finishDismissal(
        stack: [StackEntry], presenter: UIViewController, presenterReturns: Bool,
        completed: Bool, animated: Bool
    ) {
        let top = stack[stack.count - 1]
        let firstRecord = stack[0].record
        let presenterView = presenter.viewIfLoaded
        // Off screen in its slot (an ancestor left the window), the presenter's view goes back
        // there without appearance calls; out of its slot (its tab was switched away), it
        // returns when its container installs it again.
        let firstContainerInSlot =
            stack.count > 1 ? stack[0].containerSuperview != nil : firstRecord.container.superview != nil
        let restoresView = firstRecord.removesPresenterView && firstContainerInSlot
        if completed, !restoresView, firstRecord.removesPresenterView {
            if presenterView?.superview === top.record.container { presenterView?.removeFromSuperview() }
        }
        if completed {
            top.record.presentationController.presentedView?.removeFromSuperview()
            top.controller.viewIfLoaded?.removeFromSuperview()
            top.record.container.removeFromSuperview()
            for entry in stack.dropLast() {
                entry.record.presentationController.presentedView?.removeFromSuperview()
                entry.controller.viewIfLoaded?.removeFromSuperview()
            }
            if restoresView, let presenterView { firstRecord.restorePresenterView(presenterView) }
            var below = presenter
            for entry in stack {
                unlink(entry.controller, from: below)
                below = entry.controller
            }
            if presenterReturns { presenter.endAppearanceTransition() }
            top.controller.endAppearanceTransition()
        } else {
            if firstRecord.removesPresenterView, presenterView?.superview === top.record.container {
                presenterView?.removeFromSuperview()
            }
            for entry in stack.dropLast() {
                guard let superview = entry.containerSuperview else { continue }
                superview.insertSubview(entry.record.container, at: min(entry.containerIndex, superview.subviews.count))
                if entry.wasAppeared {
                    entry.controller.beginAppearanceTransition(true, animated: false)
                    entry.controller.endAppearanceTransition()
                }
            }
            top.controller.beginAppearanceTransition(true, animated: animated)
            if presenterReturns { presenter.beginAppearanceTransition(false, animated: animated) }
            top.controller.endAppearanceTransition()
            if presenterReturns { presenter.endAppearanceTransition() }
        }
        for entry in stack { entry.controller._isBeingDismissed = false }
        top.controller._transitionContext = nil
        presenter._transitionContext = nil
        if !completed { top.record.container.layOutIfResizedDuringTransition() }
        layOutAgain(around: presenter)
    }

    private static func unlink(_ presented: UIViewController, from presenter: UIViewController) {
        presenter._presentedViewController = nil
        presented._presentingViewController = nil
        presented._presentationController = nil
        _TraitUpdate.refresh(presented)
        presented._presentationRecord = nil
    }
}
