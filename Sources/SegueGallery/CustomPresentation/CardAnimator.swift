#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Slides the card up from below the bottom edge to present it, and back down to dismiss it.
///
/// The view it moves is whatever the context returns for the presented controller — for the
/// card presentation, the presentation controller's shadowed, rounded wrapper, not the
/// controller's own view. The presenting view is never touched: a `.custom` presentation
/// leaves it in the window, and the context returns nil for it (`.from` when presenting, `.to`
/// when dismissing).
///
/// The dimming view is not the animator's business either: the presentation controller fades
/// it alongside, through the transition coordinator, with this animator's duration and curve.
@MainActor
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (true) or dismisses (false).
    let isPresenting: Bool
    /// How long the slide takes.
    let duration: TimeInterval

    /// Creates an animator for a presentation or a dismissal; 0.45 s by default.
    init(presenting: Bool, duration: TimeInterval = 0.45) {
        isPresenting = presenting
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let cardController = transitionContext.viewController(forKey: key),
            let cardView = transitionContext.view(forKey: isPresenting ? .to : .from)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView
        // On screen: the final frame when presenting, the initial one when dismissing.
        let shownFrame =
            isPresenting
            ? transitionContext.finalFrame(for: cardController)
            : transitionContext.initialFrame(for: cardController)
        // Off screen: the same frame, its top edge on the container's bottom edge.
        let hiddenFrame = CGRect(
            x: shownFrame.minX, y: containerView.bounds.maxY,
            width: shownFrame.width, height: shownFrame.height)

        if isPresenting {
            cardView.frame = hiddenFrame
            containerView.addSubview(cardView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: [.curveEaseInOut],
            animations: {
                cardView.frame = self.isPresenting ? shownFrame : hiddenFrame
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled && !self.isPresenting { cardView.frame = shownFrame }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
