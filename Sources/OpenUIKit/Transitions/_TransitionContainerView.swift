import Foundation

/// The container view of a modal presentation: it stays in the window while the presented
/// controller is up and tells its presentation controller when it lays out (UIKitBehaviour #69).
@MainActor
final class _TransitionContainerView: UIView {
    /// Not retained: the presented controller keeps its presentation controller.
    weak var presentationController: UIPresentationController?

    /// Touches that reach the container itself go through it when its presentation lets them
    /// (a popover's passthrough views).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, let popover = presentationController as? UIPopoverPresentationController,
           popover._adaptation == nil { return nil }
        return hit
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
