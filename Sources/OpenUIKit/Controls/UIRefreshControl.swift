import Foundation

/// The pull-to-refresh control of a scroll view (``UIScrollView/refreshControl``) or a table
/// view controller: a spinner above the content that appears as the content is pulled down
/// (UIKitBehaviour #280, #281).
///
/// Pulling the content down by 130 points or more while dragging begins refreshing: the
/// spinner turns, the control sends `.valueChanged`, and the scroll view's adjusted top inset
/// grows by the control's height, so the content rests below the spinner after the release.
/// ``endRefreshing()`` stops the spinner and scrolls the content back up with an animation.
/// ``beginRefreshing()`` refreshes without a pull and sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// How far the content must be pulled past its resting top for a pull to begin refreshing.
    static let _triggerDistance: CGFloat = 130
    /// The control's height without a title…
    static let _height: CGFloat = 60
    /// …and what a title adds.
    static let _titleHeight: CGFloat = 20

    let _spinner = UIActivityIndicatorView(style: .medium)
    let _titleLabel = UILabel()
    var _isRefreshing = false
    /// The scroll view whose `refreshControl` this is.
    weak var _scrollView: UIScrollView?
    /// What the control adds to the scroll view's adjusted top inset (its height while refreshing).
    var _insetTop: CGFloat = 0
    /// Whether this pull already began refreshing (another needs the content back at its top).
    var _pullTriggered = false

    /// Creates a refresh control that is not refreshing.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self._height))
        _spinner.hidesWhenStopped = false
        _spinner.isHidden = false
        _spinner._visibleSpokes = 0
        addSubview(_spinner)
        _titleLabel.textAlignment = .center
        _titleLabel.isHidden = true
        addSubview(_titleLabel)
        isHidden = true
    }

    /// Creating refresh controls from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIRefreshControl.init(coder:)")
    }

    /// Whether the control is refreshing.
    open var isRefreshing: Bool { _isRefreshing }

    /// A title shown under the spinner (in the font and colour of its first character; the
    /// secondary label colour at 13 points by default).
    open var attributedTitle: NSAttributedString? {
        didSet {
            _appearancePropertySet(\.attributedTitle, attributedTitle)
            let title = attributedTitle
            let attributes = (title?.length ?? 0) > 0 ? title!.attributes(at: 0, effectiveRange: nil) : [:]
            _titleLabel.text = title?.string
            _titleLabel.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 13)
            _titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .secondaryLabel
            _titleLabel.isHidden = attributedTitle == nil
            _layoutInScrollView()
        }
    }

    /// Begins refreshing in code: the spinner turns and the content's resting top moves below
    /// the control; the content does not scroll, and no event is sent (UIKitBehaviour #281).
    open func beginRefreshing() {
        guard !_isRefreshing else { return }
        _isRefreshing = true
        _spinner._visibleSpokes = 8
        _spinner.startAnimating()
        // The content stays where it is, even at its top: the control shows only if the app
        // scrolls to it (UIKitBehaviour #281).
        let offset = _scrollView?.contentOffset
        _setInsetTop(_fullHeight)
        if let scrollView = _scrollView, let offset, scrollView.contentOffset != offset {
            scrollView._applyOffset(offset)
        }
    }

    /// Ends refreshing: the spinner stops and the content scrolls back to its top (0.3 s)
    /// when it rests at the refreshing top.
    open func endRefreshing() {
        guard _isRefreshing else { return }
        _isRefreshing = false
        _spinner.stopAnimating()
        guard let scrollView = _scrollView else { return _setInsetTop(0) }
        let restingTop = -scrollView.adjustedContentInset.top
        let atRest = abs(scrollView.contentOffset.y - restingTop) < 0.5 && !scrollView.isTracking
        if atRest {
            let target = CGPoint(x: scrollView.contentOffset.x, y: restingTop + _insetTop)
            scrollView.setContentOffset(target, animated: true)
        }
        _setInsetTop(0)
    }

    /// The spinner takes a tint colour set on the control itself; an inherited tint leaves
    /// it grey (UIKitBehaviour #280).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _spinner.color = _tintColor
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _spinner.center = CGPoint(x: bounds.midX, y: bounds.minY + Self._height / 2)
        _titleLabel.frame = CGRect(
            x: 8, y: bounds.minY + Self._height - 12, width: max(0, bounds.width - 16), height: Self._titleHeight)
    }

    // MARK: In the scroll view

    var _fullHeight: CGFloat { Self._height + (attributedTitle == nil ? 0 : Self._titleHeight) }

    /// How far the content is pulled down past the top it rests at without the control.
    var _pullDistance: CGFloat {
        guard let scrollView = _scrollView else { return 0 }
        let baseTop = scrollView.adjustedContentInset.top - _insetTop
        return -(scrollView.contentOffset.y + baseTop)
    }

    func _setInsetTop(_ value: CGFloat) {
        guard value != _insetTop else { return }
        _insetTop = value
        _scrollView?._updateAdjustedContentInset()
        _layoutInScrollView()
    }

    /// Follows the scroll view's offset: sits between the visible top and the content, shows
    /// spokes as the pull grows, and begins refreshing when a drag pulls far enough.
    func _scrollViewDidScroll() {
        guard let scrollView = _scrollView else { return }
        let pull = _pullDistance
        if pull <= 0 { _pullTriggered = false }
        if !_isRefreshing {
            _spinner._visibleSpokes = Int((8 * min(max(pull, 0) / Self._triggerDistance, 1)).rounded(.down))
            if scrollView.isDragging, scrollView.isTracking, !_pullTriggered, isEnabled, pull >= Self._triggerDistance {
                _pullTriggered = true
                beginRefreshing()
                sendActions(for: .valueChanged)
            }
        }
        _layoutInScrollView()
    }

    /// Places the control above the content: as tall as the gap the pull opened, at least its
    /// own height, its spinner in the band nearest the visible top.
    func _layoutInScrollView() {
        guard let scrollView = _scrollView else { return }
        let height = max(_pullDistance, _fullHeight)
        frame = CGRect(x: scrollView.bounds.minX, y: -height, width: scrollView.bounds.width, height: height)
        isHidden = !_isRefreshing && _pullDistance <= 0
        layoutIfNeeded()
    }
}
