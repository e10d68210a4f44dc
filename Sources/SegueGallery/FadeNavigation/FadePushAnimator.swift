#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Fades the incoming screen in over the current one: a push on a navigation stack, or the
/// presentation of a `.custom` modal.
///
/// The animator needs only the `.to` view, which the context provides in both cases: the
/// pushed controller's view, or the presented controller's view. It adds that view at its
/// final frame, transparent, and fades it to opaque; the outgoing screen does not move. (For
/// a `.custom` presentation the context returns nil for `.from`, since the presenting view
/// must stay where it is — one more reason this animator never asks for it.)
@MainActor
final class FadePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the fade takes.
    let duration: TimeInterval

    /// Creates the animator; 0.35 s by default.
    init(duration: TimeInterval = 0.35) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: [.curveEaseInOut],
            animations: { toView.alpha = 1 },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                toView.alpha = 1
                transitionContext.completeTransition(!cancelled)
            })
    }
}
