import Foundation

/// A gesture value's recent history on the media clock, and its rate of change: the velocity
/// of a pan (a vector), a pinch's scale or a rotation (scalars, kept in `x`).
///
/// The velocity is the change from the oldest sample at most `window` (0.1 s) older than the
/// newest one, to the newest, divided by the time between them; when those are the same
/// instant, the span reaches back to the sample before. Zero with fewer than two samples.
struct _VelocitySamples {
    /// The span of history the velocity looks back over, in seconds.
    static let window: CFTimeInterval = 0.1

    private var samples: [(value: CGPoint, time: CFTimeInterval)] = []

    /// Whether no sample was recorded since the last reset.
    var isEmpty: Bool { samples.isEmpty }

    /// Adds `value` at media time `time` (replacing a sample of that same instant: the
    /// touches of one event arrive one by one), forgetting samples the velocity no longer
    /// needs.
    mutating func record(_ value: CGPoint, at time: CFTimeInterval) {
        if let last = samples.last, last.time == time { samples.removeLast() }
        samples.append((value, time))
        let horizon = time - _VelocitySamples.window - 1e-9
        // Keep one sample older than the window, for a window whose samples share one instant.
        while samples.count > 2, samples[1].time < horizon { samples.removeFirst() }
    }

    /// Adds a scalar `value` at media time `time`.
    mutating func record(_ value: CGFloat, at time: CFTimeInterval) {
        record(CGPoint(x: value, y: 0), at: time)
    }

    /// Forgets every sample.
    mutating func removeAll() {
        samples = []
    }

    /// The rate of change per second (see the type's discussion).
    var velocity: CGPoint {
        guard let newest = samples.last, samples.count >= 2 else { return .zero }
        let horizon = newest.time - _VelocitySamples.window - 1e-9
        var oldest = samples.first { $0.time >= horizon } ?? newest
        if newest.time - oldest.time <= 0 {
            guard let earlier = samples.last(where: { $0.time < newest.time }) else { return .zero }
            oldest = earlier
        }
        let dt = newest.time - oldest.time
        return CGPoint(x: (newest.value.x - oldest.value.x) / dt, y: (newest.value.y - oldest.value.y) / dt)
    }

    /// The scalar rate of change per second.
    var scalarVelocity: CGFloat { velocity.x }
}
