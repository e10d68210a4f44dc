import Foundation

/// The content geometry: the offset and its range, the content size and insets, and the
/// safe-area adjustment.
extension UIScrollView {
    /// The property setter: validates, moves the bounds origin, tells the delegate.
    func _setContentOffset(_ newValue: CGPoint) {
        guard newValue.x.isFinite, newValue.y.isFinite else {
            UIView._report("UIScrollView.contentOffset: ignored a non-finite offset \(newValue)")
            return
        }
        _applyOffset(newValue)
    }

    /// Moves the bounds origin to `offset` (if it differs), lays out, places the indicators
    /// and tells the delegate `scrollViewDidScroll(_:)`.
    func _applyOffset(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        var newBounds = bounds
        newBounds.origin = offset
        bounds = newBounds
    }

    /// What follows every move of the bounds origin: layout, the frame guide, the indicators and
    /// the delegate's `scrollViewDidScroll(_:)`.
    func _offsetDidChange() {
        setNeedsLayout()
        _offsetDidMoveForLayout()
        _layoutIndicators()
        _refreshControl?._scrollViewDidScroll()
        delegate?.scrollViewDidScroll(self)
        _tellContainerBarsAboutScroll()
    }

    func _setContentSize(_ newValue: CGSize) {
        guard newValue.width.isFinite, newValue.height.isFinite else {
            UIView._report("UIScrollView.contentSize: ignored a non-finite size \(newValue)")
            return
        }
        guard newValue != _contentSize else { return }
        _contentSize = newValue
        if _contentLayoutGuide != nil { _layoutEngine?.setNeedsSolve(near: self) }
        _updateAdjustedContentInset()
        _layoutIndicators()
        _tellContainerBarsAboutScroll()
    }

    func _setContentInset(_ newValue: UIEdgeInsets) {
        guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
            UIView._report("UIScrollView.contentInset: ignored non-finite insets \(newValue)")
            return
        }
        guard newValue != _contentInset else { return }
        _contentInset = newValue
        _updateAdjustedContentInset()
    }

    /// `contentInset` plus the safe area on the edges the adjustment behaviour covers.
    var _computedAdjustedContentInset: UIEdgeInsets {
        // The safe area comes from frames; drop the rounding noise (1e-14) a fractional
        // position leaves in it.
        func clean(_ value: CGFloat) -> CGFloat { abs(value) < 1e-6 ? 0 : value }
        let raw = safeAreaInsets
        let safe = UIEdgeInsets(
            top: clean(raw.top), left: clean(raw.left), bottom: clean(raw.bottom), right: clean(raw.right))
        let (vertical, horizontal) = _adjustedAxes
        var insets = _contentInset
        insets.top += _refreshControl?._insetTop ?? 0
        if vertical {
            insets.top += safe.top
            insets.bottom += safe.bottom
        }
        if horizontal {
            insets.left += safe.left
            insets.right += safe.right
        }
        return insets
    }

    /// The axes along which `contentInsetAdjustmentBehavior` adds the safe area.
    var _adjustedAxes: (vertical: Bool, horizontal: Bool) {
        switch _contentInsetAdjustmentBehavior {
        case .never:
            return (false, false)
        case .always:
            return (true, true)
        case .scrollableAxes, .automatic:
            var vertical = _contentSize.height > bounds.height || alwaysBounceVertical
            let horizontal = _contentSize.width > bounds.width || alwaysBounceHorizontal
            if _contentInsetAdjustmentBehavior == .automatic, _isContainedViewControllerRoot { vertical = true }
            return (vertical, horizontal)
        }
    }

    /// The safe area the scroll view's subviews measure themselves against: its own, less the
    /// edges the adjusted content inset already covers, so content scrolling under a bar keeps
    /// its insets (UIKitBehaviour #211).
    func _insetsLeftForContent(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        let (vertical, horizontal) = _adjustedAxes
        var left = insets
        if vertical {
            left.top = 0
            left.bottom = 0
        }
        if horizontal {
            left.left = 0
            left.right = 0
        }
        return left
    }

    /// Whether the scroll view is the root view of a view controller shown by a navigation or
    /// tab bar controller (where `.automatic` always adjusts the top and bottom).
    var _isContainedViewControllerRoot: Bool {
        guard let controller = _viewController, let parent = controller.parent else { return false }
        return parent is UINavigationController || parent is UITabBarController
    }

    /// Announces a change of the adjusted inset (`adjustedContentInsetDidChange()`, which tells
    /// the delegate); an offset resting at the old top or left edge moves to the new one, so
    /// content shown from its start stays shown from its start (UIKitBehaviour #209). The
    /// subviews' safe areas follow (the edges left to them may have changed).
    func _updateAdjustedContentInset() {
        let adjusted = _computedAdjustedContentInset
        let old = _lastAdjustedContentInset
        guard adjusted != old else { return }
        _lastAdjustedContentInset = adjusted
        var offset = contentOffset
        if !_drag.isTracking, _motion == nil {
            if offset.y == -old.top { offset.y = -adjusted.top }
            if offset.x == -old.left { offset.x = -adjusted.left }
        }
        adjustedContentInsetDidChange()
        if offset != contentOffset { _applyOffset(offset) }
        for subview in _subviews { subview._updateSafeAreaInsets() }
        _tellContainerBarsAboutScroll()
    }

    /// The offsets the content may rest at along x: from −left inset to the content's far
    /// edge plus the right inset, less the view's width (never below the start).
    var _horizontalRange: ClosedRange<CGFloat> { _ranges(for: _contentSize).horizontal }

    /// The offsets the content may rest at along y.
    var _verticalRange: ClosedRange<CGFloat> { _ranges(for: _contentSize).vertical }

    /// The resting ranges for content of `size`.
    func _ranges(for size: CGSize) -> (horizontal: ClosedRange<CGFloat>, vertical: ClosedRange<CGFloat>) {
        let insets = adjustedContentInset
        let left = -insets.left
        let top = -insets.top
        return (
            left...max(left, size.width + insets.right - bounds.width),
            top...max(top, size.height + insets.bottom - bounds.height)
        )
    }

    /// `offset` clamped into the resting ranges (for content of `size`, the current size by
    /// default).
    func _clampedOffset(_ offset: CGPoint, contentSize size: CGSize? = nil) -> CGPoint {
        let (h, v) = _ranges(for: size ?? _contentSize)
        return CGPoint(
            x: min(max(offset.x, h.lowerBound), h.upperBound), y: min(max(offset.y, v.lowerBound), v.upperBound))
    }

    /// Whether a drag moves the content along x: it is wider than the view (with insets), or
    /// always bounces horizontally.
    var _scrollsHorizontally: Bool {
        _horizontalRange.upperBound > _horizontalRange.lowerBound || (alwaysBounceHorizontal && bounces)
    }

    /// Whether a drag moves the content along y.
    var _scrollsVertically: Bool {
        _verticalRange.upperBound > _verticalRange.lowerBound || (alwaysBounceVertical && bounces)
    }
}
