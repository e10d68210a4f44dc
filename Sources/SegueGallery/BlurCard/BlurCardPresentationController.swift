#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The blur-in presentation of demo 14: the screen behind the card blurs in as the card rises
/// and clears again as it goes (see `_BlurBackdropPresentationController`); a tap on the blur
/// dismisses the card. The card sits at the bottom, inset 12 points, with 24-point corners.
@MainActor
final class BlurCardPresentationController: _BlurBackdropPresentationController {
    /// The blur the backdrop animates to.
    static let blur = UIBlurEffect(style: .systemUltraThinMaterialDark)

    override class var backdropEffect: UIBlurEffect { blur }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let inset: CGFloat = 12
        let height = min(presentedViewController.preferredContentSize.height, container.bounds.height - 2 * inset)
        let bottom = container.bounds.maxY - max(container.safeAreaInsets.bottom, inset)
        return CGRect(x: inset, y: bottom - height, width: container.bounds.width - 2 * inset, height: height)
    }

    override func stylePresentedView(_ view: UIView) {
        view.layer.cornerRadius = 24
        view.clipsToBounds = true
    }
}

/// Vends demo 14's pieces: the blur-in presentation controller and demo 3's card animator.
@MainActor
final class BlurCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        BlurCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: false)
    }
}
