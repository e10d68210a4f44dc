import Foundation

/// An interaction controller: drives a transition's progress, usually from a gesture.
///
/// UIKit's optional members are requirements with default values here (see
/// docs/Deviations.md): `completionSpeed` 1, `completionCurve` `.easeInOut`,
/// `wantsInteractiveStart` true.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Called by the driver to start the interactive transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once interaction ends (1 = normal).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition once interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (false: it starts animating and can be
    /// paused into interaction later, iOS 10).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Normal speed.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in and out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// Starts interactive.
    public var wantsInteractiveStart: Bool { true }
}
