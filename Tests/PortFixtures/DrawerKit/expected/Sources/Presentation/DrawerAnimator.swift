import OpenUIKit

final class DrawerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    weak var delegate: DrawerDelegate?

    init(presenting: Bool, delegate: DrawerDelegate?) {
        self.presenting = presenting
        self.delegate = delegate
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard let drawer = transitionContext?.viewController(forKey: presenting ? .to : .from) else { return 0.3 }
        return TimeInterval(delegate?.drawerAnimationDuration(drawer) ?? 0.3)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let drawer = transitionContext.viewController(forKey: key) else { return }
        let container = transitionContext.containerView
        let shown = transitionContext.finalFrame(for: drawer)
        var hidden = shown
        hidden.origin.y = container.bounds.maxY

        if presenting {
            container.addSubview(drawer.view)
            drawer.view.frame = hidden
        }
        let duration = transitionDuration(using: transitionContext)
        // Linear while a finger drives it, so the drawer tracks the finger exactly.
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            drawer.view.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            let finished = !transitionContext.transitionWasCancelled
            if !self.presenting && finished {
                drawer.view.removeFromSuperview()
                self.delegate?.drawerDidDismiss(drawer)
            }
            transitionContext.completeTransition(finished)
        })
    }
}
