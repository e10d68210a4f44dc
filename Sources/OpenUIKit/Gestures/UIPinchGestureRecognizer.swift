import Foundation

/// A continuous recognizer for pinches: two fingers moving towards or away from each other.
///
/// The recognizer follows the first two of its touches (a third is tracked but does not
/// pinch). It begins once the distance between them has changed by `_hysteresis` (10 pt)
/// since the second went down; it fails if the fingers lift (or are cancelled) first. Once
/// begun, each move while both fingers are down is a `.changed`; lifting one finger pauses
/// the pinch (moves change nothing), putting one down again resumes it from the current
/// `scale`; the gesture ends when the last finger lifts, and a cancelled touch cancels it.
///
/// `scale` is the distance between the two fingers divided by their distance when they went
/// down — already about 10 pt off 1 when the gesture begins, as a pan's translation is.
/// Setting it makes the current distance stand for the new value (later movement scales it)
/// and resets the velocity. `velocity` is the rate of change of `scale` per second, measured
/// like a pan's velocity over the last 0.1 s of touch timestamps.
///
/// - Note: UIKit does not document the pinch's start threshold or velocity smoothing; Segue
///   uses a 10 pt change of distance (the pan's hysteresis) and a 0.1 s window. Two fingers
///   at one point (distance 0) give no scale: the pinch waits for them to part and measures
///   from there.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer, _TwoFingerRecognizer {
    /// How much, in points, the distance between the fingers must change before the pinch
    /// begins.
    static let _hysteresis: CGFloat = 10

    var _pair = _TouchPair()
    /// The distance between the fingers when the pair went down (for the hysteresis).
    var _startSpan: CGFloat = 0
    /// The distance that stands for `_baseScale`.
    var _baseSpan: CGFloat = 0
    var _baseScale: CGFloat = 1
    var _scale: CGFloat = 1

    /// Creates a pinch recognizer with no handler.
    public override init() {
        super.init()
    }

    /// The scale factor relative to the distance between the two fingers when they went
    /// down; 1 at the start. Setting it resets the velocity.
    open var scale: CGFloat {
        get { _scale }
        set {
            _scale = newValue
            _baseScale = newValue
            _baseSpan = _pair.span ?? 0
            _pair.restartVelocity(from: newValue)
        }
    }

    /// The velocity of the pinch, in scale factor per second.
    open var velocity: CGFloat { _pair.velocity }

    /// Forms the pair when the second finger goes down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        _twoFingersBegan(event)
    }

    /// Measures the scale; begins past the hysteresis, or reports a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        _twoFingersMoved(event)
    }

    /// Measures the final positions; ends (or fails) when the last finger lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        _twoFingersEnded(touches, event)
    }

    /// Cancels the pinch (or fails it if it never began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        _finishContinuousGesture(cancelled: true)
    }

    /// Returns the scale to 1 and forgets the history.
    open override func reset() {
        super.reset()
        _pair.reset()
        _scale = 1
        _baseScale = 1
        _baseSpan = 0
    }

    /// Whether the distance between the fingers has changed by the hysteresis since they went down.
    var _isPastThreshold: Bool {
        _pair.span.map { abs($0 - _startSpan) >= UIPinchGestureRecognizer._hysteresis } ?? false
    }

    /// Updates the pair and the scale from the touches' current locations; returns whether
    /// a pair is down that was down before (so a move can pinch).
    func _measure(at time: CFTimeInterval) -> Bool {
        let isNewPair = _pair.update(from: _touchesDown, at: time)
        guard let span = _pair.span else { return false }
        if isNewPair || _baseSpan <= 0 {
            if state == .possible { _startSpan = span }
            _baseSpan = span
            _baseScale = _scale
            _pair.record(_scale)
            return !isNewPair
        }
        _scale = _baseScale * span / _baseSpan
        _pair.record(_scale)
        return true
    }
}
