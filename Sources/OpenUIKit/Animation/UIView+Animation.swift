import Foundation

/// The block-based view animation API.
///
/// Property changes made inside `animations` animate from their start value (the model value,
/// or the presentation value with `.beginFromCurrentState`) to the new value. The completion
/// runs once every animation of the block has stopped, with whether all of them finished; a
/// block that animated nothing, or ran with a duration ≤ 0, completes with `true` on the next
/// turn of the main loop (UIKitBehaviour #111). Nested blocks inherit the enclosing block's duration,
/// curve and repeat/autoreverse options unless told to override them (UIKitBehaviour #112).
extension UIView {
    /// The open animation blocks, innermost last.
    static var _animationStack: [_ViewAnimationBlock] {
        get { UIApplication._shared._session.animationStack }
        set { UIApplication._shared._session.animationStack = newValue }
    }
    static var _animationsEnabled: Bool {
        get { UIApplication._shared._session.animationsEnabled }
        set { UIApplication._shared._session.animationsEnabled = newValue }
    }

    /// Animates changes over `duration` after `delay`, with `options`, then calls `completion`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        _animate(
            duration: duration, delay: delay, options: options,
            timing: .curve(options._timingFunction), animations: animations, completion: completion)
    }

    /// Animates changes over `duration` with the ease-in-out curve, then calls `completion`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes over `duration` with the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates changes with a spring that settles in `duration`.
    ///
    /// `dampingRatio` 1 does not oscillate; smaller values oscillate more. `velocity` is in
    /// units of the total animated distance per second (UIKitBehaviour #113): 0.5 for 100 pt/s over a
    /// 200 pt change. UIKit does not document how it derives the spring; Segue picks the
    /// stiffness (mass 1) whose settling time equals `duration` and runs the animation for
    /// `duration` (UIKitBehaviour #113, UNCONFIRMED).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = _SpringSolver.spring(
            settlingIn: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        _animate(
            duration: duration, delay: delay, options: options, timing: .spring(spring, duration: duration),
            animations: animations, completion: completion)
    }

    /// Animates changes with a spring of perceptual `duration` and `bounce` (iOS 17, UIKitBehaviour #118).
    ///
    /// The animations run until the spring settles (its `settlingDuration`).
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
        initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0,
        options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard duration.isFinite, duration > 0, bounce.isFinite else {
            _report(
                "UIView.animate(springDuration:bounce:): invalid duration \(duration) or bounce \(bounce); applying the changes without animation"
            )
            withoutActuallyEscaping(animations) { body in
                _animate(
                    duration: 0, delay: 0, options: options, timing: .curve(CAMediaTimingFunction(name: .linear)),
                    animations: body, completion: completion)
            }
            return
        }
        let spring = SpringParameters(
            duration: duration, bounce: Double(min(max(bounce, -1), 1)),
            initialVelocity: Double(initialSpringVelocity))
        let settling = spring.settlingDuration
        withoutActuallyEscaping(animations) { body in
            _animate(
                duration: settling, delay: delay, options: options, timing: .spring(spring, duration: settling),
                animations: body, completion: completion)
        }
    }

    /// Runs `actionsWithoutAnimation` with view animations disabled.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        _animationStack.append(.withoutAnimation())
        defer { _animationStack.removeLast() }
        actionsWithoutAnimation()
    }

    /// Turns view animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        _animationsEnabled = enabled
    }

    /// Whether view animations are enabled.
    public class var areAnimationsEnabled: Bool {
        // performWithoutAnimation turns animations off for its closure, as UIKit does by
        // setting areAnimationsEnabled to false around it.
        _animationsEnabled && !_animationStack.contains { $0.isInactiveBlock }
    }

    /// The duration of the enclosing animation block, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let block = _animationStack.last, block.isAnimating else { return 0 }
        return block.duration
    }

    /// The shared implementation: resolves inheritance, runs `animations` inside a block and
    /// arranges the completion.
    static func _animate(
        duration requestedDuration: TimeInterval, delay requestedDelay: TimeInterval,
        options requestedOptions: UIView.AnimationOptions, timing requestedTiming: _ViewAnimationTiming,
        animations: () -> Void, completion: ((Bool) -> Void)?,
        keyframes: _KeyframeRecorder? = nil,
        configure: ((_ViewAnimationBlock) -> Void)? = nil
    ) {
        var duration = requestedDuration.isFinite ? requestedDuration : 0
        let delay = requestedDelay.isFinite ? max(requestedDelay, 0) : 0
        if !requestedDuration.isFinite || !requestedDelay.isFinite {
            _report("UIView.animate: ignored a non-finite duration or delay (\(requestedDuration), \(requestedDelay))")
        }
        var options = requestedOptions
        var timing = requestedTiming
        if let parent = _animationStack.last, parent.isAnimating {
            if !options.contains(.overrideInheritedDuration) { duration = parent.duration }
            if !options.contains(.overrideInheritedCurve) { timing = parent.timing }
            if !options.contains(.overrideInheritedOptions) {
                let inherited = parent.options.intersection([.repeat, .autoreverse])
                options = options.subtracting([.repeat, .autoreverse]).union(inherited)
            }
        }
        let animating = duration > 0 && _animationsEnabled && !(_animationStack.last.map { !$0.isAnimating } ?? false)
        let group = _ViewAnimationCompletion(completion)
        let block = _ViewAnimationBlock(
            isAnimating: animating, duration: duration, delay: delay, timing: timing,
            options: options, completion: animating ? group : nil)
        block.keyframes = animating ? keyframes : nil
        if animating, let parent = _animationStack.last, parent.isAnimating {
            // A block inside a property animator's block records into that animator.
            block.recordChange = parent.recordChange
        }
        configure?(block)
        _animationStack.append(block)
        animations()
        if animating, options.contains(.layoutSubviews) {
            for view in block.changedViews { view.layoutIfNeeded() }
        }
        _animationStack.removeLast()
        if let keyframes = block.keyframes {
            keyframes.finish(in: block, curve: options._timingFunction)
        }
        group.seal()
    }
}
