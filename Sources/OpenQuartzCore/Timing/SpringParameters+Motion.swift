import Foundation

extension SpringParameters {
    /// The fraction of the way from the start (0) to the target (1) at `time` seconds.
    ///
    /// Solved in closed form for the under-, critically and over-damped cases; exact at time 0
    /// (where it is 0) and free of overflow and NaN for any time, however large, and for an
    /// undamped spring. Times before 0 (and NaN) count as 0; at infinity the spring is at rest
    /// at 1 (an undamped spring too, once its phase overflows a `Double`). Allocation-free. Constants that ``validate()`` would reject are replaced as
    /// `CASpringAnimation` replaces them (mass 1, stiffness 100, damping 10, velocity 0).
    public func fraction(at time: Double) -> Double {
        _SpringMotion(self).fraction(at: time)
    }

    /// The velocity at `time` seconds, in total distances per second (the derivative of
    /// ``fraction(at:)``).
    ///
    /// At time 0 it equals ``initialVelocity``; positive values move toward the target. Times
    /// before 0 count as 0; at infinity it is 0.
    public func velocity(at time: Double) -> Double {
        _SpringMotion(self).velocity(at: time)
    }

    /// The estimated time after which the spring is considered at rest, in seconds.
    ///
    /// Equal to ``settlingDuration(epsilon:)`` with an epsilon of 0.001, which is what
    /// `CASpringAnimation.settlingDuration` computes: a position.x animation from 0 to 640 with
    /// stiffness 100, mass 1 and damping 5 settles in about 2.85 s; with damping 15 in just over
    /// 1 s. It takes ``initialVelocity`` into account (SwiftUI's `Spring.settlingDuration` assumes
    /// an initial velocity of 0). An undamped spring never settles: the result is infinity.
    public var settlingDuration: Double {
        settlingDuration(epsilon: 0.001)
    }

    /// The estimated time after which the distance still to travel stays below `epsilon`
    /// (a fraction of the total distance), in seconds.
    ///
    /// Follows Core Animation's estimate. For an under-damped spring it is the time at which the
    /// envelope of the oscillation, `(1 + |(ζω0 − v0)/ωd|)·e^(−ζω0·t)`, falls to `epsilon`. For
    /// a critically or over-damped spring it is the first multiple of 0.1 s at which the distance
    /// left is below `epsilon` and stays below it for more than a further second. `epsilon` is
    /// raised to at least 1e-6. An undamped spring never settles: the result is infinity.
    public func settlingDuration(epsilon: Double) -> Double {
        _SpringMotion(self).settlingDuration(epsilon: epsilon)
    }
}
