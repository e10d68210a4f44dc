#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The rotating-navigation demo's navigation delegate: the corner swing for pushes and pops
/// from buttons, and the slide-down pop with its interaction controller while a pan drives it.
///
/// A pan that begins on the top screen calls `beginInteractivePop(with:)`, which makes the
/// interaction controller and pops; the delegate then vends the slide-down animator and that
/// controller for this pop. When the finger lifts, the controller finishes or cancels the pop
/// and the delegate forgets it, so the next pop (from a button) swings without interaction.
@MainActor
final class RotatingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// The interaction controller of the pop a pan is driving, if any.
    private(set) var interactionController: SlideDownInteractionController?
    /// How many interaction controllers were vended (for tests and curious readers).
    private(set) var interactionControllersVended = 0

    /// Starts a pop driven by `pan` on `navigationController`'s top screen.
    func beginInteractivePop(with pan: UIPanGestureRecognizer, in navigationController: UINavigationController) {
        guard interactionController == nil, navigationController.viewControllers.count > 1 else { return }
        interactionController = SlideDownInteractionController(panGestureRecognizer: pan) { [weak self] in
            self?.interactionController = nil
        }
        navigationController.popViewController(animated: true)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        if operation == .pop && interactionController != nil {
            return SlideDownPopAnimator()
        }
        return RotatingNavigationAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        // Only for the slide-down pop, and only while its pan drives it.
        guard animationController is SlideDownPopAnimator, let interactionController else { return nil }
        interactionControllersVended += 1
        return interactionController
    }
}
