import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Spring view animations: the legacy `usingSpringWithDamping:initialSpringVelocity:` form and
/// the iOS 17 `springDuration:bounce:` form, checked at exact instants against a numerically
/// integrated spring.
@MainActor
@Suite struct ViewSpringAnimationTests {
    func makeView(_ host: HeadlessHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0)
        return view
    }

    func presentedX(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }

    /// Steps to each of `instants` and compares center.x (animating 50 → 250) with the spring.
    func checkMotion(
        _ host: HeadlessHost, _ view: UIView, omega0: Double, zeta: Double, v0: Double,
        at instants: [Double], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var elapsed = host.now
        for instant in instants {
            host.advance(by: instant - elapsed)
            elapsed = instant
            let expected = 50 + 200 * ReferenceMotion.springFraction(at: instant, omega0: omega0, zeta: zeta, v0: v0)
            #expect(
                isClose(presentedX(view), expected, tolerance: 1e-4), "at \(instant) s",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: usingSpringWithDamping:initialSpringVelocity:

    @Test func anUnderdampedSpringSettlesInTheDuration() {
        // UIKitBehaviour #113 (UNCONFIRMED mapping, as Segue documents it): mass 1, ratio as given, the
        // stiffness whose settling estimate (envelope below 0.001, UIKitBehaviour #119) equals the duration
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            options: [], animations: { view.center.x = 250 })
        let omega0 = ReferenceMotion.underdampedOmega(settlingIn: 1, zeta: 0.5, v0: 0)
        // v0 = 0: amplitude 1 + ζ/√(1−ζ²) = 1.57735, so ω0 = ln(1577.35)/0.5 ≈ 14.727
        #expect(isClose(omega0, 14.727, tolerance: 1e-3))
        let animation = view.layer.animation(forKey: "position") as? CASpringAnimation
        #expect(animation != nil)
        expectEqual(animation?.duration, 1)
        #expect(isClose(Double(animation?.stiffness ?? 0), omega0 * omega0, tolerance: 1e-6))
        #expect(isClose(Double(animation?.damping ?? 0), 2 * 0.5 * omega0, tolerance: 1e-6))
        checkMotion(host, view, omega0: omega0, zeta: 0.5, v0: 0, at: [0.05, 0.1, 0.2, 0.25, 0.4, 0.6, 0.9])
    }

    @Test func dampingBelowOneOvershoots() {
        // UIKitBehaviour #113: dampingRatio → 0 oscillates
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
            options: [], animations: { view.center.x = 250 })
        var largest = 0.0
        for _ in 0..<60 {
            host.runFrame()
            largest = max(largest, presentedX(view))
        }
        #expect(largest > 260)
    }

    @Test func dampingRatioOneNeverOvershoots() {
        // UIKitBehaviour #113: dampingRatio 1 does not oscillate; Segue's critically damped settling rule
        let host = HeadlessHost()
        let view = makeView(host)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [], animations: { view.center.x = 250 }, completion: { finished.append($0) })
        var previous = 50.0
        for frame in 1...29 {
            host.runFrame()
            let x = presentedX(view)
            #expect(x >= previous && x < 250, "frame \(frame)")
            previous = x
        }
        #expect(finished.isEmpty)
        host.runFrame()  // t = 0.5 s: the animation's duration
        expectEqual(finished, [true])
        expectEqual(presentedX(view), 250)
    }

    @Test func aCriticallyDampedSpringMatchesTheReference() {
        // UIKitBehaviour #113 (UNCONFIRMED mapping): distance left at the duration is 0.001 of the change
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [], animations: { view.center.x = 250 })
        let omega0 = ReferenceMotion.criticalOmega(settlingIn: 1, v0: 0)
        // (1 + x)·e^(−x) = 0.001 ⇒ x ≈ 9.2334
        #expect(isClose(omega0, 9.2334, tolerance: 1e-3))
        checkMotion(host, view, omega0: omega0, zeta: 1, v0: 0, at: [0.1, 0.25, 0.5, 0.75])
    }

    @Test func velocityIsInTotalDistancePerSecond() {
        // UIKitBehaviour #113: a 200 pt change with velocity 0.5 starts at 100 pt/s
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.5,
            options: [], animations: { view.center.x = 250 })
        host.advance(by: 1e-6)
        let speed = (presentedX(view) - 50) / 1e-6
        #expect(isClose(speed, 100, tolerance: 0.1))
        let omega0 = ReferenceMotion.underdampedOmega(settlingIn: 1, zeta: 0.5, v0: 0.5)
        checkMotion(host, view, omega0: omega0, zeta: 0.5, v0: 0.5, at: [0.1, 0.3, 0.5, 0.8])
    }

    @Test func aNegativeVelocityStartsAwayFromTheTarget() {
        // UIKitBehaviour #113, #120: positive velocity moves toward the target, negative away from it
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: -2,
            options: [], animations: { view.center.x = 250 })
        host.advance(by: 1e-6)
        let speed = (presentedX(view) - 50) / 1e-6
        #expect(isClose(speed, -400, tolerance: 0.5))
    }

    // MARK: springDuration:bounce: (iOS 17)

    @Test func appleExampleDurationHalfBounce03() {
        // UIKitBehaviour #117, #118: response = duration, ζ = 1 − bounce ⇒ stiffness 157.9, damping 17.6
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { view.center.x = 250 })
        let animation = view.layer.animation(forKey: "position") as? CASpringAnimation
        #expect(animation != nil)
        #expect(isClose(Double(animation?.mass ?? 0), 1, tolerance: 1e-12))
        #expect(isClose(Double(animation?.stiffness ?? 0), 157.9, tolerance: 0.05))
        #expect(isClose(Double(animation?.damping ?? 0), 17.6, tolerance: 0.05))
        let omega0 = 2 * Double.pi / 0.5
        checkMotion(host, view, omega0: omega0, zeta: 0.7, v0: 0, at: [0.05, 0.15, 0.3, 0.5, 0.7])
    }

    @Test func theAnimationRunsForTheSettlingDuration() {
        // UIKitBehaviour #118, #119: the block lasts until the spring settles (envelope below 0.001)
        let host = HeadlessHost()
        let view = makeView(host)
        var finished: [Bool] = []
        UIView.animate(
            springDuration: 0.5, bounce: 0.3, animations: { view.center.x = 250 },
            completion: { finished.append($0) })
        let omega0 = 2 * Double.pi / 0.5
        let zeta = 0.7
        let decay = zeta * omega0
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let settling = log((1 + decay / omegaD) / 0.001) / decay  // ≈ 0.8627 s
        #expect(isClose(settling, 0.8627, tolerance: 1e-3))
        let animation = view.layer.animation(forKey: "position")
        #expect(isClose(animation?.duration ?? 0, settling, tolerance: 1e-9))
        host.advance(by: 51.0 / 60)  // 0.85 s
        #expect(finished.isEmpty)
        host.runFrame()  // 0.8667 s
        expectEqual(finished, [true])
    }

    @Test func theDefaultsAreACriticallyDampedHalfSecondSpring() {
        // UIKitBehaviour #118: springDuration 0.5 and bounce 0 by default ⇒ ζ = 1, ω0 = 4π
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(animations: { view.center.x = 250 })
        let animation = view.layer.animation(forKey: "position") as? CASpringAnimation
        #expect(isClose(Double(animation?.stiffness ?? 0), pow(4 * Double.pi, 2), tolerance: 1e-9))
        #expect(isClose(Double(animation?.damping ?? 0), 8 * Double.pi, tolerance: 1e-9))
        checkMotion(host, view, omega0: 4 * Double.pi, zeta: 1, v0: 0, at: [0.1, 0.2, 0.4])
    }

    @Test func aNegativeBounceOverdamps() {
        // UIKitBehaviour #118: bounce < 0 ⇒ ζ = 1 / (1 + bounce): bounce −0.5 is ζ = 2
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(springDuration: 0.4, bounce: -0.5, animations: { view.center.x = 250 })
        let omega0 = 2 * Double.pi / 0.4
        checkMotion(host, view, omega0: omega0, zeta: 2, v0: 0, at: [0.1, 0.3, 0.6])
    }

    @Test func aDelayedSpringHoldsTheStartValue() {
        // UIKitBehaviour #113: the delay precedes the spring; the old value shows until it ends
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(springDuration: 0.5, bounce: 0.3, delay: 0.25, animations: { view.center.x = 250 })
        host.advance(by: 0.2)
        expectEqual(presentedX(view), 50)
        host.advance(by: 0.05 + 0.15)
        let expected = 50 + 200 * ReferenceMotion.springFraction(at: 0.15, omega0: 4 * Double.pi, zeta: 0.7, v0: 0)
        #expect(isClose(presentedX(view), expected, tolerance: 1e-4))
    }
}
