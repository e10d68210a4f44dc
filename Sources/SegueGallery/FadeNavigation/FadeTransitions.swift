#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The fade-navigation demo's one source of animators, for both kinds of transition: as a
/// navigation delegate it vends the fades for pushes and pops; as a transitioning delegate it
/// vends the push fade to present a `.custom` modal and the very same pop fade to dismiss it.
///
/// One `FadePopAnimator` serves every pop and every dismissal — an animator object may be
/// reused as long as it keeps nothing of one transition's context for the next, which this one
/// does not (it only counts).
@MainActor
final class FadeTransitions: NSObject, UINavigationControllerDelegate, UIViewControllerTransitioningDelegate {
    /// Fades incoming screens in (pushes, the modal's presentation).
    let pushAnimator = FadePushAnimator()
    /// Fades outgoing screens out (pops, the modal's dismissal).
    let popAnimator = FadePopAnimator()

    // MARK: UINavigationControllerDelegate

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        switch operation {
        case .push: return pushAnimator
        case .pop: return popAnimator
        default: return nil
        }
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        pushAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        popAnimator
    }
}
