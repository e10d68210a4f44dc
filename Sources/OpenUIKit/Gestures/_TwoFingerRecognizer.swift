import Foundation

/// The touch handling pinch and rotation share: each event updates the pair and the
/// recognizer's value (``_measure(at:)``); a move of a pair already down begins the gesture
/// once ``_isPastThreshold``, or reports a change; the gesture ends (or fails) when the last
/// finger lifts, and a cancelled touch cancels it.
@MainActor
protocol _TwoFingerRecognizer: UIGestureRecognizer {
    /// Updates the pair and the value from the touches' current locations; returns whether a
    /// pair is down that was down before (so a move can change the value).
    func _measure(at time: CFTimeInterval) -> Bool
    /// Whether the fingers have moved far enough since the pair went down to begin.
    var _isPastThreshold: Bool { get }
}

extension _TwoFingerRecognizer {
    /// For `touchesBegan`: forms the pair when the second finger goes down.
    func _twoFingersBegan(_ event: UIEvent) {
        _ = _measure(at: event.timestamp)
    }

    /// For `touchesMoved`: measures; begins past the threshold, or reports a change.
    func _twoFingersMoved(_ event: UIEvent) {
        guard _measure(at: event.timestamp) else { return }
        _continueGesture(pastThreshold: _isPastThreshold)
    }

    /// For `touchesEnded`: measures the final positions; ends (or fails) when the last finger lifts.
    func _twoFingersEnded(_ touches: Set<UITouch>, _ event: UIEvent) {
        _ = _measure(at: event.timestamp)
        _finishIfLastTouchLifts(touches)
    }
}
