import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Spring animations: defaults, closed-form motion, settling duration, the duration/bounce
/// initializer and bad parameters (UIKitBehaviour #115–#120).
@Suite struct CASpringAnimationTests {
    /// The fraction of the way to the target at `t` for a spring starting at rest at 0, written
    /// out by hand for each damping regime (x = displacement from the target, x(0) = −1, x′(0) = v0).
    private func handFraction(
        mass m: Double, stiffness k: Double, damping c: Double,
        velocity v0: Double = 0, at t: Double
    ) -> Double {
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (m * k).squareRoot())
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        } else if zeta == 1 {
            return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else {
            let root = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + root
            let r2 = -zeta * w0 - root
            // x = C1·e^(r1 t) + C2·e^(r2 t), C1 + C2 = −1, r1·C1 + r2·C2 = v0.
            let c1 = (v0 + r2) / (r1 - r2)
            let c2 = -1 - c1
            return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// A position.x spring 0 → 100 added at t = 100 to a committed layer (model x 50).
    private func run(_ configure: (CASpringAnimation) -> Void = { _ in }) -> (EngineFixture, CALayer, CASpringAnimation)
    {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        configure(spring)
        if spring.duration == 0 { spring.duration = 10 }
        layer.add(spring, forKey: "spring")
        fixture.frame()
        return (fixture, layer, spring)
    }

    private func x(_ layer: CALayer, at t: CFTimeInterval, _ fixture: EngineFixture) -> Double {
        fixture.clock.set(to: 100 + t)
        return Double(layer.presentation()!.position.x)
    }

    @Test func defaults() {  // UIKitBehaviour #120
        let spring = CASpringAnimation()
        expectEqual(spring.mass, 1)
        expectEqual(spring.stiffness, 100)
        expectEqual(spring.damping, 10)
        expectEqual(spring.initialVelocity, 0)
        expectEqual(spring.allowsOverdamping, false)
        #expect(spring.timingFunction == nil)  // UIKitBehaviour #109
        #expect(spring.isRemovedOnCompletion)
    }

    @Test func theDefaultSpringOvershootsAndSettles() {  // UIKitBehaviour #116, #120
        let (fixture, layer, _) = run()
        for t in [0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2, 2] {
            let expected = 100 * handFraction(mass: 1, stiffness: 100, damping: 10, at: t)
            #expect(isClose(x(layer, at: t, fixture), expected, tolerance: 1e-6), "t = \(t)")
        }
        // ζ = 0.5: the first peak is at π/ωd with an overshoot of e^(−ζπ/√(1−ζ²)) ≈ 16.3 %.
        let peak = Double.pi / (10 * 0.75.squareRoot())
        #expect(isClose(x(layer, at: peak, fixture), 100 * (1 + exp(-0.5 * .pi / 0.75.squareRoot())), tolerance: 1e-6))
        #expect(x(layer, at: peak, fixture) > 116)
    }

    @Test func theMotionMatchesSpringParameters() {  // UIKitBehaviour #116
        let (fixture, layer, _) = run {
            $0.mass = 2
            $0.stiffness = 300
            $0.damping = 12
            $0.initialVelocity = 3
        }
        let parameters = SpringParameters(mass: 2, stiffness: 300, damping: 12, initialVelocity: 3)
        for t in [0.05, 0.3, 0.7] {
            #expect(isClose(x(layer, at: t, fixture), 100 * parameters.fraction(at: t), tolerance: 1e-9))
            let hand = 100 * handFraction(mass: 2, stiffness: 300, damping: 12, velocity: 3, at: t)
            #expect(isClose(x(layer, at: t, fixture), hand, tolerance: 1e-6))
        }
    }

    @Test func positiveInitialVelocityMovesTowardTheTargetFaster() {  // UIKitBehaviour #120
        let (still, stillLayer, _) = run()
        let early = x(stillLayer, at: 0.05, still)
        let (moving, movingLayer, _) = run { $0.initialVelocity = 10 }
        #expect(x(movingLayer, at: 0.05, moving) > early)
    }

    @Test func theTimingFunctionIsIgnored() {
        let (fixture, layer, _) = run { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }
        let expected = 100 * handFraction(mass: 1, stiffness: 100, damping: 10, at: 0.2)
        #expect(isClose(x(layer, at: 0.2, fixture), expected, tolerance: 1e-6))
    }

    @Test func overdampingIsClampedToCriticalUnlessAllowed() {
        let (clamped, clampedLayer, _) = run { $0.damping = 30 }  // ζ = 1.5
        let critical = 100 * handFraction(mass: 1, stiffness: 100, damping: 20, at: 0.1)
        #expect(isClose(x(clampedLayer, at: 0.1, clamped), critical, tolerance: 1e-6))
        let (free, freeLayer, _) = run {
            $0.damping = 30
            $0.allowsOverdamping = true
        }
        let over = 100 * handFraction(mass: 1, stiffness: 100, damping: 30, at: 0.1)
        #expect(isClose(x(freeLayer, at: 0.1, free), over, tolerance: 1e-6))
        #expect(over < critical)
    }

    @Test func theDurationEndsTheAnimation() {
        let (fixture, layer, _) = run { $0.duration = 0.25 }
        fixture.advance(0.25)
        expectEqual(layer.animation(forKey: "spring"), nil)
        #expect(layer.presentation()!.position.x == 50)  // the model value
    }

    @Test func settlingDurationExamples() {  // UIKitBehaviour #119
        let soft = CASpringAnimation(keyPath: "position.x")
        soft.fromValue = 0
        soft.toValue = 640
        soft.damping = 5
        // (1 + ζω0/ωd)·e^(−ζω0·t) = 0.001 with ζω0 = 2.5, ωd = √93.75.
        let expected = log(1000 * (1 + 2.5 / 93.75.squareRoot())) / 2.5
        #expect(isClose(soft.settlingDuration, expected, tolerance: 1e-3))
        #expect(isClose(soft.settlingDuration, 2.85, tolerance: 0.01))
        soft.damping = 15
        #expect(soft.settlingDuration > 1 && soft.settlingDuration < 1.1)
    }

    @Test func perceptualDurationAndBounce() {  // UIKitBehaviour #117, #118
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        expectEqual(spring.mass, 1)
        #expect(isClose(spring.stiffness, 157.9, tolerance: 0.05))  // (2π / 0.5)²
        #expect(isClose(spring.damping, 17.6, tolerance: 0.05))  // 4π × 0.7 / 0.5
        #expect(isClose(spring.perceptualDuration, 0.5, tolerance: 1e-9))
        #expect(isClose(spring.bounce, 0.3, tolerance: 1e-9))
        let plain = CASpringAnimation()  // mass 1, stiffness 100, damping 10
        #expect(isClose(plain.perceptualDuration, 2 * .pi / 10, tolerance: 1e-9))  // ≈ 0.63
        #expect(isClose(plain.bounce, 0.5, tolerance: 1e-9))
    }

    @Test func aNegativeBounceOverdamps() {  // UIKitBehaviour #118
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: -0.5)
        // ζ = 1 / (1 − 0.5) = 2: damping = 4π × 2 / 0.5.
        #expect(isClose(spring.damping, 16 * .pi, tolerance: 1e-6))
        #expect(spring.allowsOverdamping)
        #expect(isClose(spring.bounce, -0.5, tolerance: 1e-9))
    }

    @Test func copiesKeepTheSpring() {
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.mass = 2
        spring.stiffness = 50
        spring.damping = 3
        spring.initialVelocity = -1
        spring.allowsOverdamping = true
        spring.toValue = 0.5
        spring.duration = 4
        let copy = spring.copy() as? CASpringAnimation
        #expect(copy?.mass == 2 && copy?.stiffness == 50 && copy?.damping == 3)
        #expect(copy?.initialVelocity == -1 && copy?.allowsOverdamping == true)
        #expect(copy?.keyPath == "opacity" && copy?.toValue as? Double == 0.5 && copy?.duration == 4)
        let fixture = EngineFixture()
        let layer = fixture.committedLayer()
        layer.add(spring, forKey: "s")
        let attached = layer.animation(forKey: "s") as? CASpringAnimation
        #expect(attached !== spring)
        #expect(attached?.mass == 2 && attached?.stiffness == 50 && attached?.damping == 3)
    }

    @Test(arguments: [
        (CGFloat(0), CGFloat(100), CGFloat(10)), (1, -5, 10), (1, 100, -1), (.nan, 100, 10), (1, .infinity, 10)
    ])
    func invalidSpringsAreReportedAndReplacedByTheDefault(mass: CGFloat, stiffness: CGFloat, damping: CGFloat) {
        let (fixture, layer, _) = run {
            $0.mass = mass
            $0.stiffness = stiffness
            $0.damping = damping
        }
        #expect(fixture.engine.reports.contains { $0.contains("invalid spring") })
        let expected = 100 * handFraction(mass: 1, stiffness: 100, damping: 10, at: 0.2)
        #expect(isClose(x(layer, at: 0.2, fixture), expected, tolerance: 1e-6))
    }
}
