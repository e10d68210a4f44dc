#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The half card over a dimming view that fades in alongside the presentation and out
/// alongside the dismissal, as Apple's custom presentation sample does. With
/// `restoresOnCancel` false it forgets that a cancelled interactive dismissal leaves the
/// alongside block's alpha of 0 in place (UIKitBehaviour #393): the presenter stays undimmed
/// under the card.
final class DimmedCardPresentationController: HalfCardPresentationController {
    let dimmingView = UIView()
    let restoresOnCancel: Bool

    init(presentedViewController: UIViewController, presenting: UIViewController?, restoresOnCancel: Bool) {
        self.restoresOnCancel = restoresOnCancel
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            },
            completion: { context in
                if self.restoresOnCancel && context.isCancelled { self.dimmingView.alpha = 1 }
            })
    }
}
