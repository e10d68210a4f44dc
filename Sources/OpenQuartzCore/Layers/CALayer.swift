import Foundation

/// An object that manages image-based content and lets you animate it: the node of the layer tree.
///
/// A model layer holds the values you set; its `presentation()` holds what is on screen at the
/// current media time, with running animations applied (UIKitBehaviour #149). Setting an animatable
/// property outside `CATransaction.setDisableActions(true)` looks up an action (delegate,
/// `actions`, then `defaultAction(forKey:)`) and runs it — for a standalone layer, an implicit
/// animation from the presentation value to the new value.
///
/// A subclass gets presentation copies of its own class, made with its `init(layer:)`, and
/// `UIView.layerClass` creates it with its `init()`, both through `init(_segueFactory:)`.
open class CALayer: NSObject, CAMediaTiming, _AssociationOwner, _KeyValueObservable {
    /// The model (or, for a presentation copy, the evaluated) property values.
    ///
    /// Every change to the values a tree snapshot reads advances `_LayerTreeGeneration`, so
    /// that cached snapshot plans go stale (a presentation copy being filled in does not).
    var _props = _LayerProperties() {
        didSet { if _modelLayer == nil || _isCommitted { _LayerTreeGeneration.advance() } }
    }
    /// This layer's own timing values.
    var _timing = _MediaTimingValues() { didSet { _LayerTreeGeneration.advance() } }
    /// For a presentation copy: the model layer it was made from.
    var _modelLayer: CALayer?
    var _sublayers: [CALayer] = [] { didSet { _LayerTreeGeneration.advance() } }
    /// Not retained (the superlayer retains its sublayers); cleared by `_detach` and by the
    /// superlayer's deinit. Unowned rather than weak so layers carry no side table.
    unowned(unsafe) var _superlayer: CALayer?
    /// The layer whose `mask` this layer is.
    unowned(unsafe) var _maskOwner: CALayer?
    /// For a presentation copy reached through a presentation tree: its parent copy, or the
    /// copy it masks. Retained: copies are transient and parents do not hold their children.
    var _presentationParent: CALayer?
    var _presentationMaskOwner: CALayer?
    var _mask: CALayer? { didSet { _LayerTreeGeneration.advance() } }
    /// Animations attached to this layer, in the order they were added.
    var _attached: [_AttachedAnimation] = [] {
        didSet {
            _programsAreCurrent = false
            _animationEventsAreDone = false
            if _settledLayersSlot >= 0 { _engine?.unsettle(self) }
        }
    }
    /// The attached animations compiled for evaluation (see `_AnimationProgram`).
    var _programs: [_AnimationProgram] = []
    /// What the programs keep out of line (keyframes, animations that evaluate themselves).
    var _programStore = _ProgramStore()
    var _programsAreCurrent = true {
        didSet { if !_programsAreCurrent { _LayerTreeGeneration.advance() } }
    }
    /// Every attached animation has started and can never finish (it repeats for ever), so the
    /// frame loop has no start or stop to look for on this layer.
    var _animationEventsAreDone = false
    /// Whether a transaction has committed this layer (before that, no presentation exists).
    var _isCommitted = false
    var _needsLayout = false
    var _needsDisplay = false
    /// Set by the default `CALayerDelegate.draw(_:in:)` while this layer draws: the delegate
    /// did not draw (see `_displayByDrawing`).
    var _delegateDrawWasDefault = false
    /// This layer's slots in the engine's layer sets, −1 when not a member (see `_LayerSet`).
    var _animatedLayersSlot = -1
    var _settledLayersSlot = -1
    var _layoutQueueSlot = -1
    var _displayQueueSlot = -1
    /// The engine whose queues or transactions hold this layer (told when it deallocates).
    weak var _engine: CAEngine?
    /// The node storage of this layer's last tree snapshot, shared with it (copy on write).
    var _snapshotStorage: [CALayerTreeSnapshot.Node] = []
    /// The `_LayerTreeGeneration` at this layer's last tree snapshot (−1 before the first).
    var _snapshotGeneration = -1
    /// The flattened plan of this layer's tree, valid while the generation is `plan.generation`.
    var _snapshotPlan: _SnapshotPlan?
    /// The key-value observations of this layer; nil (the fast path of the setters) when none.
    package final var _keyValueObservers: _KeyValueObservers?
    /// Whether `objc_setAssociatedObject` has been used on this layer (see `_AssociationOwner`).
    package var _hasAssociatedObjects = false
    /// Values stored under keys that name no property (CALayer is a key-value container).
    var _customValues: [String: Any] = [:]
    /// The presentation value of the property being changed, captured before the change for an
    /// implicit animation that has neither `fromValue` nor `toValue`.
    var _previousValue: (key: String, value: _AnimatableValue)?

    /// The layer's delegate: supplies actions, layout and drawing.
    open weak var delegate: (any CALayerDelegate)?

    /// Actions to run when the named properties change; checked after the delegate.
    open var actions: [String: any CAAction]?

    /// Whether `setNeedsDisplay()` is called automatically when the bounds change.
    open var needsDisplayOnBoundsChange = false

    /// Whether the layer's geometry is flipped vertically relative to its superlayer.
    open var isGeometryFlipped = false

    /// Creates a layer with default values.
    public override init() {
        super.init()
        CAEngine.current.registerNewLayer(self)
    }

    /// Creates a copy of `layer` for use as a presentation layer.
    ///
    /// Core Animation calls this to make presentation copies; subclasses override it to copy
    /// their own properties (after `super.init(layer:)`, reading them from `layer as? Self`).
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            _props = other._props
            _timing = other._timing
            delegate = other.delegate
            actions = other.actions
            needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
            isGeometryFlipped = other.isGeometryFlipped
            _customValues = other._customValues
        }
    }

    deinit {
        if _hasAssociatedObjects { _releaseAssociatedObjects(ofDeallocating: ObjectIdentifier(self)) }
        for sublayer in _sublayers where sublayer._superlayer === self { sublayer._superlayer = nil }
        if let mask = _mask, mask._maskOwner === self { mask._maskOwner = nil }
        for attached in _attached where attached.layer === self { attached.layer = nil }
        _engine?.forget(self)
    }

    /// Creating layers from archives is not supported (there are no nibs or archives).
    public required init?(coder: NSCoder) {
        _unimplemented("CALayer.init(coder:)")
    }

    /// Creates an instance of the receiver's dynamic class: with `init(layer:)` when `copying`
    /// is a layer to copy, else with `init()`.
    ///
    /// Segue addition, how a class held in a metatype (`UIView.layerClass`, a presentation copy
    /// of `type(of: layer)`) is instantiated without the Objective-C runtime. Being a
    /// convenience initializer, it is inherited by every subclass that implements (or
    /// inherits) all of CALayer's designated initializers — `init()`, `init(layer:)` and
    /// `init?(coder:)` — which is what a subclass written the UIKit way does; and
    /// `self.init(...)` reaches the subclass's overrides. A subclass that declares designated
    /// initializers of its own without overriding both `init()` and `init(layer:)` is told by
    /// the compiler that it must provide this initializer: override the missing one instead.
    ///
    /// - Note: Differs from Core Animation, which instantiates through the Objective-C runtime
    ///   and so accepts a subclass lacking `init(layer:)` until it is animated.
    public required convenience init(_segueFactory copying: Any?) {
        if let copying { self.init(layer: copying) } else { self.init() }
    }

    /// Returns a layer's presentation copy at the current media time, or nil if the layer has
    /// never been committed (UIKitBehaviour #149).
    ///
    /// The copy is an instance of the receiver's class made with its `init(layer:)` (which
    /// receives the model layer), then given the values on screen.
    open func presentation() -> Self? {
        guard _modelLayer == nil else { return self }
        guard _isCommitted else { return nil }
        return _makePresentation(at: CACurrentMediaTime()) as? Self
    }

    /// Returns the model layer of a presentation copy, or the receiver if it is a model layer.
    open func model() -> Self {
        (_modelLayer as? Self) ?? self
    }

    /// Makes an instance of the receiver's class for a presentation copy, with its `init(layer:)`.
    func _makePresentationInstance() -> CALayer { type(of: self).init(_segueFactory: self) }

    /// Makes the presentation copy at media time `time`.
    func _makePresentation(at time: CFTimeInterval) -> CALayer {
        let copy = _makePresentationInstance()
        copy._modelLayer = self
        copy._props = _presentationProperties(atMediaTime: time)
        copy._isCommitted = true
        return copy
    }

    // MARK: Geometry (UIKitBehaviour #139–#143)

    /// The bounds rectangle in the layer's own coordinate space. Animatable.
    ///
    /// A NaN in it is a programmer error, as Core Animation raises `CALayerInvalidGeometry`
    /// (UIKitBehaviour #394); huge and infinite values are kept, and drawing clamps them.
    open var bounds: CGRect {
        get { _props.bounds }
        set {
            _requireNoNaN(newValue)
            guard let observers = _keyValueObservers else { return _setBounds(newValue) }
            observers.change(["bounds"], of: self) { _setBounds(newValue) }
        }
    }

    /// Where the anchor point lies in the superlayer's coordinate space. Animatable.
    ///
    /// A NaN in it is a programmer error, as for `bounds` (UIKitBehaviour #394).
    open var position: CGPoint {
        get { _props.position }
        set {
            _requireNoNaN(newValue)
            guard let observers = _keyValueObservers else { return _change(.position) { $0.position = newValue } }
            observers.change(["position"], of: self) { _change(.position) { $0.position = newValue } }
        }
    }

    /// The layer's position on the z axis. Animatable.
    open var zPosition: CGFloat {
        get { _props.zPosition }
        set { _change(.zPosition) { $0.zPosition = newValue } }
    }

    /// The anchor point in unit coordinates of the bounds; transforms apply about it. Animatable.
    open var anchorPoint: CGPoint {
        get { _props.anchorPoint }
        set { _change(.anchorPoint) { $0.anchorPoint = newValue } }
    }

    /// The anchor point's position on the z axis. Animatable.
    open var anchorPointZ: CGFloat {
        get { _props.anchorPointZ }
        set { _change(.anchorPointZ) { $0.anchorPointZ = newValue } }
    }

    /// The transform applied to the layer, relative to its anchor point. Animatable.
    open var transform: CATransform3D {
        get { _props.transform }
        set { _change(.transform) { $0.transform = newValue } }
    }

    /// The transform applied to the sublayers, about the anchor point (typically a perspective). Animatable.
    open var sublayerTransform: CATransform3D {
        get { _props.sublayerTransform }
        set { _change(.sublayerTransform) { $0.sublayerTransform = newValue } }
    }

    /// The frame in the superlayer's coordinate space, derived from `position`, `bounds`,
    /// `anchorPoint` and `transform`: the bounding box of the transformed bounds (UIKitBehaviour #141–#143).
    ///
    /// Setting it sets `position` and `bounds.size` (never `bounds.origin`); under a transform
    /// other than scales and quarter-turn rotations the result is undefined, as in Core Animation.
    open var frame: CGRect {
        get { _props.frame }
        set {
            guard let observers = _keyValueObservers else { return _setFrame(newValue) }
            observers.change(["bounds", "position"], of: self) { _setFrame(newValue) }
        }
    }

    /// Returns `transform` as an affine transform (undefined when it is not affine).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets `transform` to the 3-D equivalent of `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    /// The layer's opacity, 0…1 (default 1). Animatable.
    open var opacity: Float {
        get { _props.opacity }
        set { _change(.opacity) { $0.opacity = newValue } }
    }

    /// Whether the layer and its sublayers are hidden. Animatable (discretely).
    open var isHidden: Bool {
        get { _props.isHidden }
        set { _change(.hidden) { $0.isHidden = newValue } }
    }

    /// The background colour (default nil). Animatable.
    open var backgroundColor: CGColor? {
        get { _props.backgroundColor }
        set { _change(.backgroundColor) { $0.backgroundColor = newValue } }
    }

    /// The radius of the rounded corners of the background and border. Animatable.
    open var cornerRadius: CGFloat {
        get { _props.cornerRadius }
        set { _change(.cornerRadius) { $0.cornerRadius = newValue } }
    }

    /// Which corners `cornerRadius` rounds (default all four).
    open var maskedCorners: CACornerMask {
        get { _props.maskedCorners }
        set { _props.maskedCorners = newValue }
    }

    /// The curve of the rounded corners (default `.circular`).
    open var cornerCurve: CALayerCornerCurve {
        get { _props.cornerCurve }
        set { _props.cornerCurve = newValue }
    }

    /// Whether sublayers are clipped to the bounds and corner radius. Animatable (discretely).
    open var masksToBounds: Bool {
        get { _props.masksToBounds }
        set { _change(.masksToBounds) { $0.masksToBounds = newValue } }
    }

    /// The width of the border, drawn inside the bounds (default 0). Animatable.
    open var borderWidth: CGFloat {
        get { _props.borderWidth }
        set { _change(.borderWidth) { $0.borderWidth = newValue } }
    }

    /// The border colour (default opaque black). Animatable.
    open var borderColor: CGColor? {
        get { _props.borderColor }
        set { _change(.borderColor) { $0.borderColor = newValue } }
    }

    /// The shadow colour (default opaque black). Animatable.
    open var shadowColor: CGColor? {
        get { _props.shadowColor }
        set { _change(.shadowColor) { $0.shadowColor = newValue } }
    }

    /// The shadow's opacity, 0…1 (default 0). Animatable.
    open var shadowOpacity: Float {
        get { _props.shadowOpacity }
        set { _change(.shadowOpacity) { $0.shadowOpacity = newValue } }
    }

    /// The shadow's offset (default (0, −3)). Animatable.
    open var shadowOffset: CGSize {
        get { _props.shadowOffset }
        set { _change(.shadowOffset) { $0.shadowOffset = newValue } }
    }

    /// The shadow's blur radius (default 3). Animatable.
    open var shadowRadius: CGFloat {
        get { _props.shadowRadius }
        set { _change(.shadowRadius) { $0.shadowRadius = newValue } }
    }

    /// The shadow's shape; nil uses the layer's own shape. Animatable (discretely).
    open var shadowPath: CGPath? {
        get { _props.shadowPath }
        set { _change(.shadowPath) { $0.shadowPath = newValue } }
    }

    /// The content image (a `CGImage`). Animatable (discretely).
    open var contents: Any? {
        get { _props.contents }
        set { _change(.contents) { $0.contents = newValue } }
    }

    /// How `contents` is placed in the bounds (default `.resize`).
    open var contentsGravity: CALayerContentsGravity {
        get { _props.contentsGravity }
        set { _props.contentsGravity = newValue }
    }

    /// The part of `contents` shown, in unit coordinates (default (0, 0, 1, 1)). Animatable.
    open var contentsRect: CGRect {
        get { _props.contentsRect }
        set { _change(.contentsRect) { $0.contentsRect = newValue } }
    }

    /// The stretchable centre of `contents`, in unit coordinates. Animatable.
    open var contentsCenter: CGRect {
        get { _props.contentsCenter }
        set { _change(.contentsCenter) { $0.contentsCenter = newValue } }
    }

    /// The ratio of `contents` pixels to points (default 1). Animatable.
    open var contentsScale: CGFloat {
        get { _props.contentsScale }
        set { _change(.contentsScale) { $0.contentsScale = newValue } }
    }

    /// Whether the layer is drawn when facing away from the viewer (default true). Animatable (discretely).
    open var isDoubleSided: Bool {
        get { _props.isDoubleSided }
        set { _change(.doubleSided) { $0.isDoubleSided = newValue } }
    }

    /// Whether a translucent layer composites its sublayers as one group (default true).
    open var allowsGroupOpacity: Bool {
        get { _props.allowsGroupOpacity }
        set { _props.allowsGroupOpacity = newValue }
    }

    /// Whether edges are antialiased under transforms (default false).
    open var allowsEdgeAntialiasing: Bool {
        get { _props.allowsEdgeAntialiasing }
        set { _props.allowsEdgeAntialiasing = newValue }
    }

    /// Whether the layer promises to fill its bounds with opaque content (default false).
    open var isOpaque: Bool {
        get { _props.isOpaque }
        set { _props.isOpaque = newValue }
    }

    // MARK: Hierarchy

    /// The layer's superlayer; nil for a root layer and for a mask.
    open var superlayer: CALayer? { _publicSuperlayer }

    /// The sublayers, back to front (nil when there are none); setting replaces them all.
    open var sublayers: [CALayer]? {
        get { _publicSublayers }
        set { _setSublayers(newValue) }
    }

    /// Appends `layer` to the sublayers, taking it from its old superlayer.
    open func addSublayer(_ layer: CALayer) { _insertSublayer(layer, at: _sublayers.count) }

    /// Inserts `layer` at `idx` among the sublayers (clamped to the end).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { _insertSublayer(layer, at: Int(idx)) }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        _insertSublayer(layer, at: _index(of: sibling) ?? 0)
    }

    /// Inserts `layer` just above `sibling` (at the front when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        _insertSublayer(layer, at: _index(of: sibling).map { $0 + 1 } ?? _sublayers.count)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` (reported and ignored when `oldLayer` is not a sublayer).
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        _replaceSublayer(oldLayer, with: newLayer)
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() { _detach() }

    /// A layer whose alpha masks this layer's content; its superlayer is nil.
    open var mask: CALayer? {
        get { _publicMask }
        set { _setMask(newValue) }
    }

    // MARK: Actions

    /// The action for `event`: the delegate's, then `actions`', then `defaultAction(forKey:)`;
    /// an `NSNull` anywhere ends the search with no action.
    open func action(forKey event: String) -> (any CAAction)? { _action(forKey: event) }

    /// The default action for `event`: for a property that interpolates, a basic animation with
    /// the transaction's timing function (or the `.default` curve, UIKitBehaviour #108e); else nil.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { _defaultAction(forKey: event) }

    /// The default value of the property named `key` (nil for keys that are not properties).
    open class func defaultValue(forKey key: String) -> Any? { _defaultValue(forKey: key) }

    /// Whether changing the property named `key` requires the layer to redisplay (default false).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Animations

    /// Adds a copy of `anim` under `key`, replacing (and stopping, unfinished) any animation
    /// under that key. A duration of 0 becomes the transaction's `animationDuration()`; a
    /// `beginTime` of 0 becomes the commit time in this layer's time space.
    open func add(_ anim: CAAnimation, forKey key: String?) { _add(anim, forKey: key) }

    /// The animation attached under `key` (the layer's copy; do not modify it).
    open func animation(forKey key: String) -> CAAnimation? { _attached.first { $0.key == key }?.animation }

    /// The keys of the attached animations in the order they were added, or nil if none.
    open func animationKeys() -> [String]? {
        let keys = _attached.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished == false` at the next frame.
    open func removeAnimation(forKey key: String) { _removeAnimation(forKey: key) }

    /// Removes every animation; their delegates hear `finished == false` at the next frame.
    open func removeAllAnimations() { _removeAllAnimations() }

    // MARK: Timing (UIKitBehaviour #138)

    /// The layer's begin time in its superlayer's time space (default 0).
    open var beginTime: CFTimeInterval {
        get { _timing.beginTime }
        set { _timing.beginTime = newValue }
    }

    /// The layer's simple duration (default 0: unbounded).
    open var duration: CFTimeInterval {
        get { _timing.duration }
        set { _timing.duration = newValue }
    }

    /// The rate of the layer's time relative to its superlayer's (default 1; 0 pauses).
    open var speed: Float {
        get { _timing.speed }
        set { _timing.speed = newValue }
    }

    /// An offset added to the layer's local time (default 0; seeks a paused layer).
    open var timeOffset: CFTimeInterval {
        get { _timing.timeOffset }
        set { _timing.timeOffset = newValue }
    }

    /// How many times the layer's timeline repeats (default 0).
    open var repeatCount: Float {
        get { _timing.repeatCount }
        set { _timing.repeatCount = newValue }
    }

    /// How long the layer's timeline repeats for (default 0).
    open var repeatDuration: CFTimeInterval {
        get { _timing.repeatDuration }
        set { _timing.repeatDuration = newValue }
    }

    /// Whether the layer's timeline plays backwards after forwards (default false).
    open var autoreverses: Bool {
        get { _timing.autoreverses }
        set { _timing.autoreverses = newValue }
    }

    /// How the layer's timeline behaves outside its active time (default `.removed`).
    open var fillMode: CAMediaTimingFillMode {
        get { _timing.fillMode }
        set { _timing.fillMode = newValue }
    }

    /// Converts `t` from the time space of `l` (media time when nil) to the receiver's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        _localTime(fromMedia: l.map { $0._mediaTime(fromLocal: t) } ?? t)
    }

    /// Converts `t` from the receiver's time space to that of `l` (media time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = _mediaTime(fromLocal: t)
        return l.map { $0._localTime(fromMedia: media) } ?? media
    }

    // MARK: Coordinates and hit testing

    /// Converts `p` from the coordinate space of `l` (the tree's base space when nil) to the receiver's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { _convert(p, from: l) }

    /// Converts `p` from the receiver's coordinate space to that of `l` (the base space when nil).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { _convert(p, to: l) }

    /// Converts `r` from `l`'s coordinate space to the receiver's: the bounding box of its corners.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { _convert(r, from: l) }

    /// Converts `r` from the receiver's coordinate space to `l`'s: the bounding box of its corners.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { _convert(r, to: l) }

    /// The farthest descendant (or the receiver) containing `p`, given in the superlayer's space.
    /// Hidden layers are skipped, and under `masksToBounds` so are points outside the bounds;
    /// sublayers are searched front to back (higher `zPosition`, then later siblings, first).
    open func hitTest(_ p: CGPoint) -> CALayer? { _hitTest(p) }

    /// Whether `p`, in the receiver's coordinate space, lies within its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Layout and display

    /// Marks the layer as needing layout; the next commit (or `layoutIfNeeded()`) lays it out.
    open func setNeedsLayout() { _setNeedsLayout() }

    /// Whether the layer is marked as needing layout.
    open func needsLayout() -> Bool { _needsLayout }

    /// Lays out now, from the highest ancestor that needs layout, top down.
    open func layoutIfNeeded() { _layoutIfNeeded() }

    /// Lays out the sublayers; the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The preferred size of the layer (its bounds size).
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Marks the content as needing to be redrawn at the next commit.
    open func setNeedsDisplay() { _setNeedsDisplay() }

    /// Marks part of the content as needing to be redrawn.
    open func setNeedsDisplay(_ r: CGRect) { _setNeedsDisplay() }

    /// Whether the content is marked as needing to be redrawn.
    open func needsDisplay() -> Bool { _needsDisplay }

    /// Redisplays now if the content is marked as needing it.
    open func displayIfNeeded() {
        if _needsDisplay {
            _needsDisplay = false
            display()
        }
    }

    /// Updates the content: the delegate's `display(_:)`, or drawing with `draw(in:)`.
    open func display() { if let delegate { delegate.display(self) } else { _displayByDrawing() } }

    /// Draws the content into `ctx`; the default calls the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinate space.
    open func render(in ctx: CGContext) { _render(in: ctx) }

    // MARK: Key-value coding

    /// The value of the property named `key`, or the custom value stored under it.
    open func value(forKey key: String) -> Any? { _value(forKeyPath: key) }

    /// Sets the property named `key` (running its action), or stores a custom value.
    open func setValue(_ value: Any?, forKey key: String) { _setValue(value, forKeyPath: key) }

    /// The value at a key path such as `position.x` or `transform.rotation.z`.
    open func value(forKeyPath keyPath: String) -> Any? { _value(forKeyPath: keyPath) }

    /// Sets the value at a key path such as `bounds.size.width` or `transform.scale`.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { _setValue(value, forKeyPath: keyPath) }

    // MARK: Identity

    /// The name of the layer, for debugging and look-ups.
    open var name: String? {
        get { _props.name }
        set { _props.name = newValue }
    }

    open override var description: String {
        let kind = String(describing: type(of: self))
        let label = name.map { " \"\($0)\"" } ?? ""
        return "<\(kind)\(label) frame=\(frame) opacity=\(opacity)>"
    }
}
