#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The photo grid → detail demo's navigation delegate: the zoom for every push and pop and,
/// for a pop a drag down started, the interaction controller that follows it (vended only
/// then: a pop from the back button runs on its own).
@MainActor
final class PhotoZoomNavigationDelegate: NSObject {
    /// The interaction of the pop a drag is driving, if any.
    private(set) var interactionController: PanPopInteractionController?

    /// Pops the photo on top of `navigationController`, driven by `pan`.
    func beginInteractivePop(with pan: UIPanGestureRecognizer, in navigationController: UINavigationController) {
        guard interactionController == nil, navigationController.transitionCoordinator == nil,
            navigationController.viewControllers.count > 1
        else { return }
        interactionController = PanPopInteractionController(
            panGestureRecognizer: pan, direction: .downOverHalfTheHeight
        ) { [weak self] in
            self?.interactionController = nil
        }
        navigationController.popViewController(animated: true)
    }
}

extension PhotoZoomNavigationDelegate: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        PhotoZoomAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        guard (animationController as? PhotoZoomAnimator)?.operation == .pop else { return nil }
        return interactionController
    }
}
