// Status: partial — setting increment, decrement, background and divider images traps.
import Foundation

/// A control of two buttons, − and +, that lower and raise a value by a step: a 94 × 32 grey
/// rounded rectangle split by a divider (UIKitBehaviour #275, #276).
///
/// A touch on a button changes the value at once; held, it repeats (``autorepeat``) on the
/// media clock. A button whose step would leave the range is dimmed and does nothing, unless
/// the stepper ``wraps``.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    static let _size = CGSize(width: 94, height: 32)
    /// The first repeat comes this long after the touch went down…
    static let _autorepeatDelay: CFTimeInterval = 0.5
    /// …then one each this often.
    static let _autorepeatInterval: CFTimeInterval = 0.1

    var _value: Double = 0
    var _minimumValue: Double = 0
    var _maximumValue: Double = 100
    var _stepValue: Double = 1
    let _background = UIView()
    let _divider = UIView()
    let _pressedFill = UIView()
    let _minus = _StepperGlyph(plus: false)
    let _plus = _StepperGlyph(plus: true)
    /// The button the finger is on (+1 or −1), nil when none.
    var _pressedDirection: Double?
    /// The value when the touch went down (a non-continuous stepper reports a change at the end).
    var _valueAtTouchDown: Double = 0
    /// Identifies the current press's repeat ticker.
    var _pressID = 0

    /// Creates a stepper at `frame`'s origin (always 94 × 32): value 0 in 0…100, step 1.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self._size))
        _background.backgroundColor = .tertiarySystemFill
        _background.layer.cornerRadius = 8
        _background.clipsToBounds = true
        _pressedFill.backgroundColor = .tertiarySystemFill
        _pressedFill.isHidden = true
        _background.addSubview(_pressedFill)
        _divider.backgroundColor = UIColor.separator
        for part in [_background, _divider, _minus, _plus] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        _updateButtons()
    }

    /// Creating steppers from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIStepper.init(coder:)")
    }

    /// Whether value changes during a touch are sent as they happen (true, the default) or
    /// once when the touch ends.
    open var isContinuous = true

    /// Whether holding a button repeats its step; true by default.
    open var autorepeat = true

    /// Whether stepping past one end of the range continues from the other; false by default.
    open var wraps = false { didSet { _updateButtons() } }

    /// The value, kept within the range; 0 by default. NaN is ignored with a report.
    open var value: Double {
        get { _value }
        set {
            guard !newValue.isNaN else { return UIView._report("UIStepper.value: ignored NaN") }
            _value = min(max(newValue, _minimumValue), _maximumValue)
            _updateButtons()
        }
    }

    /// The lowest value; 0 by default. It must be less than ``maximumValue``: UIKit raises
    /// otherwise, and Segue traps with UIKit's message.
    open var minimumValue: Double {
        get { _minimumValue }
        set {
            _require(
                newValue < _maximumValue,
                "UIStepper: minimumValue must be less than maximumValue (\(newValue) ≥ \(_maximumValue))")
            _minimumValue = newValue
            value = _value
        }
    }

    /// The highest value; 100 by default. It must be greater than ``minimumValue`` (Segue
    /// traps otherwise, as UIKit raises).
    open var maximumValue: Double {
        get { _maximumValue }
        set {
            _require(
                newValue > _minimumValue,
                "UIStepper: maximumValue must be greater than minimumValue (\(newValue) ≤ \(_minimumValue))")
            _maximumValue = newValue
            value = _value
        }
    }

    /// The step; 1 by default. It must be greater than 0 (Segue traps otherwise, as UIKit raises).
    open var stepValue: Double {
        get { _stepValue }
        set {
            _require(newValue > 0, "UIStepper: stepValue must be greater than 0, not \(newValue)")
            _stepValue = newValue
        }
    }

    /// Custom increment images are not built.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        _unimplemented("UIStepper.setIncrementImage(_:for:)")
    }

    /// Custom decrement images are not built.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        _unimplemented("UIStepper.setDecrementImage(_:for:)")
    }

    /// Custom background images are not built.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        _unimplemented("UIStepper.setBackgroundImage(_:for:)")
    }

    /// Custom divider images are not built.
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State
    ) {
        _unimplemented("UIStepper.setDividerImage(_:forLeftSegmentState:rightSegmentState:)")
    }

    /// The increment image for `state`: none (custom images are not built).
    open func incrementImage(for state: UIControl.State) -> UIImage? { nil }

    /// The decrement image for `state`: none (custom images are not built).
    open func decrementImage(for state: UIControl.State) -> UIImage? { nil }

    /// The background image for `state`: none (custom images are not built).
    open func backgroundImage(for state: UIControl.State) -> UIImage? { nil }

    /// The divider image for the states: none (custom images are not built).
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State)
        -> UIImage?
    { nil }

    /// Keeps the stepper 94 × 32 whatever size is set, as UIKit does.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self._size) }
    }

    /// 94 × 32.
    open override var intrinsicContentSize: CGSize { Self._size }

    /// 94 × 32.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self._size }

    open override var isEnabled: Bool { didSet { _updateButtons() } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = Self._size
        _background.frame = CGRect(origin: .zero, size: size)
        _divider.frame = CGRect(x: size.width / 2 - 0.5, y: 7, width: 1, height: size.height - 14)
        _minus.frame = CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)
        _plus.frame = CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height)
        _pressedFill.frame = _pressedDirection == 1 ? _plus.frame : _minus.frame
    }

    // MARK: Tracking (see UIStepper+Stepping.swift)

    /// A value control's primary action is its value change, not a touch up.
    override var _sendsPrimaryActionOnTouchUp: Bool { false }

    /// Steps at once on the button under the finger and starts the autorepeat.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _beginPress(at: touch.location(in: self))
        return true
    }

    /// Stops repeating while the finger is off the button it went down on.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _movePress(to: touch.location(in: self))
        return true
    }

    /// Ends the press; a non-continuous stepper sends its `.valueChanged` now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { _endPress() }

    /// Ends the press as ``endTracking(_:with:)`` does.
    open override func cancelTracking(with event: UIEvent?) { _endPress() }
}
