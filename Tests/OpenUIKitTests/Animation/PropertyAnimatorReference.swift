import Foundation
import OpenUIKit
import SegueTesting

/// Reference formulas for the property-animator tests, written independently of the engine:
/// a damped oscillator solved from its characteristic roots, Core Animation's settling rule
/// (UIKitBehaviour #119), the inverse problems the duration-honouring springs pose (UIKitBehaviour #115), and a
/// cubic Bézier evaluated by bisection (UIKitBehaviour #108).
enum AnimatorReference {
    /// The settling threshold Core Animation uses: 0.1 % of the distance (UIKitBehaviour #119).
    static let epsilon = 0.001

    /// The fraction of the distance covered at `t` by a spring with undamped angular frequency
    /// `omega` and damping ratio `zeta`, starting at rest offset 1 with velocity `v0` (in
    /// distances per second) toward the target.
    ///
    /// The offset y = 1 − fraction solves y″ + 2ζω·y′ + ω²·y = 0 with y(0) = 1, y′(0) = −v0.
    /// Under-damped: amplitude–phase form; critical: (1 + (ω − v0)t)·e^(−ωt); over-damped: a sum
    /// of the two real exponentials.
    static func springFraction(omega: Double, zeta: Double, velocity v0: Double, at t: Double) -> Double {
        if t <= 0 { return 0 }
        if zeta < 1 {
            let decay = zeta * omega
            let beta = omega * (1 - zeta * zeta).squareRoot()
            let b = (decay - v0) / beta
            let amplitude = (1 + b * b).squareRoot()
            let phase = atan2(b, 1)
            return 1 - amplitude * exp(-decay * t) * cos(beta * t - phase)
        }
        if zeta == 1 {
            return 1 - (1 + (omega - v0) * t) * exp(-omega * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)  // the slow root
        let r2 = -omega * (zeta + root)
        let c1 = (-v0 - r2) / (r1 - r2)
        return 1 - (c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t))
    }

    /// `springFraction` for physical constants; ratios above 1 move like the critically damped
    /// spring of the same mass and stiffness unless `overdamps` (Core Animation's default).
    static func springFraction(
        mass: Double, stiffness: Double, damping: Double, velocity: Double,
        overdamps: Bool = false, at t: Double
    ) -> Double {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        return springFraction(omega: omega, zeta: zeta > 1 && !overdamps ? 1 : zeta, velocity: velocity, at: t)
    }

    /// Core Animation's settling time for an under-damped spring: when the envelope
    /// (1 + |(ζω − v0)/ωd|)·e^(−ζωt) falls to `epsilon`.
    static func underdampedSettlingTime(omega: Double, zeta: Double, velocity v0: Double) -> Double {
        let beta = omega * (1 - zeta * zeta).squareRoot()
        let amplitude = 1 + abs((zeta * omega - v0) / beta)
        return log(amplitude / epsilon) / (zeta * omega)
    }

    /// Core Animation's settling time for a spring that does not oscillate: the first multiple
    /// of 0.1 s at which the offset is below `epsilon` (and stays there).
    static func gridSettlingTime(omega: Double, zeta: Double, velocity: Double) -> Double {
        var step = 0
        while abs(1 - springFraction(omega: omega, zeta: zeta, velocity: velocity, at: Double(step) / 10)) >= epsilon {
            step += 1
        }
        return Double(step) / 10
    }

    /// The angular frequency of the under-damped spring of ratio `zeta` and velocity `v0`
    /// whose settling time is `duration` (the spring a duration-honouring animator runs).
    static func omega(settlingIn duration: Double, zeta: Double, velocity v0: Double) -> Double {
        if v0 == 0 {
            // The envelope's amplitude does not depend on ω when v0 is 0: solve directly.
            let amplitude = 1 + zeta / (1 - zeta * zeta).squareRoot()
            return log(amplitude / epsilon) / (zeta * duration)
        }
        return bisect(low: 1e-3, high: 1e5) { underdampedSettlingTime(omega: $0, zeta: zeta, velocity: v0) > duration }
    }

    /// The angular frequency at which a non-oscillating spring's offset is exactly `epsilon`
    /// at `duration` (a multiple of 0.1 s): the stiffest spring that settles only then.
    static func omega(reachingEpsilonAt duration: Double, zeta: Double, velocity v0: Double) -> Double {
        bisect(low: 1e-3, high: 1e5) {
            abs(1 - springFraction(omega: $0, zeta: zeta, velocity: v0, at: duration)) > epsilon
        }
    }

    /// The boundary of a predicate that holds below it and fails above it, by bisection on a
    /// logarithmic scale.
    static func bisect(low: Double, high: Double, isBelow: (Double) -> Bool) -> Double {
        var lo = log(low)
        var hi = log(high)
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if isBelow(exp(mid)) { lo = mid } else { hi = mid }
        }
        return exp((lo + hi) / 2)
    }

    /// The output of the cubic Bézier timing curve through (0,0), `p1`, `p2`, (1,1) at input
    /// `x`, found by bisection on the curve parameter.
    static func bezier(_ p1: (Double, Double), _ p2: (Double, Double), at x: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if coordinate(p1.0, p2.0, mid) < x { lo = mid } else { hi = mid }
        }
        return coordinate(p1.1, p2.1, (lo + hi) / 2)
    }

    /// The input at which the Bézier curve reaches output `y` (its inverse), by bisection.
    static func bezierInverse(_ p1: (Double, Double), _ p2: (Double, Double), of y: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bezier(p1, p2, at: mid) < y { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// UIKit's named curves as control points (UIKitBehaviour #108).
    static let easeInOut = ((0.42, 0.0), (0.58, 1.0))
    static let easeIn = ((0.42, 0.0), (1.0, 1.0))
    static let easeOut = ((0.0, 0.0), (0.58, 1.0))
    static let linear = ((0.0, 0.0), (1.0, 1.0))

    /// The first display refresh (60 Hz, clock starting at 0) at or after `time`.
    static func frame(atOrAfter time: Double) -> Double {
        (time * 60 - 1e-9).rounded(.up) / 60
    }
}
