// Status: partial — no indexDisplayMode, directionalPressGestureRecognizer, allowsKeyboardScrolling, bouncesHorizontally/bouncesVertically or contentAlignmentPoint
import Foundation

/// A view whose bounds origin — the content offset — moves to show a larger content area:
/// dragged by a pan, decelerating and bouncing on the media clock, paging, zooming, with
/// scroll indicators.
///
/// The implementation lives in aspect files: `+Insets` (offset range, adjusted insets),
/// `+Dragging` (the pan), `+Deceleration` (momentum and spring-back), `+Paging`, `+Zooming`,
/// `+Animation` (animated offsets, scroll to visible, to top), `+Indicators`, `+ContentTouches`,
/// `+LayoutGuides`; the formulas are in `_ScrollPhysics`.
///
/// - Note: Differs from UIKit: the pan and pinch recognizers' `delegate` is an internal
///   object that forwards to the scroll view when (a subclass of) it conforms to
///   `UIGestureRecognizerDelegate`, as UIKit's scroll view is its recognizers' delegate.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    var _contentSize = CGSize.zero
    var _contentInset = UIEdgeInsets.zero
    /// The adjusted inset last announced (`adjustedContentInsetDidChange()`).
    var _lastAdjustedContentInset = UIEdgeInsets.zero
    var _contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Tracking, dragging and the drag's bookkeeping.
    var _drag = _ScrollDragState()
    /// The motion running on the media clock (deceleration, spring-back, an animated offset).
    var _motion: _ScrollMotion?
    var _zoom = _ScrollZoomState()
    var _indicators = _ScrollIndicators()
    var _decelerationRate = DecelerationRate.normal
    var _minimumZoomScale: CGFloat = 1
    var _maximumZoomScale: CGFloat = 1
    var _verticalScrollIndicatorInsets = UIEdgeInsets.zero
    var _horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    var _contentLayoutGuide: UILayoutGuide?
    var _frameLayoutGuide: UILayoutGuide?
    /// Forwards the recognizers' delegate questions to the scroll view.
    lazy var _gestureDelegate = _ScrollGestureDelegate(scrollView: self)
    let _panGestureRecognizer = _ScrollViewPanGestureRecognizer()
    var _pinchGestureRecognizer: UIPinchGestureRecognizer?
    var _delayedTouchesRecognizer: _DelayedContentTouchesRecognizer?
    /// Whether the content received the current touches (their delay ran out or was off).
    var _contentTracksTouches = false
    /// Whether a release lands on the target offset with paging's spring even without
    /// `isPagingEnabled` (a collection view's group-paging orthogonal sections).
    var _springsToTarget = false
    /// The pull-to-refresh control (see Controls/UIRefreshControl+ScrollView.swift).
    var _refreshControl: UIRefreshControl?

    /// Creates a scroll view; it clips its content, as UIKit's does, and has its pan
    /// recognizer attached.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        _installGestureRecognizers()
    }

    /// Creating views from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) {
        _unimplemented("UIScrollView.init(coder:)")
    }

    // MARK: Key-value coding and observing (see UIScrollView+KeyValueCoding.swift)

    nonisolated package override class func _observableKey(for keyPath: AnyKeyPath, root: Any.Type) -> String? {
        _scrollViewObservableKey(for: keyPath, root: root) ?? super._observableKey(for: keyPath, root: root)
    }

    open override func value(forKey key: String) -> Any? {
        if let value = _scrollViewValue(forKey: key) { return value }
        return super.value(forKey: key)
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        if !_setScrollViewValue(value, forKey: key) { super.setValue(value, forKey: key) }
    }

    /// The object told about scrolling, dragging and zooming (not retained).
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Content

    /// The view's bounds; moving their origin is scrolling: it lays the content out again and
    /// tells the delegate `scrollViewDidScroll(_:)`, as setting `contentOffset` does.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            guard let observers = _keyValueObservers else { return _setScrollBounds(newValue) }
            observers.change(["contentOffset"], of: self) { _setScrollBounds(newValue) }
        }
    }

    /// The point of the content shown at the view's top-left corner (the bounds origin).
    /// Setting it stops nothing and tells the delegate `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard let observers = _keyValueObservers else { return _setContentOffset(newValue) }
            observers.change(["contentOffset"], of: self) { _setContentOffset(newValue) }
        }
    }

    private func _setScrollBounds(_ newValue: CGRect) {
        let oldOrigin = super.bounds.origin
        super.bounds = newValue
        if super.bounds.origin != oldOrigin { _offsetDidChange() }
    }

    /// Moves the content to `contentOffset`, at once or animated (0.3 s, ease-in-ease-out, on
    /// the media clock: `scrollViewDidScroll(_:)` each frame, then
    /// `scrollViewDidEndScrollingAnimation(_:)`).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        _setContentOffset(contentOffset, animated: animated)
    }

    /// The size of the content area.
    open var contentSize: CGSize {
        get { _contentSize }
        set {
            guard let observers = _keyValueObservers else { return _setContentSize(newValue) }
            observers.change(["contentSize"], of: self) { _setContentSize(newValue) }
        }
    }

    /// Extra space around the content, in which the content can also be scrolled.
    open var contentInset: UIEdgeInsets {
        get { _contentInset }
        set {
            guard let observers = _keyValueObservers else { return _setContentInset(newValue) }
            observers.change(["contentInset"], of: self) { _setContentInset(newValue) }
        }
    }

    /// The content inset plus the safe-area insets `contentInsetAdjustmentBehavior` adds.
    open var adjustedContentInset: UIEdgeInsets { _computedAdjustedContentInset }

    /// Called when `adjustedContentInset` changed; subclasses call super.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// How the safe area is added to `contentInset`; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { _contentInsetAdjustmentBehavior }
        set {
            _contentInsetAdjustmentBehavior = newValue
            _updateAdjustedContentInset()
        }
    }

    /// Whether the scroll indicator insets follow the safe area; true by default.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// A guide for the content area: its edges are the content's, in the scroll view's
    /// coordinates; constraining its size sets `contentSize`.
    open var contentLayoutGuide: UILayoutGuide { _makeContentLayoutGuide() }

    /// A guide for the scroll view's frame: it stays put on screen as the content scrolls.
    open var frameLayoutGuide: UILayoutGuide { _makeFrameLayoutGuide() }

    /// Recomputes the adjusted content inset before laying out.
    open override func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { _updateAdjustedContentInset() }
        super.layoutSublayers(of: layer)
        if layer === self.layer { _layoutDidRun() }
        if layer === self.layer { _refreshControl?._layoutInScrollView() }
    }

    // MARK: Scrolling behaviour

    /// The pull-to-refresh control shown above the content (iOS 10); setting it adds the
    /// control as a subview and removes the previous one.
    open var refreshControl: UIRefreshControl? {
        get { _refreshControl }
        set { _setRefreshControl(newValue) }
    }

    /// Whether the user can scroll by dragging; turning it off stops a drag in progress.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether a drag that starts along one axis stays on it; false by default.
    open var isDirectionalLockEnabled = false

    /// Whether the content bounces past its edges (rubber-banding); true by default.
    open var bounces = true

    /// Whether vertical dragging bounces even when the content is not taller than the view.
    open var alwaysBounceVertical = false

    /// Whether horizontal dragging bounces even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false

    /// Whether scrolling stops on multiples of the scroll view's bounds; false by default.
    open var isPagingEnabled = false

    /// How quickly the content slows after a flick; `.normal` by default.
    open var decelerationRate: DecelerationRate {
        get { _decelerationRate }
        set { _setDecelerationRate(newValue) }
    }

    /// Whether a tap on the status bar scrolls to the top; true by default.
    open var scrollsToTop = true

    /// How the keyboard is dismissed by a drag; `.none` by default.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Scrolls so that `rect` (in content coordinates) is visible, as little as needed.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        _scrollRectToVisible(rect, animated: animated)
    }

    // MARK: State

    /// Whether a finger is down on the scroll view (it may not have dragged yet).
    open var isTracking: Bool { _drag.isTracking }

    /// Whether the user dragged the content; stays true while the content decelerates after
    /// the finger lifts.
    open var isDragging: Bool { _drag.isDragging }

    /// Whether the content moves on after the finger lifted (momentum or bouncing back).
    open var isDecelerating: Bool { _motion?.isDeceleration ?? false }

    // MARK: Touches

    /// Whether touches reach the content only after a short delay (0.15 s) in which a drag
    /// may start; true by default.
    open var delaysContentTouches = true

    /// Whether a drag may take over touches the content already tracks; true by default.
    open var canCancelContentTouches = true

    /// Whether touches that began in `view` (a subview) are delivered to it; true by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a drag may cancel touches that `view` tracks: true unless it is a `UIControl`.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// Decides for the scroll view's own pan and pinch whether they may begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        _gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The recognizer that drags the content.
    open var panGestureRecognizer: UIPanGestureRecognizer { _panGestureRecognizer }

    /// The recognizer that zooms; nil unless zooming is possible (the zoom scales differ).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { _pinchGestureRecognizer }

    // MARK: Zooming

    /// The smallest zoom scale; 1 by default.
    open var minimumZoomScale: CGFloat {
        get { _minimumZoomScale }
        set { _setZoomScaleLimit(newValue, isMinimum: true) }
    }

    /// The largest zoom scale; 1 by default.
    open var maximumZoomScale: CGFloat {
        get { _maximumZoomScale }
        set { _setZoomScaleLimit(newValue, isMinimum: false) }
    }

    /// The current zoom scale of the view for zooming; 1 by default.
    open var zoomScale: CGFloat {
        get { _zoom.scale }
        set { _setZoomScale(newValue, animated: false) }
    }

    /// Sets the zoom scale (clamped to the limits), at once or animated.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        _setZoomScale(scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view, as far as the
    /// limits allow.
    open func zoom(to rect: CGRect, animated: Bool) {
        _zoom(to: rect, animated: animated)
    }

    /// Whether a zoom past the limits bounces back; true by default.
    open var bouncesZoom = true

    /// Whether the user is pinching.
    open var isZooming: Bool { _zoom.isZooming }

    /// Whether the zoom scale is animating back into its limits.
    open var isZoomBouncing: Bool { _zoom.isBouncing }

    // MARK: Indicators

    /// Whether the vertical indicator shows while scrolling; true by default.
    open var showsVerticalScrollIndicator = true

    /// Whether the horizontal indicator shows while scrolling; true by default.
    open var showsHorizontalScrollIndicator = true

    /// The indicators' colour scheme; `.default` by default.
    open var indicatorStyle: IndicatorStyle = .default

    /// How far the vertical indicator stays from the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { _verticalScrollIndicatorInsets }
        set { _setIndicatorInsets(newValue, vertical: true) }
    }

    /// How far the horizontal indicator stays from the edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { _horizontalScrollIndicatorInsets }
        set { _setIndicatorInsets(newValue, vertical: false) }
    }

    /// Both indicators' insets (deprecated in UIKit; reads the vertical one).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { _verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Shows the indicators for a moment, then fades them.
    open func flashScrollIndicators() {
        _flashScrollIndicators()
    }
}
