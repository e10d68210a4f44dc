import Foundation

/// A presentation made in a controller's own context (`.currentContext`,
/// `.overCurrentContext`, under a controller that `definesPresentationContext`, UIKitBehaviour
/// #85) lives where that controller's view lives: its container sits beside the presenter's
/// view in the presenter's superview — a tab's slot, for a navigation controller in a tab bar
/// controller — not over the window.
///
/// So it leaves the window and comes back with that slot: when another tab is selected the
/// presented controller hears `viewWillDisappear(_:)`/`viewDidDisappear(_:)`, and when its tab
/// comes back its container returns over (or, for `.currentContext`, instead of) the
/// presenter's view and it appears again; the presenter it covers hears nothing
/// (UIKitBehaviour #380).
extension UIViewController {
    /// The container of a presentation the receiver makes in its own context, settled or still
    /// running, if any.
    var _inContextPresentationContainer: UIView? {
        guard let record = _presentedViewController?._presentationRecord,
            !record.presentationController.shouldPresentInFullscreen
        else { return nil }
        return record.container
    }

    /// Whether a presentation in the receiver's context takes its view's place
    /// (`.currentContext`): the presented controller, not the receiver, is what shows, and the
    /// receiver's appearance follows the presentation, not its container — also while the
    /// presentation runs (UIKitBehaviour #419).
    var _isCoveredByPresentationInContext: Bool {
        guard _inContextPresentationContainer != nil, let record = _presentedViewController?._presentationRecord else {
            return false
        }
        return record.removesPresenterView
    }

    /// Whether the receiver is a presented controller at rest, whose appearance follows its
    /// view entering and leaving the window, as a child's does (its presenter's slot was
    /// swapped out, or the window's root replaced).
    ///
    /// A transition of the presenter's own children (a push under an `.overCurrentContext`
    /// presentation) does not count: it does not manage the presented controller's appearance.
    var _presentedAtRest: Bool {
        guard _presentingViewController != nil else { return false }
        return _transitionContext == nil && !_isBeingPresented && !_isBeingDismissed
    }

    /// Puts the receiver's view in `slot`, a container's view slot, filling it: with a
    /// presentation in its context, that presentation's container goes over the view, or
    /// instead of it when it has settled covering it (a running one still shows the view).
    func _installWithPresentationInContext(in slot: UIView) {
        guard let container = _inContextPresentationContainer else {
            return _ContainerTransitionSupport.install(view, in: slot)
        }
        if _isCoveredByPresentationInContext, _presentedViewController?._isBeingPresented == false {
            _ContainerTransitionSupport.install(container, in: slot)
        } else {
            _ContainerTransitionSupport.install(view, in: slot)
            container.frame = view.frame
            slot.addSubview(container)
        }
    }
}
