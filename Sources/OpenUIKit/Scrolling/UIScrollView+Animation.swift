import Foundation

/// Moves made by code: `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`
/// and the scroll to the top.
extension UIScrollView {
    func _setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            UIView._report("UIScrollView.setContentOffset(_:animated:): ignored a non-finite offset \(offset)")
            return
        }
        _animateOffset(to: offset, animated: animated, kind: .animation)
    }

    /// Moves to `offset`: at once (stopping any motion; a deceleration ends without its
    /// delegate call, as when a finger catches it), or on a 0.3 s ease-in-ease-out curve.
    func _animateOffset(to offset: CGPoint, animated: Bool, kind: _ScrollMotion.Kind) {
        let wasDecelerating = _motion?.isDeceleration ?? false
        _stopMotion()
        if wasDecelerating {
            _drag.isDragging = false
            _scrollingDidStop()
        }
        guard animated else {
            _applyOffset(offset)
            return
        }
        let now = CACurrentMediaTime()
        let duration = _ScrollPhysics.animationDuration
        _startMotion(
            kind, x: .curve(from: contentOffset.x, to: offset.x, begin: now, duration: duration),
            y: .curve(from: contentOffset.y, to: offset.y, begin: now, duration: duration))
    }

    /// Scrolls as little as needed to show `rect` inside the bounds less the adjusted
    /// insets (its top-left corner when it does not fit), within the offset range.
    func _scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite) else {
            UIView._report("UIScrollView.scrollRectToVisible(_:animated:): ignored a non-finite rect \(rect)")
            return
        }
        let insets = adjustedContentInset
        let visible = CGRect(
            x: contentOffset.x + insets.left, y: contentOffset.y + insets.top,
            width: max(0, bounds.width - insets.left - insets.right),
            height: max(0, bounds.height - insets.top - insets.bottom))
        func axis(_ low: CGFloat, _ length: CGFloat, _ visibleLow: CGFloat, _ visibleLength: CGFloat) -> CGFloat {
            if length > visibleLength || low < visibleLow { return low - visibleLow }
            if low + length > visibleLow + visibleLength { return low + length - (visibleLow + visibleLength) }
            return 0
        }
        let dx = axis(rect.minX, rect.width, visible.minX, visible.width)
        let dy = axis(rect.minY, rect.height, visible.minY, visible.height)
        let target = _clampedOffset(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
        guard target != contentOffset else { return }
        _animateOffset(to: target, animated: animated, kind: .animation)
    }

    /// What a tap on the status bar does: if `scrollsToTop` and the delegate agrees, scrolls
    /// animated to the top, then tells the delegate `scrollViewDidScrollToTop(_:)`. Returns
    /// whether it scrolled.
    ///
    /// Segue addition: there is no status bar; hosts and tests call this.
    @discardableResult
    package func _scrollToTop() -> Bool {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: _verticalRange.lowerBound)
        _animateOffset(to: top, animated: true, kind: .scrollToTop)
        return true
    }
}
