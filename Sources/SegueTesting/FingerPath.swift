import Foundation
import OpenUIKit

/// Where one finger goes during a synthesized touch: where it goes down, then a sequence of
/// segments — straight moves, arcs and holds — after which it lifts.
///
/// A value type, so scripts can be built, compared and reused:
///
/// ```swift
/// let press = FingerPath.hold(at: CGPoint(x: 100, y: 100), duration: 0.6)
///     .moving(to: CGPoint(x: 160, y: 100), duration: 0.2)
/// host.perform([press])
/// ```
///
/// Times are seconds of media time from the moment the finger goes down. Positions are
/// screen points. ``HeadlessHost/perform(_:afterEachFrame:)`` samples each path at the
/// display's refresh instants.
public struct FingerPath: Sendable, Equatable {
    /// One stretch of a finger's path.
    public enum Segment: Sendable, Equatable {
        /// Moves in a straight line to `to`, at constant speed, over `duration` seconds.
        case line(to: CGPoint, duration: TimeInterval)
        /// Turns around `center` by `angle` radians (positive clockwise on screen), at
        /// constant angular speed, over `duration` seconds.
        case arc(center: CGPoint, angle: CGFloat, duration: TimeInterval)
        /// Rests where the finger is for `duration` seconds.
        case hold(duration: TimeInterval)

        /// The segment's duration; a negative or non-finite one counts as 0.
        public var duration: TimeInterval {
            let raw: TimeInterval
            switch self {
            case .line(_, let d), .arc(_, _, let d), .hold(let d): raw = d
            }
            return raw.isFinite && raw > 0 ? raw : 0
        }

        /// Where a finger that starts the segment at `start` is after `time` seconds of it
        /// (clamped to the segment).
        func location(from start: CGPoint, at time: TimeInterval) -> CGPoint {
            // Instants within 1e-9 s of either end are the end (sampling on the frame grid).
            let f: CGFloat = time <= 1e-9 && duration > 0 ? 0 : time >= duration - 1e-9 ? 1 : CGFloat(time / duration)
            switch self {
            case .line(let to, _):
                return f == 1 ? to : CGPoint(x: start.x + (to.x - start.x) * f, y: start.y + (to.y - start.y) * f)
            case .arc(let center, let angle, _):
                let dx = start.x - center.x, dy = start.y - center.y
                let a = angle * f, c = cos(a), s = sin(a)
                return CGPoint(x: center.x + dx * c - dy * s, y: center.y + dx * s + dy * c)
            case .hold:
                return start
            }
        }
    }

    /// Where the finger goes down.
    public var start: CGPoint
    /// What the finger does before it lifts, in order.
    public var segments: [Segment]

    /// Creates a path that goes down at `start` and follows `segments`.
    public init(start: CGPoint, segments: [Segment] = []) {
        self.start = start
        self.segments = segments
    }

    /// A finger that moves from `from` to `to` in a straight line over `duration` seconds.
    public static func line(from: CGPoint, to: CGPoint, duration: TimeInterval) -> FingerPath {
        FingerPath(start: from, segments: [.line(to: to, duration: duration)])
    }

    /// A finger held still at `point` for `duration` seconds.
    public static func hold(at point: CGPoint, duration: TimeInterval) -> FingerPath {
        FingerPath(start: point, segments: [.hold(duration: duration)])
    }

    /// This path, then a straight move to `point` over `duration` seconds.
    public func moving(to point: CGPoint, duration: TimeInterval) -> FingerPath {
        FingerPath(start: start, segments: segments + [.line(to: point, duration: duration)])
    }

    /// This path, then a turn around `center` by `angle` radians over `duration` seconds.
    public func turning(around center: CGPoint, by angle: CGFloat, duration: TimeInterval) -> FingerPath {
        FingerPath(start: start, segments: segments + [.arc(center: center, angle: angle, duration: duration)])
    }

    /// This path, then a rest of `duration` seconds.
    public func holding(for duration: TimeInterval) -> FingerPath {
        FingerPath(start: start, segments: segments + [.hold(duration: duration)])
    }

    /// The time from going down to lifting, in seconds.
    public var duration: TimeInterval {
        segments.reduce(0) { $0 + $1.duration }
    }

    /// Where the finger is `time` seconds after going down (its last point after the end).
    public func location(at time: TimeInterval) -> CGPoint {
        var point = start
        var remaining = time
        for segment in segments {
            if remaining < segment.duration - 1e-9 { return segment.location(from: point, at: remaining) }
            point = segment.location(from: point, at: segment.duration)
            remaining -= segment.duration
        }
        return point
    }
}
