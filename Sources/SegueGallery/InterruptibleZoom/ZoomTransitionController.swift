#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The transitioning delegate of the interruptible zoom: a zoom animator and an interaction
/// controller for each presentation and dismissal of a detail screen.
///
/// The interaction controller does not start interactive, so it is safe to vend for a tap's
/// presentation: the zoom runs on its own until a drag catches it. Set `thumbnail` to the grid
/// cell the picture comes from before presenting.
final class ZoomTransitionController: NSObject, UIViewControllerTransitioningDelegate {
    /// The thumbnail the detail screen zooms out of and back into.
    weak var thumbnail: UIView?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        ZoomTransitionAnimator(isPresenting: true, thumbnail: thumbnail)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ZoomTransitionAnimator(isPresenting: false, thumbnail: thumbnail)
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        ZoomInteractionController(isPresenting: true)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        ZoomInteractionController(isPresenting: false)
    }
}
