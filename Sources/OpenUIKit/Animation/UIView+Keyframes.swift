import Foundation

/// Keyframe-based view animations.
extension UIView {
    /// Animates the changes made in `animations` as keyframes over `duration`.
    ///
    /// Inside `animations`, `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// places changes on the timeline; changes made directly animate over the whole duration.
    /// Each changed property becomes one `CAKeyframeAnimation` whose mode comes from the
    /// options' calculation mode and whose timing function comes from their curve bits (so the
    /// default, raw value 0, is ease-in-out over the whole animation, as in UIKit). Nested in
    /// another animation block, it inherits that block's duration and curve (UIKitBehaviour #112), unless
    /// the options override them.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let recorder = _KeyframeRecorder(mode: options._calculationMode)
        let viewOptions = options._animationOptions
        _animate(
            duration: duration, delay: delay, options: viewOptions,
            timing: .curve(viewOptions._timingFunction), animations: animations,
            completion: completion, keyframes: recorder)
    }

    /// Adds a keyframe: the changes made in `animations` happen between `frameStartTime` and
    /// `frameStartTime + frameDuration`, both relative to the keyframe animation (0…1).
    ///
    /// Outside `animateKeyframes` the changes apply at once, as UIKit does outside an animation.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recorder = _animationStack.last?.keyframes else {
            animations()
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        if start != frameStartTime || length != frameDuration {
            _report(
                "UIView.addKeyframe: relative times (\(frameStartTime), \(frameDuration)) clamped to (\(start), \(length))"
            )
        }
        let previous = recorder.span
        recorder.span = (start, length)
        defer { recorder.span = previous }
        animations()
    }
}
