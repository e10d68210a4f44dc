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
            popover._adaptation == nil
        {
            return nil
        }
        if presentationController?._activeSheet?._passesTouchThrough(hit) == true { return nil }
        return hit
    }

    /// The size the container was last laid out at.
    private var laidOutSize: CGSize?
    /// Whether the container changed size since its presentation controller last laid it out
    /// outside a transition (presentation controllers leave frames to the animator meanwhile).
    private var changedSizeSinceSettled = false

    /// After a transition: lays the container out again if it changed size while it ran.
    func layOutIfResizedDuringTransition() {
        guard changedSizeSinceSettled else { return }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        if let laidOutSize, laidOutSize != bounds.size { changedSizeSinceSettled = true }
        laidOutSize = bounds.size
        if presentationController?._presentedIfAlive?.transitionCoordinator == nil { changedSizeSinceSettled = false }
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
