import Foundation

/// What UIKit hands an animator and an interaction controller: the container view, the
/// controllers and views of the transition, their frames, and the calls that report progress
/// and the end.
///
/// Segue's context is created by the transition driver; you do not adopt this protocol.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view that contains every view taking part in the transition (UIKitBehaviour #4).
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (valid once it ends, and after a cancel call).
    var transitionWasCancelled: Bool { get }
    /// The modal presentation style, or `.none` for navigation and tab transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// A rotation to apply, for transitions that rotate the interface; identity otherwise.
    var targetTransform: CGAffineTransform { get }

    /// Reports the interactive progress, 0…1 (values outside are clamped, UIKitBehaviour #37).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition should finish.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition should go back.
    func cancelInteractiveTransition()
    /// Pauses a running transition so that interaction can take over (iOS 10).
    func pauseInteractiveTransition()
    /// Ends the transition; pass `!transitionWasCancelled`. Only the first call counts.
    func completeTransition(_ didComplete: Bool)

    /// The controller for `key`, or nil.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil when the animator must not touch it (UIKitBehaviour #5–#8).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts, or `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends, or `.zero` when unknown.
    func finalFrame(for vc: UIViewController) -> CGRect
}
