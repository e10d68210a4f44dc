import Foundation

/// What a presented controller keeps while it is up: the container its presentation made, and
/// where the presenter's view was before a presentation that removes it (UIKitBehaviour #19), so that
/// dismissal can put it back.
@MainActor
final class _PresentationRecord {
    let container: _TransitionContainerView
    let presentationController: UIPresentationController
    /// Whether the presenter's view is taken out of the window while the presented controller is up.
    let removesPresenterView: Bool
    /// The presenter's view's superview, index and frame before the presentation (the frame
    /// follows size changes of that superview while the presenter's view is away, see
    /// `UIApplication+ScreenSize`).
    weak var presenterSuperview: UIView?
    let presenterIndex: Int
    var presenterFrame: CGRect

    init(container: _TransitionContainerView, presentationController: UIPresentationController, presenterView: UIView) {
        self.container = container
        self.presentationController = presentationController
        removesPresenterView = presentationController.shouldRemovePresentersView
        presenterSuperview = presenterView.superview
        presenterIndex = presenterView.superview?.subviews.firstIndex(of: presenterView) ?? 0
        presenterFrame = presenterView.frame
    }

    /// The presenter's frame before the presentation, in the container's coordinates.
    var presenterFrameInContainer: CGRect {
        guard let superview = presenterSuperview else { return presenterFrame }
        return container.convert(presenterFrame, from: superview)
    }

    /// Moves the presenter's view into the container, below everything, where it was on screen.
    func movePresenterViewIntoContainer(_ view: UIView) {
        let frame = presenterFrameInContainer
        container.insertSubview(view, at: 0)
        view.frame = frame
    }

    /// Ends the container's tie to the presentation controller once the presentation is over
    /// (cancelled, or dismissed): it no longer hears about the container's layout and its
    /// `containerView` is nil again, as UIKit does after `presentationTransitionDidEnd(false)`
    /// or `dismissalTransitionDidEnd(true)` (SECONDARY: UIKitCore's transition-completion block).
    func detachContainer() {
        container.presentationController = nil
        if presentationController._containerView === container { presentationController._containerView = nil }
    }

    /// Puts the presenter's view back where it was before the presentation.
    func restorePresenterView(_ view: UIView) {
        guard let superview = presenterSuperview else {
            view.removeFromSuperview()
            return
        }
        view.removeFromSuperview()
        superview.insertSubview(view, at: min(presenterIndex, superview.subviews.count))
        view.frame = presenterFrame
    }
}
