import Foundation
import OpenUIKit

extension FingerPath {
    /// One stretch of a finger's path.
    public enum Segment: Sendable, Equatable {
        /// Moves in a straight line to `to` over `duration` seconds, its progress following
        /// `easing` (constant speed by default).
        case line(to: CGPoint, duration: TimeInterval, easing: Easing = .linear)
        /// Turns around `center` by `angle` radians (positive clockwise on screen) over
        /// `duration` seconds, its progress following `easing` (constant angular speed by
        /// default).
        case arc(center: CGPoint, angle: CGFloat, duration: TimeInterval, easing: Easing = .linear)
        /// Rests where the finger is for `duration` seconds.
        case hold(duration: TimeInterval)

        /// The duration as given, possibly negative or not finite.
        var rawDuration: TimeInterval {
            switch self {
            case .line(_, let d, _), .arc(_, _, let d, _), .hold(let d): d
            }
        }

        /// The segment's duration; a negative or non-finite one counts as 0.
        public var duration: TimeInterval {
            rawDuration.isFinite && rawDuration > 0 ? rawDuration : 0
        }

        /// Whether the finger moves during the segment (a line or an arc).
        var isMove: Bool {
            if case .hold = self { false } else { true }
        }

        /// Where a finger that starts the segment at `start` is after `time` seconds of it
        /// (clamped to the segment).
        func location(from start: CGPoint, at time: TimeInterval) -> CGPoint {
            // Instants within 1e-9 s of either end are the end (sampling on the frame grid).
            let t: Double = time <= 1e-9 && duration > 0 ? 0 : time >= duration - 1e-9 ? 1 : time / duration
            switch self {
            case .line(let to, _, let easing):
                if t == 1 { return to }
                let f = CGFloat(easing.progress(t))
                return CGPoint(x: start.x + (to.x - start.x) * f, y: start.y + (to.y - start.y) * f)
            case .arc(let center, let angle, _, let easing):
                let dx = start.x - center.x
                let dy = start.y - center.y
                let a = angle * CGFloat(easing.progress(t))
                let c = cos(a)
                let s = sin(a)
                return CGPoint(x: center.x + dx * c - dy * s, y: center.y + dx * s + dy * c)
            case .hold:
                return start
            }
        }

        /// The velocity the segment has at its end when run at its mean speed, whatever its
        /// easing, for a finger that starts it at `start`: a line's displacement over its
        /// duration, an arc's end tangent at its mean angular speed, zero for a hold or a
        /// segment of no duration.
        func meanEndVelocity(from start: CGPoint) -> CGPoint {
            guard duration > 0 else { return .zero }
            switch self {
            case .line(let to, let d, _):
                return CGPoint(x: (to.x - start.x) / d, y: (to.y - start.y) / d)
            case .arc(let center, let angle, let d, _):
                let end = location(from: start, at: d)
                let w = angle / d
                return CGPoint(x: -(end.y - center.y) * w, y: (end.x - center.x) * w)
            case .hold:
                return .zero
            }
        }
    }
}
