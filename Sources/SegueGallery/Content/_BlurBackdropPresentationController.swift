#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A presentation over a backdrop that blurs in: a `UIVisualEffectView` behind the presented
/// view whose `effect` goes from nil to `backdropEffect` alongside the presentation (the
/// pattern apps use for a frosted backdrop) and back alongside the dismissal. A tap on the
/// backdrop dismisses. Subclasses place the presented view and may style it.
@MainActor
class _BlurBackdropPresentationController: UIPresentationController {
    /// The backdrop: no effect at rest before the presentation, `backdropEffect` while the
    /// presented view is up.
    let blurView = UIVisualEffectView(effect: nil)

    /// The blur the backdrop animates to.
    class var backdropEffect: UIBlurEffect { UIBlurEffect(style: .systemUltraThinMaterialDark) }

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        blurView.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] recognizer in
                if recognizer.state == .ended { self?.presentedViewController.dismiss(animated: true) }
            })
    }

    /// Styles the presented view as the presentation begins (nothing by default).
    func stylePresentedView(_ view: UIView) {}

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        blurView.frame = container.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(blurView, at: 0)
        if let view = presentedView { stylePresentedView(view) }
        animateBlur(to: Self.backdropEffect)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { blurView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        animateBlur(to: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { blurView.removeFromSuperview() } else { blurView.effect = Self.backdropEffect }
    }

    override func containerViewWillLayoutSubviews() {
        guard let view = presentedView, view.superview === containerView,
            presentedViewController.transitionCoordinator == nil
        else { return }
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
