import Foundation

/// A continuous recognizer for rotations: two fingers turning around each other.
///
/// The recognizer follows the first two of its touches (a third is tracked but does not
/// turn). It begins once the line between them has turned by `_hysteresis` (5°, π/36
/// radians) since the second went down; it fails if the fingers lift (or are cancelled)
/// first. Once begun, each move while both fingers are down is a `.changed`; lifting one
/// finger pauses the rotation, putting one down again resumes it from the current
/// `rotation`; the gesture ends when the last finger lifts, and a cancelled touch cancels it.
///
/// `rotation` is how far the line between the fingers has turned since they went down, in
/// radians, positive clockwise on screen, accumulated move by move (so it can pass ±π).
/// Setting it makes the current angle stand for the new value and resets the velocity.
/// `velocity` is the rate of change of `rotation` in radians per second, measured like a
/// pan's velocity over the last 0.1 s of touch timestamps.
///
/// - Note: UIKit does not document the rotation's start threshold or velocity smoothing;
///   Segue uses 5° and a 0.1 s window. Between two moves the line is taken to have turned
///   the short way (less than half a turn).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer, _TwoFingerRecognizer {
    /// How far, in radians, the fingers must turn before the rotation begins.
    static let _hysteresis: CGFloat = .pi / 36

    var _pair = _TouchPair()
    /// The angle of the line between the fingers at the last measure.
    var _lastAngle: CGFloat = 0
    /// How far the fingers have turned since the pair went down (for the hysteresis).
    var _turnSinceStart: CGFloat = 0
    var _rotation: CGFloat = 0

    /// Creates a rotation recognizer with no handler.
    public override init() {
        super.init()
    }

    /// The rotation of the gesture in radians since the fingers went down; 0 at the start.
    /// Setting it resets the velocity.
    open var rotation: CGFloat {
        get { _rotation }
        set {
            _rotation = newValue
            _pair.restartVelocity(from: newValue)
        }
    }

    /// The velocity of the rotation, in radians per second.
    open var velocity: CGFloat { _pair.velocity }

    /// Forms the pair when the second finger goes down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        _twoFingersBegan(event)
    }

    /// Measures the rotation; begins past the hysteresis, or reports a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        _twoFingersMoved(event)
    }

    /// Measures the final positions; ends (or fails) when the last finger lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        _twoFingersEnded(touches, event)
    }

    /// Cancels the rotation (or fails it if it never began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        _finishContinuousGesture(cancelled: true)
    }

    /// Returns the rotation to 0 and forgets the history.
    open override func reset() {
        super.reset()
        _pair.reset()
        _rotation = 0
        _turnSinceStart = 0
    }

    /// Whether the line between the fingers has turned by the hysteresis since they went down.
    var _isPastThreshold: Bool { abs(_turnSinceStart) >= UIRotationGestureRecognizer._hysteresis - 1e-12 }

    /// Updates the pair and the rotation from the touches' current locations; returns
    /// whether a pair is down that was down before (so a move can turn).
    func _measure(at time: CFTimeInterval) -> Bool {
        let isNewPair = _pair.update(from: _touchesDown, at: time)
        guard let angle = _pair.angle else { return false }
        defer { _lastAngle = angle }
        if isNewPair {
            if state == .possible { _turnSinceStart = 0 }
            _pair.record(_rotation)
            return false
        }
        let turn = UIGestureRecognizer._normalizedAngle(angle - _lastAngle)
        _rotation += turn
        _turnSinceStart += turn
        _pair.record(_rotation)
        return true
    }
}
