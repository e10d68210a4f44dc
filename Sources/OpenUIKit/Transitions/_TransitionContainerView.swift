import Foundation

/// The container view of a modal presentation: it stays in the window while the presented
/// controller is up and tells its presentation controller when it lays out (UIKitBehaviour #69).
@MainActor
final class _TransitionContainerView: UIView {
    /// Not retained: the presented controller keeps its presentation controller.
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
