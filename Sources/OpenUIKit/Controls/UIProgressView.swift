// Status: partial — progress and track images, and observedProgress, trap.
import Foundation

/// A bar that shows how far a task has come: a rounded track filled from the leading edge in
/// the tint colour (UIKitBehaviour #277).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// Progress view styles.
    public enum Style: Int, Sendable {
        /// The standard rounded bar.
        case `default` = 0
        /// The bar of a toolbar: square ends, no track fill.
        case bar = 1
    }

    static let _height: CGFloat = 4
    static let _animationDuration: TimeInterval = 0.25

    var _progress: Float = 0
    let _fill = UIView()

    /// Creates a `.default` progress view at 0.
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        _setUp()
    }

    /// Creates a progress view of `style`, 4 points high and no wider than 0 until laid out.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self._height))
        progressViewStyle = style
        _applyColors()  // an initializer's own assignment runs no observers
    }

    /// Creating progress views from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIProgressView.init(coder:)")
    }

    /// The style; `.default` unless created with another.
    open var progressViewStyle: Style { didSet { _applyColors() } }

    /// The progress from 0 to 1; values outside are clamped, NaN is ignored with a report.
    open var progress: Float {
        get { _progress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets the progress (clamped), growing or shrinking the fill over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else { return UIView._report("UIProgressView.setProgress(_:animated:): ignored NaN") }
        _progress = min(max(progress, 0), 1)
        if animated, window != nil {
            UIView.animate(
                withDuration: Self._animationDuration, delay: 0, options: [.beginFromCurrentState],
                animations: { self._layoutFill() })
        } else {
            UIView.performWithoutAnimation { _layoutFill() }
        }
    }

    /// The fill's colour; nil means the tint colour.
    open var progressTintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.progressTintColor, progressTintColor)
            _applyColors()
        }
    }

    /// The track's colour; nil means the system fill colour (clear for `.bar`).
    open var trackTintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.trackTintColor, trackTintColor)
            _applyColors()
        }
    }

    /// Progress images are not built.
    open var progressImage: UIImage? {
        get { nil }
        set { _unimplemented("UIProgressView.progressImage") }
    }

    /// Track images are not built.
    open var trackImage: UIImage? {
        get { nil }
        set { _unimplemented("UIProgressView.trackImage") }
    }

    /// Following a `Progress` object is not built.
    open var observedProgress: Progress? {
        get { nil }
        set { _unimplemented("UIProgressView.observedProgress") }
    }

    /// Width unspecified, 4 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self._height) }

    /// The width asked for, 4 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(0, size.width), height: Self._height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutFill()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _applyColors()
    }

    // MARK: Drawing

    func _setUp() {
        clipsToBounds = true
        _fill.isUserInteractionEnabled = false
        addSubview(_fill)
        _applyColors()
    }

    /// The fill covers `progress` of the width from the leading edge (the trailing edge in a
    /// right-to-left layout).
    func _layoutFill() {
        let width = bounds.width * CGFloat(_progress)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        _fill.frame = CGRect(x: rightToLeft ? bounds.width - width : 0, y: 0, width: width, height: bounds.height)
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        layer.cornerRadius = radius
        _fill.layer.cornerRadius = radius
    }

    func _applyColors() {
        _fill.backgroundColor = progressTintColor ?? tintColor
        backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
        setNeedsLayout()
    }
}
