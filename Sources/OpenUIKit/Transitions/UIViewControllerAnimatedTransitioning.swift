import Foundation

/// An animator: animates the views of a transition, then calls the context's
/// `completeTransition(_:)`.
///
/// UIKit's optional methods (`interruptibleAnimator(using:)`, `animationEnded(_:)`) are
/// requirements with default implementations here (Linux has no `@objc optional`; see
/// docs/Deviations.md). The default `interruptibleAnimator(using:)` means "none": the driver
/// then scrubs the container's layer time for interactive transitions.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The transition's duration; the context may be nil when asked outside a transition.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Animates the transition and calls `completeTransition(_:)` when done.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The property animator that runs the transition, for interruptible transitions (iOS 10).
    /// Must return the same animator for the whole transition.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    /// Called after the transition ended, with whether it completed.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// The default: no interruptible animator. Calling it yourself returns an animator that is
    /// never used (`_NoInterruptibleAnimator`); the driver recognises it.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        _NoInterruptibleAnimator()
    }

    /// The default does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: a property animator with no
/// animations that the transition driver treats as "the animator has no interruptible animator".
final class _NoInterruptibleAnimator: UIViewPropertyAnimator, @unchecked Sendable {
    convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        super.init(duration: duration, timingParameters: parameters)
    }
}
