import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Property animators with spring timing (UIKitBehaviour #114–#116, #118, #119): which springs honour
/// the animator's duration, the default spring, and how the velocity vector applies per axis.
///
/// Expected motion comes from `AnimatorReference`, a damped oscillator solved independently.
@MainActor
@Suite struct PropertyAnimatorSpringTests {
    typealias Ref = AnimatorReference

    func x(_ view: UIView) -> Double { Double(AnimatorFixture.center(view).x) }
    func y(_ view: UIView) -> Double { Double(AnimatorFixture.center(view).y) }

    @Test func dampingRatioSpringSettlesInTheAnimatorsDuration() {
        // UIKitBehaviour #115: init(dampingRatio:) honours the duration; Segue picks the stiffness (mass 1)
        // whose settling time (UIKitBehaviour #119) is the duration, so the animator completes at 1.0 s.
        let (host, view, animator, recorder) = AnimatorFixture.make { view in
            UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { view.center.x = 150 }
        }
        animator.startAnimation()
        let omega = Ref.omega(settlingIn: 1, zeta: 0.5, velocity: 0)  // ≈ 14.73 rad/s
        for t in [0.05, 0.1, 0.25, 0.5, 0.9] {
            AnimatorFixture.advance(host, to: t)
            let expected = 50 + 100 * Ref.springFraction(omega: omega, zeta: 0.5, velocity: 0, at: t)
            #expect(isClose(x(view), expected, tolerance: 1e-6), "t = \(t)")
        }
        #expect(x(view) > 150)  // ratio 0.5 overshoots
        AnimatorFixture.advance(host, to: 0.99)
        #expect(recorder.events.isEmpty)
        AnimatorFixture.advance(host, to: 1)
        expectEqual(recorder.events, ["end at 1.000000"])
    }

    @Test func dampingRatioAndVelocityHonourTheDuration() {
        // UIKitBehaviour #114, #115: dx (distances per second) starts the 1-D motion; the duration holds
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 3, dy: 0))
        expectEqual(spring.initialVelocity, CGVector(dx: 3, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.8, timingParameters: spring)
        animator.addAnimations { view.center.x = 250 }
        let recorder = EventRecorder()
        AnimatorFixture.recordCompletions(of: animator, in: host, into: recorder)
        animator.startAnimation()
        let omega = Ref.omega(settlingIn: 0.8, zeta: 0.7, velocity: 3)
        AnimatorFixture.advance(host, to: 0.00001)
        #expect(abs((x(view) - 50) / 0.00001 - 600) < 0.5)  // 3 distances/s × 200 pt
        for t in [0.02, 0.1, 0.3, 0.6] {
            AnimatorFixture.advance(host, to: t)
            let expected = 50 + 200 * Ref.springFraction(omega: omega, zeta: 0.7, velocity: 3, at: t)
            #expect(isClose(x(view), expected, tolerance: 1e-6), "t = \(t)")
        }
        AnimatorFixture.advance(host, to: 0.8)
        expectEqual(recorder.events, ["end at 0.800000"])
    }

    @Test func physicalSpringIgnoresTheAnimatorsDuration() {
        // UIKitBehaviour #115, #119: mass 1, stiffness 100, damping 10 (ratio 0.5) runs for its own
        // settling time, ln(1000·(1 + 5/√75)) / 5 ≈ 1.4727 s, whatever the animator's duration
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        animator.addAnimations { view.center.x = 150 }
        let recorder = EventRecorder()
        AnimatorFixture.recordCompletions(of: animator, in: host, into: recorder)
        animator.startAnimation()
        for t in [0.1, 0.3, 0.31, 0.7, 1.2] {
            AnimatorFixture.advance(host, to: t)
            let expected = 50 + 100 * Ref.springFraction(mass: 1, stiffness: 100, damping: 10, velocity: 0, at: t)
            #expect(isClose(x(view), expected, tolerance: 1e-6), "t = \(t)")
        }
        #expect(recorder.events.isEmpty && animator.isRunning)
        let settling = Ref.underdampedSettlingTime(omega: 10, zeta: 0.5, velocity: 0)
        #expect(abs(settling - 1.4727) < 1e-4)
        AnimatorFixture.advance(host, to: Ref.frame(atOrAfter: settling) - 1.0 / 60)
        #expect(recorder.events.isEmpty)
        AnimatorFixture.advance(host, to: Ref.frame(atOrAfter: settling))
        expectEqual(recorder.events, ["end at \(String(format: "%.6f", Ref.frame(atOrAfter: settling)))"])
    }

    @Test func defaultSpringHasRatio456AndHonoursTheDuration() {
        // UIKitBehaviour #116: init() has no velocity and damping ratio 4.56 (Segue: mass 3, stiffness
        // 1000, damping 500 ⇒ 500 / (2·√3000) ≈ 4.564), over-damped, settling in the duration
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let spring = UISpringTimingParameters()
        expectEqual(spring.initialVelocity, .zero)
        expectEqual(spring.timingCurveType, .spring)
        #expect(spring.cubicTimingParameters == nil && spring.springTimingParameters === spring)
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
        animator.addAnimations { view.center.x = 150 }
        let recorder = EventRecorder()
        AnimatorFixture.recordCompletions(of: animator, in: host, into: recorder)
        animator.startAnimation()
        let zeta = 500 / (2 * (3.0 * 1000).squareRoot())
        #expect(abs(zeta - 4.56) < 0.01)
        // A non-oscillating spring settles on Core Animation's 0.1 s grid: the animator's
        // spring is the one whose remaining offset is exactly 0.001 at 0.5 s.
        let omega = Ref.omega(reachingEpsilonAt: 0.5, zeta: zeta, velocity: 0)
        for t in [0.05, 0.2, 0.4, 0.49] {
            AnimatorFixture.advance(host, to: t)
            let expected = 50 + 100 * Ref.springFraction(omega: omega, zeta: zeta, velocity: 0, at: t)
            #expect(isClose(x(view), expected, tolerance: 1e-6), "t = \(t)")
        }
        AnimatorFixture.advance(host, to: 0.5)
        expectEqual(recorder.events, ["end at 0.500000"])
    }

    @Test func durationAndBounceSpringRunsForItsSettlingTime() {
        // UIKitBehaviour #118: duration 0.5, bounce 0.3 ⇒ mass 1, stiffness (2π/0.5)² ≈ 157.9, damping
        // 4π·0.7/0.5 ≈ 17.6; the animator's 3 s are ignored, the spring runs until it settles
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let animator = UIViewPropertyAnimator(
            duration: 3, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: 0.3))
        animator.addAnimations { view.center.x = 150 }
        let recorder = EventRecorder()
        AnimatorFixture.recordCompletions(of: animator, in: host, into: recorder)
        animator.startAnimation()
        let stiffness = pow(2 * Double.pi / 0.5, 2)
        let damping = 4 * Double.pi * 0.7 / 0.5
        #expect(abs(stiffness - 157.9) < 0.05 && abs(damping - 17.6) < 0.05)
        for t in [0.05, 0.2, 0.4, 0.7] {
            AnimatorFixture.advance(host, to: t)
            let expected =
                50 + 100 * Ref.springFraction(mass: 1, stiffness: stiffness, damping: damping, velocity: 0, at: t)
            #expect(isClose(x(view), expected, tolerance: 1e-6), "t = \(t)")
        }
        let settling = Ref.underdampedSettlingTime(omega: 4 * Double.pi, zeta: 0.7, velocity: 0)  // ≈ 0.863 s
        AnimatorFixture.advance(host, to: Ref.frame(atOrAfter: settling) - 1.0 / 60)
        #expect(recorder.events.isEmpty)
        AnimatorFixture.advance(host, to: Ref.frame(atOrAfter: settling))
        expectEqual(recorder.events, ["end at \(String(format: "%.6f", Ref.frame(atOrAfter: settling)))"])
    }

    @Test func oneDimensionalPropertiesUseOnlyDx() {
        // UIKitBehaviour #114: alpha takes dx; a dy alone leaves it starting at rest
        let host = HeadlessHost()
        let still = AnimatorFixture.view(in: host)
        let moving = AnimatorFixture.view(in: host)
        let first = UIViewPropertyAnimator(
            duration: 1,
            timingParameters: UISpringTimingParameters(
                mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 8)))
        first.addAnimations { still.alpha = 0 }
        let second = UIViewPropertyAnimator(
            duration: 1,
            timingParameters: UISpringTimingParameters(
                mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 8, dy: 0)))
        second.addAnimations { moving.alpha = 0 }
        first.startAnimation()
        second.startAnimation()
        for t in [0.03, 0.1, 0.25] {
            AnimatorFixture.advance(host, to: t)
            let atRest = 1 - Ref.springFraction(omega: 10, zeta: 1, velocity: 0, at: t)
            let pushed = 1 - Ref.springFraction(omega: 10, zeta: 1, velocity: 8, at: t)
            #expect(isClose(AnimatorFixture.opacity(still), atRest, tolerance: 1e-6), "t = \(t)")
            #expect(isClose(AnimatorFixture.opacity(moving), pushed, tolerance: 1e-6), "t = \(t)")
        }
    }

    @Test func centerUsesBothComponentsOfAPhysicalSpringsVelocity() {
        // UIKitBehaviour #114: for position, dx drives x and dy drives y, each normalised to its own axis
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let animator = UIViewPropertyAnimator(
            duration: 1,
            timingParameters: UISpringTimingParameters(
                mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 4, dy: -2)))
        animator.addAnimations { view.center = CGPoint(x: 150, y: 250) }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        for t in [0.02, 0.1, 0.3, 0.6] {
            AnimatorFixture.advance(host, to: t)
            let fx = Ref.springFraction(omega: 10, zeta: 0.5, velocity: 4, at: t)
            let fy = Ref.springFraction(omega: 10, zeta: 0.5, velocity: -2, at: t)
            #expect(isClose(x(view), 50 + 100 * fx, tolerance: 1e-6), "x at t = \(t)")
            #expect(isClose(y(view), 50 + 200 * fy, tolerance: 1e-6), "y at t = \(t)")
        }
        host.runUntilIdle()
        expectEqual(positions, [.end])
        expectEqual(AnimatorFixture.center(view), CGPoint(x: 150, y: 250))
    }

    @Test func centerUsesBothComponentsOfADurationHonouringSpringsVelocity() {
        // UIKitBehaviour #114, #115: each axis gets the spring of the given ratio that settles in the
        // duration with its own velocity component
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let animator = UIViewPropertyAnimator(
            duration: 1,
            timingParameters: UISpringTimingParameters(
                dampingRatio: 0.6, initialVelocity: CGVector(dx: 2, dy: -1)))
        animator.addAnimations { view.center = CGPoint(x: 150, y: 250) }
        let recorder = EventRecorder()
        AnimatorFixture.recordCompletions(of: animator, in: host, into: recorder)
        animator.startAnimation()
        let omegaX = Ref.omega(settlingIn: 1, zeta: 0.6, velocity: 2)
        let omegaY = Ref.omega(settlingIn: 1, zeta: 0.6, velocity: -1)
        for t in [0.02, 0.1, 0.3, 0.6] {
            AnimatorFixture.advance(host, to: t)
            let fx = Ref.springFraction(omega: omegaX, zeta: 0.6, velocity: 2, at: t)
            let fy = Ref.springFraction(omega: omegaY, zeta: 0.6, velocity: -1, at: t)
            #expect(isClose(x(view), 50 + 100 * fx, tolerance: 1e-6), "x at t = \(t)")
            #expect(isClose(y(view), 50 + 200 * fy, tolerance: 1e-6), "y at t = \(t)")
        }
        AnimatorFixture.advance(host, to: 1)
        expectEqual(recorder.events, ["end at 1.000000"])
    }
}
