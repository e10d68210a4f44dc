// The code of the article "Presentation controllers"
// (Sources/OpenUIKit/OpenUIKit.docc/PresentationControllers.md), as the article shows it.
// PresentationControllersArticleTests runs it and renders the pictures.
import OpenUIKit

/// Shows the presented screen as a card over the lower part of the screen, above a dimming
/// view that fades with the transition; a tap on the dimming view dismisses the card.
class BottomCardPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * 0.55).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        // Segue: init(handler:) stands for UIKit's init(target:action:) with a #selector.
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] _ in
                self?.presentingViewController.dismiss(animated: true)
            })
        containerView.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = 16
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.clipsToBounds = true

        // Fade the dimming view in step with the animator, whatever its duration and curve.
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Vends the card's presentation controller. No animator: UIKit slides a custom presentation
/// up from the bottom, and down on dismissal.
class BottomCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        return BottomCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// The screen behind the card; it keeps the card's transitioning delegate alive (UIKit holds
/// it weakly).
class MapHomeViewController: UIViewController {
    let cardTransitions = BottomCardTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
        articleTitle("Map", in: view)
    }

    func showCard() -> UIViewController {
        let card = UIViewController()
        card.view.backgroundColor = .white
        articleTitle("Card", in: card.view, color: .black)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransitions
        present(card, animated: true)
        return card
    }
}
