import Foundation

/// The stepper's presses: a step at touch down, then repeats on the media clock while the
/// finger stays on the button (UIKitBehaviour #275, #276).
extension UIStepper {
    /// Whether stepping in `direction` (+1 or −1) can change the value.
    func _canStep(_ direction: Double) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return direction > 0 ? _value < _maximumValue : _value > _minimumValue
    }

    /// Steps once in `direction`: past an end, a wrapping stepper goes to the other end, else
    /// the value stops at the end. Sends `.valueChanged` at once when continuous.
    func _step(_ direction: Double) {
        guard _canStep(direction) else { return }
        var next = _value + direction * _stepValue
        if wraps {
            if next > _maximumValue {
                next = _value >= _maximumValue ? _minimumValue : _maximumValue
            } else if next < _minimumValue {
                next = _value <= _minimumValue ? _maximumValue : _minimumValue
            }
        }
        next = min(max(next, _minimumValue), _maximumValue)
        guard next != _value else { return }
        _value = next
        _updateButtons()
        if isContinuous { _sendValueChanged() }
    }

    /// The button at `point`: +1 on the right half, −1 on the left.
    func _direction(at point: CGPoint) -> Double { point.x >= bounds.midX ? 1 : -1 }

    func _beginPress(at point: CGPoint) {
        let direction = _direction(at: point)
        _valueAtTouchDown = _value
        _pressedDirection = direction
        _pressID += 1
        _step(direction)
        _updateButtons()
        setNeedsLayout()
        guard autorepeat else { return }
        let id = _pressID
        let start = CACurrentMediaTime()
        var repeats = 0
        let app = UIApplication.shared
        app._frameTickers.append { [weak self] now in
            guard let self, self._pressID == id else { return false }
            while let direction = self._pressedDirection,
                now >= start + UIStepper._autorepeatDelay + Double(repeats) * UIStepper._autorepeatInterval - 1e-9
            {
                repeats += 1
                self._step(direction)
            }
            return self._pressedDirection != nil
        }
        app._host?.applicationNeedsFrame(app)
    }

    func _movePress(to point: CGPoint) {
        let onButton = bounds.contains(point) && _direction(at: point) == (_pressedDirection ?? _direction(at: point))
        if !onButton, _pressedDirection != nil {
            _pressedDirection = nil
            _updateButtons()
        }
    }

    func _endPress() {
        _pressedDirection = nil
        _pressID += 1
        _updateButtons()
        if !isContinuous, _value != _valueAtTouchDown { _sendValueChanged() }
    }

    /// Dims a button that cannot step and shows the pressed one's fill.
    func _updateButtons() {
        _minus.isDimmed = !_canStep(-1)
        _plus.isDimmed = !_canStep(1)
        _pressedFill.isHidden = _pressedDirection == nil
        if let direction = _pressedDirection {
            _pressedFill.frame = direction > 0 ? _plus.frame : _minus.frame
        }
    }
}

/// The − or + of a stepper: bars in the label colour, dimmed when the button cannot step.
@MainActor
final class _StepperGlyph: UIView {
    private let horizontal = UIView()
    private let vertical: UIView?

    init(plus: Bool) {
        vertical = plus ? UIView() : nil
        super.init(frame: .zero)
        for bar in [horizontal] + (vertical.map { [$0] } ?? []) {
            bar.backgroundColor = .label
            bar.layer.cornerRadius = 1
            addSubview(bar)
        }
    }

    required init?(coder: NSCoder) {
        _unimplemented("_StepperGlyph.init(coder:)")
    }

    var isDimmed = false {
        didSet { alpha = isDimmed ? 0.3 : 1 }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let length: CGFloat = 14
        let thickness: CGFloat = 2
        horizontal.frame = CGRect(
            x: bounds.midX - length / 2, y: bounds.midY - thickness / 2, width: length, height: thickness)
        vertical?.frame = CGRect(
            x: bounds.midX - thickness / 2, y: bounds.midY - length / 2, width: thickness, height: length)
    }
}
