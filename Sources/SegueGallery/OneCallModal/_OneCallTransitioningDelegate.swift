#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The transitioning delegate behind `present(_:at:animated:presenting:dismissing:completion:)`:
/// it vends the presentation controller that places the view at the requested frame, and one
/// animator per transition that runs the caller's closure.
///
/// The presentation controller keeps the delegate alive for as long as the presentation
/// lasts (a controller's `transitioningDelegate` is weak); nothing here refers back to the
/// controllers, so the whole presentation goes when the dismissal ends.
@MainActor
final class _OneCallTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// A closure that animates a view and calls its completion handler when done.
    typealias Animation = (_ view: UIView, _ completion: @escaping (Bool) -> Void) -> Void

    let frame: CGRect
    let presenting: Animation
    let dismissing: Animation

    init(frame: CGRect, presenting: @escaping Animation, dismissing: @escaping Animation) {
        self.frame = frame
        self.presenting = presenting
        self.dismissing = dismissing
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        _OneCallAnimator(isPresenting: true, animation: self.presenting)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        _OneCallAnimator(isPresenting: false, animation: dismissing)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        _OneCallPresentationController(presentedViewController: presented, presenting: presenting,
                                       frame: frame, transitioningDelegate: self)
    }
}
