// The code of the article "Navigation and tab transitions"
// (Sources/OpenUIKit/OpenUIKit.docc/NavigationAndTabTransitions.md), as the article shows it.
// NavigationAndTabTransitionsArticleTests runs it and renders the pictures.
import OpenUIKit

/// Slides the arriving screen in from the side it comes from while the leaving one moves a
/// third of the way out and dims: for pushes, pops and tab switches alike.
class SideSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// +1 when the new screen comes from the right (push, a tab to the right), −1 from the left.
    let direction: CGFloat

    init(direction: CGFloat) {
        self.direction = direction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let toController = transitionContext.viewController(forKey: .to)!
        let width = container.bounds.width

        toView.frame = transitionContext.finalFrame(for: toController)
        container.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: direction * width, y: 0)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(translationX: -self.direction * width / 3, y: 0)
                fromView.alpha = 0.5
            },
            completion: { _ in
                // Leave the screen that stays in the hierarchy as it was found.
                fromView.transform = .identity
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The navigation controller's delegate: the slide for pushes and pops.
class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return SideSlideAnimator(direction: 1)
        case .pop: return SideSlideAnimator(direction: -1)
        default: return nil  // .none: UIKit's own transition
        }
    }
}

/// The tab bar controller's delegate: the slide towards the tab that was chosen.
class SlideTabBarDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let controllers = tabBarController.viewControllers ?? []
        guard let from = controllers.firstIndex(of: fromVC), let to = controllers.firstIndex(of: toVC) else {
            return nil
        }
        return SideSlideAnimator(direction: to > from ? 1 : -1)
    }
}

/// A plain coloured screen with a title.
class ColorScreenViewController: UIViewController {
    let color: UIColor

    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        articleTitle(title ?? "", in: view)
    }
}
