import Foundation

/// Finding an unwind segue's destination and bringing it back (UIKitBehaviour #290).
extension UIViewController {
    /// Whether this controller is `ancestor` or lies below it: through parents, and through
    /// the controllers that presented it.
    func _isInSubtree(of ancestor: UIViewController) -> Bool {
        var node: UIViewController? = self
        while let current = node {
            if current === ancestor { return true }
            node = current._parent ?? current._presentingViewController
        }
        return false
    }

    func _defaultAllowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return _children.reversed().filter { $0 !== containing }
    }

    /// The controller an unwind from `source` goes back to: from the source upwards, each
    /// container's allowed children (depth first, each subtree before its root), then the
    /// container; a presented controller's container is its presenter.
    static func _unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        func search(_ controller: UIViewController) -> UIViewController? {
            for child in controller.allowedChildrenForUnwinding(from: source) {
                if let found = search(child) { return found }
            }
            return controller.canPerformUnwindSegueAction(
                source.unwindAction, from: source.source, sender: source.sender)
                ? controller : nil
        }
        var came = source.source
        while let container = came._parent ?? came._presentingViewController {
            for child in container.allowedChildrenForUnwinding(from: source) where child !== came {
                if let found = search(child) { return found }
            }
            if container.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) {
                return container
            }
            came = container
        }
        return nil
    }

    /// Performs an unwind: each controller from the destination up is told to unwind towards
    /// the one below it on the way (the destination towards itself).
    static func _unwind(_ segue: UIStoryboardSegue) {
        var towards = segue.destination
        var node: UIViewController? = segue.destination
        while let current = node {
            current.unwind(for: segue, towards: towards)
            towards = current
            node = current._parent
        }
    }

    func _defaultUnwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if _presentedViewController != nil, unwindSegue.source._isInSubtree(of: _presentedViewController!) {
            dismiss(animated: true)
        }
        if let navigation = self as? UINavigationController, navigation.viewControllers.contains(subsequentVC),
            navigation.topViewController !== subsequentVC
        {
            _ = navigation.popToViewController(subsequentVC, animated: true)
        }
    }
}
