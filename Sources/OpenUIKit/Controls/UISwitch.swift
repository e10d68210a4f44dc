// Status: partial — the sliding style only; onImage/offImage and title are stored, not drawn (as on iPhone).
import Foundation

/// A control that turns an option on or off: a 51 × 31 capsule whose thumb slides to the right
/// when on (UIKitBehaviour #270).
///
/// A tap toggles it; a drag moves the thumb to the side under the finger and the release keeps
/// that side. Either way the thumb slides with an animation and the control sends
/// `.valueChanged` when the value changed. ``setOn(_:animated:)`` and ``isOn`` change the value
/// without sending anything, as in UIKit.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size every switch has: its frame's size is ignored, as UIKit ignores it.
    static let _size = CGSize(width: 51, height: 31)
    /// The gap between the thumb and the track's edge.
    static let _thumbInset: CGFloat = 2
    /// How much wider the thumb grows while the finger is down.
    static let _pressedStretch: CGFloat = 8

    /// Styles of switch (iOS 14).
    public enum Style: Int, Sendable {
        /// The platform's style (sliding on iPhone).
        case automatic = 0
        /// A checkbox (Mac Catalyst only).
        case checkbox = 1
        /// The sliding switch.
        case sliding = 2
    }

    let _track = UIView()
    let _onFill = UIView()
    let _thumb = UIView()
    var _isOn = false
    /// The side the finger has dragged the thumb to during this touch, nil before it drags.
    var _dragSide: Bool?
    var _touchStart = CGPoint.zero

    /// Creates a switch (off) at `frame`'s origin; its size is always 51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self._size))
        _track.isUserInteractionEnabled = false
        _track.clipsToBounds = true
        _track.layer.cornerRadius = Self._size.height / 2
        _track.backgroundColor = .secondarySystemFill
        _onFill.alpha = 0
        _track.addSubview(_onFill)
        addSubview(_track)
        _thumb.isUserInteractionEnabled = false
        _thumb.layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        _thumb.layer.shadowOpacity = 0.2
        _thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        _thumb.layer.shadowRadius = 4
        addSubview(_thumb)
        _applyColors()
        _layoutParts()
    }

    /// Creating switches from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UISwitch.init(coder:)")
    }

    /// Whether the switch is on; setting it moves the thumb without animation and sends no event.
    open var isOn: Bool {
        get { _isOn }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, sliding the thumb when `animated`; sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        _isOn = on
        _dragSide = nil
        _show(on: on, animated: animated)
    }

    /// The colour of the track when on; nil means `.systemGreen`.
    open var onTintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.onTintColor, onTintColor)
            _applyColors()
        }
    }

    /// The colour of the thumb; nil means white.
    open var thumbTintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.thumbTintColor, thumbTintColor)
            _applyColors()
        }
    }

    /// An image for the on state (drawn only on iOS 6 and earlier; stored).
    open var onImage: UIImage? { didSet { _appearancePropertySet(\.onImage, onImage) } }

    /// An image for the off state (drawn only on iOS 6 and earlier; stored).
    open var offImage: UIImage? { didSet { _appearancePropertySet(\.offImage, offImage) } }

    /// A title shown beside a checkbox-style switch (Mac Catalyst; stored).
    open var title: String?

    /// The style the app prefers; `.automatic` by default.
    open var preferredStyle: Style = .automatic

    /// The style in use: always `.sliding` (the only style on iPhone and iPad).
    open var style: Style { .sliding }

    /// Keeps the switch 51 × 31 whatever size is set, as UIKit does.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self._size) }
    }

    /// 51 × 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self._size }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { Self._size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    open override var isHighlighted: Bool {
        didSet {
            guard isHighlighted != oldValue else { return }
            UIView.animate(withDuration: 0.2) { self._layoutParts() }
        }
    }

    open override var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1 : 0.5 }
    }

    // MARK: Tracking

    /// A value control's primary action is its value change, not a touch up.
    override var _sendsPrimaryActionOnTouchUp: Bool { false }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _touchStart = touch.location(in: self)
        _dragSide = nil
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if _dragSide == nil, abs(point.x - _touchStart.x) < 4 { return true }
        let side = point.x > bounds.midX
        if side != _dragSide {
            _dragSide = side
            _show(on: side, animated: true)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue: Bool
        if let side = _dragSide {
            newValue = side
        } else if isTouchInside {
            newValue = !_isOn
        } else {
            newValue = _isOn
        }
        _dragSide = nil
        let changed = newValue != _isOn
        _isOn = newValue
        _show(on: newValue, animated: true)
        if changed { _sendValueChanged() }
    }

    open override func cancelTracking(with event: UIEvent?) {
        _dragSide = nil
        _show(on: _isOn, animated: true)
    }

    // MARK: Drawing

    /// The side the thumb shows: the drag's side while dragging, else the value.
    var _shownOn: Bool { _dragSide ?? _isOn }

    func _show(on: Bool, animated: Bool) {
        let apply = {
            self._onFill.alpha = on ? 1 : 0
            self._layoutParts(on: on)
        }
        if animated, window != nil {
            UIView.animate(
                withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                options: [.beginFromCurrentState, .allowUserInteraction], animations: apply)
        } else {
            apply()
        }
    }

    func _layoutParts(on: Bool? = nil) {
        let on = on ?? _shownOn
        let size = Self._size
        let inset = Self._thumbInset
        _track.frame = CGRect(origin: .zero, size: size)
        _onFill.frame = _track.bounds
        let diameter = size.height - 2 * inset
        let width = diameter + (isHighlighted ? Self._pressedStretch : 0)
        let x = on ? size.width - inset - width : inset
        _thumb.frame = CGRect(x: x, y: inset, width: width, height: diameter)
        _thumb.layer.cornerRadius = diameter / 2
    }

    func _applyColors() {
        _onFill.backgroundColor = onTintColor ?? .systemGreen
        _thumb.backgroundColor = thumbTintColor ?? .white
    }
}
