import OpenUIKit

final class DrawerTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    weak var delegate: DrawerDelegate?
    let interactionController = DrawerInteractionController()

    init(delegate: DrawerDelegate?) {
        self.delegate = delegate
        super.init()
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = DrawerPresentationController(presentedViewController: presented, presenting: presenting)
        controller.drawerDelegate = delegate
        controller.interactionController = interactionController
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DrawerAnimator(presenting: true, delegate: delegate)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DrawerAnimator(presenting: false, delegate: delegate)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        // Only a drag makes the dismissal interactive; the close button and a tap animate it.
        return interactionController.isInteracting ? interactionController : nil
    }
}
