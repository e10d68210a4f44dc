#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The transitioning delegate of one one-call modal: a presentation controller that places
/// the view at the frame and keeps the presenter's view, and two animators that run the
/// app's closures.
@MainActor
final class _OneCallDelegate: NSObject, UIViewControllerTransitioningDelegate {
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

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        _OneCallPresentationController(frame: frame, presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        _OneCallAnimator(isPresenting: true, animation: self.presenting)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        _OneCallAnimator(isPresenting: false, animation: dismissing) { [weak dismissed] completed in
            // Dismissed: the controller lets go of this delegate.
            if completed, let dismissed { _AssociatedKeys.set(nil, on: dismissed, &_AssociatedKeys.oneCall) }
        }
    }
}

/// Places the presented view at the one-call modal's frame (window coordinates) and leaves
/// the presenter's view where it is.
@MainActor
final class _OneCallPresentationController: UIPresentationController {
    private let frame: CGRect

    init(frame: CGRect, presentedViewController: UIViewController, presenting: UIViewController?) {
        self.frame = frame
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return frame }
        return containerView.convert(frame, from: nil)
    }

    override var shouldRemovePresentersView: Bool { false }

    /// Once the presentation has ended the view follows the container's layout again: a
    /// screen resized while the closure animated it puts it back at the frame.
    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        containerView?.setNeedsLayout()
    }

    /// Keeps the view at the frame when the container lays out, except while a transition
    /// animates it (through bounds and centre, which hold under a transform).
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard presentedViewController.transitionCoordinator == nil, let containerView, let view = presentedView,
            view.superview === containerView
        else { return }
        let target = frameOfPresentedViewInContainerView
        view.bounds.size = target.size
        view.center = CGPoint(x: target.midX, y: target.midY)
    }
}
