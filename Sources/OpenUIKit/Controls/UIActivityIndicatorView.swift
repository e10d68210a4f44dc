import Foundation

/// A spinner that shows work in progress: eight spokes fading round a circle, turning one
/// spoke at a time on the media clock while animating (UIKitBehaviour #278).
///
/// It starts stopped, and hidden while stopped (``hidesWhenStopped`` is true by default).
/// While it animates, the application is never idle: `HeadlessHost.runUntilIdle()` reports the
/// running animation, so tests of screens with a spinner advance by a time instead.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// Spinner styles.
    public enum Style: Int, Sendable {
        /// 20 × 20 (iOS 13).
        case medium = 100
        /// 37 × 37 (iOS 13).
        case large = 101
        /// 37 × 37, white (deprecated).
        case whiteLarge = 0
        /// 20 × 20, white (deprecated).
        case white = 1
        /// 20 × 20, grey (deprecated).
        case gray = 2
    }

    /// The animation key of the turning spokes.
    static let _spinKey = "segue.activityIndicator.spin"
    /// One turn takes this long, in eight steps.
    static let _turnDuration: CFTimeInterval = 1
    /// The spokes' opacities from the leading one backwards.
    static let _spokeOpacities: [CGFloat] = [1, 0.86, 0.74, 0.62, 0.52, 0.43, 0.36, 0.3]

    let _spokeContainer = UIView()
    var _spokes: [UIView] = []
    var _isAnimating = false
    var _color: UIColor?
    /// How many spokes show (a refresh control reveals them as it is pulled); 8 normally.
    var _visibleSpokes = 8 { didSet { _updateSpokeColors() } }

    /// Creates a stopped, hidden spinner of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self._size(for: style)))
        _setUp()
    }

    /// Creates a stopped, hidden `.medium` spinner at `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        _setUp()
    }

    /// Creating spinners from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIActivityIndicatorView.init(coder:)")
    }

    /// The style: its size and default colour.
    open var style: Style {
        didSet {
            _makeSpokes()
            invalidateIntrinsicContentSize()
        }
    }

    /// The spokes' colour; setting nil restores the style's (the secondary label colour, or
    /// white for the deprecated white styles).
    open var color: UIColor! {
        get { _color ?? _defaultColor }
        set {
            _appearancePropertySet(\.color, newValue)
            _color = newValue
            _updateSpokeColors()
        }
    }

    /// Whether the spinner hides while stopped; true by default.
    open var hidesWhenStopped = true {
        didSet { if !_isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spinner is animating.
    open var isAnimating: Bool { _isAnimating }

    /// Shows the spinner and starts turning its spokes; does nothing when already animating.
    open func startAnimating() {
        guard !_isAnimating else { return }
        _isAnimating = true
        isHidden = false
        _addSpin()
    }

    /// Stops the spokes (and hides the spinner when ``hidesWhenStopped``).
    open func stopAnimating() {
        guard _isAnimating else { return }
        _isAnimating = false
        _spokeContainer.layer.removeAnimation(forKey: Self._spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size (20 × 20 or 37 × 37).
    open override var intrinsicContentSize: CGSize { Self._size(for: style) }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self._size(for: style) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = Self._size(for: style).width
        _spokeContainer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        _spokeContainer.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// Stops turning the spokes while out of a window (still ``isAnimating``) and turns them
    /// again when the spinner comes back, as UIKit does; so a spinner left animating in a
    /// dismissed screen does not keep the application busy.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard _isAnimating else { return }
        if window == nil {
            _spokeContainer.layer.removeAnimation(forKey: Self._spinKey)
        } else if _spokeContainer.layer.animation(forKey: Self._spinKey) == nil {
            _addSpin()
        }
    }

    // MARK: Drawing

    static func _size(for style: Style) -> CGSize {
        switch style {
        case .medium, .white, .gray: CGSize(width: 20, height: 20)
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        }
    }

    var _defaultColor: UIColor {
        switch style {
        case .white, .whiteLarge: .white
        case .gray: .gray
        case .medium, .large: .secondaryLabel
        }
    }

    func _setUp() {
        _spokeContainer.isUserInteractionEnabled = false
        addSubview(_spokeContainer)
        isHidden = true
        _makeSpokes()
    }

    /// Eight rounded spokes round the centre: the leading one at 12 o'clock, the others fading
    /// anticlockwise behind it.
    func _makeSpokes() {
        for spoke in _spokes { spoke.removeFromSuperview() }
        let side = Self._size(for: style).width
        let large = side > 30
        let length: CGFloat = large ? 10.5 : 5.5
        let width: CGFloat = large ? 4 : 2
        let inner: CGFloat = large ? 8 : 4.5
        _spokeContainer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        _spokes = (0..<8).map { index in
            let spoke = UIView()
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.layer.cornerRadius = width / 2
            spoke.layer.anchorPoint = CGPoint(x: 0.5, y: 1 + inner / length)
            spoke.center = CGPoint(x: side / 2, y: side / 2)
            spoke.transform = CGAffineTransform(rotationAngle: -CGFloat(index) * .pi / 4)
            _spokeContainer.addSubview(spoke)
            return spoke
        }
        _updateSpokeColors()
        setNeedsLayout()
    }

    func _updateSpokeColors() {
        for (index, spoke) in _spokes.enumerated() {
            spoke.backgroundColor = color
            spoke.alpha = index < _visibleSpokes ? Self._spokeOpacities[index] : 0
        }
    }

    /// Turns the spokes an eighth of a turn every eighth of ``_turnDuration``, for ever.
    func _addSpin() {
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<8).map { CGFloat($0) * .pi / 4 }
        spin.calculationMode = .discrete
        spin.duration = Self._turnDuration
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        _spokeContainer.layer.add(spin, forKey: Self._spinKey)
    }
}
