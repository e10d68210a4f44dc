// Status: partial — indicator images, scrubbing (allowsContinuousInteraction), the iOS 16 direction and progress, and the shrinking of overflowing indicators are not built (indicator images trap).
import Foundation

/// A row of dots, one per page, with the current page's dot brighter (UIKitBehaviour #279).
///
/// A tap on the left of the current page's dot goes back a page, on the right forward one, and
/// sends `.valueChanged`. Setting ``currentPage`` in code sends nothing.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How the control draws a background behind the dots (iOS 14).
    public enum BackgroundStyle: Int, Sendable {
        /// A background only while the user interacts.
        case automatic = 0
        /// Always a background.
        case prominent = 1
        /// Never a background.
        case minimal = 2
    }

    static let _dotDiameter: CGFloat = 7
    /// From one dot's centre to the next.
    static let _dotPitch: CGFloat = 16
    static let _height: CGFloat = 26
    /// The space left and right of the dots in the natural width.
    static let _sideInset: CGFloat = 10

    var _numberOfPages = 0
    var _currentPage = 0
    var _dots: [UIView] = []
    let _platter = UIView()

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _platter.isUserInteractionEnabled = false
        _platter.backgroundColor = UIColor(white: 0, alpha: 0.25)
        _platter.isHidden = true
        addSubview(_platter)
    }

    /// Creating page controls from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIPageControl.init(coder:)")
    }

    /// The number of pages (dots); negative values count as 0. The current page is clamped
    /// into the new range.
    open var numberOfPages: Int {
        get { _numberOfPages }
        set {
            _numberOfPages = max(0, newValue)
            _currentPage = min(max(_currentPage, 0), max(0, _numberOfPages - 1))
            _rebuildDots()
        }
    }

    /// The current page, clamped to 0…numberOfPages − 1.
    open var currentPage: Int {
        get { _currentPage }
        set {
            _currentPage = min(max(newValue, 0), max(0, _numberOfPages - 1))
            _updateDots()
        }
    }

    /// Whether the dots are hidden when there is only one page; false by default.
    open var hidesForSinglePage = false { didSet { _updateDots() } }

    /// The colour of the other pages' dots; nil means white at 30 % opacity.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.pageIndicatorTintColor, pageIndicatorTintColor)
            _updateDots()
        }
    }

    /// The colour of the current page's dot; nil means white.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.currentPageIndicatorTintColor, currentPageIndicatorTintColor)
            _updateDots()
        }
    }

    /// The background style; `.automatic` by default (`.prominent` draws a translucent capsule).
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { _updateDots() } }

    /// Whether a drag scrubs through the pages (stored; scrubbing is not built).
    open var allowsContinuousInteraction = true

    /// Whether the dots wait for ``updateCurrentPageDisplay()`` after a tap (deprecated; stored).
    open var defersCurrentPageDisplay = false

    /// Brings the dots up to date (they always are).
    open func updateCurrentPageDisplay() { _updateDots() }

    /// Indicator images are not built.
    open var preferredIndicatorImage: UIImage? {
        get { nil }
        set { _unimplemented("UIPageControl.preferredIndicatorImage") }
    }

    /// Indicator images are not built.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        _unimplemented("UIPageControl.setIndicatorImage(_:forPage:)")
    }

    /// The size that shows `pageCount` dots: 16 points a page plus 10 at each side, 26 high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        return CGSize(width: count > 0 ? count * Self._dotPitch + 2 * Self._sideInset : 0, height: Self._height)
    }

    /// The size for the current number of pages.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: _numberOfPages) }

    /// The size for the current number of pages.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: _numberOfPages) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let natural = size(forNumberOfPages: _numberOfPages)
        _platter.frame = CGRect(
            x: bounds.midX - natural.width / 2, y: bounds.midY - natural.height / 2,
            width: natural.width, height: natural.height)
        _platter.layer.cornerRadius = natural.height / 2
        for (index, dot) in _dots.enumerated() {
            let center = _dotCenter(index)
            dot.frame = CGRect(
                x: center.x - Self._dotDiameter / 2, y: center.y - Self._dotDiameter / 2,
                width: Self._dotDiameter, height: Self._dotDiameter)
        }
    }

    /// A value control's primary action is its value change, not a touch up.
    override var _sendsPrimaryActionOnTouchUp: Bool { false }

    /// A tap moves one page towards the side it lands on (touch up inside).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, _numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let current = _dotCenter(_currentPage).x
        let target = x < current ? _currentPage - 1 : (x > current ? _currentPage + 1 : _currentPage)
        guard target >= 0, target < _numberOfPages, target != _currentPage else { return }
        currentPage = target
        _sendValueChanged()
    }

    // MARK: Drawing

    /// The centre of page `index`'s dot: the dots are centred in the bounds.
    func _dotCenter(_ index: Int) -> CGPoint {
        let rowWidth = CGFloat(_numberOfPages) * Self._dotPitch
        return CGPoint(x: bounds.midX - rowWidth / 2 + (CGFloat(index) + 0.5) * Self._dotPitch, y: bounds.midY)
    }

    func _rebuildDots() {
        for dot in _dots { dot.removeFromSuperview() }
        _dots = (0..<_numberOfPages).map { _ in
            let dot = UIView()
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self._dotDiameter / 2
            addSubview(dot)
            return dot
        }
        invalidateIntrinsicContentSize()
        _updateDots()
        setNeedsLayout()
    }

    func _updateDots() {
        let hidden = hidesForSinglePage && _numberOfPages <= 1
        _platter.isHidden = hidden || backgroundStyle != .prominent || _numberOfPages == 0
        for (index, dot) in _dots.enumerated() {
            dot.isHidden = hidden
            dot.backgroundColor =
                index == _currentPage
                ? (currentPageIndicatorTintColor ?? .white)
                : (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3))
        }
    }
}
