import Foundation

/// The states of an animator (UIKitBehaviour #123).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: animations can be configured.
    case inactive = 0
    /// Started or paused.
    case active = 1
    /// Stopped without finishing: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ends (UIKitBehaviour #123).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end values.
    case end = 0
    /// At its start values.
    case start = 1
    /// Where it was when stopped.
    case current = 2
}

/// An object that runs animations that can be started, paused, scrubbed, reversed and stopped.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (not paused or stopped).
    var isRunning: Bool { get }
    /// Whether the animations run (or will run) back toward their start values.
    var isReversed: Bool { get set }
    /// The animations' progress, 0 at the start, 1 at the end.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations.
    func pauseAnimation()
    /// Stops the animations where they are.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations can be added to while it runs.
///
/// - Note: Differs from UIKit: the four requirements are `@objc optional` there; here they are
///   requirements with default implementations that fail with a message naming the method.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start at once.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` of the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {
        _programmerError("\(type(of: self)) does not implement addAnimations(_:)")
    }
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        _programmerError("\(type(of: self)) does not implement addAnimations(_:delayFactor:)")
    }
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        _programmerError("\(type(of: self)) does not implement addCompletion(_:)")
    }
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        _programmerError("\(type(of: self)) does not implement continueAnimation(withTimingParameters:durationFactor:)")
    }
}
