import Foundation

extension UIViewController {
    /// The popover presentation controller of the receiver's presentation, or of its nearest
    /// presented ancestor; nil unless the style is `.popover` (or the receiver is an action
    /// sheet). Read before presenting, it is
    /// created and kept for the presentation to use, so its anchor can be set
    /// (UIKitBehaviour #262).
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let controller = _presentationController { return controller as? UIPopoverPresentationController }
        if let parent = _parent { return parent.popoverPresentationController }
        // An action sheet has one too: it becomes a popover on regular width (UIKitBehaviour #267).
        let offersPopover =
            modalPresentationStyle == .popover || (self as? UIAlertController)?.preferredStyle == .actionSheet
        guard offersPopover, _presentingViewController == nil else { return nil }
        if let pending = _pendingPresentationController as? UIPopoverPresentationController { return pending }
        let controller = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        controller._holdsPresentedStrongly = false  // the receiver keeps it: no cycle
        _pendingPresentationController = controller
        return controller
    }
}
