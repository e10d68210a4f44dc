#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The blur-in presentation of demo 14: the screen behind the card blurs in as the card rises —
/// a `UIVisualEffectView` whose `effect` goes from nil to a blur alongside the transition (the
/// pattern apps use for a frosted backdrop) — and clears again as it goes. A tap on the blur
/// dismisses the card. The card sits at the bottom, inset 12 points, with 24-point corners.
@MainActor
final class BlurCardPresentationController: UIPresentationController {
    /// The backdrop: no effect at rest before the presentation, a blur while the card is up.
    let blurView = UIVisualEffectView(effect: nil)
    /// The blur the backdrop animates to.
    static let blur = UIBlurEffect(style: .systemUltraThinMaterialDark)

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        blurView.addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .ended { self?.presentedViewController.dismiss(animated: true) }
        })
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let inset: CGFloat = 12
        let height = min(presentedViewController.preferredContentSize.height, container.bounds.height - 2 * inset)
        let bottom = container.bounds.maxY - max(container.safeAreaInsets.bottom, inset)
        return CGRect(x: inset, y: bottom - height, width: container.bounds.width - 2 * inset, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        blurView.frame = container.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(blurView, at: 0)
        presentedView?.layer.cornerRadius = 24
        presentedView?.clipsToBounds = true
        animateBlur(to: Self.blur)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { blurView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        animateBlur(to: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { blurView.removeFromSuperview() } else { blurView.effect = Self.blur }
    }

    override func containerViewWillLayoutSubviews() {
        guard let view = presentedView, view.superview === containerView,
              presentedViewController.transitionCoordinator == nil else { return }
        view.frame = frameOfPresentedViewInContainerView
    }

    /// Changes the backdrop's effect alongside the transition (at once without one).
    private func animateBlur(to effect: UIVisualEffect?) {
        guard let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated else {
            blurView.effect = effect
            return
        }
        coordinator.animate(alongsideTransition: { [blurView] _ in blurView.effect = effect }, completion: nil)
    }
}

/// Vends demo 14's pieces: the blur-in presentation controller and demo 3's card animator.
@MainActor
final class BlurCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        BlurCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: false)
    }
}
