import Foundation

/// The closed-form motion of a ``SpringParameters`` spring, with its regime coefficients
/// precomputed.
///
/// The displacement still to travel, `y(t) = 1 − fraction(t)`, solves
/// `y″ + 2a·y′ + ω0²·y = 0` with `y(0) = 1` and `y′(0) = −v0`, where `ω0 = √(k/m)`, `a = ζ·ω0`
/// and `v0` is the initial velocity toward the target. With `q = a − v0`:
///
/// - under-damped (`ζ < 1`, `ωd = ω0·√(1−ζ²)`): `y = e^(−at)·(cos ωd·t + q/ωd·sin ωd·t)`;
/// - critically damped (`ζ = 1`, or `ζ > 1` without over-damping, where `a = ω0`):
///   `y = e^(−at)·(1 + q·t)`;
/// - over-damped (`ζ > 1`, `s = ω0·√(ζ²−1)`): `y = e^(−at)·(cosh s·t + q/s·sinh s·t)`, evaluated
///   as `e^(r·t)·((1 + E)/2 + q·(1 − E)/(2s))` with the slow root `r = s − a` and
///   `E = e^(−2s·t)`, which neither overflows nor loses precision near critical damping.
///
/// Invalid constants are replaced as Core Animation's setters replace them (mass → 1,
/// stiffness → 100, damping → 10, velocity → 0), so the motion is never NaN.
struct _SpringMotion: Sendable {
    enum Regime: Sendable { case underdamped, critical, overdamped }

    let regime: Regime
    /// The damping ratio ζ used for the regime choice.
    let dampingRatio: Double
    /// The exponential decay rate `a` (ζ·ω0, or ω0 when critically damped).
    let decay: Double
    /// ωd when under-damped, s when over-damped, 0 when critically damped.
    let frequency: Double
    /// The slow root `s − a` of the over-damped characteristic equation (0 otherwise).
    let slowRoot: Double
    let initialVelocity: Double
    /// `a − v0`.
    let q: Double

    init(_ spring: SpringParameters) {
        let mass = spring.mass > 0 && spring.mass.isFinite ? spring.mass : 1
        let stiffness = spring.stiffness > 0 && spring.stiffness.isFinite ? spring.stiffness : 100
        let damping = spring.damping >= 0 && spring.damping.isFinite ? spring.damping : 10
        let v0 = spring.initialVelocity.isFinite ? spring.initialVelocity : 0
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        dampingRatio = zeta
        initialVelocity = v0
        let omegaD = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
        if zeta < 1 && omegaD > 0 {
            regime = .underdamped
            decay = zeta * omega0
            frequency = omegaD
            slowRoot = 0
        } else if zeta > 1 && spring.allowsOverdamping,
            case let s = omega0 * ((zeta - 1) * (zeta + 1)).squareRoot(), s > 0, s.isFinite
        {
            let a = zeta * omega0
            regime = .overdamped
            decay = a
            frequency = s
            slowRoot = -omega0 * omega0 / (a + s)  // s − a without cancellation
        } else {
            regime = .critical
            decay = omega0
            frequency = 0
            slowRoot = 0
        }
        q = decay - v0
    }

    /// Clamps a time to 0…∞ (NaN → 0).
    @inline(__always)
    private static func clampedTime(_ t: Double) -> Double { t > 0 ? t : 0 }

    /// The fraction of the distance covered at time `t` (0 at t ≤ 0; 1 at t = ∞, and for an
    /// undamped spring once the phase ω·t overflows).
    func fraction(at time: Double) -> Double {
        let t = Self.clampedTime(time)
        if t == .infinity { return 1 }
        switch regime {
        case .underdamped:
            let angle = frequency * t
            let envelope = exp(-decay * t)
            if envelope == 0 || !angle.isFinite { return 1 }
            return 1 - envelope * (cos(angle) + q / frequency * sin(angle))
        case .critical:
            let envelope = exp(-decay * t)
            return envelope == 0 ? 1 : 1 - envelope * (1 + q * t)
        case .overdamped:
            let slow = exp(slowRoot * t)
            let fast = exp(-2 * frequency * t)
            let sinhTerm = -expm1(-2 * frequency * t) / (2 * frequency)
            return 1 - slow * ((1 + fast) / 2 + q * sinhTerm)
        }
    }

    /// The velocity at time `t` in total distances per second (v0 at t ≤ 0; 0 where
    /// ``fraction(at:)`` reports the rest position).
    func velocity(at time: Double) -> Double {
        let t = Self.clampedTime(time)
        if t == .infinity { return 0 }
        let v0 = initialVelocity
        switch regime {
        case .underdamped:
            let angle = frequency * t
            let envelope = exp(-decay * t)
            if envelope == 0 || !angle.isFinite { return 0 }
            let sinCoefficient = (decay * q + frequency * frequency) / frequency
            return envelope * (v0 * cos(angle) + sinCoefficient * sin(angle))
        case .critical:
            let envelope = exp(-decay * t)
            return envelope == 0 ? 0 : envelope * (v0 + decay * q * t)
        case .overdamped:
            let slow = exp(slowRoot * t)
            let fast = exp(-2 * frequency * t)
            let sinhTerm = -expm1(-2 * frequency * t) / (2 * frequency)
            let s = frequency
            return slow * (v0 * (1 + fast) / 2 - (s * s - decay * q) * sinhTerm)
        }
    }

    /// Core Animation's estimate of the time after which `|1 − fraction| < epsilon` for good.
    ///
    /// Under-damped: the time at which the envelope `(1 + |q/ωd|)·e^(−at)` falls to `epsilon`.
    /// Critically or over-damped: the first time on a 0.1 s grid at which the distance left is
    /// below `epsilon` and stays below it for more than a further second. Undamped: infinity.
    /// `epsilon` is at least 1e-6.
    func settlingDuration(epsilon requested: Double) -> Double {
        if dampingRatio == 0 { return .infinity }
        let epsilon = requested >= 1e-6 ? requested : 1e-6
        if regime == .underdamped {
            let amplitude = 1 + abs(q / frequency)
            return max(-log(epsilon / amplitude) / decay, 0)
        }
        var best = -1.0
        var smallest = Double.infinity
        var time = 0.0
        for _ in 0..<1_000_000 {
            let distance = abs(1 - fraction(at: time))
            if !distance.isFinite { return 0 }
            if smallest >= epsilon {
                if distance < smallest {
                    best = time
                    smallest = distance
                }
            } else if distance >= epsilon {
                smallest = .infinity
            } else if time - best > 1 {
                return best
            }
            time += 0.1
        }
        return .infinity
    }
}
