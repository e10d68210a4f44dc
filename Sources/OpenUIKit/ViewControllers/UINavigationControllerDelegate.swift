import Foundation

extension UINavigationController {
    /// The kind of navigation transition an animator is asked for (UIKitBehaviour #57), with UIKit's raw values.
    public enum Operation: Int, Sendable {
        /// No operation.
        case none = 0
        /// A controller is pushed.
        case push = 1
        /// A controller is popped.
        case pop = 2
    }
}

/// Hears when a navigation controller shows a new top controller and vends custom push and
/// pop animators and interaction controllers (UIKitBehaviour #57–#59).
///
/// UIKit's optional methods are requirements with defaults here (see docs/Deviations.md): the
/// defaults do nothing or return nil, which UIKit treats as "not implemented".
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// The navigation controller is about to show `viewController` (push, pop or a new stack).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool)
    /// The navigation controller showed `viewController`.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
    /// The animator for a push or pop from `fromVC` to `toVC`; nil for the built-in slide.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interaction controller for `animationController` (asked only when the delegate gave an animator, UIKitBehaviour #58).
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {}
    /// No custom animator.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Not interactive.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
}
