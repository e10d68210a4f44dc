import Foundation

/// The abstract superclass of animations: timing, a timing function, a delegate, and removal
/// on completion.
///
/// Adding an animation to a layer copies it; the copy is what the layer runs, what
/// `animation(forKey:)` returns and what the delegate is told about.
///
/// - Note: Differs from UIKit: the copy is an instance of Segue's class nearest to yours (there
///   is no Objective-C runtime to instantiate your subclass); override `copy(with:)` to keep a
///   subclass's identity and state (see docs/Deviations.md).
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    var _timing = _MediaTimingValues()

    /// The pacing of the animation; nil means linear (UIKitBehaviour #109).
    open var timingFunction: CAMediaTimingFunction?

    /// The animation's delegate; the animation keeps it alive while it runs (UIKitBehaviour #109).
    open var delegate: (any CAAnimationDelegate)?

    /// Whether the animation is removed from the layer when its active duration ends (default true).
    open var isRemovedOnCompletion = true

    /// The frame rate range the animation would like (recorded; the engine runs at the display rate).
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Creates an animation with default values.
    public override init() {
        super.init()
    }

    /// The default value of the property named `key`, or nil.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "duration", "beginTime", "timeOffset", "repeatCount", "repeatDuration": return 0.0
        case "speed": return 1.0
        case "autoreverses": return false
        case "removedOnCompletion": return true
        case "fillMode": return CAMediaTimingFillMode.removed
        default: return nil
        }
    }

    open var beginTime: CFTimeInterval {
        get { _timing.beginTime }
        set { _timing.beginTime = newValue }
    }
    open var duration: CFTimeInterval {
        get { _timing.duration }
        set { _timing.duration = newValue }
    }
    open var speed: Float {
        get { _timing.speed }
        set { _timing.speed = newValue }
    }
    open var timeOffset: CFTimeInterval {
        get { _timing.timeOffset }
        set { _timing.timeOffset = newValue }
    }
    open var repeatCount: Float {
        get { _timing.repeatCount }
        set { _timing.repeatCount = newValue }
    }
    open var repeatDuration: CFTimeInterval {
        get { _timing.repeatDuration }
        set { _timing.repeatDuration = newValue }
    }
    open var autoreverses: Bool {
        get { _timing.autoreverses }
        set { _timing.autoreverses = newValue }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { _timing.fillMode }
        set { _timing.fillMode = newValue }
    }

    /// Adds the animation to the layer `anObject` under the key `event` (the `CAAction` behaviour).
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        layer.add(self, forKey: event)
    }

    /// Returns a copy of the animation.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAAnimation()
        _copyBase(into: copy)
        return copy
    }

    /// Copies the state every animation has.
    func _copyBase(into copy: CAAnimation) {
        copy._timing = _timing
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.preferredFrameRateRange = preferredFrameRateRange
    }

    /// Prepares the added copy for evaluation on `layer`: converts values, checks key paths.
    func _prepare(for layer: CALayer, previousValue: _AnimatableValue?) {}

    /// A typed evaluator for the per-frame fast path (appending what does not fit inline to
    /// `store`), or nil to evaluate with `_apply`.
    func _compiledEvaluator(store: inout _ProgramStore) -> _AnimationProgram.Evaluator? { nil }

    /// How progress follows local time: the timing function's curve, or linear.
    var _pacing: _AnimationProgram.Pacing { timingFunction.map { .curve($0.bezier) } ?? .linear }

    /// Applies the animation's value at a point of its simple timeline to `props`.
    func _apply(_ time: _MediaTimingValues.LocalTime, to props: inout _LayerProperties) {}

    /// The fraction of the simple duration at `time`, through the timing function.
    @inline(__always)
    func _fraction(at time: CFTimeInterval) -> Double {
        let d = _timing.duration
        let linear = d > 0 ? time / d : 1
        guard let function = timingFunction else { return linear }
        return function._solve(forInput: linear)
    }
}
