import Foundation

/// Push and pop transitions through the shared `_TransitionContext`.
///
/// Order (UIKitBehaviour #57–#59, #88, #89): `willShow`, the delegate's animator for the operation and,
/// only if it gave one, its interaction controller (UIKitBehaviour #58); otherwise the built-in slide,
/// driven by the edge gesture's interaction controller when the gesture started the pop
/// (UIKitBehaviour #60: the gesture never drives a custom animator). Then the outgoing controller's
/// `viewWillDisappear`, the incoming one's `viewWillAppear`, the animator; at the end the
/// outgoing `viewDidDisappear`, the incoming `viewDidAppear`, containment, and `didShow`.
/// A cancelled transition gives the incoming controller `viewWillDisappear`/`viewDidDisappear`,
/// then the outgoing one `viewWillAppear`/`viewDidAppear` (the cancelled-pop sequence of #89),
/// and `didShow` for the controller still shown. Without animation the same calls happen
/// at once, with `animated` false.
extension UINavigationController {
    func _startTransition(
        from: UIViewController, to: UIViewController, old: [UIViewController],
        operation: Operation, removed: [UIViewController], animated: Bool
    ) {
        let gestureInteractor = _gesturePopInteractor
        _gesturePopInteractor = nil
        delegate?.navigationController(self, willShow: to, animated: animated)
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactor: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            if let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            {
                animator = custom
                interactor = delegate?.navigationController(self, interactionControllerFor: custom)
            } else if let zoom = (operation == .pop ? from : to).preferredTransition, zoom._isZoom {
                // UIKitBehaviour #395: a zoom replaces the built-in slide.
                animator = _ZoomTransitionAnimator(transition: zoom, isZoomingIn: operation != .pop, isNavigation: true)
                interactor = operation == .pop ? _ZoomDismissInteraction.takeDriver(of: from) ?? gestureInteractor : nil
            } else {
                animator = _NavigationParallaxAnimator(operation: operation)
                interactor = operation == .pop ? gestureInteractor : nil
            }
        }
        let context = _ContainerTransitionSupport.makeContext(
            in: _transitionView, from: from, to: to, animated: animated,
            animator: animator ?? _NavigationParallaxAnimator(operation: operation), interactor: interactor)
        let added = _stack.filter { controller in !old.contains { $0 === controller } }
        for controller in added { controller._isMovingToParent = true }
        for controller in removed { controller._isMovingFromParent = true }
        _transitionContext = context
        _syncTabBarHiding(starting: true)
        context.finish = { [self] completed in
            _finishTransition(
                from: from, to: to, old: old, added: added, removed: removed,
                completed: completed, animated: animated)
        }
        context.didFinish = { [self] completed in
            _transitionInFlight = false
            // Never a controller that is not the top (one another container took, UIKitBehaviour #385).
            let shown = completed ? to : from
            if shown === _stack.last { delegate?.navigationController(self, didShow: shown, animated: animated) }
            _runQueuedStackChange()
        }
        _ContainerTransitionSupport.start(context, from: from, to: to) {
            _navigationBar._transition(to: _stack.map(\.navigationItem), with: context)
            _showToolbarItems(of: to, previous: from, with: context)
            _slideTabBar(from: from, to: to, old: old, with: context)
        }
    }

    private func _finishTransition(
        from: UIViewController, to: UIViewController, old: [UIViewController],
        added: [UIViewController], removed: [UIViewController],
        completed: Bool, animated: Bool
    ) {
        if to._parent !== self || from._parent !== self {
            _finishTransitionAfterTaking(from: from, to: to, added: added, removed: removed, animated: animated)
        } else if completed {
            from.viewIfLoaded?.removeFromSuperview()
            _installTopView()
            _ContainerTransitionSupport.endAppearance(in: self, from: from, to: to, completed: true, animated: animated)
            for controller in removed {
                controller.viewIfLoaded?.removeFromSuperview()
                controller.removeFromParent()
            }
            for controller in added { controller.didMove(toParent: self) }
        } else {
            to.viewIfLoaded?.removeFromSuperview()
            _stack = old
            _installTopView()
            _ContainerTransitionSupport.endAppearance(
                in: self, from: from, to: to, completed: false, animated: animated)
            for controller in added { controller.removeFromParent() }
            for controller in removed { controller.didMove(toParent: self) }
            _orderChildren(like: _stack)  // children in the restored stack's order (UIKitBehaviour #383)
        }
        for controller in added { controller._isMovingToParent = false }
        for controller in removed { controller._isMovingFromParent = false }
        _transitionContext = nil
    }

    /// The end of a transition one of whose controllers another container took while it ran
    /// (UIKitBehaviour #385): the stack stays as it is now, its top is shown as far as the
    /// navigation controller is, and the taken controller's appearance follows its view — unless
    /// its new container is itself changing and will settle it.
    private func _finishTransitionAfterTaking(
        from: UIViewController, to: UIViewController,
        added: [UIViewController], removed: [UIViewController], animated: Bool
    ) {
        from._leavesInContainerTransition = false
        for controller in [from, to] where controller._parent === self && controller !== _stack.last {
            if controller.viewIfLoaded?.superview === _transitionView { controller.view.removeFromSuperview() }
        }
        _installTopView()
        for controller in [from, to] {
            if controller._parent === self {
                controller._settleAppearance(
                    shown: controller === _stack.last && _isAppearingOrAppeared, animated: animated)
            } else if !((controller._parent as? UINavigationController)?._transitionInFlight ?? false) {
                controller._settleAppearance(shown: controller.viewIfLoaded?.window != nil, animated: animated)
            }
        }
        for controller in removed where controller._parent === self {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in added where controller._parent === self { controller.didMove(toParent: self) }
    }
}
