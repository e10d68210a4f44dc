import Foundation

/// Stack changes: push, pop, pop-to and replacing the stack.
///
/// Containment follows UIKit: a pushed controller is added as a child at once (its
/// `willMove(toParent:)`), and hears `didMove(toParent:)` when its transition completes; a
/// popped controller hears `willMove(toParent: nil)` at once and is removed from the children
/// (`didMove(toParent: nil)`) when the transition completes. A cancelled transition puts the
/// stack back. A change asked for while a push or pop is in flight (two pushes in one turn, a
/// pop during a push) waits, silently, and runs when that transition ends, as UIKit defers it
/// (UIKitBehaviour #382).
extension UINavigationController {
    func _push(_ controller: UIViewController, animated: Bool) {
        _require(
            !_stack.contains { $0 === controller },
            "Pushing the same view controller instance (\(UIViewController._describe(controller))) more than once is not supported"
        )
        _require(
            !(controller is UINavigationController),
            "Pushing a navigation controller is not supported")
        guard _acceptsTransition({ [self] in _push(controller, animated: animated) }) else { return }
        let old = _stack
        addChild(controller)
        controller._isMovingToParent = true
        _stack.append(controller)
        _transitionToTop(from: old, operation: .push, removed: [], animated: animated)
    }

    /// Pops above `index`; while a transition is in flight, `again` (the public call) is queued
    /// instead, so that the index is found when the pop runs (UIKitBehaviour #382).
    func _popTo(index: Int, animated: Bool, again: @escaping () -> Void) -> [UIViewController]? {
        guard _acceptsTransition(again) else { return nil }
        guard index >= 0, index < _stack.count - 1 else { return nil }  // UIKitBehaviour #62: nothing above
        let old = _stack
        let popped = Array(_stack[(index + 1)...])
        _stack.removeSubrange((index + 1)...)
        for controller in popped {
            controller._isMovingFromParent = true
            controller.willMove(toParent: nil)
        }
        _transitionToTop(from: old, operation: .pop, removed: popped, animated: animated)
        return popped
    }

    func _setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for (index, controller) in controllers.enumerated() {
            _require(
                !controllers[..<index].contains { $0 === controller },
                "UINavigationController.setViewControllers: \(UIViewController._describe(controller)) appears twice")
        }
        guard !controllers.isEmpty else {
            UIView._report("UINavigationController.setViewControllers: an empty stack is not allowed; ignored")
            return
        }
        guard _acceptsTransition({ [self] in _setViewControllers(controllers, animated: animated) }) else { return }
        let old = _stack
        let removed = old.filter { controller in !controllers.contains { $0 === controller } }
        for controller in removed {
            controller._isMovingFromParent = true
            controller.willMove(toParent: nil)
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller._isMovingToParent = true
        }
        _stack = controllers
        _orderChildren(like: controllers)
        let operation: Operation = old.contains { $0 === controllers.last } ? .pop : .push
        _transitionToTop(from: old, operation: operation, removed: removed, animated: animated)
    }

    /// Sets the stack during initialisation or while no view is on screen: containment
    /// without transitions.
    func _setStackWithoutTransition(_ controllers: [UIViewController]) {
        for controller in controllers {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        _stack = controllers
    }

    /// Removes `controller`, which another container is taking, from the stack; the new top's
    /// view is shown — at once, or by the transition that is pending or running, which shows
    /// the top as it is when it starts or ends (UIKitBehaviour #385). Until then the view on
    /// screen stays: a pending pop still starts from it (long soak, seed 1035).
    func _dropFromStack(_ controller: UIViewController) {
        guard _stack.contains(where: { $0 === controller }) else { return }
        _stack.removeAll { $0 === controller }
        if !_stack.isEmpty, !_transitionInFlight { _installTopView() }
    }

    /// Whether a stack change may run now; while a transition is in flight, `change` is queued
    /// to run when it ends, and nothing is reported (UIKit logs nothing, UIKitBehaviour #382).
    private func _acceptsTransition(_ change: @escaping () -> Void) -> Bool {
        guard _transitionInFlight else { return true }
        _queuedStackChanges.append(change)
        return false
    }

    /// The transition in flight ended: the queued stack changes run in order, until one starts
    /// a transition (which runs the rest when it ends). Changes that need no transition — the
    /// navigation controller is off screen, or they are not animated — run one after another at
    /// once, so none is left waiting (long soak, seed 1038).
    func _runQueuedStackChange() {
        while !_transitionInFlight, !_queuedStackChanges.isEmpty {
            _queuedStackChanges.removeFirst()()
        }
    }

    /// Shows the new top of the stack: at once when the navigation controller is not on
    /// screen, else through a transition on the next turn.
    private func _transitionToTop(
        from old: [UIViewController], operation: Operation,
        removed: [UIViewController], animated: Bool
    ) {
        guard let to0 = _stack.last else { return }
        let from = old.last
        guard let from, from !== to0, _isShownForTransitions else {
            return _swapWithoutTransition(from: from, old: old, removed: removed)
        }
        _transitionInFlight = true
        UIApplication.shared._performOnNextTurn { [self] in
            // The top may have changed meanwhile: another container took the pushed controller
            // (UIKitBehaviour #385).
            guard _isShownForTransitions, let to = _stack.last, to !== from else {
                // Hidden meanwhile (a tab switch, a presentation or dismissal in the same turn).
                _transitionInFlight = false
                _gesturePopInteractor = nil
                _swapWithoutTransition(from: from, old: old, removed: removed)
                return _runQueuedStackChange()
            }
            _startTransition(from: from, to: to, old: old, operation: operation, removed: removed, animated: animated)
        }
    }

    /// Swaps the views without a transition or appearance calls of its own, for a navigation
    /// controller that is not on screen (or whose top did not change): containment completes
    /// at once.
    ///
    /// - Note: A controller whose view leaves while it is disappearing with the navigation
    ///   controller (a dismissal or tab switch in flight) hears `viewDidDisappear(_:)` now, since
    ///   the navigation controller's own appearance calls no longer reach it; the new top hears
    ///   nothing until the navigation controller appears again.
    private func _swapWithoutTransition(from: UIViewController?, old: [UIViewController], removed: [UIViewController]) {
        for controller in removed {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
            controller._isMovingFromParent = false
        }
        for controller in _stack where controller !== from && !old.contains(where: { $0 === controller }) {
            controller.didMove(toParent: self)
            controller._isMovingToParent = false
        }
        let top = _stack.last
        _installTopView()
        if let from, from !== top, from._appearanceState == .disappearing { from.endAppearanceTransition() }
        // A controller taken from another container in the middle of an appearance change (a
        // presentation covering its old container, say) ends it here, off screen, since no
        // transition of its old container reaches it any more (long soak, seed 1130).
        for controller in _stack
        where !old.contains(where: { $0 === controller }) && controller.viewIfLoaded?.window == nil {
            if controller._appearanceState != .disappeared {
                controller._settleAppearance(shown: false, animated: false)
            }
        }
    }

    /// Puts the top controller's view in the transition view, filling it, and the stack's
    /// items in the bar.
    func _installTopView() {
        guard isViewLoaded, let top = _stack.last else { return }
        _navigationBar.setItems(_stack.map(\.navigationItem), animated: false)
        _showToolbarItems(of: top, previous: nil, with: nil)
        _ContainerTransitionSupport.install(top.view, in: _transitionView)
        _syncTabBarHiding(starting: false)
        _updateBarsForContentScroll()
    }
}
