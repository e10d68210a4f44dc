#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Vends the edge-swipe demo's animators, and an interaction controller only while a
/// screen-edge pan is driving the transition.
///
/// The screen that starts a transition sets `gestureRecognizer` first: to its edge pan when
/// the pan began the transition, or to nil when a button did. UIKit asks for an interaction
/// controller right after the animator; vending one for a button-triggered transition would
/// leave the transition waiting for a finger that never comes.
@MainActor
final class EdgeSwipeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The pan driving the next transition, if a pan started it (weak: it belongs to a screen).
    weak var gestureRecognizer: UIScreenEdgePanGestureRecognizer?
    /// The edge that pan started from.
    var edge: UIRectEdge = .right
    /// How many interaction controllers were vended (for tests and curious readers).
    private(set) var interactionControllersVended = 0

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        EdgeSwipeAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        EdgeSwipeAnimator(presenting: false)
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        interactionController()
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        interactionController()
    }

    /// A controller following the current pan, or nil when no pan drives the transition —
    /// also when the pan that drove the last one has ended, so that a dismissal by code after
    /// an interactive presentation runs by itself instead of waiting for that finger.
    private func interactionController() -> (any UIViewControllerInteractiveTransitioning)? {
        guard let gestureRecognizer, gestureRecognizer.state == .began || gestureRecognizer.state == .changed else {
            return nil
        }
        interactionControllersVended += 1
        return EdgeSwipeInteractionController(gestureRecognizer: gestureRecognizer, edge: edge)
    }
}
