import Foundation

/// The presentation controller UIKit uses for the built-in full-screen and current-context
/// styles (sheets have `UISheetPresentationController`, popovers theirs).
///
/// `.fullScreen` and `.currentContext` remove the presenter's view once the presentation ends;
/// `.overFullScreen` and `.overCurrentContext` keep it (UIKitBehaviour #77, #78). The presented
/// view fills the container.
@MainActor
final class _SystemPresentationController: UIPresentationController {
    let style: UIModalPresentationStyle

    init(presented: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
        _presentationStyle = style
    }

    override var shouldRemovePresentersView: Bool {
        style == .fullScreen || style == .currentContext
    }

    override var shouldPresentInFullscreen: Bool {
        style != .currentContext && style != .overCurrentContext
    }

    override func containerViewWillLayoutSubviews() {
        guard let view = presentedView, view.superview === containerView,
            presentedViewController.transitionCoordinator == nil
        else { return }
        view.frame = frameOfPresentedViewInContainerView
    }
}
