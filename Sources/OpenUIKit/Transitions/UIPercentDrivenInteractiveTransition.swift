import Foundation

/// An interaction controller that drives a transition's animations by a percentage, usually
/// from a gesture: `update(_:)` while the finger moves, then `finish()` or `cancel()`.
///
/// Two mechanisms, chosen when the transition starts (UIKitBehaviour #44–#47):
/// - The animator vends no interruptible animator: `startInteractiveTransition(_:)` calls the
///   animator's `animateTransition(using:)`, then pauses the container's layer time (speed 0)
///   and scrubs it (`timeOffset` = percent × duration); alongside animations in views outside
///   the container are scrubbed the same way. `finish()`/`cancel()` run the rest forward or
///   back with `completionCurve`, `(1 − p) × duration / completionSpeed` or
///   `p × duration / completionSpeed` seconds, then give the layers their own time back (the
///   animations end, and the animator calls `completeTransition(_:)`).
/// - The animator vends one: it is paused (or started, when `wantsInteractiveStart` is false);
///   `update(_:)` sets its `fractionComplete`; `finish()`/`cancel()` reverse it if needed and
///   continue it with `timingCurve` for the same remaining time.
///
/// `update`, `finish` and `cancel` also report to the context, as UIKit's do (UIKitBehaviour #43). If a
/// subclass overrides `startInteractiveTransition(_:)` without calling super, calls to
/// super's other methods are harmless.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator's duration when the transition started (UIKitBehaviour #37a).
    open var duration: CGFloat { _duration }
    /// The value last passed to `update(_:)` (UIKitBehaviour #37b).
    open var percentComplete: CGFloat { _percentComplete }
    /// How fast the rest of the transition runs after `finish()`/`cancel()`; ≤ 0 means 1 (UIKitBehaviour #38).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition after `finish()`/`cancel()` (UIKitBehaviour #39).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest of an interruptible transition (UIKitBehaviour #40).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive (UIKitBehaviour #41).
    open var wantsInteractiveStart = true

    var _duration: CGFloat = 0
    var _percentComplete: CGFloat = 0
    weak var _context: _TransitionContext?
    /// The interruptible animator, for the second mechanism.
    var _interruptible: (any UIViewImplicitlyAnimating)?
    /// The layers whose time is scrubbed, for the first mechanism.
    var _scrubbedLayers: [CALayer] = []
    /// Their timing before scrubbing.
    var _scrubbedTimings: [_LayerTiming] = []
    /// How the navigation controller's edge gesture ended before the pop it asked for started
    /// (true: cancelled), applied as soon as it starts (UIKitBehaviour #381).
    var _endBeforeStart: Bool?

    /// Creates an interaction controller.
    public override init() {
        super.init()
    }

    /// Starts driving `transitionContext` (called by UIKit).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        _start(transitionContext)
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) { _update(percentComplete) }

    /// Ends interaction and runs the rest of the transition back to its start.
    open func cancel() { _end(cancelled: true) }

    /// Ends interaction and runs the rest of the transition to its end.
    open func finish() { _end(cancelled: false) }

    /// Pauses a running interruptible transition so that interaction takes over (UIKitBehaviour #42).
    open func pause() { _pause() }
}
