// Status: partial — minimum/maximum track images trap; no behavioralStyle (iOS 15 Mac idiom).
import Foundation

/// A control that picks a value from a continuous range: a 4-point track, filled in the tint
/// colour up to a white 28-point thumb that the finger drags (UIKitBehaviour #271, #272).
///
/// The drag must start on the thumb, as on iOS; the thumb then follows the finger's movement.
/// With ``isContinuous`` (the default) each change sends `.valueChanged`; without, one is sent
/// when the finger lifts, if the value changed. Setting values in code sends nothing.
@preconcurrency @MainActor
open class UISlider: UIControl {
    static let _trackHeight: CGFloat = 4
    static let _thumbDiameter: CGFloat = 28
    static let _height: CGFloat = 31
    /// How far beyond the thumb a touch still grabs it.
    static let _thumbSlop: CGFloat = 10
    /// The gap between a value image and the track.
    static let _imageGap: CGFloat = 12

    var _value: Float = 0
    var _minimumValue: Float = 0
    var _maximumValue: Float = 1
    let _maximumTrack = UIView()
    let _minimumTrack = UIView()
    let _thumb = UIImageView()
    var _minimumImageView: UIImageView?
    var _maximumImageView: UIImageView?
    var _thumbImages: [UInt: UIImage] = [:]
    /// The finger's distance from the thumb's centre when it grabbed it.
    var _grabOffset: CGFloat = 0
    /// The value when the drag began (a non-continuous slider reports a change at the end).
    var _valueAtGrab: Float = 0

    /// Creates a slider with the range 0…1 at value 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [_maximumTrack, _minimumTrack] {
            part.isUserInteractionEnabled = false
            part.layer.cornerRadius = Self._trackHeight / 2
            addSubview(part)
        }
        _thumb.isUserInteractionEnabled = false
        _thumb.layer.cornerRadius = Self._thumbDiameter / 2
        _thumb.layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        _thumb.layer.shadowOpacity = 0.2
        _thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        _thumb.layer.shadowRadius = 4
        addSubview(_thumb)
        _applyColors()
    }

    /// Creating sliders from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UISlider.init(coder:)")
    }

    // MARK: Value

    /// The value, always within ``minimumValue``…``maximumValue``; 0 by default. Setting it
    /// clamps it; NaN is ignored (UIKitBehaviour #272).
    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value (clamped), moving the thumb with an animation when `animated`; sends
    /// no event.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else {
            UIView._report("UISlider.setValue(_:animated:): ignored NaN")
            return
        }
        _value = _clamped(value)
        _moveThumb(animated: animated)
    }

    /// The lower end of the range; 0 by default. Raising it above the maximum raises the
    /// maximum to it; the value is clamped again.
    open var minimumValue: Float {
        get { _minimumValue }
        set {
            guard newValue.isFinite else { return UIView._report("UISlider.minimumValue: ignored \(newValue)") }
            _minimumValue = newValue
            if _maximumValue < newValue { _maximumValue = newValue }
            _rangeDidChange()
        }
    }

    /// The upper end of the range; 1 by default. Lowering it below the minimum lowers the
    /// minimum to it; the value is clamped again.
    open var maximumValue: Float {
        get { _maximumValue }
        set {
            guard newValue.isFinite else { return UIView._report("UISlider.maximumValue: ignored \(newValue)") }
            _maximumValue = newValue
            if _minimumValue > newValue { _minimumValue = newValue }
            _rangeDidChange()
        }
    }

    /// Whether a drag sends `.valueChanged` as the value changes (true, the default) or once
    /// when the finger lifts.
    open var isContinuous = true

    // MARK: Appearance

    /// The track left of the thumb; nil means the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.minimumTrackTintColor, minimumTrackTintColor)
            _applyColors()
        }
    }

    /// The track right of the thumb; nil means the system fill colour.
    open var maximumTrackTintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.maximumTrackTintColor, maximumTrackTintColor)
            _applyColors()
        }
    }

    /// The thumb's colour; nil means white.
    open var thumbTintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.thumbTintColor, thumbTintColor)
            _applyColors()
        }
    }

    /// An image left of the track (the track shortens to make room).
    open var minimumValueImage: UIImage? {
        didSet { _minimumImageView = _updateImageView(_minimumImageView, image: minimumValueImage) }
    }

    /// An image right of the track.
    open var maximumValueImage: UIImage? {
        didSet { _maximumImageView = _updateImageView(_maximumImageView, image: maximumValueImage) }
    }

    /// Sets the thumb's image for `state` (nil removes it); the thumb shows the image for the
    /// current state, else the `.normal` one, else the drawn white circle.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        _thumbImages[state.rawValue] = image
        _applyColors()
        setNeedsLayout()
    }

    /// The thumb image set for `state`.
    open func thumbImage(for state: UIControl.State) -> UIImage? { _thumbImages[state.rawValue] }

    /// The thumb image for the current state.
    open var currentThumbImage: UIImage? { _thumbImages[state.rawValue] ?? _thumbImages[0] }

    /// Images for the track left of the thumb are not built.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        _unimplemented("UISlider.setMinimumTrackImage(_:for:)")
    }

    /// Images for the track right of the thumb are not built.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        _unimplemented("UISlider.setMaximumTrackImage(_:for:)")
    }

    /// The minimum track image for `state`: none (track images are not built).
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { nil }

    /// The maximum track image for `state`: none (track images are not built).
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { nil }

    /// The minimum track image for the current state: none.
    open var currentMinimumTrackImage: UIImage? { nil }

    /// The maximum track image for the current state: none.
    open var currentMaximumTrackImage: UIImage? { nil }

    // MARK: Geometry

    /// Where the minimum value image goes: at the leading edge, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else {
            return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: at the trailing edge, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else {
            return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
        }
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: 4 points high, centred vertically, between the value images.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let minImage = minimumValueImageRect(forBounds: bounds)
        let maxImage = maximumValueImageRect(forBounds: bounds)
        let left = minimumValueImage == nil ? bounds.minX : minImage.maxX + Self._imageGap
        let right = maximumValueImage == nil ? bounds.maxX : maxImage.minX - Self._imageGap
        return CGRect(
            x: left, y: bounds.midY - Self._trackHeight / 2, width: max(0, right - left), height: Self._trackHeight)
    }

    /// The thumb for `value`: its centre moves along the track so that its edges meet the
    /// track's ends at the minimum and the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self._thumbDiameter, height: Self._thumbDiameter)
        let span = _maximumValue - _minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, _minimumValue), _maximumValue) - _minimumValue) / span) : 0
        let travel = max(0, rect.width - size.width)
        return CGRect(
            x: rect.minX + travel * fraction, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Width unspecified, 31 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self._height) }

    /// The width asked for (at least the thumb's), 31 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, Self._thumbDiameter), height: Self._height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _applyColors()
    }

    open override var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1 : 0.5 }
    }

    // MARK: Tracking (see UISlider+Tracking.swift)

    /// A value control's primary action is its value change, not a touch up.
    override var _sendsPrimaryActionOnTouchUp: Bool { false }

    /// Grabs the thumb when the touch is on it (within 10 points); elsewhere the slider ignores
    /// the touch.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { _beginTracking(touch) }

    /// Moves the value with the finger.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { _continueTracking(touch) }

    /// Sends a non-continuous slider's `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { _finishTracking() }

    /// Sends a non-continuous slider's `.valueChanged` for the change made so far.
    open override func cancelTracking(with event: UIEvent?) { _finishTracking() }
}
