import Foundation

/// Containment: child view controllers.
///
/// `addChild(_:)` calls the child's `willMove(toParent:)` with the new parent (removing it
/// from a previous parent first); `removeFromParent()` calls `didMove(toParent: nil)`. The
/// container adds and removes the child's view and makes the other two calls, as in UIKit.
extension UIViewController {
    func _addChild(_ child: UIViewController) {
        guard child !== self, !_isAncestor(child) else {
            UIView._report("UIViewController.addChild: a controller cannot contain itself or one of its ancestors; ignored")
            return
        }
        guard child._parent !== self else { return }
        if child._parent != nil { child._removeFromParent() }
        child.willMove(toParent: self)
        _children.append(child)
        child._parent = self
    }

    func _removeFromParent() {
        guard let parent = _parent else { return }
        parent._children.removeAll { $0 === self }
        _parent = nil
        didMove(toParent: nil)
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
