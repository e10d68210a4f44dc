import Foundation

/// What navigation and tab bar controllers share around the transition context: the child
/// view that fills the transition view, the context of a switch and its start, and the
/// appearance calls at its end.
@MainActor
enum _ContainerTransitionSupport {
    /// Makes `view` the only subview of `container`, filling it (less the strip of a bar the
    /// controller does not extend under).
    static func install(_ view: UIView, in container: UIView) {
        for subview in container.subviews where subview !== view { subview.removeFromSuperview() }
        view.frame = _finalFrame(of: view, in: container)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== container { container.addSubview(view) }
    }

    /// The context of a switch from `from` to `to` in a container's transition view
    /// `container`: both controllers and views, the outgoing view's frame as its initial frame,
    /// the container's bounds as the incoming final frame (UIKitBehaviour #13: the others stay zero).
    static func makeContext(
        in container: UIView, from: UIViewController, to: UIViewController, animated: Bool,
        animator: any UIViewControllerAnimatedTransitioning,
        interactor: (any UIViewControllerInteractiveTransitioning)?
    ) -> _TransitionContext {
        let context = _TransitionContext(
            containerView: container, isAnimated: animated, presentationStyle: .none,
            animator: animator, interactor: interactor)
        context.controllers = [.from: from, .to: to]
        context.views = [.from: from.view, .to: to.view]
        context.initialFrames[ObjectIdentifier(from)] = from.view.frame
        context.finalFrames[ObjectIdentifier(to)] = _finalFrame(of: to.view, in: container)
        return context
    }

    /// Where a child's root view goes in its container's transition view: the bounds, less the
    /// strip of a bar the child does not extend under (`edgesForExtendedLayout`).
    static func _finalFrame(of view: UIView, in container: UIView) -> CGRect {
        guard let child = view._viewController, let parent = child._parent else { return container.bounds }
        return parent._frameForChild(child, in: container)
    }

    /// Starts a switch made by ``makeContext(in:from:to:animated:animator:interactor:)``: the
    /// outgoing controller's will-disappear, the incoming one's will-appear, then the animator
    /// (after `beforeAnimating`), or, without animation, the views swap at once and the
    /// transition completes.
    static func start(
        _ context: _TransitionContext, from: UIViewController, to: UIViewController,
        beforeAnimating: () -> Void = {}
    ) {
        let animated = context.isAnimated
        from._leavesInContainerTransition = true
        from.beginAppearanceTransition(false, animated: animated)
        // A controller an in-context presentation covers stays hidden; the presented one shows
        // as its container comes back (UIKitBehaviour #380).
        if !to._isCoveredByPresentationInContext { to.beginAppearanceTransition(true, animated: animated) }
        guard animated else {
            let container = context.containerView
            return context.startWithoutAnimation {
                to._installWithPresentationInContext(in: container)
                from.view.removeFromSuperview()
            }
        }
        beforeAnimating()
        context.start()
    }

    /// The appearance calls at the end of a switch from `from` to `to` in `container`:
    /// completed, the did-calls in order (UIKitBehaviour #88); cancelled, the incoming controller
    /// disappears and then the outgoing one appears again (the cancelled-pop sequence,
    /// UIKitBehaviour #89).
    ///
    /// A child is shown only as far as its container is: when the container is no longer
    /// appearing or appeared (a tab switch or a full-screen presentation hid it while the switch
    /// ran), the controller left on top ends disappeared too and appears when the container
    /// does (soak seed 480).
    static func endAppearance(
        in container: UIViewController, from: UIViewController, to: UIViewController,
        completed: Bool, animated: Bool
    ) {
        from._leavesInContainerTransition = false
        let leaving = completed ? from : to
        let staying = completed ? to : from
        leaving._settleAppearance(shown: false, animated: animated)
        staying._settleAppearance(
            shown: container._isAppearingOrAppeared && !staying._isCoveredByPresentationInContext,
            animated: animated)
    }
}
