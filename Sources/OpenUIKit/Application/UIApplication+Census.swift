import Foundation

/// Segue additions for leak checks (`HeadlessHost.finish()`): which view controllers and
/// views, created since a mark, left the screen but are still alive.
///
/// Every view controller and view is logged, weakly, as it is created, with a serial number
/// from one counter (``_creationMark`` is the next one). Nothing is kept alive by the log.
extension UIApplication {
    /// Segue addition: the serial number the next view controller or view created receives;
    /// pass it later to ``_leftoverViewControllers(createdSince:)`` or
    /// ``_leftoverViews(createdSince:)``.
    package var _creationMark: Int { _CreationLogSerial.next }

    /// Segue addition: forgets the last touch sequence once every finger has lifted, before a
    /// leak check.
    ///
    /// Segue keeps the last sequence's event (and so its touches, and the views they hit)
    /// until a new sequence begins; UIKit lets a sequence's touches go when it ends. Without
    /// this, a view last touched — a close button, a dismissed screen's container — would
    /// look kept alive. Does nothing while a finger is down.
    package func _forgetEndedTouchSequence() {
        if _touchState.touches.isEmpty { _touchState.event = nil }
    }

    /// Segue addition: the view controllers created at or after `mark` that have appeared,
    /// are no longer in any window's controller tree, and are still alive, oldest first.
    ///
    /// A window's controller tree is its root view controller, and recursively each
    /// controller's children and presented view controller. A leftover's children and the
    /// controllers it presents are left out (they go with it). Whatever holds a leftover — a
    /// static, a closure it owns that captures it, a cycle, or a variable of the caller —
    /// keeps it alive; this cannot tell which.
    package func _leftoverViewControllers(createdSince mark: Int) -> [UIViewController] {
        let inTree = _controllersInWindows()
        let leftovers = _UIViewControllerCensus.created.alive(createdSince: mark).filter {
            $0._hasAppeared && !inTree.contains(ObjectIdentifier($0))
        }
        let ids = Set(leftovers.map(ObjectIdentifier.init))
        return leftovers.filter { controller in
            let parent = controller._parent ?? controller._presentingViewController
            return parent.map { !ids.contains(ObjectIdentifier($0)) } ?? true
        }
    }

    /// Segue addition: the views created at or after `mark` that have been in a window, are
    /// in none now, belong to no live view controller, and are still alive — only the
    /// topmost view of each detached hierarchy, oldest first.
    ///
    /// A view belongs to a view controller when it or one of its superviews is that
    /// controller's view: such views are the controller's (a navigation controller keeps its
    /// covered screens' views; a leaked controller is reported by
    /// ``_leftoverViewControllers(createdSince:)``).
    package func _leftoverViews(createdSince mark: Int) -> [UIView] {
        var seen = Set<ObjectIdentifier>()
        var roots: [UIView] = []
        for view in _UIViewCensus.created.alive(createdSince: mark) where view._hasBeenInWindow && view.window == nil {
            var root = view
            var ownedByController = view._viewController != nil
            while let superview = root._superview {
                root = superview
                if root._viewController != nil { ownedByController = true }
            }
            guard !ownedByController, seen.insert(ObjectIdentifier(root)).inserted else { continue }
            roots.append(root)
        }
        return roots
    }

    /// Every view controller in the windows' controller trees.
    private func _controllersInWindows() -> Set<ObjectIdentifier> {
        var found = Set<ObjectIdentifier>()
        var pending = _windows.compactMap(\.rootViewController)
        while let controller = pending.popLast() {
            guard found.insert(ObjectIdentifier(controller)).inserted else { continue }
            pending.append(contentsOf: controller._children)
            if let presented = controller._presentedViewController { pending.append(presented) }
        }
        return found
    }
}
