#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The list → detail demo's push and pop: the detail slides over the list from the right
/// edge, the list drifts a third of the way left and darkens under it; a pop runs the same in
/// reverse. Linear while a finger drives it (the detail's edge stays under the finger), ease
/// in-out otherwise.
///
/// The navigation controller puts both views in its container and tidies the hierarchy
/// afterwards; the animator places them, adds the dimming view for the transition, and puts
/// every frame back where it belongs when the transition ends, finished or cancelled.
@MainActor
final class ListSlideAnimator: NSObject {
    /// How long the slide takes.
    static let duration: TimeInterval = 0.4
    /// How dark the list gets under the detail.
    static let dimming: CGFloat = 0.15

    let operation: UINavigationController.Operation

    /// Creates the animator of a push or a pop.
    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }
}

extension ListSlideAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromController = transitionContext.viewController(forKey: .from),
            let toController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let isPush = operation == .push
        let fromFrame = transitionContext.initialFrame(for: fromController)
        let toFrame = transitionContext.finalFrame(for: toController)
        let width = container.bounds.width
        // The list is the view beneath: the from view of a push, the to view of a pop.
        let listView = isPush ? fromView : toView
        let detailView = isPush ? toView : fromView
        let listFrame = isPush ? fromFrame : toFrame
        let detailFrame = isPush ? toFrame : fromFrame
        let listAside = listFrame.offsetBy(dx: -width / 3, dy: 0)
        let detailAside = detailFrame.offsetBy(dx: width, dy: 0)

        let dimmingView = UIView(frame: listFrame)
        dimmingView.backgroundColor = .black
        dimmingView.isUserInteractionEnabled = false
        if isPush {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        container.insertSubview(dimmingView, aboveSubview: listView)
        listView.frame = isPush ? listFrame : listAside
        dimmingView.frame = listView.frame
        dimmingView.alpha = isPush ? 0 : Self.dimming
        detailView.frame = isPush ? detailAside : detailFrame

        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [curve],
            animations: {
                listView.frame = isPush ? listAside : listFrame
                dimmingView.frame = listView.frame
                dimmingView.alpha = isPush ? Self.dimming : 0
                detailView.frame = isPush ? detailFrame : detailAside
            },
            completion: { _ in
                dimmingView.removeFromSuperview()
                let cancelled = transitionContext.transitionWasCancelled
                // Whatever stays on screen goes back to its frame: the list (a cancelled push, a
                // finished pop) or the detail (a finished push, a cancelled pop).
                listView.frame = listFrame
                detailView.frame = detailFrame
                transitionContext.completeTransition(!cancelled)
            })
    }
}
