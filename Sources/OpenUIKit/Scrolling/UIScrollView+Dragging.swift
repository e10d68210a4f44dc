import Foundation

/// What a drag needs between its pan's events.
struct _ScrollDragState {
    /// A finger is down on the scroll view.
    var isTracking = false
    /// The user dragged the content (true until a following deceleration ends).
    var isDragging = false
    /// The pan's translation at the last event, in the scroll view's coordinates.
    var lastTranslation = CGPoint.zero
    /// The offset before rubber-banding: where the finger has pulled the content.
    var unbandedOffset = CGPoint.zero
    /// The offset the drag last showed (a different current offset was set by code).
    var shownOffset = CGPoint.zero
    /// With directional lock: the one axis the drag moves along.
    var lockedAxis: NSLayoutConstraint.Axis?
}

/// Dragging: the pan recognizer moves the content 1:1 inside the range and rubber-banded past
/// its edges; the release hands over to `+Deceleration`.
extension UIScrollView {
    func _installGestureRecognizers() {
        let pan = _panGestureRecognizer
        pan._scrollView = self
        pan.delegate = _gestureDelegate
        pan.addTarget { [weak self] recognizer in
            self?._handlePan(recognizer as! UIPanGestureRecognizer)
        }
        addGestureRecognizer(pan)
        _installDelayedTouchesRecognizer()
    }

    /// A finger went down: tracking starts and a running deceleration or animation stops
    /// where it is (the finger caught the content).
    func _trackingDidBegin() {
        guard !_drag.isTracking else { return }
        _drag.isTracking = true
        _contentTracksTouches = false
        if _motion != nil {
            _stopMotion()
            _drag.isDragging = false
        }
    }

    /// The last finger lifted. If no drag began, content left outside the range (caught
    /// while bouncing) springs back.
    func _trackingDidEnd() {
        _drag.isTracking = false
        guard !_drag.isDragging, !_zoom.isZooming, _motion == nil else { return }
        if isPagingEnabled, _settleOnPage() { return }
        _springBackIfNeeded()
    }

    /// Paging content caught between pages and released without a drag springs to the
    /// nearest page as a deceleration (ending with `scrollViewDidEndDecelerating(_:)`).
    private func _settleOnPage() -> Bool {
        let target = _releaseTarget(velocity: .zero)
        guard target != contentOffset else { return false }
        let now = CACurrentMediaTime()
        func axis(_ offset: CGFloat, _ goal: CGFloat) -> _ScrollAxisMotion {
            offset == goal ? .rest(offset) : .spring(target: goal, x0: Double(offset - goal), v0: 0, begin: now)
        }
        _startMotion(.deceleration, x: axis(contentOffset.x, target.x), y: axis(contentOffset.y, target.y))
        return true
    }

    /// Springs content resting outside its range back into it (no delegate call).
    func _springBackIfNeeded() {
        let clamped = _clampedOffset(contentOffset)
        guard clamped != contentOffset else { return }
        let now = CACurrentMediaTime()
        _startMotion(
            .bounce,
            x: .release(
                offset: contentOffset.x, velocity: 0, range: _horizontalRange, rate: decelerationRate.rawValue,
                bounces: bounces, at: now),
            y: .release(
                offset: contentOffset.y, velocity: 0, range: _verticalRange, rate: decelerationRate.rawValue,
                bounces: bounces, at: now))
    }

    /// UIScrollView's answer for its own recognizers; UIView's for the others.
    func _gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === _panGestureRecognizer {
            guard isScrollEnabled, _scrollsHorizontally || _scrollsVertically else { return false }
            return _mayTakeContentTouches(of: gestureRecognizer)
        }
        if gestureRecognizer === _pinchGestureRecognizer { return _canZoom }
        return _allowsGestureToBegin(gestureRecognizer)
    }

    func _handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: _dragDidBegin(pan)
        case .changed: _dragDidChange(pan)
        case .ended:
            var velocity = pan.velocity(in: self)
            if let sheet = _enclosingSheet, sheet._scrollViewDragEnded(self, velocity: velocity.y) { velocity.y = 0 }
            _dragDidEnd(velocity: velocity)
        case .cancelled:
            _ = _enclosingSheet?._scrollViewDragEnded(self, velocity: 0)
            _dragDidEnd(velocity: .zero)
        default: break
        }
    }

    private func _dragDidBegin(_ pan: UIPanGestureRecognizer) {
        _stopMotion()
        _drag.isTracking = true
        _drag.isDragging = true
        _drag.lastTranslation = pan.translation(in: self)
        _drag.unbandedOffset = CGPoint(
            x: _ScrollPhysics.unbandedOffset(contentOffset.x, in: _horizontalRange, dimension: bounds.width),
            y: _ScrollPhysics.unbandedOffset(contentOffset.y, in: _verticalRange, dimension: bounds.height))
        _drag.shownOffset = contentOffset
        _drag.lockedAxis = nil
        if isDirectionalLockEnabled, _scrollsHorizontally, _scrollsVertically {
            let t = _drag.lastTranslation
            if abs(t.x) >= 2 * abs(t.y) {
                _drag.lockedAxis = .horizontal
            } else if abs(t.y) >= 2 * abs(t.x) {
                _drag.lockedAxis = .vertical
            }
        }
        if keyboardDismissMode != .none { UIApplication._firstResponder?.resignFirstResponder() }
        _showIndicators()
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func _dragDidChange(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        var delta = CGPoint(x: translation.x - _drag.lastTranslation.x, y: translation.y - _drag.lastTranslation.y)
        _drag.lastTranslation = translation
        // UIKitBehaviour #366
        if _dragMoves(.vertical), let sheet = _enclosingSheet { delta.y = sheet._scrollViewDrag(self, dy: delta.y) }
        let h = _horizontalRange
        let v = _verticalRange
        if contentOffset != _drag.shownOffset {
            // Code moved the content during the drag: the drag continues from there.
            _drag.unbandedOffset = CGPoint(
                x: _ScrollPhysics.unbandedOffset(contentOffset.x, in: h, dimension: bounds.width),
                y: _ScrollPhysics.unbandedOffset(contentOffset.y, in: v, dimension: bounds.height))
        }
        var offset = contentOffset
        if _dragMoves(.horizontal) {
            _drag.unbandedOffset.x -= delta.x
            offset.x = _ScrollPhysics.bandedOffset(
                _drag.unbandedOffset.x, in: h, dimension: bounds.width, bounces: bounces)
        }
        if _dragMoves(.vertical) {
            _drag.unbandedOffset.y -= delta.y
            offset.y = _ScrollPhysics.bandedOffset(
                _drag.unbandedOffset.y, in: v, dimension: bounds.height, bounces: bounces)
        }
        _applyOffset(offset)
        _drag.shownOffset = contentOffset
    }

    /// Whether the drag moves the content along `axis`.
    func _dragMoves(_ axis: NSLayoutConstraint.Axis) -> Bool {
        if let locked = _drag.lockedAxis, locked != axis { return false }
        return axis == .horizontal ? _scrollsHorizontally : _scrollsVertically
    }
}
