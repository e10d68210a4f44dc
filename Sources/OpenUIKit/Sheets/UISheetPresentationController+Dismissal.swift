import Foundation

/// Dismissal by the user: a swipe down from the smallest detent (interactive) or a tap on the
/// dimming view (UIKitBehaviour #364, #365, #359).
///
/// Before it starts, the sheet asks: a presented controller (or one of its children) that is
/// `isModalInPresentation` refuses, then the delegate's `presentationControllerShouldDismiss(_:)`;
/// refused, the delegate hears `presentationControllerDidAttemptToDismiss(_:)` (once per drag)
/// and the sheet rubber-bands. Allowed, it hears `presentationControllerWillDismiss(_:)` as the
/// dismissal starts and `presentationControllerDidDismiss(_:)` once it completed; a cancelled
/// swipe tells it nothing more.
extension UISheetPresentationController {
    /// The presentation controller the presented controller knows: the popover this sheet is
    /// the adaptation of, else the sheet.
    var _publicController: UIPresentationController { _hostPopover ?? self }

    /// Whether a user's dismissal may go ahead (asking the delegate).
    func _dismissalAllowed() -> Bool {
        func isModal(_ controller: UIViewController) -> Bool {
            controller.isModalInPresentation || controller._children.contains(where: isModal)
        }
        if isModal(presentedViewController) { return false }
        let controller = _publicController
        if let delegate = controller.delegate, !delegate.presentationControllerShouldDismiss(controller) {
            return false
        }
        return true
    }

    /// Starts the user's dismissal, driven by `interactor` when a drag pulls it.
    func _beginUserDismissal(interactor: UIPercentDrivenInteractiveTransition?) {
        let controller = _publicController
        controller.delegate?.presentationControllerWillDismiss(controller)
        _pendingDismissalInteractor = interactor
        presentedViewController.dismiss(animated: true) {  // holds the controller until the end
            controller.delegate?.presentationControllerDidDismiss(controller)
        }
        _pendingDismissalInteractor = nil
    }

    /// A tap on the dimming view: dismisses (animated) unless refused, when the delegate
    /// hears of the attempt. Ignored while a transition runs or a drag holds the sheet.
    func _userAttemptsDismissal(interactively: Bool) {
        guard _isShown, _drag == nil, _ModalTransition.inFlight == 0, _dimmingView.alpha >= 0.01 else { return }
        guard _dismissalAllowed() else {
            return _publicController.delegate?.presentationControllerDidAttemptToDismiss(_publicController) ?? ()
        }
        _beginUserDismissal(interactor: nil)
    }

    /// The interaction controller for the dismissal starting now, when a drag started it.
    func _takeDismissalInteractor() -> (any UIViewControllerInteractiveTransitioning)? {
        defer { _pendingDismissalInteractor = nil }
        return _pendingDismissalInteractor
    }
}

extension UIPresentationController {
    /// The sheet that lays out this presentation: the controller itself, or the sheet a
    /// popover adapted to.
    var _activeSheet: UISheetPresentationController? {
        if let sheet = self as? UISheetPresentationController { return sheet }
        return (self as? UIPopoverPresentationController)?._adaptation as? UISheetPresentationController
    }
}
