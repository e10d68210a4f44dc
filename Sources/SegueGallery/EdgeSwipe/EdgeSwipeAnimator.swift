#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Slides a full-screen presentation in from the right edge, and out to the right when it is
/// dismissed — the animator of the edge-swipe demo, whether a finger drives it or not.
///
/// Under a percent-driven interaction controller the animation is scrubbed: its timing curve
/// maps the finger's progress to the screen's position. A linear curve keeps the screen under
/// the finger, so the animator uses one when the transition starts interactively and an
/// ease-in-out curve otherwise (the button).
///
/// Presenting, the presented (`.to`) view is added at its final frame moved one container
/// width to the right. Dismissing, the presenting (`.to`) view — removed from the window after
/// the full-screen presentation — is put back under the presented one, which slides away.
/// On a cancel every view goes back where it was before `completeTransition(false)`.
@MainActor
final class EdgeSwipeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (true) or dismisses (false).
    let isPresenting: Bool
    /// How long the slide takes when no finger drives it.
    let duration: TimeInterval

    /// Creates an animator for a presentation or a dismissal; 0.4 s by default.
    init(presenting: Bool, duration: TimeInterval = 0.4) {
        isPresenting = presenting
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView
        let width = containerView.bounds.width
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let fromFrame = transitionContext.initialFrame(for: fromViewController)
        let toFrame = transitionContext.finalFrame(for: toViewController)

        if isPresenting {
            toView?.frame = toFrame.offsetBy(dx: width, dy: 0)
            if let toView { containerView.addSubview(toView) }
        } else if let toView {
            toView.frame = toFrame
            if let fromView {
                containerView.insertSubview(toView, belowSubview: fromView)
            } else {
                containerView.addSubview(toView)
            }
        }

        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [curve],
            animations: {
                if self.isPresenting {
                    toView?.frame = toFrame
                } else {
                    fromView?.frame = fromFrame.offsetBy(dx: width, dy: 0)
                }
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    // Undo: the presented view leaves (presenting), or the presenting
                    // view goes away again and the presented one stays (dismissing).
                    if self.isPresenting {
                        toView?.removeFromSuperview()
                    } else {
                        fromView?.frame = fromFrame
                        toView?.removeFromSuperview()
                    }
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
