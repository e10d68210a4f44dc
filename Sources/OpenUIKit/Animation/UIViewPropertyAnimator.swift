import Foundation

/// An animator of view property changes that can be started, paused, scrubbed, reversed,
/// continued with new timing and stopped (UIKitBehaviour #123–#135).
///
/// The changes made in its animation blocks become tracks: one Core Animation animation per
/// changed layer property, attached under a key of the animator's own and driven through the
/// layer's media timing (`speed` 0 and `timeOffset` while paused; a begin time and a speed of
/// ±1 while running, so reversing plays the same curve backwards). The animator's clock is
/// the application's media clock; it completes at the first frame at or after its end.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing the animator was created with.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The animator's duration as given (springs with physical parameters run for their own
    /// settling time, UIKitBehaviour #115).
    open private(set) var duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)`.
    open internal(set) var delay: TimeInterval = 0
    /// Whether animated views receive touches; settable only while inactive (UIKitBehaviour #134).
    open var isUserInteractionEnabled = true {
        willSet { _requireInactive("isUserInteractionEnabled") }
    }
    /// Whether hit testing is left to the app; false by default.
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused and continued; settable only while inactive.
    open var isInterruptible = true {
        willSet { _requireInactive("isInterruptible") }
    }
    /// Whether scrubbing `fractionComplete` moves values linearly (true) or along the curve.
    open var scrubsLinearly = true
    /// Whether the animator pauses at the end instead of completing (UIKitBehaviour #128).
    open var pausesOnCompletion = false

    /// The animator's state (UIKitBehaviour #123–#124).
    public internal(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (UIKitBehaviour #124b).
    public internal(set) var isRunning = false

    var _timeline = _AnimatorTimeline()
    var _pendingBlocks: [(animations: () -> Void, delayFactor: CGFloat)] = []
    var _completions: [(UIViewAnimatingPosition) -> Void] = []
    var _activeTiming: any UITimingCurveProvider

    /// Creates an inactive animator with `duration` and the given timing.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let valid = duration.isFinite && duration >= 0
        if !valid { UIView._report("UIViewPropertyAnimator: invalid duration \(duration); using 0") }
        self.duration = valid ? duration : 0
        timingParameters = parameters
        _activeTiming = parameters
        super.init()
    }

    /// Creates an inactive animator with a built-in curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an inactive animator with a cubic Bézier curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an inactive animator with a spring of damping `ratio` that honours `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator (after `delay`), with the options' curve (UIKitBehaviour #135).
    ///
    /// Transition options, `.repeat` and `.autoreverse` are ignored. Called inside another
    /// animation block, the animator is not interruptible: inside a `UIView.animate` block it
    /// inherits the block's duration and curve (unless the options override them); inside a
    /// property animator's block its changes become that animator's, and it completes with it.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let enclosing = UIView._animationStack.last.flatMap { $0.isAnimating ? $0 : nil }
        let (inheritedDuration, timing) = _timing(duration: duration, options: options, inside: enclosing)
        let animator = self.init(duration: inheritedDuration, timingParameters: timing)
        animator.isInterruptible = enclosing == nil
        if let completion { animator.addCompletion(completion) }
        if let enclosing, let outer = _recording.last, outer.block === enclosing {
            animator._follow(outer.animator, running: animations)
        } else {
            animator.addAnimations(animations)
            animator.startAnimation(afterDelay: delay)
        }
        return animator
    }

    // MARK: UIViewAnimating

    /// Whether the animations run (or will run) back toward their start values (UIKitBehaviour #127).
    open var isReversed: Bool {
        get { _timeline.isReversed }
        set { _setReversed(newValue) }
    }

    /// Progress from 0 to 1 (UIKitBehaviour #125): settable while paused; setting it on an inactive
    /// animator activates it paused; ignored while running.
    open var fractionComplete: CGFloat {
        get { CGFloat(_fractionComplete) }
        set { _setFractionComplete(Double(newValue)) }
    }

    /// Starts or resumes the animations (UIKitBehaviour #124).
    open func startAnimation() { _start(afterDelay: 0) }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) { _start(afterDelay: delay) }

    /// Pauses the animations, activating an inactive animator (UIKitBehaviour #124).
    open func pauseAnimation() { _pause() }

    /// Stops the animations, writing their current values into the model (UIKitBehaviour #129).
    open func stopAnimation(_ withoutFinishing: Bool) { _stop(withoutFinishing: withoutFinishing) }

    /// Finishes a stopped animator at `finalPosition` and runs the completions (UIKitBehaviour #130).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { _finish(at: finalPosition, natural: false) }

    // MARK: UIViewImplicitlyAnimating

    /// Adds animations that start now and end with the animator (UIKitBehaviour #131).
    open func addAnimations(_ animation: @escaping () -> Void) { _addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` × the duration (UIKitBehaviour #132a).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        _addAnimations(animation, delayFactor: delayFactor)
    }

    /// Adds a block to run when the animations end; allowed in any state (UIKitBehaviour #132b).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        _completions.append(completion)
    }

    /// Resumes a paused animator with new timing, `durationFactor` × the duration for what
    /// remains (UIKitBehaviour #133).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        _continue(with: parameters, durationFactor: Double(durationFactor))
    }
}
