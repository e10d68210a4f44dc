import Foundation

/// The built-in push and pop: the incoming view slides in from the right edge while the
/// outgoing one moves left by 30% of the width under a dimming shadow (pop runs it backwards),
/// 0.35 s on UIKit's default critically damped spring (UIKitBehaviour #116, #121), linear while
/// interactive (#122: a property animator scrubs linearly).
///
/// With Reduce Motion and Prefer Cross-Fade Transitions on (`UIAccessibility.prefersCrossFadeTransitions`,
/// read when the transition starts) the views do not move: the incoming view fades in over the
/// outgoing one, which fades out, on the same curve and duration (UIKitBehaviour #242).
///
/// The dimming is a black view over the covered controller's view at 10% opacity (UIKit's
/// value is undocumented; UNCONFIRMED).
@MainActor
final class _NavigationParallaxAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    static let parallax: CGFloat = 0.3
    static let dimming: CGFloat = 0.1

    let operation: UINavigationController.Operation
    private var propertyAnimator: UIViewPropertyAnimator?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        (transitionContext?.isAnimated ?? true) ? Self.duration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        if !transitionContext.isInteractive { animator.startAnimation() }
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let propertyAnimator { return propertyAnimator }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        if UIAccessibility.prefersCrossFadeTransitions {
            return crossFadeAnimator(from: fromView, to: toView, final: final, using: transitionContext)
        }
        let push = operation != .pop
        let shade = UIView(frame: container.bounds)
        shade.backgroundColor = .black
        shade.isUserInteractionEnabled = false
        if push {
            toView.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
            container.insertSubview(shade, belowSubview: toView)
            shade.alpha = 0
        } else {
            toView.frame = final.offsetBy(dx: -width * Self.parallax, dy: 0)
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(shade, aboveSubview: toView)
            shade.alpha = Self.dimming
        }
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            timingParameters: UISpringTimingParameters())
        animator.addAnimations {
            if push {
                fromView.frame = fromView.frame.offsetBy(dx: -width * Self.parallax, dy: 0)
                toView.frame = final
                shade.alpha = Self.dimming
            } else {
                fromView.frame = fromView.frame.offsetBy(dx: width, dy: 0)
                toView.frame = final
                shade.alpha = 0
            }
        }
        // A cancelled transition runs the animator back to its start, so the views end where
        // they began (UIKitBehaviour #20).
        animator.addCompletion { position in
            shade.removeFromSuperview()
            transitionContext.completeTransition(position == .end)
        }
        propertyAnimator = animator
        return animator
    }

    /// The reduced form: the incoming view fades in over the outgoing one, which fades out.
    private func crossFadeAnimator(
        from fromView: UIView, to toView: UIView, final: CGRect,
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> UIViewPropertyAnimator {
        let container = transitionContext.containerView
        toView.frame = final
        if operation == .pop {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        toView.alpha = 0
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            timingParameters: UISpringTimingParameters())
        animator.addAnimations {
            toView.alpha = 1
            fromView.alpha = 0
        }
        animator.addCompletion { position in
            // Both views end opaque: the one left behind is shown again by a later transition.
            fromView.alpha = 1
            toView.alpha = 1
            transitionContext.completeTransition(position == .end)
        }
        propertyAnimator = animator
        return animator
    }
}
