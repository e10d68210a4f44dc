import Foundation
import OpenUIKit

/// Where one finger goes during a synthesized touch: where it goes down, then a sequence of
/// segments — straight moves, arcs and holds, each with its own duration and easing — and
/// how it lifts.
///
/// A value type, so scripts can be built, compared and reused:
///
/// ```swift
/// let press = FingerPath.hold(at: CGPoint(x: 100, y: 100), duration: 0.6)
///     .moving(to: CGPoint(x: 160, y: 100), duration: 0.2, easing: .easeOut)
///     .released(.still)
/// host.perform([press])
/// ```
///
/// Times are seconds of media time from the moment the finger goes down. Positions are
/// screen points. ``HeadlessHost/perform(_:afterEachFrame:)-([FingerPath],_)`` samples each path at the
/// display's refresh instants. Several paths make a ``TouchScript``.
public struct FingerPath: Sendable, Equatable {
    /// How a move's progress runs over its duration: Core Animation's named timing curves.
    public enum Easing: String, Sendable, Equatable, CaseIterable {
        /// Constant speed.
        case linear
        /// Starts slowly, ends at speed (`CAMediaTimingFunctionName.easeIn`).
        case easeIn
        /// Starts at speed, slows to a stop (`CAMediaTimingFunctionName.easeOut`).
        case easeOut
        /// Slow at both ends (`CAMediaTimingFunctionName.easeInEaseOut`).
        case easeInOut

        /// The progress at `fraction` (0…1) of the move.
        func progress(_ fraction: Double) -> Double {
            switch self {
            case .linear: fraction
            case .easeIn: Self.easeInCurve._solve(forInput: fraction)
            case .easeOut: Self.easeOutCurve._solve(forInput: fraction)
            case .easeInOut: Self.easeInOutCurve._solve(forInput: fraction)
            }
        }

        private static let easeInCurve = CAMediaTimingFunction(name: .easeIn)
        private static let easeOutCurve = CAMediaTimingFunction(name: .easeOut)
        private static let easeInOutCurve = CAMediaTimingFunction(name: .easeInEaseOut)
    }

    /// How the finger lifts at the end of its path.
    public enum Release: Sendable, Equatable {
        /// Lifts where the path ends, the instant it ends, moving as the path moved it then: a
        /// move ends at its speed (its easing's end speed), a hold ends still.
        case lift
        /// Released without velocity: the finger rests until it has been still for
        /// ``FingerPath/stillnessBeforeRelease`` seconds (a path ending in a hold that long
        /// adds nothing), then lifts; a pan recognizer's `velocity(in:)` at `.ended` is zero.
        case still
        /// Released with velocity: the finger goes on in a straight line at the last
        /// segment's mean velocity (its displacement over its duration; an arc's end tangent
        /// at its mean angular speed; zero after a hold), whatever its easing, for
        /// ``FingerPath/flickDuration`` seconds, then lifts; a pan recognizer's
        /// `velocity(in:)` at `.ended` is that velocity.
        case flick
    }

    /// How long a ``Release/still`` release keeps the finger still before it lifts, in
    /// seconds: longer than the 0.1 s of touch history a pan recognizer's velocity looks back
    /// over, with room for the frame grid.
    public static let stillnessBeforeRelease: TimeInterval = 0.15

    /// How long a ``Release/flick`` release carries the finger on before it lifts, in
    /// seconds: the 0.1 s of touch history a pan recognizer's velocity looks back over.
    public static let flickDuration: TimeInterval = 0.1

    /// Where the finger goes down.
    public var start: CGPoint
    /// What the finger does before it lifts, in order.
    public var segments: [Segment]
    /// How the finger lifts.
    public var release: Release

    /// Creates a path that goes down at `start`, follows `segments` and lifts as `release`
    /// says.
    public init(start: CGPoint, segments: [Segment] = [], release: Release = .lift) {
        self.start = start
        self.segments = segments
        self.release = release
    }

    /// A finger that moves from `from` to `to` in a straight line over `duration` seconds.
    public static func line(from: CGPoint, to: CGPoint, duration: TimeInterval, easing: Easing = .linear) -> FingerPath
    {
        FingerPath(start: from, segments: [.line(to: to, duration: duration, easing: easing)])
    }

    /// A finger held still at `point` for `duration` seconds.
    public static func hold(at point: CGPoint, duration: TimeInterval) -> FingerPath {
        FingerPath(start: point, segments: [.hold(duration: duration)])
    }

    /// This path, then a straight move to `point` over `duration` seconds.
    public func moving(to point: CGPoint, duration: TimeInterval, easing: Easing = .linear) -> FingerPath {
        appending(.line(to: point, duration: duration, easing: easing))
    }

    /// This path, then a turn around `center` by `angle` radians over `duration` seconds.
    public func turning(around center: CGPoint, by angle: CGFloat, duration: TimeInterval, easing: Easing = .linear)
        -> FingerPath
    {
        appending(.arc(center: center, angle: angle, duration: duration, easing: easing))
    }

    /// This path, then a rest of `duration` seconds.
    public func holding(for duration: TimeInterval) -> FingerPath {
        appending(.hold(duration: duration))
    }

    /// This path, lifting as `release` says.
    public func released(_ release: Release) -> FingerPath {
        FingerPath(start: start, segments: segments, release: release)
    }

    private func appending(_ segment: Segment) -> FingerPath {
        FingerPath(start: start, segments: segments + [segment], release: release)
    }

    /// The time from going down to lifting, in seconds (the release's rest or flick
    /// included).
    public var duration: TimeInterval {
        _performedSegments.reduce(0) { $0 + $1.duration }
    }

    /// Where the finger is `time` seconds after going down (its last point after the end).
    public func location(at time: TimeInterval) -> CGPoint {
        var point = start
        var remaining = time
        for segment in _performedSegments {
            if remaining < segment.duration - 1e-9 { return segment.location(from: point, at: remaining) }
            point = segment.location(from: point, at: segment.duration)
            remaining -= segment.duration
        }
        return point
    }

    /// The segments the finger performs: `segments`, then what the release adds.
    var _performedSegments: [Segment] {
        switch release {
        case .lift:
            return segments
        case .still:
            let trailingHold = segments.reversed().prefix { if case .hold = $0 { true } else { false } }
                .reduce(0) { $0 + $1.duration }
            let rest = Self.stillnessBeforeRelease - trailingHold
            return rest > 1e-9 ? segments + [.hold(duration: rest)] : segments
        case .flick:
            guard let last = segments.last else { return segments }
            var lastStart = start
            for segment in segments.dropLast() { lastStart = segment.location(from: lastStart, at: segment.duration) }
            let end = last.location(from: lastStart, at: last.duration)
            let v = last.meanEndVelocity(from: lastStart)
            let d = Self.flickDuration
            return segments + [.line(to: CGPoint(x: end.x + v.x * d, y: end.y + v.y * d), duration: d)]
        }
    }
}
