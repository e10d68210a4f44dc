import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// UICubicTimingParameters (UIKitBehaviour #136) and the cubic convenience initialisers of
/// UIViewPropertyAnimator: what the parameters report, and that animators follow the curve.
@MainActor
@Suite struct PropertyAnimatorCubicTimingTests {
    typealias Ref = AnimatorReference

    func x(_ view: UIView) -> Double { Double(AnimatorFixture.center(view).x) }

    @Test(arguments: [
        (UIView.AnimationCurve.easeInOut, AnimatorReference.easeInOut),
        (.easeIn, AnimatorReference.easeIn),
        (.easeOut, AnimatorReference.easeOut),
        (.linear, AnimatorReference.linear)
    ])
    func namedCurve(_ curve: UIView.AnimationCurve, _ points: ((Double, Double), (Double, Double))) {
        // UIKitBehaviour #136: init(animationCurve:) reports zero control points, yet runs the named curve
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let parameters = UICubicTimingParameters(animationCurve: curve)
        expectEqual(parameters.animationCurve, curve)
        #expect(parameters.controlPoint1 == .zero && parameters.controlPoint2 == .zero)
        expectEqual(parameters.timingCurveType, .builtin)
        #expect(parameters.cubicTimingParameters === parameters && parameters.springTimingParameters == nil)
        let animator = UIViewPropertyAnimator(duration: 2, timingParameters: parameters)
        animator.addAnimations { view.center.x = 250 }
        animator.startAnimation()
        for t in [0.3, 1.0, 1.7] {
            AnimatorFixture.advance(host, to: t)
            let expected = 50 + 200 * Ref.bezier(points.0, points.1, at: t / 2)
            #expect(isClose(x(view), expected, tolerance: 1e-5), "\(curve) at t = \(t)")
        }
    }

    @Test func curveConvenienceInitialiserMakesBuiltinParameters() {
        // UIKitBehaviour #136, #124a: init(duration:curve:animations:) wraps the curve; inactive until started
        let (_, _, animator, _) = AnimatorFixture.make(recordingCompletions: false) { view in
            UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        }
        let cubic = animator.timingParameters?.cubicTimingParameters
        expectEqual(animator.timingParameters?.timingCurveType, .builtin)
        expectEqual(cubic?.animationCurve, .easeIn)
        #expect(cubic?.controlPoint1 == .zero && cubic?.controlPoint2 == .zero)
        expectEqual(animator.state, .inactive)
    }

    @Test func controlPointsDriveTheAnimator() {
        // UIKitBehaviour #136: init(controlPoint1:controlPoint2:) keeps its points and runs that curve
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let p1 = CGPoint(x: 0.1, y: 0.7)
        let p2 = CGPoint(x: 0.3, y: 0.95)
        let parameters = UICubicTimingParameters(controlPoint1: p1, controlPoint2: p2)
        #expect(parameters.controlPoint1 == p1 && parameters.controlPoint2 == p2)
        expectEqual(parameters.timingCurveType, .cubic)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        animator.addAnimations { view.center.x = 150 }
        animator.startAnimation()
        for t in [0.05, 0.2, 0.6] {
            AnimatorFixture.advance(host, to: t)
            let expected = 50 + 100 * Ref.bezier((0.1, 0.7), (0.3, 0.95), at: t)
            #expect(isClose(x(view), expected, tolerance: 1e-5), "t = \(t)")
        }
    }

    @Test func controlPointConvenienceInitialiser() {
        // UIKitBehaviour #136: init(duration:controlPoint1:controlPoint2:animations:)
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let animator = UIViewPropertyAnimator(
            duration: 0.5, controlPoint1: CGPoint(x: 0.8, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)
        ) {
            view.center.x = 150
        }
        expectEqual(animator.timingParameters?.timingCurveType, .cubic)
        expectEqual(animator.timingParameters?.cubicTimingParameters?.controlPoint1, CGPoint(x: 0.8, y: 0))
        expectEqual(animator.timingParameters?.cubicTimingParameters?.controlPoint2, CGPoint(x: 0.2, y: 1))
        animator.startAnimation()
        for t in [0.1, 0.25, 0.4] {
            AnimatorFixture.advance(host, to: t)
            let expected = 50 + 100 * Ref.bezier((0.8, 0), (0.2, 1), at: t / 0.5)
            #expect(isClose(x(view), expected, tolerance: 1e-5), "t = \(t)")
        }
    }

    @Test func defaultParametersAreCoreAnimationsDefaultCurve() {
        // UIKitBehaviour #136, #108e: init() is the default Core Animation curve (0.25, 0.1), (0.25, 1)
        let host = HeadlessHost()
        let view = AnimatorFixture.view(in: host)
        let parameters = UICubicTimingParameters()
        expectEqual(parameters.controlPoint1, CGPoint(x: 0.25, y: 0.1))
        expectEqual(parameters.controlPoint2, CGPoint(x: 0.25, y: 1))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        animator.addAnimations { view.center.x = 150 }
        animator.startAnimation()
        for t in [0.1, 0.3, 0.7] {
            AnimatorFixture.advance(host, to: t)
            let expected = 50 + 100 * Ref.bezier((0.25, 0.1), (0.25, 1), at: t)
            #expect(isClose(x(view), expected, tolerance: 1e-5), "t = \(t)")
        }
    }

    @Test func controlPointsOutsideTheUnitSquareAreClampedWithAReport() {
        // UIKitBehaviour #136: coordinates must lie in 0…1; Segue clamps them and reports the misuse
        let host = HeadlessHost()
        let parameters = UICubicTimingParameters(
            controlPoint1: CGPoint(x: -0.5, y: 1.4), controlPoint2: CGPoint(x: 0.5, y: -2))
        expectEqual(parameters.controlPoint1, CGPoint(x: 0, y: 1))
        expectEqual(parameters.controlPoint2, CGPoint(x: 0.5, y: 0))
        #expect(host.reports.contains { $0.contains("UICubicTimingParameters") })
    }
}
