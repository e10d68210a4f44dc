import Foundation

/// Brings trait environments up to date after something that affects traits changed, parents
/// before children (UIKitBehaviour #223).
///
/// Called for the subtree that can be affected: a view moved to a new superview, a child
/// added to or removed from a container, a presentation starting or ending, an override set,
/// a window resized, the host's settings changed. Each environment computes its traits again
/// from its (already updated) parent and is told when they changed; an environment whose
/// traits did not change hears nothing.
@MainActor
enum _TraitUpdate {
    /// A view and its subviews (a controller's view: the controller first).
    static func refresh(_ view: UIView) {
        if let controller = view._viewController, controller._view === view {
            refresh(controller)
            return
        }
        view._refreshOwnTraits()
        for subview in view._subviews { refresh(subview) }
        if let window = view as? UIWindow, let root = window._rootViewController,
            root._view.map({ !$0.isDescendant(of: window) }) ?? true
        {
            refresh(root)
        }
    }

    /// A view controller, its view's subtree, its children and what it presents.
    static func refresh(_ controller: UIViewController) {
        if let presentation = controller._ownPresentationController { refreshOwnTraits(of: presentation) }
        controller._refreshOwnTraits()
        let view = controller._view
        if let view {
            view._refreshOwnTraits()
            for subview in view._subviews { refresh(subview) }
        }
        for child in controller._children where child._view.map({ view == nil || !$0.isDescendant(of: view!) }) ?? true
        {
            refresh(child)
        }
        if let presented = controller._presentedViewController { refresh(presented) }
    }

    /// A presentation controller's own traits, and those of the presentation a popover adapted
    /// to, which lays it out with them (UIKitBehaviour #451).
    private static func refreshOwnTraits(of presentationController: UIPresentationController) {
        presentationController._refreshOwnTraits()
        (presentationController as? UIPopoverPresentationController)?._adaptation?._refreshOwnTraits()
    }

    /// A presentation controller and the controller it presents.
    static func refresh(_ presentationController: UIPresentationController) {
        refreshOwnTraits(of: presentationController)
        if presentationController._isPresenting { refresh(presentationController.presentedViewController) }
    }

    /// Before a resize: the root controller of `window`, then each presentation controller, hear
    /// `willTransition(to:with:)` with their traits at the new size classes — when the size
    /// classes change.
    static func announceSizeClasses(
        of window: UIWindow, from old: UITraitCollection, newSize: CGSize,
        coordinator: any UIViewControllerTransitionCoordinator,
        presentationControllers: [UIPresentationController]
    ) {
        let new = window._windowTraits(size: newSize)
        guard old.horizontalSizeClass != new.horizontalSizeClass || old.verticalSizeClass != new.verticalSizeClass
        else { return }
        func resized(_ traits: UITraitCollection) -> UITraitCollection {
            traits.modifyingTraits {
                $0.horizontalSizeClass = new.horizontalSizeClass
                $0.verticalSizeClass = new.verticalSizeClass
            }
        }
        if let root = window._rootViewController {
            root.willTransition(to: resized(root.traitCollection), with: coordinator)
        }
        for presentationController in presentationControllers {
            let traits = resized(presentationController.traitCollection)
            // UIKitBehaviour #451
            _PresentationReadaptation.traitsWillChange(presentationController, to: traits, coordinator: coordinator)
            presentationController.willTransition(to: traits, with: coordinator)
        }
    }

    /// Every window of the application.
    static func refreshAllWindows() {
        for window in UIApplication.shared._windows { refresh(window) }
    }
}
