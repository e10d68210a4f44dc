import Foundation

/// What navigation and tab bar controllers share around the transition context: the child
/// view that fills the transition view, and the appearance calls of a switch.
@MainActor
enum _ContainerTransitionSupport {
    /// Makes `view` the only subview of `container`, filling it.
    static func install(_ view: UIView, in container: UIView) {
        for subview in container.subviews where subview !== view { subview.removeFromSuperview() }
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== container { container.addSubview(view) }
    }

    /// The appearance calls at the end of a switch from `from` to `to`: completed, the
    /// did-calls in order (UIKitBehaviour #88); cancelled, the incoming controller disappears and then
    /// the outgoing one appears again (the cancelled-pop sequence, UIKitBehaviour #89).
    static func endAppearance(from: UIViewController, to: UIViewController, completed: Bool, animated: Bool) {
        if completed {
            from.endAppearanceTransition()
            to.endAppearanceTransition()
        } else {
            to.beginAppearanceTransition(false, animated: animated)
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: animated)
            from.endAppearanceTransition()
        }
    }
}
