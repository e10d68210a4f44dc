import Foundation

/// The two touches a pinch or a rotation follows (the first two its recognizer tracks), and
/// the velocity samples of the value the recognizer measures from them.
@MainActor
struct _TouchPair {
    private(set) var first: UITouch?
    private(set) var second: UITouch?
    private var samples = _VelocitySamples()
    /// The timestamp of the last event measured.
    private(set) var lastTimestamp: CFTimeInterval = 0

    /// Follows the first two of `touches` at the event time `time`; returns true when that
    /// makes a new pair (two touches down that were not the pair before), after which the
    /// measures start afresh.
    mutating func update(from touches: [UITouch], at time: CFTimeInterval) -> Bool {
        lastTimestamp = time
        guard touches.count >= 2 else {
            first = nil
            second = nil
            return false
        }
        let isNew = first !== touches[0] || second !== touches[1]
        first = touches[0]
        second = touches[1]
        return isNew
    }

    /// The vector from the first touch to the second, in window coordinates; nil without a pair.
    var vector: CGPoint? {
        guard let first, let second else { return nil }
        let a = first.location(in: nil)
        let b = second.location(in: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// The distance between the two touches.
    var span: CGFloat? {
        vector.map { ($0.x * $0.x + $0.y * $0.y).squareRoot() }
    }

    /// The angle of the line from the first touch to the second (radians, clockwise on
    /// screen, as y grows downwards).
    var angle: CGFloat? {
        vector.map { atan2($0.y, $0.x) }
    }

    /// The rate of change of the measured value per second, over the last 0.1 s of samples.
    var velocity: CGFloat { samples.scalarVelocity }

    /// Records the measured value at the last event's time.
    mutating func record(_ value: CGFloat) {
        samples.record(value, at: lastTimestamp)
    }

    /// Forgets the touches and the velocity history (the recognizer was reset); the last
    /// event's time stays, for a value set before the next event.
    mutating func reset() {
        first = nil
        second = nil
        samples.removeAll()
    }

    /// Forgets the velocity history and starts it again from `value` (the value was set).
    mutating func restartVelocity(from value: CGFloat) {
        samples.removeAll()
        record(value)
    }
}
