#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Places the presented view at a fixed frame over the presenter, which stays on screen, and
/// keeps the one-call transitioning delegate alive while the presentation lasts.
@MainActor
final class _OneCallPresentationController: UIPresentationController {
    let frame: CGRect
    /// Kept strongly: the presented controller's `transitioningDelegate` is weak.
    let retainedDelegate: _OneCallTransitioningDelegate

    init(presentedViewController: UIViewController, presenting: UIViewController?, frame: CGRect,
         transitioningDelegate: _OneCallTransitioningDelegate) {
        self.frame = frame
        retainedDelegate = transitioningDelegate
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect { frame }

    override var shouldRemovePresentersView: Bool { false }

    /// Puts the view back at its frame when the container lays out, except while a transition
    /// animates it.
    /// Once the presentation is over the view follows the layout again: if the screen changed
    /// size while the animation owned it, it goes back to its frame.
    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        containerView?.setNeedsLayout()
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard presentedViewController.transitionCoordinator == nil, let view = presentedView,
              view.superview === containerView else { return }
        // Through bounds and center, which stay valid if the view is transformed.
        view.bounds.size = frame.size
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }
}
