import Foundation

/// Spring timing for property animators (UIKitBehaviour #114–#119).
///
/// Springs given by a damping ratio honour the animator's duration (Segue picks the stiffness
/// whose settling time equals it, as for `UIView.animate(…usingSpringWithDamping:…)`); springs
/// given by mass, stiffness and damping, or by duration and bounce, run for their own settling
/// time and ignore the animator's duration (UIKitBehaviour #115).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, per axis, in units of the animated distance per second (UIKitBehaviour #114).
    public let initialVelocity: CGVector
    /// The damping ratio, for springs that honour the animator's duration.
    let _dampingRatio: Double?
    /// The physical spring, for springs that do not.
    let _physical: SpringParameters?

    /// The default spring: damping ratio 4.56, no initial velocity (UIKitBehaviour #116).
    public override init() {
        initialVelocity = .zero
        _dampingRatio = 500 / (2 * (3.0 * 1000).squareRoot())
        _physical = nil
        super.init()
    }

    /// A spring with `ratio` that honours the animator's duration and starts at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with `ratio` and `velocity` that honours the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        _dampingRatio = Double(ratio)
        _physical = nil
        super.init()
    }

    /// A physical spring; the animator's duration is ignored (UIKitBehaviour #115).
    ///
    /// - Note: A spring that cannot run — a constant that `CASpringAnimation` rejects (mass or
    ///   stiffness not greater than 0, negative damping, anything non-finite) or one that never
    ///   comes to rest (no damping, or a mass so large that the damping ratio rounds to 0) — is
    ///   reported and replaced by Core Animation's default spring (mass 1, stiffness 100,
    ///   damping 10), keeping the initial velocity when it is finite, as `CASpringAnimation`
    ///   replaces its bad constants. UIKit does not document this case.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        _dampingRatio = nil
        _physical = Self._runnable(
            SpringParameters(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)),
            velocity: velocity)
        super.init()
    }

    /// A spring of perceptual `duration` and `bounce` (iOS 17, UIKitBehaviour #118); the animator's
    /// duration is ignored.
    ///
    /// - Note: A duration that is not greater than 0 or a bounce outside −1 < bounce ≤ 1 gives a
    ///   spring that cannot run; it is reported and replaced as ``init(mass:stiffness:damping:initialVelocity:)``
    ///   describes.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        initialVelocity = velocity
        _dampingRatio = nil
        _physical = Self._runnable(SpringParameters(duration: duration, bounce: Double(bounce)), velocity: velocity)
        super.init()
    }

    /// `spring`, or Core Animation's default spring when `spring` (started with either axis of
    /// `velocity`) is invalid or never settles; a replacement is reported.
    private static func _runnable(_ spring: SpringParameters, velocity: CGVector) -> SpringParameters {
        var checked = spring
        var problem: String?
        do {
            try checked.validate()
            for start in [velocity.dx, velocity.dy] {
                checked.initialVelocity = Double(start)
                try checked.validate()
                let settling = checked.settlingDuration
                if !(settling.isFinite && settling > 0) {
                    problem = "it never comes to rest"
                    break
                }
            }
        } catch {
            problem = error.description
        }
        guard let problem else { return spring }
        UIView._report(
            "UISpringTimingParameters: the spring (mass \(spring.mass), stiffness \(spring.stiffness), "
                + "damping \(spring.damping), velocity \(velocity.dx), \(velocity.dy)) cannot run: \(problem); "
                + "using the default spring (mass 1, stiffness 100, damping 10)")
        return SpringParameters(mass: 1, stiffness: 100, damping: 10)
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil: no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The receiver.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring to run for an animator of `duration`, and how long it runs.
    ///
    /// The spring starts with `velocity` (by default the `dx` of ``initialVelocity``, as for
    /// 1-D properties); the `y` of a position passes `dy` (UIKitBehaviour #114).
    func _spring(forAnimatorDuration duration: TimeInterval, velocity: Double? = nil) -> (
        SpringParameters, TimeInterval
    ) {
        let given = velocity ?? Double(initialVelocity.dx)
        let start = given.isFinite ? given : 0
        if var physical = _physical {
            physical.initialVelocity = start
            return (physical, physical.settlingDuration)
        }
        let spring = _SpringSolver.spring(
            settlingIn: duration, dampingRatio: _dampingRatio ?? 1,
            initialVelocity: start, allowsOverdamping: true)
        return (spring, duration)
    }
}
