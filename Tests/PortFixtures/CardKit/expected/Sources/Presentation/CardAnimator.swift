import OpenUIKit

/// Slides the card up from the bottom edge, and back down.
class CardAnimator: NSObject {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }
}

extension CardAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else { return }
        let container = transitionContext.containerView
        let shown = transitionContext.finalFrame(for: card)
        let hidden = presenting
            ? shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
            : transitionContext.initialFrame(for: card).offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            container.addSubview(card.view)
            card.view.frame = hidden
            card.view.layer.cornerRadius = 16
            let rounding = CABasicAnimation(keyPath: "cornerRadius")
            rounding.fromValue = 0
            rounding.duration = transitionDuration(using: transitionContext)
            rounding.fillMode = CAMediaTimingFillMode.backwards
            card.view.layer.add(rounding, forKey: "rounding")
        }
        let options: UIView.AnimationOptions = presenting ? .curveEaseOut : .curveEaseIn
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            card.view.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
