import Foundation
import OpenQuartzCore
import PropertyBased
import TestSupport
import Testing

/// Position and velocity of `m·x″ = k·(1 − x) − c·x′` from x = 0, x′ = `v0`, integrated with
/// classical Runge–Kutta at a fixed step, sampled at whole multiples of the step.
private func rungeKutta(
    mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double,
    sampleEvery interval: Double, samples: Int, step h: Double = 1e-4
) -> [(time: Double, position: Double, velocity: Double)] {
    func acceleration(_ x: Double, _ v: Double) -> Double { (k * (1 - x) - c * v) / m }
    var x = 0.0
    var v = v0
    var result = [(time: 0.0, position: x, velocity: v)]
    let stepsPerSample = Int((interval / h).rounded())
    for sample in 1...samples {
        for _ in 0..<stepsPerSample {
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
        result.append((Double(sample) * Double(stepsPerSample) * h, x, v))
    }
    return result
}

@Suite struct SpringParametersTests {
    // MARK: Parameterisations

    @Test func durationAndBounceMatchApplesExample() {
        // UIKitBehaviour #118: Spring(duration: 0.5, bounce: 0.3) ⇒ (mass 1.0, stiffness 157.9, damping 17.6)
        let spring = SpringParameters(duration: 0.5, bounce: 0.3)
        expectEqual(spring.mass, 1)
        #expect(isClose(spring.stiffness, 157.9, tolerance: 0.05))
        #expect(isClose(spring.damping, 17.6, tolerance: 0.05))
        #expect(isClose(spring.perceptualDuration, 0.5, tolerance: 1e-12))
        #expect(isClose(spring.bounce, 0.3, tolerance: 1e-12))
        #expect(spring.allowsOverdamping)
    }

    @Test func physicalConstantsGiveApplesDurationAndBounce() {
        // UIKitBehaviour #118: Spring(mass: 1, stiffness: 100, damping: 10) ⇒ (duration 0.63, bounce 0.5)
        let spring = SpringParameters(mass: 1, stiffness: 100, damping: 10)
        #expect(isClose(spring.perceptualDuration, 0.63, tolerance: 0.005))
        #expect(isClose(spring.response, 2 * Double.pi / 10, tolerance: 1e-12))
        #expect(isClose(spring.bounce, 0.5, tolerance: 1e-12))
        #expect(isClose(spring.dampingRatio, 0.5, tolerance: 1e-12))
    }

    @Test func uikitDefaultSpringHasDampingRatio4_56() {
        // UIKitBehaviour #116: mass 3, stiffness 1000, damping 500 ⇒ ratio 4.56 (500 / (2·√3000) = 4.5644)
        let spring = SpringParameters(mass: 3, stiffness: 1000, damping: 500)
        #expect(isClose(spring.dampingRatio, 4.56, tolerance: 0.005))
        #expect(isClose(spring.bounce, 1 / 4.5644 - 1, tolerance: 1e-4))
    }

    @Test func responseAndDampingRatioConvertAsUIKitDoes() {
        // UIKitBehaviour #117: mass 1, stiffness (2π/response)², damping 4πζ/response
        let spring = SpringParameters(response: 1, dampingRatio: 0.5, initialVelocity: 2)
        expectEqual(spring.mass, 1)
        #expect(isClose(spring.stiffness, 4 * Double.pi * Double.pi, tolerance: 1e-9))
        #expect(isClose(spring.damping, 2 * Double.pi, tolerance: 1e-12))
        expectEqual(spring.initialVelocity, 2)
        #expect(spring.allowsOverdamping)
    }

    @Test func negativeBounceOverDamps() {
        // UIKitBehaviour #118: bounce < 0 ⇒ ζ = 1/(1 + bounce)
        let spring = SpringParameters(duration: 1, bounce: -0.5)
        #expect(isClose(spring.dampingRatio, 2, tolerance: 1e-12))
        #expect(isClose(spring.damping, 8 * Double.pi, tolerance: 1e-12))
        #expect(isClose(spring.bounce, -0.5, tolerance: 1e-12))
        #expect(spring.allowsOverdamping)
    }

    @Test func parameterisationsRoundTrip() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.05...5), Gen.double(in: 0...3)) { response, ratio in
            let spring = SpringParameters(response: response, dampingRatio: ratio)
            #expect(isClose(spring.response, response, tolerance: 1e-9 * response))
            #expect(isClose(spring.dampingRatio, ratio, tolerance: 1e-9))
        }
        await propertyCheck(count: 200, input: Gen.double(in: 0.05...5), Gen.double(in: -0.95...1)) {
            duration, bounce in
            let spring = SpringParameters(duration: duration, bounce: bounce)
            #expect(isClose(spring.perceptualDuration, duration, tolerance: 1e-9 * duration))
            #expect(isClose(spring.bounce, bounce, tolerance: 1e-9))
        }
    }

    // MARK: Motion

    static let regimes: [(String, SpringParameters)] = [
        ("under-damped", SpringParameters(mass: 1, stiffness: 100, damping: 5, initialVelocity: 2)),
        ("undamped", SpringParameters(mass: 2, stiffness: 50, damping: 0, initialVelocity: -1)),
        ("critical", SpringParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: -3)),
        (
            "over-damped",
            SpringParameters(mass: 1, stiffness: 100, damping: 50, initialVelocity: 4, allowsOverdamping: true)
        ),
        ("near-critical over", SpringParameters(mass: 1, stiffness: 100, damping: 20.000001, allowsOverdamping: true)),
        ("near-critical under", SpringParameters(mass: 1, stiffness: 100, damping: 19.999999, initialVelocity: 1))
    ]

    @Test(arguments: regimes)
    func closedFormAgreesWithNumericIntegration(_ name: String, _ spring: SpringParameters) {
        // UIKitBehaviour #120: x(0) = 0 → 1, velocity positive toward the target
        let reference = rungeKutta(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            velocity: spring.initialVelocity, sampleEvery: 0.05, samples: 60)
        for sample in reference {
            #expect(
                isClose(spring.fraction(at: sample.time), sample.position, tolerance: 1e-7),
                "\(name) x at \(sample.time)")
            #expect(
                isClose(spring.velocity(at: sample.time), sample.velocity, tolerance: 1e-6),
                "\(name) v at \(sample.time)")
        }
    }

    @Test func overDampingNotAllowedMovesAsTheCriticallyDampedSpring() {
        // UIKitBehaviour #120 (CASpringAnimation's allowsOverdamping defaults to false)
        let spring = SpringParameters(mass: 1, stiffness: 100, damping: 50, initialVelocity: 1)
        let reference = rungeKutta(mass: 1, stiffness: 100, damping: 20, velocity: 1, sampleEvery: 0.05, samples: 40)
        for sample in reference {
            #expect(isClose(spring.fraction(at: sample.time), sample.position, tolerance: 1e-7))
            #expect(isClose(spring.velocity(at: sample.time), sample.velocity, tolerance: 1e-6))
        }
    }

    @Test(arguments: regimes)
    func motionIsExactAtTheStart(_ name: String, _ spring: SpringParameters) {
        #expect(spring.fraction(at: 0) == 0, "\(name)")
        #expect(isClose(spring.velocity(at: 0), spring.initialVelocity, tolerance: 1e-12), "\(name)")
        #expect(spring.fraction(at: -1) == 0, "\(name)")
        #expect(spring.fraction(at: .nan) == 0, "\(name)")
    }

    @Test(arguments: regimes)
    func motionStaysFiniteForHugeTimes(_ name: String, _ spring: SpringParameters) {
        for time in [1e3, 1e6, 1e12, Double.greatestFiniteMagnitude] {
            let fraction = spring.fraction(at: time)
            let velocity = spring.velocity(at: time)
            #expect(fraction.isFinite && velocity.isFinite, "\(name) at \(time)")
            if spring.damping > 0 {
                #expect(isClose(fraction, 1, tolerance: 1e-9), "\(name) at \(time)")
            } else {
                #expect(fraction >= -1 && fraction <= 3, "\(name) at \(time)")
            }
        }
        expectEqual(spring.fraction(at: .infinity), 1)
        expectEqual(spring.velocity(at: .infinity), 0)
    }

    @Test func invalidConstantsAreReplacedLikeCoreAnimationDoes() {
        // UIKitBehaviour #120: CASpringAnimation substitutes mass 1, stiffness 100, damping 10
        let invalid = SpringParameters(mass: -2, stiffness: 0, damping: -.infinity, initialVelocity: .nan)
        let defaults = SpringParameters(mass: 1, stiffness: 100, damping: 10)
        for time in [0.0, 0.1, 0.5, 2] {
            expectEqual(invalid.fraction(at: time), defaults.fraction(at: time))
        }
    }

    // MARK: Settling duration

    @Test func settlingDurationMatchesCoreAnimationsWorkedExample() {
        // UIKitBehaviour #119: stiffness 100, mass 1, damping 5 ⇒ ≈ 2.85 s; damping 15 ⇒ just over 1 s.
        // Pinned values from an independent Python transcription of the estimate.
        let bouncy = SpringParameters(mass: 1, stiffness: 100, damping: 5)
        #expect(isClose(bouncy.settlingDuration, 2.85, tolerance: 0.01))
        #expect(isClose(bouncy.settlingDuration, 2.854974609888761, tolerance: 1e-9))
        let firm = SpringParameters(mass: 1, stiffness: 100, damping: 15)
        #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.1)
        #expect(isClose(firm.settlingDuration, 1.0220937981854987, tolerance: 1e-9))
    }

    @Test func settlingDurationOfOtherAppleSprings() {
        // UIKitBehaviour #119, #120: the CASpringAnimation defaults, SwiftUI's Spring(duration: 0.5, bounce: 0.3)
        #expect(
            isClose(
                SpringParameters(mass: 1, stiffness: 100, damping: 10).settlingDuration, 1.4727003346780927,
                tolerance: 1e-9))
        #expect(
            isClose(SpringParameters(duration: 0.5, bounce: 0.3).settlingDuration, 0.8629552831744205, tolerance: 1e-9))
        // UIKitBehaviour #116: UIKit's default spring, critically damped unless over-damping is allowed.
        #expect(
            isClose(SpringParameters(mass: 3, stiffness: 1000, damping: 500).settlingDuration, 0.6, tolerance: 1e-9))
        #expect(
            isClose(
                SpringParameters(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true).settlingDuration, 3.5,
                tolerance: 1e-9))
    }

    @Test func settlingDurationUsesSwiftUIsEpsilon() {
        // UIKitBehaviour #119: epsilon 0.001
        let spring = SpringParameters(duration: 0.4, bounce: 0.2)
        expectEqual(spring.settlingDuration, spring.settlingDuration(epsilon: 0.001))
        #expect(spring.settlingDuration(epsilon: 0.01) < spring.settlingDuration)
        expectEqual(spring.settlingDuration(epsilon: 0), spring.settlingDuration(epsilon: 1e-6))
    }

    @Test func undampedSpringNeverSettles() {
        expectEqual(SpringParameters(mass: 1, stiffness: 100, damping: 0).settlingDuration, .infinity)
    }

    @Test func underDampedSpringStaysWithinEpsilonAfterSettling() async {
        await propertyCheck(
            count: 100, input: Gen.double(in: 0.1...2), Gen.double(in: 0.05...0.95), Gen.double(in: -5...5)
        ) { response, ratio, velocity in
            let spring = SpringParameters(response: response, dampingRatio: ratio, initialVelocity: velocity)
            let settled = spring.settlingDuration
            for step in 0...200 {
                let time = settled + Double(step) * response / 20
                #expect(abs(1 - spring.fraction(at: time)) < 0.001)
            }
        }
    }

    @Test func criticalSettlingIsTheFirstTenthOfASecondWithinEpsilon() async {
        await propertyCheck(count: 100, input: Gen.double(in: 10...1000), Gen.double(in: 1...4), Gen.double(in: -5...5))
        { stiffness, ratio, velocity in
            let damping = 2 * stiffness.squareRoot() * ratio
            let spring = SpringParameters(
                mass: 1, stiffness: stiffness, damping: damping, initialVelocity: velocity, allowsOverdamping: true)
            let settled = spring.settlingDuration
            #expect(abs(settled * 10 - (settled * 10).rounded()) < 1e-6)
            #expect(abs(1 - spring.fraction(at: settled)) < 0.001)
            #expect(abs(1 - spring.fraction(at: settled - 0.1)) >= 0.001)
        }
    }

    // MARK: Validation

    @Test func validationReportsEachProblemOnOneLine() {
        func failure(_ body: () throws -> Void) -> String? {
            do {
                try body()
                return nil
            } catch let error as SpringParameters.ValidationError {
                return error.description
            } catch { return "unexpected \(error)" }
        }
        // UIKitBehaviour #120: mass > 0, stiffness > 0, damping ≥ 0
        #expect(
            failure { try SpringParameters(mass: 0, stiffness: 1, damping: 1).validate() }
                == "mass must be greater than 0 (got 0.0)")
        #expect(
            failure { try SpringParameters(mass: 1, stiffness: -3, damping: 1).validate() }
                == "stiffness must be greater than 0 (got -3.0)")
        #expect(
            failure { try SpringParameters(mass: 1, stiffness: 1, damping: -1).validate() }
                == "damping must be greater than or equal to 0 (got -1.0)")
        #expect(
            failure { try SpringParameters(mass: .nan, stiffness: 1, damping: 1).validate() }
                == "mass must be a finite number (got nan)")
        expectEqual(failure { try SpringParameters(mass: 1, stiffness: 1, damping: 0).validate() }, nil)
        // UIKitBehaviour #118: bounce in −1…1 (−1 itself would need infinite damping)
        #expect(
            failure { _ = try SpringParameters.validated(duration: 0.5, bounce: 1.5) }
                == "bounce must be greater than -1 and at most 1 (got 1.5)")
        #expect(
            failure { _ = try SpringParameters.validated(duration: 0.5, bounce: -1) }
                == "bounce must be greater than -1 and at most 1 (got -1.0)")
        #expect(
            failure { _ = try SpringParameters.validated(duration: 0, bounce: 0) }
                == "duration must be greater than 0 (got 0.0)")
        expectEqual(failure { _ = try SpringParameters.validated(duration: 0.5, bounce: 1) }, nil)
        #expect(
            failure { _ = try SpringParameters.validated(response: -1, dampingRatio: 1) }
                == "response must be greater than 0 (got -1.0)")
        #expect(
            failure { _ = try SpringParameters.validated(response: 1, dampingRatio: -0.5) }
                == "damping ratio must be greater than or equal to 0 (got -0.5)")
        #expect(
            failure { _ = try SpringParameters.validated(response: 1, dampingRatio: 1, initialVelocity: .infinity) }
                == "initial velocity must be a finite number (got inf)")
        expectEqual(failure { _ = try SpringParameters.validated(mass: 1, stiffness: 100, damping: 10) }, nil)
    }

    @Test func validatedFactoriesBuildTheSameSprings() throws {
        #expect(
            try SpringParameters.validated(duration: 0.5, bounce: 0.3) == SpringParameters(duration: 0.5, bounce: 0.3))
        #expect(
            try SpringParameters.validated(response: 0.4, dampingRatio: 0.8, initialVelocity: 1)
                == SpringParameters(response: 0.4, dampingRatio: 0.8, initialVelocity: 1))
        #expect(
            try SpringParameters.validated(mass: 2, stiffness: 3, damping: 4)
                == SpringParameters(mass: 2, stiffness: 3, damping: 4))
    }
}
