#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Vends the cross-dissolve demo's animators: the half-way spring for presenting, the
/// cross-dissolve for dismissing.
///
/// A `transitioningDelegate` is held weakly by the presented controller, so whoever presents
/// keeps this object alive (here the home screen holds it in a property). No interaction
/// controllers are vended: both transitions run by themselves. A fresh animator is made for
/// each transition, so nothing from one transition's context can leak into the next.
@MainActor
final class CrossDissolveTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// How many presentation animators were vended (for tests and curious readers).
    private(set) var presentationAnimatorsVended = 0
    /// How many dismissal animators were vended.
    private(set) var dismissalAnimatorsVended = 0

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        presentationAnimatorsVended += 1
        return HalfWaySpringAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissalAnimatorsVended += 1
        return CrossDissolveAnimator()
    }
}
