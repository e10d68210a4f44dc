import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Property animators with degenerate physical springs (issue 18, fault 2): a spring that never
/// settles or whose constants are out of range is reported and replaced by the default spring
/// (mass 1, stiffness 100, damping 10), on every path — start, pause, stop, scrub, presentation.
@MainActor
@Suite struct PropertyAnimatorDegenerateSpringTests {
    /// The constants the fuzzer found, as (mass, stiffness, damping, velocity).
    nonisolated static let degenerate: [(Double, Double, Double, Double)] = [
        (1, 100, 0, 0), (1, 100, -0.0, 0), (1e-9, 100, 10, 0), (1.7e308, 100, 10, 0),
        (1, 1e-9, 10, 0), (1, .nan, 10, 0), (1, 1e308, 10, 0), (1, 100, 10, -.infinity),
        (1, 100, .nan, 0), (-1, 100, 10, 0)
    ]

    func animator(_ constants: (Double, Double, Double, Double), view: UIView) -> UIViewPropertyAnimator {
        let (mass, stiffness, damping, velocity) = constants
        let spring = UISpringTimingParameters(
            mass: CGFloat(mass), stiffness: CGFloat(stiffness), damping: CGFloat(damping),
            initialVelocity: CGVector(dx: velocity, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
        animator.addAnimations { view.center.x = 150 }
        return animator
    }

    @Test(arguments: 0..<degenerate.count)
    func pausedThenStoppedDoesNotCrash(index: Int) {
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let animator = animator(Self.degenerate[index], view: view)
        animator.startAnimation()
        host.advance(by: 0.1)
        animator.pauseAnimation()
        let x = Double(AnimatorFixture.center(view).x)
        #expect(x.isFinite)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        host.runUntilIdle()
        #expect(Double(view.center.x).isFinite)
        #expect(UIApplication.shared.busyReasons.isEmpty)
    }

    @Test(arguments: 0..<degenerate.count)
    func scrubbedFractionShowsAFiniteValue(index: Int) {
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let animator = animator(Self.degenerate[index], view: view)
        animator.fractionComplete = 0.3
        host.advance(by: 1 / 60)
        #expect(Double(AnimatorFixture.center(view).x).isFinite)
        animator.startAnimation()
        host.runUntilIdle()
        expectEqual(view.layer.presentation()!.position.x, 150)
        #expect(UIApplication.shared.busyReasons.isEmpty)
    }

    @Test func degenerateSpringIsReportedAndRunsAsTheDefaultSpring() {
        // Undamped: it would never settle, so the animator would never end.
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let animator = animator((1, 100, 0, 0), view: view)
        var ended: Double?
        animator.addCompletion { _ in ended = host.now }
        animator.startAnimation()
        #expect(host.reports.contains { $0.contains("UISpringTimingParameters") && $0.contains("damping 0.0") })
        host.runUntilIdle()
        // The default spring (mass 1, stiffness 100, damping 10) settles in ≈ 1.4727 s.
        let settling = SpringParameters(mass: 1, stiffness: 100, damping: 10).settlingDuration
        let withinAFrame: TimeInterval = 1.0 / 60 + 1e-9
        expectEqual(ended.map { abs($0 - settling) < withinAFrame }, true)
    }
}
