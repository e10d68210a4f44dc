import SegueTesting

#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Seed 003's navigation: a list that pushes a detail screen with the fade, and a detail
/// screen that becomes the navigation delegate and pops interactively with a pan, finishing
/// past half-way or when the finger moves on (`percent > 0.5 || velocity.x > 0`).
final class FadeListScreen: Screen {
    let popAnimator: @MainActor () -> any UIViewControllerAnimatedTransitioning

    init(popAnimator: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning) {
        self.popAnimator = popAnimator
        super.init(.systemTeal)
        onTap = { [unowned self] in self.showNext(animated: true) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showNext(animated: Bool) {
        navigationController?.pushViewController(FadeDetailScreen(popAnimator: popAnimator), animated: animated)
    }
}

final class FadeDetailScreen: Screen, UINavigationControllerDelegate {
    var interactionController: UIPercentDrivenInteractiveTransition?
    let popAnimator: @MainActor () -> any UIViewControllerAnimatedTransitioning

    init(popAnimator: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning) {
        self.popAnimator = popAnimator
        super.init(.systemPink)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(
            UIPanGestureRecognizer { [unowned self] gesture in
                self.handlePan(gesture as! UIPanGestureRecognizer)
            })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translate = gesture.translation(in: gesture.view)
        let percent = translate.x / gesture.view!.bounds.size.width
        switch gesture.state {
        case .began:
            interactionController = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interactionController?.update(percent)
        case .ended:
            let velocity = gesture.velocity(in: gesture.view)
            if percent > 0.5 || velocity.x > 0 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil
        default:
            break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        switch operation {
        case .push: FadePushAnimator()
        case .pop: popAnimator()
        default: nil
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        interactionController
    }
}

/// Seed 001's habit: completes with a constant true, cancelled or not.
final class AlwaysTrueFadePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
            return
        }
        transitionContext.containerView.insertSubview(to, belowSubview: from)
        UIView.animate(
            withDuration: 0.5,
            animations: {
                from.transform = CGAffineTransform(translationX: 200, y: 0)
            },
            completion: { _ in
                from.transform = .identity
                transitionContext.completeTransition(true)
            })
    }
}

extension BrokenDemo {
    /// Seed 003's fade navigation with `popAnimator`: an interactive pop dragged 60 points to
    /// the right (it finishes on the finger's speed).
    static func navigation(
        _ name: String, popAnimator: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning
    ) -> BrokenDemo {
        BrokenDemo(
            name: name, root: { UINavigationController(rootViewController: FadeListScreen(popAnimator: popAnimator)) },
            scenarios: [
                DemoScenario(
                    "interactive pop",
                    setup: [
                        .perform {
                            (($0 as? UINavigationController)?.viewControllers.first as? FadeListScreen)?.showNext(
                                animated: false)
                        },
                        .settle
                    ],
                    [
                        .drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 160, y: 400), duration: 0.3), .settle
                    ])
            ])
    }
}
