import Foundation

/// How an animation block times its animations.
enum _ViewAnimationTiming {
    /// A cubic Bézier curve over the block's duration.
    case curve(CAMediaTimingFunction)
    /// A spring; `duration` is how long its animations run.
    case spring(SpringParameters, duration: TimeInterval)
}

/// One open animation block: what `UIView.animate…` pushes while its `animations` closure
/// runs. Views consult the innermost block when their layers ask for actions.
@MainActor
final class _ViewAnimationBlock {
    /// Whether property changes inside the block animate (false for `performWithoutAnimation`,
    /// zero durations and disabled animations).
    let isAnimating: Bool
    let duration: TimeInterval
    let delay: TimeInterval
    let timing: _ViewAnimationTiming
    let options: UIView.AnimationOptions
    /// The completion that waits for the block's animations; nil for non-animating blocks.
    let completion: _ViewAnimationCompletion?
    /// Collects keyframes when the block belongs to `animateKeyframes`.
    var keyframes: _KeyframeRecorder?
    /// Views whose layers changed inside the block (for `.layoutSubviews`).
    var changedViews: [UIView] = []
    /// When set, property changes are handed here (layer, key, start value, end value)
    /// instead of becoming animations: property animators collect their tracks this way.
    var recordChange: ((CALayer, String, Any?, Any?) -> Void)?

    init(
        isAnimating: Bool, duration: TimeInterval, delay: TimeInterval, timing: _ViewAnimationTiming,
        options: UIView.AnimationOptions, completion: _ViewAnimationCompletion?
    ) {
        self.isAnimating = isAnimating
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        self.completion = completion
    }

    /// Whether this is a `performWithoutAnimation` block.
    private(set) var isInactiveBlock = false

    /// The block of `performWithoutAnimation`: changes apply at once, and
    /// `areAnimationsEnabled` reads false inside it.
    static func withoutAnimation() -> _ViewAnimationBlock {
        let block = inactive()
        block.isInactiveBlock = true
        return block
    }

    /// A block in which changes apply at once.
    static func inactive() -> _ViewAnimationBlock {
        _ViewAnimationBlock(
            isAnimating: false, duration: 0, delay: 0, timing: .curve(CAMediaTimingFunction(name: .linear)),
            options: [], completion: nil)
    }

    /// The value an animation of `key` starts from: the presentation value with
    /// `.beginFromCurrentState`, otherwise the model value before the change.
    func startValue(of layer: CALayer, forKey key: String) -> Any? {
        if options.contains(.beginFromCurrentState), let presentation = layer.presentation() {
            return presentation.value(forKey: key)
        }
        return layer.value(forKey: key)
    }

    /// Makes the animation of `keyPath` from `from` to `to` that this block's timing describes.
    func makeAnimation(keyPath: String, from: Any?, to: Any?, on layer: CALayer) -> CAAnimation {
        let animation: CABasicAnimation
        switch timing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
            animation.duration = duration
        case .spring(let spring, let springDuration):
            animation = CASpringAnimation._make(keyPath: keyPath, spring: spring)
            animation.duration = springDuration
        }
        animation.fromValue = from
        animation.toValue = to
        configureTiming(of: animation, on: layer)
        return animation
    }

    /// Applies the block's delay, repeat and autoreverse options to `animation`.
    func configureTiming(of animation: CAAnimation, on layer: CALayer) {
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if options.contains(.autoreverse) { animation.autoreverses = true }
    }

    /// Runs `body` when the block's animations end (for a property animator's block, when the
    /// animator finishes: true at its end position); at once when the block does not animate.
    func _whenFinished(_ body: @escaping (Bool) -> Void) {
        if let completion {
            completion.addFollowUp(body)
        } else if let recording = UIViewPropertyAnimator._recording.last, recording.block === self {
            recording.animator.addCompletion { position in body(position == .end) }
        } else {
            body(true)
        }
    }

    /// Adds `animation` to `layer` under `key`, counting it for the block's completion.
    func add(_ animation: CAAnimation, to layer: CALayer, forKey key: String) {
        if let completion {
            if let existing = layer.animation(forKey: key),
                (existing.delegate as? _BlockAnimationDelegate)?.completion === completion
            {
                completion.expectSupersededStop()
            }
            // UIKitBehaviour #111: without .allowUserInteraction the view ignores touches until the animation stops.
            let blocked = options.contains(.allowUserInteraction) ? nil : layer.delegate as? UIView
            animation.delegate = _BlockAnimationDelegate(completion: completion, blockedView: blocked)
            completion.animationWillBeAdded()
        }
        layer.add(animation, forKey: key)
    }
}

/// Waits for every animation an animation block created, then calls its completion once with
/// whether all of them finished.
@MainActor
final class _ViewAnimationCompletion: @preconcurrency CAAnimationDelegate {
    private var handler: ((Bool) -> Void)?
    /// Work the engine runs when the block's animations end, before the client's completion.
    private var followUps: [(Bool) -> Void] = []
    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private var supersededStops = 0

    init(_ handler: ((Bool) -> Void)?) {
        self.handler = handler
    }

    func animationWillBeAdded() { pending += 1 }

    /// The next unfinished stop is an animation replaced by one of the same block.
    func expectSupersededStop() { supersededStops += 1 }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if !flag {
            if supersededStops > 0 { supersededStops -= 1 } else { allFinished = false }
        }
        if sealed, pending == 0 { fire() }
    }

    /// Marks the block as closed; with no animations the completion runs on the next turn of
    /// the main loop with `true` (UIKitBehaviour #111).
    func seal() {
        sealed = true
        if pending == 0 {
            UIApplication.shared._performOnNextTurn { self.fire() }
        }
    }

    /// Adds internal work to run when the block's animations end (before the client's completion).
    func addFollowUp(_ body: @escaping (Bool) -> Void) { followUps.append(body) }

    private func fire() {
        let followUps = self.followUps
        self.followUps = []
        for followUp in followUps { followUp(allFinished) }
        guard let handler else { return }
        self.handler = nil
        handler(allFinished)
    }
}

/// The delegate of one animation a block made: keeps the animated view from being hit while
/// the animation runs (unless the block allows interaction), then tells the block's completion.
@MainActor
final class _BlockAnimationDelegate: @preconcurrency CAAnimationDelegate {
    let completion: _ViewAnimationCompletion
    private var blockedView: UIView?

    init(completion: _ViewAnimationCompletion, blockedView: UIView?) {
        self.completion = completion
        self.blockedView = blockedView
        blockedView?._interactionBlockingAnimations += 1
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        blockedView?._interactionBlockingAnimations -= 1
        blockedView = nil
        completion.animationDidStop(anim, finished: flag)
    }
}
