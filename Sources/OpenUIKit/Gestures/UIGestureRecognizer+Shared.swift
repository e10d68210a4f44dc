import Foundation

/// What the concrete recognizers share: geometry (distances, centroids, angles), the steps of
/// a continuous gesture, and timers on the main loop.
extension UIGestureRecognizer {
    /// The distance between two points.
    func _distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The centroid of `points`, or nil when there are none.
    func _centroid(_ points: [CGPoint]) -> CGPoint? {
        guard !points.isEmpty else { return nil }
        let n = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }

    /// `angle` brought into (−π, π].
    static func _normalizedAngle(_ angle: CGFloat) -> CGFloat {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi }
        if a <= -.pi { a += 2 * .pi }
        return a
    }

    /// The tracked touches that have not lifted or been cancelled in the event being delivered.
    var _touchesDown: [UITouch] {
        _touches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// A continuous gesture's answer to a move it could measure: it begins once
    /// `pastThreshold`, and each move after that is a change.
    func _continueGesture(pastThreshold: Bool) {
        switch state {
        case .possible where pastThreshold: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Ends (or fails) a continuous gesture when `touches` lifting leaves it no touch.
    func _finishIfLastTouchLifts(_ touches: Set<UITouch>) {
        if _touches.allSatisfy({ touches.contains($0) }) { _finishContinuousGesture(cancelled: false) }
    }

    /// Sets `state` to `newState`, as event handling, at the first frame of the main loop
    /// `delay` seconds of media time from now — if the recognizer is then still possible,
    /// not waiting for another to fail, and `isStillDue` says so (the timers of taps, long
    /// presses and swipes).
    func _changeState(
        to newState: State, after delay: CFTimeInterval,
        if isStillDue: @escaping @MainActor (UIGestureRecognizer) -> Bool
    ) {
        let environment = _GestureEnvironment.current
        environment.schedule(after: delay) { [weak self] in
            guard let self, self._state == .possible, self._pendingState == nil, isStillDue(self) else { return }
            environment.handleEvent { self.state = newState }
        }
    }

    /// Ends a continuous gesture whose touches are all gone: `.ended` (or `.cancelled` when
    /// they were cancelled) if it had begun, `.failed` if it was still possible.
    func _finishContinuousGesture(cancelled: Bool) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = cancelled ? .cancelled : .ended
        default: break
        }
    }
}
