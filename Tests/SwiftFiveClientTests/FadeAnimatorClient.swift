import OpenUIKit
import Testing

class FadeAnimator: NSObject {
    let duration: TimeInterval = 0.3
    var onEnd: ((Bool) -> Void)?
    let badge: UIView

    override init() {
        badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        super.init()
    }

    func prepare(_ view: UIView) {
        view.alpha = 0
        view.layer.cornerRadius = 8
    }
}

extension FadeAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        prepare(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self.onEnd?(finished)
        })
    }
}

class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = FadeAnimator()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

@Test func compiles() {}
