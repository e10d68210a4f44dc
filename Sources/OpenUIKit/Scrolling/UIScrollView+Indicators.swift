import Foundation

/// A scroll indicator: a thin rounded bar, drawn by its background colour.
@MainActor
final class _ScrollIndicatorView: UIView {}

/// The indicators a scroll view made (lazily, at its first drag or flash).
struct _ScrollIndicators {
    var vertical: _ScrollIndicatorView?
    var horizontal: _ScrollIndicatorView?
    /// Whether they are shown (not faded).
    var isShown = false
}

/// Scroll indicators: shown while dragging and decelerating, placed by the offset, shortened
/// when rubber-banding, faded out after scrolling stops (0.5 s, then a 0.25 s fade).
extension UIScrollView {
    /// The bar's thickness, in points.
    static let _indicatorThickness: CGFloat = 3
    /// The gap between the bar and the edges, in points.
    static let _indicatorMargin: CGFloat = 3
    /// The shortest bar, in points, except while rubber-banding.
    static let _indicatorMinimumLength: CGFloat = 36
    /// How long the bars stay after scrolling stops, and how long they fade, in seconds.
    static let _indicatorHold: TimeInterval = 0.5
    static let _indicatorFade: TimeInterval = 0.25

    func _setIndicatorInsets(_ insets: UIEdgeInsets, vertical: Bool) {
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
            UIView._report("UIScrollView: ignored non-finite scroll indicator insets \(insets)")
            return
        }
        if vertical { _verticalScrollIndicatorInsets = insets } else { _horizontalScrollIndicatorInsets = insets }
        _layoutIndicators()
    }

    /// Shows the indicators at full opacity (making them on first use) and places them.
    func _showIndicators() {
        if _indicators.vertical == nil {
            _indicators.vertical = _makeIndicator()
            _indicators.horizontal = _makeIndicator()
        }
        for indicator in [_indicators.vertical, _indicators.horizontal].compactMap({ $0 }) {
            indicator.layer.removeAllAnimations()
            indicator.alpha = 1
            if indicator.superview !== self || subviews.last !== indicator { addSubview(indicator) }
        }
        _indicators.isShown = true
        _layoutIndicators()
    }

    private func _makeIndicator() -> _ScrollIndicatorView {
        let indicator = _ScrollIndicatorView(frame: .zero)
        indicator.isUserInteractionEnabled = false
        indicator.layer.cornerRadius = UIScrollView._indicatorThickness / 2
        indicator.alpha = 0
        return indicator
    }

    /// Scrolling stopped: the indicators fade after the hold.
    func _scrollingDidStop() {
        _tellContainerBarsScrollingStopped()
        guard _indicators.isShown else { return }
        _indicators.isShown = false
        let indicators = [_indicators.vertical, _indicators.horizontal].compactMap { $0 }
        UIView.animate(
            withDuration: UIScrollView._indicatorFade, delay: UIScrollView._indicatorHold, options: [],
            animations: { for indicator in indicators { indicator.alpha = 0 } }, completion: nil)
    }

    func _flashScrollIndicators() {
        _showIndicators()
        if !_drag.isDragging, !(_motion?.isDeceleration ?? false) { _scrollingDidStop() }
    }

    /// Places (and colours) the bars for the current offset.
    func _layoutIndicators() {
        guard let vertical = _indicators.vertical, let horizontal = _indicators.horizontal else { return }
        let color: UIColor = indicatorStyle == .white ? UIColor(white: 1, alpha: 0.5) : UIColor(white: 0, alpha: 0.35)
        vertical.backgroundColor = color
        horizontal.backgroundColor = color
        let showsVertical = showsVerticalScrollIndicator && _verticalRange.upperBound > _verticalRange.lowerBound
        let showsHorizontal =
            showsHorizontalScrollIndicator && _horizontalRange.upperBound > _horizontalRange.lowerBound
        vertical.isHidden = !showsVertical
        horizontal.isHidden = !showsHorizontal
        let thickness = UIScrollView._indicatorThickness
        let margin = UIScrollView._indicatorMargin
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        if showsVertical {
            let insets = _verticalScrollIndicatorInsets
            let start = bounds.minY + insets.top + safe.top + margin
            let end = bounds.maxY - insets.bottom - safe.bottom - margin - (showsHorizontal ? thickness + margin : 0)
            let (position, length) = _indicatorSpan(
                track: end - start, offset: contentOffset.y, range: _verticalRange,
                visible: bounds.height,
                content: _contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom)
            vertical.frame = CGRect(
                x: bounds.maxX - insets.right - safe.right - margin - thickness, y: start + position,
                width: thickness, height: length)
        }
        if showsHorizontal {
            let insets = _horizontalScrollIndicatorInsets
            let start = bounds.minX + insets.left + safe.left + margin
            let end = bounds.maxX - insets.right - safe.right - margin - (showsVertical ? thickness + margin : 0)
            let (position, length) = _indicatorSpan(
                track: end - start, offset: contentOffset.x, range: _horizontalRange,
                visible: bounds.width,
                content: _contentSize.width + adjustedContentInset.left + adjustedContentInset.right)
            horizontal.frame = CGRect(
                x: start + position, y: bounds.maxY - insets.bottom - safe.bottom - margin - thickness,
                width: length, height: thickness)
        }
    }

    /// A bar's position along its track and its length: the visible fraction of the content,
    /// at least the minimum length, placed by the offset's progress through its range, and
    /// shortened by the overshoot (down to a round dot) past either end.
    private func _indicatorSpan(
        track: CGFloat, offset: CGFloat, range: ClosedRange<CGFloat>,
        visible: CGFloat, content: CGFloat
    ) -> (CGFloat, CGFloat) {
        guard track > 0, content > 0 else { return (0, 0) }
        let thickness = UIScrollView._indicatorThickness
        var length = min(track, max(UIScrollView._indicatorMinimumLength, track * min(1, visible / content)))
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? (offset - range.lowerBound) / span : 0
        let overshoot =
            offset < range.lowerBound
            ? range.lowerBound - offset : (offset > range.upperBound ? offset - range.upperBound : 0)
        length = max(thickness * 2, length - overshoot)
        let position = min(max(progress, 0), 1) * (track - length)
        return (position, length)
    }
}
