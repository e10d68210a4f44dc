import Foundation

/// Containment: child view controllers.
///
/// `addChild(_:)` calls the child's `willMove(toParent:)` with the new parent (removing it
/// from a previous parent first); `removeFromParent()` calls `didMove(toParent: nil)`. The
/// container adds and removes the child's view and makes the other two calls, as in UIKit.
extension UIViewController {
    func _addChild(_ child: UIViewController) {
        guard child !== self, !_isAncestor(child) else {
            UIView._report(
                "UIViewController.addChild: a controller cannot contain itself or one of its ancestors; ignored")
            return
        }
        guard child._parent !== self else { return }
        if let oldParent = child._parent {
            oldParent._childWillMoveToAnotherParent(child)
            child._removeFromParent()
        }
        child.willMove(toParent: self)
        _children.append(child)
        child._parent = self
        _TraitUpdate.refresh(child)
    }

    func _removeFromParent() {
        guard let parent = _parent else { return }
        parent._children.removeAll { $0 === self }
        parent._childTraitOverrides[ObjectIdentifier(self)] = nil
        _parent = nil
        _TraitUpdate.refresh(self)
        didMove(toParent: nil)
    }

    /// `child` is being added to another container: a navigation or tab bar controller drops it
    /// from its stack or tabs, so that its `viewControllers` never lists a controller it does not
    /// contain (UIKit removes the child from its old parent, UIKitBehaviour #157).
    private func _childWillMoveToAnotherParent(_ child: UIViewController) {
        if let navigation = self as? UINavigationController {
            navigation._dropFromStack(child)
        } else if let tabs = self as? UITabBarController {
            tabs._dropFromTabs(child)
        }
    }

    /// Orders `children` as `controllers` (a container's `viewControllers`), any other children
    /// (controllers still leaving) after them, so that the two lists agree.
    func _orderChildren(like controllers: [UIViewController]) {
        let others = _children.filter { child in !controllers.contains { $0 === child } }
        _children = controllers.filter { controller in _children.contains { $0 === controller } } + others
    }

    /// The nearest ancestor (parent, grandparent, …) of type `type`.
    func _nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = _parent
        while let candidate = current {
            if let match = candidate as? Container { return match }
            current = candidate._parent
        }
        return nil
    }

    /// Whether `controller` is the receiver's parent, grandparent, …
    private func _isAncestor(_ controller: UIViewController) -> Bool {
        var current = _parent
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate._parent
        }
        return false
    }
}
