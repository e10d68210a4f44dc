import Foundation

// Status: interface only — the closed-form solver arrives with the spring work (issue 2).

/// A damped harmonic spring: its physical constants, the equivalent parameterisations, and its
/// closed-form motion. Segue addition; Core Animation exposes the same maths through
/// `CASpringAnimation`.
public struct SpringParameters: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    /// Initial velocity in units of the total distance per second; positive moves toward the target.
    public var initialVelocity: Double

    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping; self.initialVelocity = initialVelocity
    }

    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) { _unimplemented("SpringParameters.init(duration:bounce:)") }
    public var perceptualDuration: Double { _unimplemented("SpringParameters.perceptualDuration") }
    public var bounce: Double { _unimplemented("SpringParameters.bounce") }

    /// The fraction of the way from the start (0) to the target (1) at `time` seconds.
    public func fraction(at time: Double) -> Double {
        _unimplemented("SpringParameters.fraction(at:)")
    }

    /// The time after which the spring is considered at rest.
    public var settlingDuration: Double {
        _unimplemented("SpringParameters.settlingDuration")
    }
}
