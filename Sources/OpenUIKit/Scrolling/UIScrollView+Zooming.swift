import Foundation

/// Zoom bookkeeping.
struct _ScrollZoomState {
    /// The zoom scale last applied.
    var scale: CGFloat = 1
    var isZooming = false
    var isBouncing = false
    /// The scale when the pinch began.
    var startScale: CGFloat = 1
    /// The point of the zooming view (unscaled) under the pinch's centre.
    var anchor = CGPoint.zero
    /// Identifies the running zoom animation (bounce or animated change).
    var animationID = 0
}

/// Zooming: the view for zooming is scaled by a transform, its frame kept at the content's
/// origin and `contentSize` following it; a pinch scales about the point between the fingers,
/// rubber-banded past the limits, and bounces back.
extension UIScrollView {
    /// Whether zooming is possible: the limits differ and the delegate names a view.
    var _canZoom: Bool {
        _minimumZoomScale != _maximumZoomScale && delegate?.viewForZooming(in: self) != nil
    }

    func _setZoomScaleLimit(_ value: CGFloat, isMinimum: Bool) {
        guard value.isFinite, value > 0 else {
            UIView._report(
                "UIScrollView.\(isMinimum ? "minimumZoomScale" : "maximumZoomScale"): ignored \(value), which is not a finite positive scale"
            )
            return
        }
        if isMinimum { _minimumZoomScale = value } else { _maximumZoomScale = value }
        if _minimumZoomScale != _maximumZoomScale, _pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.delegate = _gestureDelegate
            pinch.addTarget { [weak self] recognizer in self?._handlePinch(recognizer as! UIPinchGestureRecognizer) }
            _pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        }
    }

    /// Scales the view for zooming to `scale` (no clamping), keeping its frame at the content
    /// origin, and sets `contentSize` to its scaled size; tells the delegate `scrollViewDidZoom`.
    func _applyZoomScale(_ scale: CGFloat) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        _zoom.scale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        delegate?.scrollViewDidZoom(self)
    }

    /// The scale clamped to the limits.
    func _clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, _minimumZoomScale), max(_minimumZoomScale, _maximumZoomScale))
    }

    func _setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            UIView._report("UIScrollView.zoomScale: ignored \(scale), which is not a finite positive scale")
            return
        }
        guard delegate?.viewForZooming(in: self) != nil else { return }
        let target = _clampedZoomScale(scale)
        let visibleCenter = CGPoint(x: bounds.midX, y: bounds.midY)
        let anchor = CGPoint(x: visibleCenter.x / _zoom.scale, y: visibleCenter.y / _zoom.scale)
        let inFrame = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        _zoomTo(scale: target, anchor: anchor, at: inFrame, animated: animated, isBounce: false)
    }

    func _zoom(to rect: CGRect, animated: Bool) {
        guard [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite),
            rect.width > 0 || rect.height > 0
        else {
            UIView._report("UIScrollView.zoom(to:animated:): ignored the rect \(rect)")
            return
        }
        guard delegate?.viewForZooming(in: self) != nil else { return }
        let fit = min(
            rect.width > 0 ? bounds.width / rect.width : .infinity,
            rect.height > 0 ? bounds.height / rect.height : .infinity)
        let scale = _clampedZoomScale(fit)
        let anchor = CGPoint(x: rect.midX, y: rect.midY)
        _zoomTo(
            scale: scale, anchor: anchor, at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated,
            isBounce: false)
    }

    /// Moves to `scale` with the zooming view's point `anchor` at `point` of the frame
    /// (clamped into the offset range at the end), at once or on a 0.3 s curve that tells the
    /// delegate `scrollViewWillBeginZooming` first and `scrollViewDidEndZooming` last.
    func _zoomTo(scale: CGFloat, anchor: CGPoint, at point: CGPoint, animated: Bool, isBounce: Bool) {
        let view = delegate?.viewForZooming(in: self)
        let startScale = _zoom.scale
        let startOffset = contentOffset
        func offset(for scale: CGFloat) -> CGPoint {
            CGPoint(x: anchor.x * scale - point.x, y: anchor.y * scale - point.y)
        }
        func finalOffset() -> CGPoint {
            let size =
                view.map { CGSize(width: $0.bounds.width * scale, height: $0.bounds.height * scale) } ?? _contentSize
            return _clampedOffset(offset(for: scale), contentSize: size)
        }
        guard animated else {
            _applyZoomScale(scale)
            _applyOffset(finalOffset())
            return
        }
        _stopMotion()
        if !isBounce { delegate?.scrollViewWillBeginZooming(self, with: view) }
        _zoom.isBouncing = isBounce
        _zoom.animationID += 1
        let id = _zoom.animationID
        let begin = CACurrentMediaTime()
        let endOffset = finalOffset()
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        let duration = _ScrollPhysics.animationDuration
        let app = UIApplication.shared
        app._frameTickers.append { [weak self] now in
            guard let self, self._zoom.animationID == id else { return false }
            let u = min(max((now - begin) / duration, 0), 1)
            let e = CGFloat(curve._solve(forInput: u))
            self._applyZoomScale(startScale + (scale - startScale) * e)
            self._applyOffset(
                CGPoint(
                    x: startOffset.x + (endOffset.x - startOffset.x) * e,
                    y: startOffset.y + (endOffset.y - startOffset.y) * e))
            guard u >= 1 else { return true }
            self._zoom.isBouncing = false
            self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            return false
        }
        app._host?.applicationNeedsFrame(app)
    }

    func _handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let centroid = pinch.location(in: self)
        let inFrame = CGPoint(x: centroid.x - contentOffset.x, y: centroid.y - contentOffset.y)
        switch pinch.state {
        case .began:
            _stopMotion()
            _zoom.animationID += 1
            _zoom.isZooming = true
            _zoom.startScale = _zoom.scale
            _zoom.anchor = CGPoint(x: centroid.x / _zoom.scale, y: centroid.y / _zoom.scale)
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            let scale = _bandedZoomScale(_zoom.startScale * pinch.scale)
            _applyZoomScale(scale)
            _applyOffset(CGPoint(x: _zoom.anchor.x * scale - inFrame.x, y: _zoom.anchor.y * scale - inFrame.y))
        case .ended, .cancelled:
            _zoom.isZooming = false
            let clamped = _clampedZoomScale(_zoom.scale)
            if clamped != _zoom.scale {
                _zoomTo(scale: clamped, anchor: _zoom.anchor, at: inFrame, animated: true, isBounce: true)
            } else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: _zoom.scale)
                if !_drag.isTracking { _springBackIfNeeded() }
            }
        default:
            break
        }
    }

    /// A pinched scale past a limit, rubber-banded in log space (clamped without
    /// `bouncesZoom`): limit · e^(rubberBand(ln(raw / limit), 1)).
    func _bandedZoomScale(_ raw: CGFloat) -> CGFloat {
        let clamped = _clampedZoomScale(raw)
        guard clamped != raw, bouncesZoom, raw > 0 else { return clamped }
        return clamped * exp(_ScrollPhysics.rubberBand(log(raw / clamped), dimension: 1))
    }
}
