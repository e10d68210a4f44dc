#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Fades the top screen out to uncover the one beneath: a pop on a navigation stack, and —
/// the same object, unchanged — the dismissal of a `.custom` modal.
///
/// The two cases differ in one thing, and the animator must handle both:
/// - **Pop.** The screen beneath was taken out of the container after the push; the context
///   returns its view for `.to`, and the animator puts it back *under* the top screen before
///   fading the top screen out.
/// - **Dismissal of a `.custom` modal.** The presenting view never left its place in the
///   window: a `.custom` presentation does not remove it. The context returns nil for `.to`,
///   and the animator must not reach for `viewController(forKey: .to)!.view` instead —
///   inserting the presenting view into the transition's container would take it out of the
///   window's hierarchy, and when UIKit removes the container after the dismissal, the
///   presenting view goes with it: the classic black screen.
///
/// So: insert the `.to` view only when there is one.
@MainActor
final class FadePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the fade takes.
    let duration: TimeInterval
    /// How many times this animator put a `.to` view back into the container (for tests and
    /// curious readers: once per pop, never for a `.custom` dismissal).
    private(set) var toViewsInserted = 0

    /// Creates the animator; 0.35 s by default.
    init(duration: TimeInterval = 0.35) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView
        // Only a view the context hands over goes into the container (see above).
        if let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            containerView.insertSubview(toView, belowSubview: fromView)
            toViewsInserted += 1
        }

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: [.curveEaseInOut],
            animations: { fromView.alpha = 0 },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                // Opaque again, whether it stays (cancelled) or leaves (finished).
                fromView.alpha = 1
                transitionContext.completeTransition(!cancelled)
            })
    }
}
