import Foundation

/// Tab selection: containment, the bar's items, and the switch itself.
///
/// A tap asks the delegate's `shouldSelect`, then selects and calls `didSelect` (right after
/// the selection changes, before any animation — UNCONFIRMED); programmatic selection asks
/// neither. The switch is immediate (no deferral): the delegate's animator and, only with one,
/// its interaction controller run in a transition context whose container holds the selected
/// view; without an animator the views swap at once. Appearance follows the navigation order
/// (outgoing will-disappear, incoming will-appear, …), and a cancelled interactive switch
/// selects the outgoing controller again with the cancelled-pop sequence (UIKitBehaviour #89).
extension UITabBarController {
    func _setViewControllers(_ controllers: [UIViewController]) {
        let old = _viewControllers
        let previous = selectedViewController
        for controller in old where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        _viewControllers = controllers
        _orderChildren(like: controllers)
        _selectedIndex = controllers.isEmpty ? 0 : min(_selectedIndex, controllers.count - 1)
        _tabBar.setItems(controllers.map(\.tabBarItem), animated: false)
        _tabBar.selectedItem = selectedViewController?.tabBarItem
        if previous !== selectedViewController { _installSelectedView() }
    }

    /// Removes `controller`, which another container is taking, from the tabs.
    func _dropFromTabs(_ controller: UIViewController) {
        guard let index = _viewControllers.firstIndex(where: { $0 === controller }) else { return }
        let wasSelected = index == _selectedIndex
        _viewControllers.remove(at: index)
        if index < _selectedIndex { _selectedIndex -= 1 }
        _selectedIndex = _viewControllers.isEmpty ? 0 : min(_selectedIndex, _viewControllers.count - 1)
        _tabBar.setItems(_viewControllers.map(\.tabBarItem), animated: false)
        _tabBar.selectedItem = selectedViewController?.tabBarItem
        if wasSelected { _installSelectedView() }
    }

    func _tapped(_ index: Int) {
        guard _viewControllers.indices.contains(index), !_transitionInFlight else { return }
        let controller = _viewControllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        _select(index: index, byTap: true)
    }

    func _select(index: Int, byTap: Bool) {
        guard _viewControllers.indices.contains(index) else {
            UIView._report("UITabBarController.selectedIndex: \(index) is out of range; ignored")
            return
        }
        guard !_transitionInFlight else {
            UIView._report("UITabBarController: a tab switch is already in flight; ignored")
            return
        }
        let fromIndex = _selectedIndex
        let from = selectedViewController
        _selectedIndex = index
        _tabBar.selectedItem = _viewControllers[index].tabBarItem
        let to = _viewControllers[index]
        if byTap { delegate?.tabBarController(self, didSelect: to) }
        guard let from, from !== to else { return }
        guard _isShownForTransitions else {
            _installSelectedView()
            if from._appearanceState == .disappearing { from.endAppearanceTransition() }
            return
        }
        _switch(from: from, to: to, fromIndex: fromIndex)
    }

    private func _switch(from: UIViewController, to: UIViewController, fromIndex: Int) {
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let interactor = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        let context = _ContainerTransitionSupport.makeContext(
            in: _transitionView, from: from, to: to, animated: animator != nil,
            animator: animator ?? _NavigationParallaxAnimator(operation: .none), interactor: interactor)
        _transitionInFlight = true
        _transitionContext = context
        context.finish = { [self] completed in
            if completed {
                from.viewIfLoaded?.removeFromSuperview()
            } else {
                to.viewIfLoaded?.removeFromSuperview()
                _selectedIndex = fromIndex
                _tabBar.selectedItem = from.tabBarItem
            }
            _installSelectedView()
            _ContainerTransitionSupport.endAppearance(
                in: self, from: from, to: to, completed: completed, animated: animator != nil)
            _transitionContext = nil
        }
        context.didFinish = { [self] _ in _transitionInFlight = false }
        _ContainerTransitionSupport.start(context, from: from, to: to)
    }

    /// Puts the selected controller's view in the transition view, filling it.
    func _installSelectedView() {
        guard isViewLoaded, let selected = selectedViewController else { return }
        selected._installWithPresentationInContext(in: _transitionView)  // UIKitBehaviour #380
        _updateBarForContentScroll()
    }

    /// The bar across the bottom, over the selected view, which fills the whole view and
    /// extends under the bar (with the bar in its safe area) unless its
    /// `edgesForExtendedLayout` leaves out `.bottom`.
    func _layoutTabBar() {
        guard let view = viewIfLoaded else { return }
        let size = _tabBar.sizeThatFits(view.bounds.size)
        _tabBar.frame = CGRect(x: 0, y: view.bounds.height - size.height, width: view.bounds.width, height: size.height)
        _transitionView.frame = view.bounds
        _containerBarsDidChange()
    }
}
