import OpenUIKit

class CardPresentationController: UIPresentationController {
    weak var cardDelegate: CardPresentationDelegate?

    lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        view.alpha = 0
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in self?.dimmingViewTapped(recognizer as! UITapGestureRecognizer) })
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * 0.6).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
        // A delegate that does not answer lets the tap dismiss.
        guard cardDelegate?.cardShouldDismiss(presentedViewController) ?? true else { return }
        cardDelegate?.cardWillDismiss(presentedViewController)
        presentedViewController.dismiss(animated: true, completion: nil)
    }

    // MARK: - Presentation

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }
}
