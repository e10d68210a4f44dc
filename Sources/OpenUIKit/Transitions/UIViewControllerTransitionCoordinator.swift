import Foundation

/// The state of a running transition, as seen by alongside animations and interaction handlers.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The modal presentation style, or `.none` for navigation and tab transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (its animator has an interruptible animator).
    var isInterruptible: Bool { get }
    /// Whether interaction drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration.
    var transitionDuration: TimeInterval { get }
    /// The progress when interaction last changed.
    var percentComplete: CGFloat { get }
    /// The completion speed once interaction ends.
    var completionVelocity: CGFloat { get }
    /// The completion curve once interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller for `key`, or nil.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The transition's container view.
    var containerView: UIView { get }
    /// A rotation applied by the transition; identity otherwise.
    var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a transition and tells interested code when interaction changes
/// (UIKitBehaviour #99–#106). Read it from a controller's `transitionCoordinator` during a transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation (scrubbed with it when interactive) and
    /// `completion` after the transition ends. Returns false if it could not be queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Like `animate(alongsideTransition:completion:)`, for a view outside the container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when interaction ends (deprecated in UIKit for `notifyWhenInteractionChanges`).
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    /// Calls `handler` whenever the transition goes from interactive to not, or back (iOS 10).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion handler.
    ///
    /// UIKit's `completion` parameter defaults to nil; a protocol requirement cannot carry a
    /// default argument in Swift, so this overload supplies it.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Runs `animation` alongside the transition for a view outside its container, with no
    /// completion handler (UIKit's `completion` defaults to nil).
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
