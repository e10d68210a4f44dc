import Foundation

/// How one axis of a scroll view's content offset moves on the media clock: a pure function
/// of time, so every frame's value is exact.
enum _ScrollAxisMotion {
    /// Not moving.
    case rest(CGFloat)
    /// Decelerating from `start` (at media time `begin`) by `distance` in all at `rate` per
    /// millisecond. If it reaches `edge` (a limit of the offset range) first, it stops there
    /// (`bounces` false) or carries its speed into a spring back to the edge.
    case decay(start: CGFloat, distance: Double, rate: Double, begin: CFTimeInterval, edge: CGFloat?, bounces: Bool)
    /// A critically damped spring towards `target`, `x0` points from it with velocity `v0`
    /// (points per second) at `begin`.
    case spring(target: CGFloat, x0: Double, v0: Double, begin: CFTimeInterval)
    /// A timed curve from `from` to `to` over `duration` seconds.
    case curve(from: CGFloat, to: CGFloat, begin: CFTimeInterval, duration: CFTimeInterval)

    /// The value at media time `now`, and whether the motion has come to rest there.
    func value(at now: CFTimeInterval) -> (value: CGFloat, done: Bool) {
        switch self {
        case .rest(let value):
            return (value, true)
        case .decay(let start, let distance, let rate, let begin, let edge, let bounces):
            let ms = max(0, now - begin) * 1000
            if let edge,
                let crossing = _ScrollPhysics.decayTime(toCover: Double(edge - start), of: distance, rate: rate),
                ms >= crossing
            {
                guard bounces else { return (edge, true) }
                let speed = _ScrollPhysics.decayVelocity(distance: distance, rate: rate, ms: crossing) * 1000
                return _ScrollAxisMotion.spring(target: edge, x0: 0, v0: speed, begin: begin + crossing / 1000).value(
                    at: now)
            }
            let remaining = abs(distance - _ScrollPhysics.decayPosition(distance: distance, rate: rate, ms: ms))
            if remaining < _ScrollPhysics.restDistance { return (start + CGFloat(distance), true) }
            return (start + CGFloat(_ScrollPhysics.decayPosition(distance: distance, rate: rate, ms: ms)), false)
        case .spring(let target, let x0, let v0, let begin):
            let state = _ScrollPhysics.spring(x0: x0, v0: v0, t: max(0, now - begin))
            if abs(state.x) < _ScrollPhysics.restDistance && abs(state.v) < _ScrollPhysics.restSpeed {
                return (target, true)
            }
            return (target + CGFloat(state.x), false)
        case .curve(let from, let to, let begin, let duration):
            let u = duration > 0 ? min(max((now - begin) / duration, 0), 1) : 1
            guard u < 1 else { return (to, true) }
            let eased = _ScrollAxisMotion.easeInOut._solve(forInput: u)
            return (from + (to - from) * CGFloat(eased), false)
        }
    }

    private static let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

    /// The motion after a release at `offset` with `velocity` (points per millisecond) in
    /// `range`: a spring back into range when outside it, else a deceleration (bounded by
    /// the edge it heads for), else rest.
    static func release(
        offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, rate: CGFloat,
        bounces: Bool, at now: CFTimeInterval
    ) -> _ScrollAxisMotion {
        if offset < range.lowerBound || offset > range.upperBound {
            let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
            return .spring(target: edge, x0: Double(offset - edge), v0: Double(velocity) * 1000, begin: now)
        }
        let distance = _ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate)
        guard abs(distance) >= CGFloat(_ScrollPhysics.restDistance) else { return .rest(offset) }
        let edge = distance > 0 ? range.upperBound : range.lowerBound
        let reaches = distance > 0 ? offset + distance > edge : offset + distance < edge
        return .decay(
            start: offset, distance: Double(distance), rate: Double(rate), begin: now,
            edge: reaches ? edge : nil, bounces: bounces)
    }

    /// A deceleration from `offset` that ends exactly at `target` (a target the delegate
    /// chose): the same exponential curve, scaled to the new distance.
    static func settle(from offset: CGFloat, to target: CGFloat, rate: CGFloat, at now: CFTimeInterval)
        -> _ScrollAxisMotion
    {
        let distance = target - offset
        if abs(distance) < CGFloat(_ScrollPhysics.restDistance) { return .rest(target) }
        return .decay(
            start: offset, distance: Double(distance), rate: Double(rate), begin: now, edge: nil, bounces: true)
    }
}
