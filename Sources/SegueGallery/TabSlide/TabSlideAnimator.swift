#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Slides between two tabs: the incoming tab's screen comes in from the side of the tab it
/// belongs to while the outgoing one leaves on the other side, as if the tabs were pages laid
/// out left to right.
///
/// The curve is linear while a pan drives the switch (the screens follow the finger; a
/// percent-driven interaction scrubs the animation's time) and ease-in-out otherwise. A
/// cancelled switch puts the outgoing screen back where it was.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of a switch that nothing interrupts.
    static let duration: TimeInterval = 0.35

    /// +1 when the incoming tab lies to the right of the outgoing one (it comes in from the
    /// right edge), −1 when it lies to the left.
    let direction: CGFloat

    /// Creates an animator moving towards a tab on the right (`direction` +1) or on the left (−1).
    init(direction: CGFloat) {
        self.direction = direction
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let shift = container.bounds.width * direction
        let start = fromView.frame
        let final = transitionContext.finalFrame(for: toController)
        toView.frame = final.offsetBy(dx: shift, dy: 0)
        container.addSubview(toView)
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [curve],
            animations: {
                fromView.frame = start.offsetBy(dx: -shift, dy: 0)
                toView.frame = final
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { fromView.frame = start }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
