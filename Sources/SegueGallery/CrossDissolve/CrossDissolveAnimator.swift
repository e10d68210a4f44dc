#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Dismisses a full-screen presentation with a cross-dissolve: the presented screen fades out
/// while the screen under it fades in.
///
/// A `.fullScreen` presentation removes the presenting controller's view from the window when
/// the presentation completes, so the dismissal must put that view (the `.to` view) back into
/// the container, under the `.from` view, at its final frame. A `.custom` presentation keeps
/// the presenting view in place and the context returns nil for `.to`; the animator then only
/// fades the `.from` view (see the fade-navigation demo for that case in detail).
@MainActor
final class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the dissolve takes.
    let duration: TimeInterval

    /// Creates the animator; 0.5 s by default.
    init(duration: TimeInterval = 0.5) {
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
        let toView = transitionContext.view(forKey: .to)
        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            // Full screen: the presenting view was removed after the presentation; bring it
            // back under the presented one.
            toView.frame = transitionContext.finalFrame(for: toViewController)
            containerView.insertSubview(toView, belowSubview: fromView)
            toView.alpha = 0
        }

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: [.curveEaseInOut],
            animations: {
                fromView.alpha = 0
                toView?.alpha = 1
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                // Leave both views opaque; on a cancel, take back the view we added.
                fromView.alpha = 1
                toView?.alpha = 1
                if cancelled { toView?.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
