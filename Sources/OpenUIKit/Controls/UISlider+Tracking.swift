import Foundation

/// The slider's drag and drawing: a touch that starts on the thumb grabs it and moves the value
/// with the finger (UIKitBehaviour #271).
extension UISlider {
    func _beginTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        let thumb = _currentThumbRect
        guard thumb.insetBy(dx: -Self._thumbSlop, dy: -Self._thumbSlop).contains(point) else { return false }
        _grabOffset = point.x - thumb.midX
        _valueAtGrab = _value
        return true
    }

    func _continueTracking(_ touch: UITouch) -> Bool {
        let newValue = _value(forThumbCentre: touch.location(in: self).x - _grabOffset)
        guard newValue != _value else { return true }
        _value = newValue
        _layoutParts()
        if isContinuous { _sendValueChanged() }
        return true
    }

    /// The finger lifted or was cancelled: a non-continuous slider reports its change now.
    func _finishTracking() {
        if !isContinuous, _value != _valueAtGrab { _sendValueChanged() }
    }

    /// The value whose thumb is centred at `x` (clamped to the range).
    func _value(forThumbCentre x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let thumbWidth = _currentThumbRect.width
        let travel = track.width - thumbWidth
        guard travel > 0, x.isFinite else { return _value }
        let fraction = Float(min(max((x - track.minX - thumbWidth / 2) / travel, 0), 1))
        return _clamped(_minimumValue + fraction * (_maximumValue - _minimumValue))
    }

    var _currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value)
    }

    func _clamped(_ value: Float) -> Float { min(max(value, _minimumValue), _maximumValue) }

    func _rangeDidChange() {
        _value = _clamped(_value)
        _layoutParts()
    }

    func _moveThumb(animated: Bool) {
        if animated, window != nil {
            UIView.animate(
                withDuration: 0.3, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
                animations: { self._layoutParts() })
        } else {
            _layoutParts()
        }
    }

    func _layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumb = _currentThumbRect
        _maximumTrack.frame = track
        _minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        _thumb.frame = thumb
        _minimumImageView?.frame = minimumValueImageRect(forBounds: bounds)
        _maximumImageView?.frame = maximumValueImageRect(forBounds: bounds)
    }

    func _applyColors() {
        _minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        _maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        let image = currentThumbImage
        _thumb.image = image
        _thumb.backgroundColor = image == nil ? (thumbTintColor ?? .white) : nil
        _thumb.layer.shadowOpacity = image == nil ? 0.2 : 0
    }

    func _updateImageView(_ view: UIImageView?, image: UIImage?) -> UIImageView? {
        guard let image else {
            view?.removeFromSuperview()
            return nil
        }
        let imageView = view ?? UIImageView()
        imageView.image = image
        imageView.isUserInteractionEnabled = false
        if imageView.superview == nil { addSubview(imageView) }
        setNeedsLayout()
        return imageView
    }
}
