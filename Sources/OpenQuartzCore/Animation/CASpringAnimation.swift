import Foundation

/// A basic animation that moves its property like a mass on a damped spring (UIKitBehaviour #115–#120).
///
/// The motion is the closed-form solution of the spring equation; `duration` only decides when
/// the animation ends (set it to `settlingDuration` to let the spring come to rest). The timing
/// function is not used: the spring is its own pacing.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object attached to the spring (default 1, must be > 0).
    open var mass: CGFloat = 1
    /// The spring's stiffness (default 100, must be > 0).
    open var stiffness: CGFloat = 100
    /// The damping coefficient (default 10, must be ≥ 0).
    open var damping: CGFloat = 10
    /// The initial velocity in units of the total distance per second; positive moves toward the target.
    open var initialVelocity: CGFloat = 0
    /// Whether damping ratios above 1 move as over-damped springs (default false: such a spring
    /// moves like the critically damped one with the same mass and stiffness).
    open var allowsOverdamping = false

    /// The solved motion of the added copy's spring (its coefficients computed once).
    var _motion = _SpringMotion(SpringParameters(mass: 1, stiffness: 100, damping: 10))

    /// Creates a spring animation whose response is `perceptualDuration` seconds with the given
    /// `bounce` (−1…1; 0 is critically damped), as SwiftUI's springs do (UIKitBehaviour #118).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringParameters(duration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        allowsOverdamping = spring.allowsOverdamping
    }

    /// The spring's perceptual duration (its response), derived from mass and stiffness.
    open var perceptualDuration: CFTimeInterval { _currentSpring.perceptualDuration }

    /// The spring's bounce (−1…1), derived from its damping ratio.
    open var bounce: CGFloat { CGFloat(_currentSpring.bounce) }

    /// The estimated time for the spring to come to rest with the current parameters (UIKitBehaviour #119).
    open var settlingDuration: CFTimeInterval { _currentSpring.settlingDuration }

    /// The spring described by the current properties, with overdamping clamped unless allowed.
    var _currentSpring: SpringParameters {
        SpringParameters(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CASpringAnimation()
        _copyBasic(into: copy)
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }

    override func _prepare(for layer: CALayer, previousValue: _AnimatableValue?) {
        super._prepare(for: layer, previousValue: previousValue)
        let spring = _currentSpring
        if spring.mass > 0, spring.stiffness > 0, spring.damping >= 0,
            spring.mass.isFinite, spring.stiffness.isFinite, spring.damping.isFinite, spring.initialVelocity.isFinite
        {
            _motion = _SpringMotion(spring)
        } else {
            CAEngine.current.report(
                "CASpringAnimation: invalid spring (mass \(mass), stiffness \(stiffness), damping \(damping), velocity \(initialVelocity)); using the defaults"
            )
            _motion = _SpringMotion(SpringParameters(mass: 1, stiffness: 100, damping: 10))
        }
    }

    override var _pacing: _AnimationProgram.Pacing { .spring(_motion) }

    override func _progress(at time: CFTimeInterval) -> Double {
        _motion.fraction(at: time)
    }
}
