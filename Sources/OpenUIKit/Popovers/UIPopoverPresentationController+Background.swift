import Foundation

/// A popover drawn by an app's `UIPopoverBackgroundView` subclass (UIKitBehaviour #438, #439).
extension UIPopoverPresentationController {
    /// The arrow's size and the content insets: the background class's, asked once, else the
    /// system's.
    var _arrowMetrics: _PopoverArrowMetrics {
        if let metrics = _cachedArrowMetrics { return metrics }
        let metrics = popoverBackgroundViewClass.map { _PopoverArrowMetrics.of($0) } ?? .system
        _cachedArrowMetrics = metrics
        return metrics
    }

    /// Makes the background class's view and puts it behind the content; a class that is not
    /// a `UIPopoverBackgroundView` traps, as UIKit raises.
    func _installBackgroundView() {
        guard let backgroundClass = popoverBackgroundViewClass else { return }
        guard let viewClass = backgroundClass as? UIPopoverBackgroundView.Type else {
            _programmerError(
                "NSInvalidArgumentException: popoverBackgroundViewClass \(backgroundClass) must be a subclass of UIPopoverBackgroundView."
            )
        }
        guard _popoverView.backgroundView.map({ type(of: $0) != viewClass }) ?? true else { return }
        _popoverView.backgroundView = viewClass.init(_segueFactory: ())
    }
}
