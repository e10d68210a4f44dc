import Foundation

/// Stack changes a split view makes while it collapses and expands: controllers move between
/// its columns' navigation stacks at once, without a transition; their views entering and
/// leaving the window give their appearance calls (UIKitBehaviour #320).
extension UINavigationController {
    /// Replaces the stack at once; controllers that leave it leave the navigation controller.
    func _replaceStackWithoutTransition(_ controllers: [UIViewController]) {
        let leaving = _stack.filter { old in !controllers.contains { $0 === old } }
        for controller in leaving {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)  // drops it from another navigation controller's stack
            controller.didMove(toParent: self)
        }
        _stack = controllers
        _orderChildren(like: controllers)
        _installTopView()
    }

    /// Takes the controllers from `index` up out of the stack at once and returns them; they
    /// no longer have a parent.
    @discardableResult
    func _takeControllers(from index: Int) -> [UIViewController] {
        guard index >= 0, index < _stack.count else { return [] }
        let taken = Array(_stack[index...])
        _replaceStackWithoutTransition(Array(_stack[..<index]))
        return taken
    }

    /// Pushes the collapsing split view's secondary: a navigation controller's controllers
    /// move onto this stack (Segue does not nest navigation controllers), any other
    /// controller is pushed; without animation.
    func _collapseSecondary(_ secondary: UIViewController, for splitViewController: UISplitViewController) {
        splitViewController._removeChildController(secondary)
        if let navigation = secondary as? UINavigationController {
            guard let root = navigation.viewControllers.first else { return }
            let moving = navigation._takeControllers(from: 0)
            splitViewController._collapsedSecondaryNavigation = (navigation, root)
            _replaceStackWithoutTransition(_stack + moving)
        } else {
            _replaceStackWithoutTransition(_stack + [secondary])
        }
    }

    /// Separates what `_collapseSecondary` pushed (and everything pushed above it): the
    /// secondary navigation controller gets its controllers back; a pushed controller is
    /// popped and returned. Nil when nothing above the root came from the secondary.
    func _separateSecondary(for splitViewController: UISplitViewController) -> UIViewController? {
        if let (navigation, root) = splitViewController._collapsedSecondaryNavigation,
            let index = _stack.firstIndex(where: { $0 === root }), index > 0
        {
            splitViewController._collapsedSecondaryNavigation = nil
            navigation._replaceStackWithoutTransition(_takeControllers(from: index))
            return navigation
        }
        if let secondary = splitViewController._collapsedSecondary,
            let index = _stack.firstIndex(where: { $0 === secondary }), index > 0
        {
            let taken = _takeControllers(from: index)
            guard taken.count > 1 else { return secondary }
            let navigation = UINavigationController()
            navigation._replaceStackWithoutTransition(taken)
            return navigation
        }
        return nil
    }
}
