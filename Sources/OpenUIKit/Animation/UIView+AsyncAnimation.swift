import Foundation

/// The `async` forms of the block animation API.
///
/// Apple's SDK imports each Objective-C animation method that takes a completion block a
/// second time as an `async` method returning the block's `finished` flag, so Swift code
/// writes `let finished = await UIView.animate(withDuration: 0.3) { … }`. These are those
/// forms; each resumes when its completion would have run. As with Apple's SDK, inside an
/// `async` function the `async` overload is the one chosen, so the call needs `await`.
///
/// - Note: Segue addition: if another host attaches (a new `HeadlessHost`) before the
///   completion runs, the call returns `false` at once instead of waiting forever (see
///   `UIApplication.attach(_:)`).
extension UIView {
    /// Animates changes over `duration` after `delay` with `options`; returns whether every
    /// animation of the block finished.
    @discardableResult
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        await UIApplication.shared._awaitCompletion(
            "UIView.animate(withDuration:delay:options:animations:)", abandonedValue: false
        ) {
            animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: $0)
        }
    }

    /// Animates changes over `duration` with the ease-in-out curve; returns whether every
    /// animation of the block finished.
    @discardableResult
    public class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void
    ) async -> Bool {
        await UIApplication.shared._awaitCompletion("UIView.animate(withDuration:animations:)", abandonedValue: false) {
            animate(withDuration: duration, animations: animations, completion: $0)
        }
    }

    /// Animates changes with a spring that settles in `duration`; returns whether every
    /// animation of the block finished.
    @discardableResult
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        await UIApplication.shared._awaitCompletion(
            "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:)",
            abandonedValue: false
        ) {
            animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
                initialSpringVelocity: velocity, options: options, animations: animations, completion: $0)
        }
    }

    /// Runs a keyframe animation; returns whether every animation of the block finished.
    @discardableResult
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        await UIApplication.shared._awaitCompletion(
            "UIView.animateKeyframes(withDuration:delay:options:animations:)", abandonedValue: false
        ) {
            animateKeyframes(
                withDuration: duration, delay: delay, options: options, animations: animations, completion: $0)
        }
    }

    /// Runs `animations` as a transition of `view`; returns whether it finished.
    @discardableResult
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?
    ) async -> Bool {
        await UIApplication.shared._awaitCompletion(
            "UIView.transition(with:duration:options:animations:)", abandonedValue: false
        ) {
            transition(with: view, duration: duration, options: options, animations: animations, completion: $0)
        }
    }

    /// Replaces `fromView` with `toView` as a transition; returns whether it finished.
    @discardableResult
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: UIView.AnimationOptions = []
    ) async -> Bool {
        await UIApplication.shared._awaitCompletion(
            "UIView.transition(from:to:duration:options:)", abandonedValue: false
        ) {
            transition(from: fromView, to: toView, duration: duration, options: options, completion: $0)
        }
    }
}
