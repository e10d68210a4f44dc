// The code of the article "Your first custom transition"
// (Sources/OpenUIKit/OpenUIKit.docc/YourFirstCustomTransition.md), as the article shows it.
// FirstCustomTransitionArticleTests runs it and renders the article's pictures.
import OpenUIKit

/// Fades the presented screen in while it grows from 90 % to full size, and back out on
/// dismissal.
class FadeScaleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let small = CGAffineTransform(scaleX: 0.9, y: 0.9)

        if isPresenting {
            // The screen that arrives: put it in the container at its final frame, then animate.
            let toController = transitionContext.viewController(forKey: .to)!
            let toView = transitionContext.view(forKey: .to)!
            toView.frame = transitionContext.finalFrame(for: toController)
            container.addSubview(toView)
            toView.alpha = 0
            toView.transform = small
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseOut],
                animations: {
                    toView.alpha = 1
                    toView.transform = .identity
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            // Full screen took the presenting view out of the window: bring it back below.
            let fromView = transitionContext.view(forKey: .from)!
            if let toView = transitionContext.view(forKey: .to) {
                container.insertSubview(toView, belowSubview: fromView)
            }
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseIn],
                animations: {
                    fromView.alpha = 0
                    fromView.transform = small
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}

/// The first screen: it presents the detail and is the detail's transitioning delegate.
class GreetingViewController: UIViewController, UIViewControllerTransitioningDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        articleTitle("Hello", in: view)
    }

    func showDetail() {
        let detail = DetailCardViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = self  // a weak reference: this controller outlives the detail
        present(detail, animated: true)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return FadeScaleAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FadeScaleAnimator(isPresenting: false)
    }
}

/// The presented screen.
class DetailCardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        articleTitle("Detail", in: view)
    }
}
