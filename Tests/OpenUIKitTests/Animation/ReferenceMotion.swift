import Foundation

/// Reference motions for the view animation tests, written independently of the engine: timing
/// curves by bisection of their cubic Bézier, springs by numerical integration of the spring
/// equation, and the inverse settling rules by root finding.
enum ReferenceMotion {
    /// The control points (x1, y1, x2, y2) of the named Core Animation functions (UIKitBehaviour #108).
    static let linear = (0.0, 0.0, 1.0, 1.0)
    static let easeIn = (0.42, 0.0, 1.0, 1.0)
    static let easeOut = (0.0, 0.0, 0.58, 1.0)
    static let easeInEaseOut = (0.42, 0.0, 0.58, 1.0)

    /// The output of the cubic Bézier with endpoints (0, 0), (1, 1) and the inner control points
    /// `points` at input `x`: the curve parameter whose x is `x`, found by bisection, then its y.
    static func bezier(_ x: Double, _ points: (Double, Double, Double, Double)) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(middle, points.0, points.2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, points.1, points.3)
    }

    /// The fraction of the way to the target at `time` of a unit-mass spring with natural
    /// frequency `omega0`, damping ratio `zeta` and initial velocity `v0` (distances per
    /// second), by fourth-order Runge–Kutta on x″ = ω0²(1 − x) − 2ζω0·x′ from x = 0, x′ = v0.
    static func springFraction(at time: Double, omega0: Double, zeta: Double, v0: Double) -> Double {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            omega0 * omega0 * (1 - x) - 2 * zeta * omega0 * v
        }
        let steps = max(Int((time / 1e-4).rounded(.up)), 1)
        let h = time / Double(steps)
        var x = 0.0
        var v = v0
        for _ in 0..<steps {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    /// The natural frequency of the under-damped spring (ratio `zeta` < 1, velocity `v0`) whose
    /// settling estimate is `duration`: the time at which the envelope
    /// (1 + |ζω0 − v0| / ωd)·e^(−ζω0·t) falls to `epsilon` (UIKitBehaviour #119). Found by fixed-point
    /// iteration of ω0 = ln(amplitude / ε) / (ζ·duration).
    static func underdampedOmega(
        settlingIn duration: Double, zeta: Double, v0: Double,
        epsilon: Double = 0.001
    ) -> Double {
        var omega0 = 10.0
        for _ in 0..<200 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let amplitude = 1 + abs(zeta * omega0 - v0) / omegaD
            omega0 = log(amplitude / epsilon) / (zeta * duration)
        }
        return omega0
    }

    /// The natural frequency of the critically damped spring (velocity `v0` below ω0) whose
    /// distance left at `duration` is `epsilon`: (1 + (ω0 − v0)·T)·e^(−ω0·T) = ε, by Newton's
    /// method on ω0.
    static func criticalOmega(settlingIn duration: Double, v0: Double, epsilon: Double = 0.001) -> Double {
        var omega0 = 10.0 / duration
        for _ in 0..<100 {
            let e = exp(-omega0 * duration)
            let f = (1 + (omega0 - v0) * duration) * e - epsilon
            let derivative = duration * e - duration * (1 + (omega0 - v0) * duration) * e
            omega0 -= f / derivative
        }
        return omega0
    }
}
