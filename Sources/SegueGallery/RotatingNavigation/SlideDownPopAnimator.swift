#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The animator of the rotating-navigation demo's interactive pop: the top screen slides down
/// off the bottom edge while the screen beneath comes up from a third of the screen's height.
///
/// It runs under a percent-driven interaction controller, which scrubs it with the finger, so
/// the curve is linear: the top screen's edge stays under the finger. At progress p the
/// top screen's top edge is at p × height and the screen beneath at (1 − p) × height / 3.
///
/// A navigation controller keeps both views in its container during the transition and puts
/// the hierarchy right afterwards (for a cancel too); the animator only sets frames, and puts
/// them back when the pop is cancelled.
@MainActor
final class SlideDownPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the slide takes (the interaction controller plays the rest of it after the
    /// finger lifts).
    let duration: TimeInterval

    /// Creates the animator; 0.4 s by default.
    init(duration: TimeInterval = 0.4) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView
        let height = containerView.bounds.height
        let fromFrame = transitionContext.initialFrame(for: fromViewController)
        let toFrame = transitionContext.finalFrame(for: toViewController)

        // The screen beneath waits a third of the height down, under the top screen.
        toView.frame = toFrame.offsetBy(dx: 0, dy: height / 3)
        containerView.insertSubview(toView, belowSubview: fromView)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: [.curveLinear],
            animations: {
                fromView.frame = fromFrame.offsetBy(dx: 0, dy: height)
                toView.frame = toFrame
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    fromView.frame = fromFrame
                    toView.frame = toFrame
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
