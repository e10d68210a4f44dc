import Foundation

/// Stack changes: push, pop, pop-to and replacing the stack.
///
/// Containment follows UIKit: a pushed controller is added as a child at once (its
/// `willMove(toParent:)`), and hears `didMove(toParent:)` when its transition completes; a
/// popped controller hears `willMove(toParent: nil)` at once and is removed from the children
/// (`didMove(toParent: nil)`) when the transition completes. A cancelled transition puts the
/// stack back. While a push or pop is in flight, another is reported and ignored.
extension UINavigationController {
    func _push(_ controller: UIViewController, animated: Bool) {
        _require(!_stack.contains { $0 === controller },
                     "Pushing the same view controller instance (\(UIViewController._describe(controller))) more than once is not supported")
        _require(!(controller is UINavigationController),
                     "Pushing a navigation controller is not supported")
        guard _acceptsTransition("push") else { return }
        let old = _stack
        addChild(controller)
        controller._isMovingToParent = true
        _stack.append(controller)
        _transitionToTop(from: old, operation: .push, removed: [], animated: animated)
    }

    func _popTo(index: Int, animated: Bool) -> [UIViewController]? {
        guard index >= 0, index < _stack.count - 1 else { return nil }  // UIKitBehaviour #62: nothing above
        guard _acceptsTransition("pop") else { return nil }
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
            _require(!controllers[..<index].contains { $0 === controller },
                         "UINavigationController.setViewControllers: \(UIViewController._describe(controller)) appears twice")
        }
        guard !controllers.isEmpty else {
            UIView._report("UINavigationController.setViewControllers: an empty stack is not allowed; ignored")
            return
        }
        guard _acceptsTransition("setViewControllers") else { return }
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
    /// view is shown.
    func _dropFromStack(_ controller: UIViewController) {
        guard _stack.contains(where: { $0 === controller }) else { return }
        _stack.removeAll { $0 === controller }
        if !_stack.isEmpty { _installTopView() }
    }

    private func _acceptsTransition(_ what: String) -> Bool {
        guard _transitionInFlight else { return true }
        UIView._report("UINavigationController.\(what): a push or pop is already in flight; ignored")
        return false
    }

    /// Shows the new top of the stack: at once when the navigation controller is not on
    /// screen, else through a transition on the next turn.
    private func _transitionToTop(from old: [UIViewController], operation: Operation,
                                  removed: [UIViewController], animated: Bool) {
        guard let to = _stack.last else { return }
        let from = old.last
        guard let from, from !== to, _isShownForTransitions else {
            return _swapWithoutTransition(from: from, old: old, removed: removed)
        }
        _transitionInFlight = true
        UIApplication.shared._performOnNextTurn { [self] in
            guard _isShownForTransitions else {
                // Hidden meanwhile (a tab switch, a presentation or dismissal in the same turn).
                _transitionInFlight = false
                return _swapWithoutTransition(from: from, old: old, removed: removed)
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
