#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Presents a screen by springing it up from half-way down the screen while it fades in.
///
/// The presented view starts with its top edge at half its final height below its final
/// place, fully transparent, and moves to its final frame on a spring with a damping ratio of
/// 0.6 — enough bounce for the screen to overshoot a little above its resting place and settle
/// back — while its alpha goes from 0 to 1 along the same spring.
///
/// The animator is written for a `.fullScreen` presentation: the presenting view stays where
/// UIKit put it, under the container, and is removed by UIKit when the transition completes.
/// It only ever touches the `.to` view, which the context always provides when presenting.
@MainActor
final class HalfWaySpringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the spring runs.
    let duration: TimeInterval
    /// The spring's damping ratio: 1 settles without overshoot, smaller values bounce.
    let dampingRatio: CGFloat

    /// Creates the animator with the gallery's values: 0.8 s, damping ratio 0.6.
    init(duration: TimeInterval = 0.8, dampingRatio: CGFloat = 0.6) {
        self.duration = duration
        self.dampingRatio = dampingRatio
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else {
            // Nothing to animate: end the transition at once, as it was asked.
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toViewController)

        // Start half-way: the same size, moved down by half its height, and invisible.
        toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height / 2)
        toView.alpha = 0
        containerView.addSubview(toView)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0, options: [],
            animations: {
                toView.frame = finalFrame
                toView.alpha = 1
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
