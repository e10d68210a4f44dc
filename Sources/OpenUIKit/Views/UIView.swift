import Foundation

/// A rectangle on screen backed by a `CALayer`: the building block of every screen.
///
/// Each view creates its layer from `layerClass` and is that layer's delegate. Geometry and
/// appearance properties read and write the layer; inside an animation block the view answers
/// the layer's action requests with animations (see `UIView.animate`), outside one it answers
/// with no action, so changes apply at once.
@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency CALayerDelegate, UICoordinateSpace {
    /// The class of layer a view of this class creates; `CALayer` by default.
    ///
    /// The view creates its layer with the class's `init()`; during animations the layer's
    /// `presentation()` is an instance of the class too, made with its `init(layer:)`.
    open class var layerClass: AnyClass { CALayer.self }

    let _layer: CALayer
    weak var _superview: UIView?
    var _subviews: [UIView] = []
    var _backgroundColor: UIColor?
    var _tintColor: UIColor?
    var _maskView: UIView?
    var _layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var _lastSafeAreaInsets = UIEdgeInsets.zero
    /// Running block animations of this view's layer made without `.allowUserInteraction`;
    /// while any runs, hit testing skips the view (UIKitBehaviour #111).
    var _interactionBlockingAnimations = 0
    /// The view controller whose root view this is (not retained: the controller owns the view).
    weak var _viewController: UIViewController?
    /// Whether the view has been in a window (for the leak census).
    var _hasBeenInWindow = false
    /// The gesture recognizers attached to the view, in the order they were added.
    var _gestureRecognizers: [UIGestureRecognizer] = []
    /// What the view's drawing has found out and been asked for (see `UIView+Drawing`).
    var _drawing = _ViewDrawingState()
    /// Auto Layout state, made on first use (see `UIView+Constraints`).
    var _layoutState: _ViewLayoutState?
    /// The motion effects added to the view (see `UIView+MotionEffects`).
    var _motionEffects: [UIMotionEffect] = []
    /// Appearance proxies: the recipe of a proxy, the properties set on an instance.
    var _proxyStateIfMade: _ProxyCustomizationState?

    /// Creates a view with the given frame rectangle.
    public init(frame: CGRect) {
        let type: AnyClass = Self.layerClass
        guard let layerType = type as? CALayer.Type else {
            _programmerError("UIView.layerClass must return CALayer or a subclass of it, not \(type)")
        }
        _layer = layerType.init(_segueFactory: nil)
        super.init()
        _UIViewCensus.live.add(1, ordering: .relaxed)
        _UIViewCensus.created.record(self)
        _layer.delegate = self
        _layer.isOpaque = true
        _prepareForDrawing()
        if frame != .zero { self.frame = frame }
    }

    deinit {
        _UIViewCensus.live.subtract(1, ordering: .relaxed)
        if _layoutState != nil, DispatchQueue._isMainContext {
            MainActor.assumeIsolated { _layoutRootWillDeallocate() }
        }
    }

    // MARK: Key-value coding and observing (see UIView+KeyValueCoding.swift)

    nonisolated package override class func _observableKey(for keyPath: AnyKeyPath, root: Any.Type) -> String? {
        _viewObservableKey(for: keyPath, root: root)
    }

    open override func value(forKey key: String) -> Any? {
        if let value = _viewValue(forKey: key) { return value }
        return super.value(forKey: key)
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        if !_setViewValue(value, forKey: key) { super.setValue(value, forKey: key) }
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creating views from archives is not supported: there are no nibs or storyboards.
    public required init?(coder: NSCoder) {
        _unimplemented("UIView.init(coder:)")
    }

    // MARK: Layer and geometry

    /// The view's backing layer.
    open var layer: CALayer { _layer }

    /// The view's frame in its superview's coordinates (the bounding box when transformed).
    open var frame: CGRect {
        get { _layer.frame }
        set {
            guard let observers = _keyValueObservers else { return _setFrame(newValue) }
            observers.change(["frame"], of: self) { _setFrame(newValue) }
        }
    }

    /// The view's own coordinate space: its origin and size.
    open var bounds: CGRect {
        get { _layer.bounds }
        set {
            guard let observers = _keyValueObservers else { return _setBounds(newValue) }
            observers.change(["bounds", "frame"], of: self) { _setBounds(newValue) }
        }
    }

    /// The view's center in its superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { _layer.position }
        set {
            guard let observers = _keyValueObservers else { return _setCenter(newValue) }
            observers.change(["center", "frame"], of: self) { _setCenter(newValue) }
        }
    }

    /// The view's 2-D transform about its center.
    open var transform: CGAffineTransform {
        get { _layer.affineTransform() }
        set {
            let transform = CATransform3DMakeAffineTransform(newValue)
            guard let observers = _keyValueObservers else { return _setTransform(transform, name: "transform") }
            observers.change(["transform", "frame"], of: self) { _setTransform(transform, name: "transform") }
        }
    }

    /// The view's 3-D transform (the layer's transform).
    open var transform3D: CATransform3D {
        get { _layer.transform }
        set {
            guard let observers = _keyValueObservers else { return _setTransform(newValue, name: "transform3D") }
            observers.change(["transform", "frame"], of: self) { _setTransform(newValue, name: "transform3D") }
        }
    }

    // MARK: Appearance

    /// The view's opacity, 0…1 (the layer's opacity).
    open var alpha: CGFloat {
        get { CGFloat(_layer.opacity) }
        set {
            guard let observers = _keyValueObservers else { return _setAlpha(newValue) }
            observers.change(["alpha"], of: self) { _setAlpha(newValue) }
        }
    }

    /// Whether the view is hidden.
    ///
    /// A stack view's arranged subview that is hidden takes no space in the stack; hidden
    /// inside an animation block, it collapses while the others move, then hides.
    open var isHidden: Bool {
        get { _isHidden }
        set {
            guard let observers = _keyValueObservers else { return _setHidden(newValue) }
            observers.change(["isHidden"], of: self) { _setHidden(newValue) }
        }
    }

    /// The view's background colour; nil (the default) is transparent.
    open var backgroundColor: UIColor? {
        get { _backgroundColor }
        set {
            _appearancePropertySet(\.backgroundColor, newValue)
            _backgroundColor = newValue
            _layer.backgroundColor = _layerColor(newValue)
        }
    }

    /// Whether subviews are clipped to the view's bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { _layer.masksToBounds }
        set { _layer.masksToBounds = newValue }
    }

    /// An optional view whose alpha channel masks the view's content; nil by default.
    ///
    /// The mask view's layer becomes the layer's `mask`: the view shows where the mask view
    /// is opaque. The mask view is placed in the view's bounds coordinates and is not a subview.
    ///
    /// - Note: UIKit asks that the mask view have no superview; Segue removes it from its
    ///   superview when it becomes a mask (a layer cannot be in two places). A view that
    ///   contains the receiver cannot mask it: that is reported and ignored.
    open var mask: UIView? {
        get { _maskView }
        set {
            if let view = newValue, view._superview != nil, !isDescendant(of: view) { view.removeFromSuperview() }
            _layer.mask = newValue?._layer
            if _layer.mask === newValue?._layer { _maskView = newValue }
        }
    }

    /// Whether the view is opaque (a drawing hint); true by default.
    open var isOpaque: Bool {
        get { _layer.isOpaque }
        set { _layer.isOpaque = newValue }
    }

    /// How the view's content fills its bounds; `.scaleToFill` by default.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { _contentModeDidChange() }
    }

    /// The tint colour: the nearest explicitly set one up the hierarchy, else the system tint.
    open var tintColor: UIColor! {
        get { _tintColor ?? _superview?.tintColor ?? UIView._defaultTintColor }
        set {
            _appearanceTintSet(newValue)
            _tintColor = newValue
            _tintColorDidChangeInTree()
        }
    }

    /// Called when the effective tint colour changes.
    open func tintColorDidChange() {}

    /// An integer that identifies the view.
    open var tag = 0

    /// Whether the view receives touches; true by default.
    open var isUserInteractionEnabled = true

    /// Whether the view receives more than one touch at a time; false by default.
    open var isMultipleTouchEnabled = false

    /// Whether the view receives touches exclusively; false by default.
    open var isExclusiveTouch = false

    // MARK: Hierarchy

    /// The view's superview.
    open var superview: UIView? { _superview }

    /// The view's subviews, back to front.
    open var subviews: [UIView] { _subviews }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current._superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews (moving it from its old superview).
    open func addSubview(_ view: UIView) { _insertSubview(view, at: _subviews.count) }

    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) { _insertSubview(view, at: index) }

    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        _insertSubview(view, nextTo: siblingSubview, above: false)
    }

    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        _insertSubview(view, nextTo: siblingSubview, above: true)
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() { _removeFromSuperview() }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) { _reorder(view, toFront: true) }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) { _reorder(view, toFront: false) }

    /// Swaps the subviews at two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { _exchangeSubview(at: index1, index2) }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate._superview
        }
        return false
    }

    /// Makes the first responder resign if it is the receiver or one of its descendants;
    /// returns whether no first responder is left in the subtree.
    ///
    /// With `force` false the first responder is asked (`canResignFirstResponder`, then
    /// `resignFirstResponder()`) and may refuse, and the result is false; with `force` true it
    /// stops being first responder even if it refuses. With no first responder in the subtree
    /// there is nothing to end and the result is true. Forced, a text field's delegate is not
    /// asked `textFieldShouldEndEditing(_:)` (UIKitBehaviour #230).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let view = UIApplication._firstResponder as? UIView, view.isDescendant(of: self) else { return true }
        if !force { return view.canResignFirstResponder && view.resignFirstResponder() }
        _KeyboardController.current.forceResign(view)
        return true
    }

    /// The first view with `tag` in a depth-first search starting at the receiver.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in _subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the view moves to a new superview (nil when it is removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}

    /// Called before the view moves to a new window (nil when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view moved to a new window.
    open func didMoveToWindow() {}

    /// The next responder: the superview (a view controller's view answers its controller).
    open override var next: UIResponder? { _nextResponder }

    /// Draws the view and its subviews as they appear on screen now into `rect` of the current
    /// graphics context; with `afterUpdates`, pending layout and changes are committed first.
    /// Returns whether it drew.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        _drawHierarchy(in: rect, afterScreenUpdates: afterUpdates)
    }

    // MARK: Gesture recognizers (see UIView+Gestures)

    /// The gesture recognizers attached to the view, in the order they were added; nil when
    /// there are none. Setting it removes the recognizers not in the new list and adds the new ones.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set { _setGestureRecognizers(newValue) }
    }

    /// Attaches `gestureRecognizer` to the view, detaching it from any other view first;
    /// adding a recognizer the view already has changes nothing.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        _addGestureRecognizer(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer` from the view; a gesture in progress is cancelled (its
    /// handlers see `.cancelled`) and one still possible fails.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        _removeGestureRecognizer(gestureRecognizer)
    }

    /// Whether `gestureRecognizer` may leave `.possible` for a touch hit-tested to this view;
    /// true by default, except that an enabled control refuses single-tap, single-touch
    /// recognizers of other views, so that its own action wins (UIKit's rule since iOS 6).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        _allowsGestureToBegin(gestureRecognizer)
    }

    // MARK: Layout

    /// Whether the view resizes its subviews by their `autoresizingMask` when its size changes.
    open var autoresizesSubviews = true

    /// How the view resizes when its superview's size changes.
    open var autoresizingMask: AutoresizingMask = []

    /// Lays out subviews: the default gives subviews placed by constraints their solved frames.
    ///
    /// Autoresizing happens as sizes change, before this runs. Overrides that use Auto Layout
    /// must call `super` (UIKit reports "Auto Layout still required after executing
    /// -layoutSubviews" otherwise).
    open func layoutSubviews() { _applyConstraintBasedLayoutToSubviews() }

    /// Marks the view as needing layout at the next frame.
    open func setNeedsLayout() { _layer.setNeedsLayout() }

    /// Lays out the view now if it (or an ancestor that affects it) needs layout.
    ///
    /// Runs the update-constraints pass and solves the hierarchy's constraints first, so that a
    /// constraint change followed by `layoutIfNeeded()` inside an animation block animates the
    /// new frames.
    open func layoutIfNeeded() {
        _prepareConstraintBasedLayout()
        _layer.layoutIfNeeded()
    }

    /// The size that best fits `size`; the default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size of the view's content; `noIntrinsicMetric` in both axes by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Marks the intrinsic content size as changed: the layout engine re-reads it at the next
    /// layout pass.
    open func invalidateIntrinsicContentSize() { _intrinsicContentSizeDidChange() }

    // MARK: Auto Layout (see UIView+Constraints)

    /// The view whose first baseline constraints on the receiver's `.firstBaseline` use; the
    /// receiver by default (a stack view answers one of its arranged views).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline constraints on the receiver's `.lastBaseline` use; the
    /// receiver by default (a stack view answers one of its arranged views).
    open var forLastBaselineLayout: UIView { self }

    /// Whether the view's class needs Auto Layout to work; false by default.
    ///
    /// A class that creates its constraints in `updateConstraints()` returns true, so that the
    /// update pass reaches it even before it has any constraint.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints: override it to add or change constraints in the
    /// update pass, and call `super` last.
    ///
    /// As in UIKit, an override that does not call `super` traps ("Auto Layout still required
    /// after sending -updateConstraints …").
    open func updateConstraints() { _layoutStateForWriting.didCallSuperUpdateConstraints = true }

    /// Runs the update-constraints pass now for the view and its subviews, if any needs it.
    open func updateConstraintsIfNeeded() { _updateConstraintsPass() }

    /// Marks the view's constraints as needing an update: `updateConstraints()` runs at the
    /// next layout pass.
    open func setNeedsUpdateConstraints() { _setNeedsUpdateConstraints() }

    /// Whether the view's constraints need an update.
    open func needsUpdateConstraints() -> Bool { _layoutState?.needsUpdateConstraints ?? false }

    /// How strongly the view resists growing beyond its intrinsic size along `axis`; 250 by default.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal
            ? (_layoutState?.hugging.horizontal ?? .defaultLow) : (_layoutState?.hugging.vertical ?? .defaultLow)
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _setContentPriority(priority, for: axis, hugging: true)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`; 750 by default.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal
            ? (_layoutState?.compressionResistance.horizontal ?? .defaultHigh)
            : (_layoutState?.compressionResistance.vertical ?? .defaultHigh)
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        _setContentPriority(priority, for: axis, hugging: false)
    }

    /// The smallest size (for `layoutFittingCompressedSize`) or largest (for
    /// `layoutFittingExpandedSize`) that satisfies the view's constraints, or the size closest
    /// to `targetSize` at `fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        _systemLayoutSize(fitting: targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints with its width and height pulled towards
    /// `targetSize` at the given priorities (`.required` fixes that dimension).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        _systemLayoutSize(fitting: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The default spacing between the view's edges and its content; 8 pt on each side.
    open var layoutMargins: UIEdgeInsets {
        get { _layoutMargins }
        set {
            _layoutMargins = newValue
            layoutMarginsDidChange()
        }
    }

    /// The layout margins with leading and trailing edges (left-to-right).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: _layoutMargins.top, leading: _layoutMargins.left, bottom: _layoutMargins.bottom,
                trailing: _layoutMargins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the view also respects its superview's margins; false by default.
    open var preservesSuperviewLayoutMargins = false

    /// Whether the margins are measured from the safe area; true by default.
    open var insetsLayoutMarginsFromSafeArea = true

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}

    /// The parts of the view covered by the window's unsafe edges (status bar, home indicator).
    open var safeAreaInsets: UIEdgeInsets { _computedSafeAreaInsets }

    /// Called when the safe area insets change.
    open func safeAreaInsetsDidChange() {}

    // MARK: Converting and hit testing

    /// Converts `point` from the receiver's coordinates to `view`'s (window coordinates when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { _layer.convert(point, to: _targetLayer(view)) }

    /// Converts `point` from `view`'s coordinates (window coordinates when nil) to the receiver's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        _layer.convert(point, from: _targetLayer(view))
    }

    /// Converts `rect` from the receiver's coordinates to `view`'s (the bounding box when rotated).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { _layer.convert(rect, to: _targetLayer(view)) }

    /// Converts `rect` from `view`'s coordinates to the receiver's (the bounding box when rotated).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { _layer.convert(rect, from: _targetLayer(view)) }

    /// Converts `point` from the receiver's coordinates to those of `coordinateSpace` (a view,
    /// or a screen's space), through screen space when they are in different windows.
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        _convert(point, to: coordinateSpace)
    }

    /// Converts `point` from the coordinates of `coordinateSpace` (a view, or a screen's
    /// space) to the receiver's.
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        _convert(point, from: coordinateSpace)
    }

    /// Converts `rect` from the receiver's coordinates to those of `coordinateSpace` (the
    /// bounding box when rotated).
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        _convert(rect, to: coordinateSpace)
    }

    /// Converts `rect` from the coordinates of `coordinateSpace` to the receiver's (the
    /// bounding box when rotated).
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        _convert(rect, from: coordinateSpace)
    }

    /// The deepest visible, interactive descendant (or the receiver) containing `point`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { _hitTest(point, with: event) }

    /// Whether `point`, in the receiver's coordinates, is inside the view: its bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Drawing and snapshots

    /// Draws the receiver's image within the passed-in rectangle; the default draws nothing.
    ///
    /// Override it to draw the view's content with UIKit or Core Graphics calls into
    /// `UIGraphicsGetCurrentContext()` (y down, origin at the bounds' origin). It is called
    /// when the view is first displayed, after `setNeedsDisplay()`, and on size changes with
    /// `contentMode == .redraw`; `rect` is the view's bounds. See `UIView+Drawing` for how
    /// Segue finds out that a class overrides it.
    open func draw(_ rect: CGRect) { _drawing.baseDrawWasReached = true }

    /// Marks the receiver's entire bounds rectangle as needing to be redrawn at the next commit.
    open func setNeedsDisplay() { _setNeedsDisplay() }

    /// Marks the specified rectangle as needing to be redrawn (Segue redraws the whole view).
    open func setNeedsDisplay(_ rect: CGRect) { _setNeedsDisplay() }

    /// A view showing a frozen copy of the receiver's current appearance.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        _snapshotView(afterScreenUpdates: afterUpdates)
    }

    // MARK: The layer's delegate

    /// The action for a change of the layer's `event`: an animation inside an animation block,
    /// no action (`NSNull`) outside one.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { _action(for: layer, forKey: event) }

    /// Lays out the layer's sublayers: calls `layoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) { _layoutSublayers(of: layer) }

    /// Displays the layer's content.
    ///
    /// Draws the view into a new backing store when its class draws; see `UIView+Drawing`.
    open func display(_ layer: CALayer) { _display(layer) }

    /// Draws the layer's content into `ctx`.
    ///
    /// Makes `ctx` the current UIKit context and calls `draw(_:)` with the view's bounds.
    open func draw(_ layer: CALayer, in ctx: CGContext) { _draw(layer, in: ctx) }

    // MARK: Traits (see UIView+Traits)

    /// The view's traits: its controller's for a controller's view, else its superview's
    /// (see `UITraitEnvironment`).
    open var traitCollection: UITraitCollection { _currentTraits }

    /// Called when the view's traits changed, with the old ones (UIKitBehaviour #223).
    ///
    /// `UITraitCollection.current` is the new traits while it runs. Overrides call super.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style the view and its subviews use whatever they inherit;
    /// `.unspecified` (the default) inherits it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _overrideUserInterfaceStyle }
        set { _overrideUserInterfaceStyle = newValue }
    }

    /// The view's traits, overrides and trait-change registrations.
    lazy var _traitState = _TraitState { [unowned self] in _TraitUpdate.refresh(self) }
}
