import Foundation

/// A damped harmonic spring: its physical constants, the equivalent parameterisations, and its
/// closed-form motion.
///
/// Segue addition; Core Animation exposes the same maths through `CASpringAnimation`, UIKit
/// through `UISpringTimingParameters` and SwiftUI through `Spring`. A spring can be described
/// three ways, all convertible into one another:
///
/// - physically, by ``mass``, ``stiffness`` and ``damping`` (`CASpringAnimation`);
/// - by ``response`` and ``dampingRatio`` (`UISpringTimingParameters(dampingRatio:response:)`):
///   mass 1, stiffness (2π / response)², damping 4π·ratio / response;
/// - by ``perceptualDuration`` and ``bounce`` (iOS 17): the duration is the response, and bounce
///   is 1 − ratio for ratios up to 1, or 1 / ratio − 1 above it.
///
/// The motion (``fraction(at:)``, ``velocity(at:)``) starts at 0 and comes to rest at 1, in
/// units of the total distance; it is solved in closed form for the under-, critically and
/// over-damped cases. Stored values are not checked; use ``validate()`` or one of the
/// `validated` factories to report bad ones.
public struct SpringParameters: Hashable, Sendable {
    /// The mass of the object attached to the end of the spring; must be greater than 0.
    public var mass: Double
    /// The spring stiffness coefficient; must be greater than 0.
    public var stiffness: Double
    /// The damping coefficient; must be greater than or equal to 0.
    public var damping: Double
    /// Initial velocity in units of the total distance per second; positive moves toward the target.
    public var initialVelocity: Double
    /// Whether a damping ratio above 1 produces over-damped motion.
    ///
    /// When false, as for `CASpringAnimation` (whose `allowsOverdamping` defaults to false) and
    /// SwiftUI's `Spring(mass:stiffness:damping:)`, a spring whose damping ratio exceeds 1 moves
    /// exactly like the critically damped spring with the same mass and stiffness. This is why
    /// UIKit's default spring (damping ratio 4.56) behaves as a critically damped spring.
    public var allowsOverdamping: Bool

    /// Creates a spring from its physical constants.
    ///
    /// - Parameters:
    ///   - mass: The mass of the attached object (Core Animation's default is 1).
    ///   - stiffness: The spring stiffness coefficient (Core Animation's default is 100).
    ///   - damping: The damping coefficient (Core Animation's default is 10).
    ///   - initialVelocity: The starting velocity in total distances per second, positive toward
    ///     the target.
    ///   - allowsOverdamping: Whether damping ratios above 1 over-damp; false by default, as for
    ///     `CASpringAnimation`.
    public init(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// Creates a spring from a response and a damping ratio, as UIKit and SwiftUI do.
    ///
    /// The mass is 1, the stiffness (2π / `response`)² and the damping 4π·`dampingRatio` /
    /// `response`. Ratios above 1 over-damp.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped spring in seconds; must be greater than 0.
    ///   - dampingRatio: The damping as a fraction of critical damping: 0 never settles, 1 is
    ///     critically damped.
    ///   - initialVelocity: The starting velocity in total distances per second.
    public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let angularFrequency = 2 * Double.pi / response
        self.init(
            mass: 1, stiffness: angularFrequency * angularFrequency,
            damping: 4 * Double.pi * dampingRatio / response,
            initialVelocity: initialVelocity, allowsOverdamping: true)
    }

    /// Creates a spring from a perceptual duration and a bounce, as the iOS 17 APIs do.
    ///
    /// The response equals `duration`. A bounce of 0 is critically damped, 1 undamped; a positive
    /// bounce gives damping ratio 1 − `bounce`, a negative one 1 / (1 + `bounce`) (over-damped).
    /// `Spring(duration: 0.5, bounce: 0.3)` has mass 1, stiffness 157.9 and damping 17.6.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds; must be greater than 0.
    ///   - bounce: How bouncy the spring is, greater than −1 and at most 1.
    ///   - initialVelocity: The starting velocity in total distances per second.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        self.init(
            response: duration, dampingRatio: Self.dampingRatio(forBounce: bounce),
            initialVelocity: initialVelocity)
    }

    /// The damping ratio a bounce stands for: 1 − bounce from 0 up, 1 / (1 + bounce) below 0.
    static func dampingRatio(forBounce bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// The damping as a fraction of critical damping: damping / (2·√(mass·stiffness)).
    ///
    /// Below 1 the spring oscillates, at 1 it is critically damped, above 1 over-damped.
    public var dampingRatio: Double {
        damping / (2 * (mass * stiffness).squareRoot())
    }

    /// The period of the undamped spring in seconds: 2π·√(mass / stiffness).
    ///
    /// Also called the perceptual duration; 0 when the stiffness is not finite, as in Core
    /// Animation.
    public var response: Double {
        stiffness.isFinite ? 2 * Double.pi * (mass / stiffness).squareRoot() : 0
    }

    /// The perceptual duration in seconds, which defines the pace of the spring; equal to
    /// ``response``.
    ///
    /// `Spring(mass: 1, stiffness: 100, damping: 10)` has a duration of 0.63 s.
    public var perceptualDuration: Double { response }

    /// How bouncy the spring is: 1 − ``dampingRatio`` up to critical damping, 1 / ratio − 1 above.
    ///
    /// 0 is critically damped, 1 undamped, negative values over-damped.
    /// `Spring(mass: 1, stiffness: 100, damping: 10)` has a bounce of 0.5.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}
