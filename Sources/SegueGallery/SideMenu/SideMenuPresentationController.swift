#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Demo 15's presentation: the menu takes the leading 300 points (at most 80 % of the width)
/// over the blurring backdrop (see `_BlurBackdropPresentationController`), with a soft shadow
/// along its trailing edge.
@MainActor
final class SideMenuPresentationController: _BlurBackdropPresentationController {
    /// The menu's width.
    static let menuWidth: CGFloat = 300

    override class var backdropEffect: UIBlurEffect { UIBlurEffect(style: .systemThinMaterialDark) }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let width = min(Self.menuWidth, container.bounds.width * 0.8)
        return CGRect(x: 0, y: 0, width: width, height: container.bounds.height)
    }

    override func stylePresentedView(_ view: UIView) {
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.3
        view.layer.shadowRadius = 12
        view.layer.shadowOffset = CGSize(width: 4, height: 0)
    }
}

/// Slides the menu in from the leading edge and back out; linear under a finger, eased otherwise.
@MainActor
final class SideMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let menu = transitionContext.viewController(forKey: key) else {
            return transitionContext.completeTransition(false)
        }
        let shown = transitionContext.finalFrame(for: presenting ? menu : menu)
        let onScreen = presenting ? shown : menu.view.frame
        let offScreen = onScreen.offsetBy(dx: -onScreen.maxX - 20, dy: 0)
        if presenting {
            menu.view.frame = offScreen
            transitionContext.containerView.addSubview(menu.view)
        }
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut]
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: options,
            animations: {
                menu.view.frame = self.presenting ? onScreen : offScreen
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Vends demo 15's pieces; the interaction controller only while a pan drives the opening.
@MainActor
final class SideMenuTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The pan's interaction controller for the next presentation, if a pan started it.
    var interaction: EdgeSwipeInteractionController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        SideMenuPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SideMenuAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SideMenuAnimator(presenting: false)
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        defer { interaction = nil }
        return interaction
    }
}
