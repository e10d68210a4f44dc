import Foundation

extension SpringParameters {
    /// A reason why spring parameters cannot describe a spring.
    ///
    /// Each case's ``description`` is a one-line message naming the parameter and the value, for
    /// example `mass must be greater than 0 (got -1.0)`.
    public enum ValidationError: Error, CustomStringConvertible, Hashable, Sendable {
        /// A parameter is NaN or infinite.
        case nonFinite(parameter: String, value: Double)
        /// The mass is 0 or negative.
        case nonPositiveMass(Double)
        /// The stiffness is 0 or negative.
        case nonPositiveStiffness(Double)
        /// The damping is negative.
        case negativeDamping(Double)
        /// The damping ratio is negative.
        case negativeDampingRatio(Double)
        /// The response is 0 or negative.
        case nonPositiveResponse(Double)
        /// The perceptual duration is 0 or negative.
        case nonPositiveDuration(Double)
        /// The bounce is −1 or less, or greater than 1.
        case bounceOutOfRange(Double)

        /// A one-line message describing the problem.
        public var description: String {
            switch self {
            case .nonFinite(let parameter, let value):
                return "\(parameter) must be a finite number (got \(value))"
            case .nonPositiveMass(let value):
                return "mass must be greater than 0 (got \(value))"
            case .nonPositiveStiffness(let value):
                return "stiffness must be greater than 0 (got \(value))"
            case .negativeDamping(let value):
                return "damping must be greater than or equal to 0 (got \(value))"
            case .negativeDampingRatio(let value):
                return "damping ratio must be greater than or equal to 0 (got \(value))"
            case .nonPositiveResponse(let value):
                return "response must be greater than 0 (got \(value))"
            case .nonPositiveDuration(let value):
                return "duration must be greater than 0 (got \(value))"
            case .bounceOutOfRange(let value):
                return "bounce must be greater than -1 and at most 1 (got \(value))"
            }
        }
    }

    /// Checks that the physical constants describe a spring, throwing the first problem found.
    ///
    /// Every value must be finite, the mass and stiffness greater than 0 and the damping at least
    /// 0 — the constraints `CASpringAnimation` documents (it logs and substitutes its defaults
    /// instead).
    public func validate() throws(ValidationError) {
        try Self.checkFinite(
            ("mass", mass), ("stiffness", stiffness), ("damping", damping),
            ("initial velocity", initialVelocity))
        guard mass > 0 else { throw .nonPositiveMass(mass) }
        guard stiffness > 0 else { throw .nonPositiveStiffness(stiffness) }
        guard damping >= 0 else { throw .negativeDamping(damping) }
    }

    /// Creates a spring from its physical constants, or throws if they do not describe one.
    public static func validated(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) throws(ValidationError) -> SpringParameters {
        let spring = SpringParameters(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
            allowsOverdamping: allowsOverdamping)
        try spring.validate()
        return spring
    }

    /// Creates a spring from a response and a damping ratio, or throws if they do not describe
    /// one (the response must be greater than 0 and the ratio at least 0).
    public static func validated(
        response: Double, dampingRatio: Double, initialVelocity: Double = 0
    ) throws(ValidationError) -> SpringParameters {
        try checkFinite(
            ("response", response), ("damping ratio", dampingRatio),
            ("initial velocity", initialVelocity))
        guard response > 0 else { throw .nonPositiveResponse(response) }
        guard dampingRatio >= 0 else { throw .negativeDampingRatio(dampingRatio) }
        let spring = SpringParameters(
            response: response, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        try spring.validate()
        return spring
    }

    /// Creates a spring from a perceptual duration and a bounce, or throws if they do not
    /// describe one (the duration must be greater than 0 and the bounce in −1 < bounce ≤ 1).
    ///
    /// A bounce of exactly −1 would need infinite damping, so it is rejected.
    public static func validated(
        duration: Double, bounce: Double, initialVelocity: Double = 0
    ) throws(ValidationError) -> SpringParameters {
        try checkFinite(
            ("duration", duration), ("bounce", bounce),
            ("initial velocity", initialVelocity))
        guard duration > 0 else { throw .nonPositiveDuration(duration) }
        guard bounce > -1 && bounce <= 1 else { throw .bounceOutOfRange(bounce) }
        let spring = SpringParameters(duration: duration, bounce: bounce, initialVelocity: initialVelocity)
        try spring.validate()
        return spring
    }

    private static func checkFinite(_ values: (String, Double)...) throws(ValidationError) {
        for (name, value) in values where !value.isFinite {
            throw .nonFinite(parameter: name, value: value)
        }
    }
}
