import Foundation

/// Attaching a refresh control to a scroll view (UIKitBehaviour #280).
extension UIScrollView {
    /// Replaces the refresh control: the old one leaves (its inset goes with it), the new one
    /// goes behind the content, and the scroll view bounces vertically from then on so that
    /// short content can be pulled.
    func _setRefreshControl(_ control: UIRefreshControl?) {
        guard control !== _refreshControl else { return }
        if let old = _refreshControl {
            old._scrollView = nil
            if old.superview === self { old.removeFromSuperview() }
            _refreshControl = nil
            _updateAdjustedContentInset()
        }
        guard let control else { return }
        control._scrollView?._setRefreshControl(nil)
        control._scrollView = self
        _refreshControl = control
        alwaysBounceVertical = true
        insertSubview(control, at: 0)
        _updateAdjustedContentInset()
        control._layoutInScrollView()
    }
}
