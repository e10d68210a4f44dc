import Foundation

/// A popover shown, then adapted or shown again while it is up, when its traits change
/// (UIKitBehaviour #451).
extension UIPopoverPresentationController {
    /// The style the popover is shown in now: `.none` as a popover, else its adaptation's.
    var _currentAdaptiveStyle: UIModalPresentationStyle { _adaptation?._presentationStyle ?? .none }

    /// Shows the presented controller's view in the popover's panel, anchored to its source,
    /// with the view that turns a tap outside into a dismissal behind it.
    func _installPopover(in container: UIView) {
        _dismissalView.frame = container.bounds
        _dismissalView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(_dismissalView, at: 0)
        _popoverView.fillColor = backgroundColor
        _installBackgroundView()
        _popoverView.install(content: presentedViewController.view)
        _applyLayout(_resolveLayout())
    }

    /// Takes the popover's panel and dismissal view away (the popover adapts while it is up).
    func _removePopover() {
        _dismissalView.removeFromSuperview()
        _popoverView.removeFromSuperview()
        _arrowDirection = .unknown
    }

    /// The popover no longer adapts: its own panel shows again.
    func _endAdaptation() {
        _adaptation = nil
    }
}
