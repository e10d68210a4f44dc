#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The presentation controller `modalTransition` vends when it chose the presentation style: a
/// `.custom` presentation that covers the screen and removes the presenter's view, as
/// `.fullScreen` does.
///
/// The library presents with `.custom` rather than `.fullScreen` because UIKit asks the
/// animator of a custom presentation even when it is made without animation (the context's
/// `isAnimated` is then false, UIKitBehaviour #22): the library's animator places the views and
/// installs the dismissal pan, so a screen presented with `animated: false` can be dragged away
/// too (UIKitBehaviour #458).
@MainActor
final class _FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }

    override var shouldPresentInFullscreen: Bool { true }

    /// Keeps the presented view filling the container when the screen changes size after the
    /// transition.
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard presentedViewController.transitionCoordinator == nil, let containerView, let view = presentedView,
            view.superview === containerView, view.frame != containerView.bounds
        else { return }
        view.frame = containerView.bounds
    }
}
