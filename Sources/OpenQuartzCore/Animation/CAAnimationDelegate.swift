import Foundation

/// The methods an animation's delegate may implement to learn when it starts and stops.
///
/// - Note: Differs from UIKit: Core Animation declares these `@objc optional`; here each has a
///   default implementation that does nothing (see docs/Deviations.md).
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation's active time begins.
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation stops: `flag` is true if it ran to the end of its active
    /// duration, false if it was removed or replaced first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Default: does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Default: does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
