#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The list → detail demo's navigation delegate: the slide animator for every push and pop,
/// and, for a pop a left-edge swipe started, the interaction controller that follows it.
///
/// The interaction controller is vended only while a swipe drives the pop: a pop from the
/// back button must run on its own (an interaction controller nobody updates would hold the
/// transition forever).
@MainActor
final class ListNavigationDelegate: NSObject {
    /// The interaction of the pop a swipe is driving, if any.
    private(set) var interactionController: PanPopInteractionController?

    /// Pops the top screen of `navigationController`, driven by `pan`.
    func beginInteractivePop(
        with pan: UIScreenEdgePanGestureRecognizer, in navigationController: UINavigationController
    ) {
        guard interactionController == nil, navigationController.transitionCoordinator == nil,
            navigationController.viewControllers.count > 1
        else { return }
        interactionController = PanPopInteractionController(panGestureRecognizer: pan, direction: .rightAcrossTheWidth)
        { [weak self] in
            self?.interactionController = nil
        }
        navigationController.popViewController(animated: true)
    }
}

extension ListNavigationDelegate: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        ListSlideAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        guard (animationController as? ListSlideAnimator)?.operation == .pop else { return nil }
        return interactionController
    }
}
