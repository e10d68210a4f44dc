import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// The timing curves of block-based view animations: presentation values at exact instants
/// against the cubic Béziers of the named Core Animation functions, solved independently.
@MainActor
@Suite struct ViewAnimationCurveTests {
    func makeView(_ host: HeadlessHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0)
        return view
    }

    func presentedX(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }

    /// Animates center.x 50 → 250 over 1 s with `option` and checks x at several instants.
    func checkCurve(
        _ option: UIView.AnimationOptions, _ points: (Double, Double, Double, Double),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(withDuration: 1, delay: 0, options: option, animations: { view.center.x = 250 })
        var elapsed = 0.0
        for instant in [0.1, 0.25, 0.5, 0.75, 0.9] {
            host.advance(by: instant - elapsed)
            elapsed = instant
            let expected = 50 + 200 * ReferenceMotion.bezier(instant, points)
            #expect(
                isClose(presentedX(view), expected, tolerance: 1e-5), "at \(instant) s",
                sourceLocation: sourceLocation)
        }
        host.advance(by: 0.1 + 1.0 / 60)
        #expect(presentedX(view) == 250, sourceLocation: sourceLocation)
    }

    @Test func curveEaseInOutIsTheEaseInEaseOutBezier() {
        // UIKitBehaviour #108d, #110
        checkCurve(.curveEaseInOut, ReferenceMotion.easeInEaseOut)
    }

    @Test func curveEaseInIsTheEaseInBezier() {
        // UIKitBehaviour #108b, #110
        checkCurve(.curveEaseIn, ReferenceMotion.easeIn)
    }

    @Test func curveEaseOutIsTheEaseOutBezier() {
        // UIKitBehaviour #108c, #110
        checkCurve(.curveEaseOut, ReferenceMotion.easeOut)
    }

    @Test func curveLinearIsTheIdentity() {
        // UIKitBehaviour #108a, #110
        checkCurve(.curveLinear, ReferenceMotion.linear)
    }

    @Test func referenceValuesAreTheKnownOnes() {
        // UIKitBehaviour #108: sanity of the reference itself — ease-in-out is symmetric about (0.5, 0.5),
        // ease-out mirrors ease-in, and linear is the identity.
        #expect(isClose(ReferenceMotion.bezier(0.5, ReferenceMotion.easeInEaseOut), 0.5, tolerance: 1e-12))
        for x in [0.1, 0.3, 0.7] {
            let easeIn = ReferenceMotion.bezier(x, ReferenceMotion.easeIn)
            let easeOut = ReferenceMotion.bezier(1 - x, ReferenceMotion.easeOut)
            #expect(isClose(easeIn, 1 - easeOut, tolerance: 1e-12))
            #expect(isClose(ReferenceMotion.bezier(x, ReferenceMotion.linear), x, tolerance: 1e-12))
        }
        // ease-in at 0.5: parameter s solves 1.26·s(1−s)² + 3·s²(1−s) + s³ = 0.5 → y ≈ 0.3153
        #expect(isClose(ReferenceMotion.bezier(0.5, ReferenceMotion.easeIn), 0.3153, tolerance: 5e-4))
    }

    @Test func theTwoArgumentFormsUseEaseInOut() {
        // UIKitBehaviour #111: animate(withDuration:animations:[completion:]) uses .curveEaseInOut
        let host = HeadlessHost()
        let first = makeView(host)
        let second = makeView(host)
        UIView.animate(withDuration: 2) { first.center.x = 250 }
        UIView.animate(withDuration: 2, animations: { second.center.x = 250 }, completion: nil)
        host.advance(by: 0.5)
        let expected = 50 + 200 * ReferenceMotion.bezier(0.25, ReferenceMotion.easeInEaseOut)
        #expect(isClose(presentedX(first), expected, tolerance: 1e-5))
        #expect(isClose(presentedX(second), expected, tolerance: 1e-5))
    }

    @Test func curveBitsAndRawValuesAreUIKits() {
        // UIKitBehaviour #110: easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3; options at bits 16–19
        expectEqual(UIView.AnimationCurve.easeInOut.rawValue, 0)
        expectEqual(UIView.AnimationCurve.easeIn.rawValue, 1)
        expectEqual(UIView.AnimationCurve.easeOut.rawValue, 2)
        expectEqual(UIView.AnimationCurve.linear.rawValue, 3)
        expectEqual(UIView.AnimationOptions.curveEaseInOut.rawValue, 0)
        expectEqual(UIView.AnimationOptions.curveEaseIn.rawValue, 0x1_0000)
        expectEqual(UIView.AnimationOptions.curveEaseOut.rawValue, 0x2_0000)
        expectEqual(UIView.AnimationOptions.curveLinear.rawValue, 0x3_0000)
    }

    @Test func theCurveAppliesToEveryPropertyOfTheBlock() {
        // UIKitBehaviour #110: frame (position and bounds), alpha and transform share the block's curve
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveEaseIn,
            animations: {
                view.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
                view.alpha = 0
                view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            })
        host.advance(by: 0.4)
        let p = ReferenceMotion.bezier(0.4, ReferenceMotion.easeIn)
        let presentation = view.layer.presentation()!
        #expect(isClose(Double(presentation.position.x), 50 + 100 * p, tolerance: 1e-5))
        #expect(isClose(Double(presentation.bounds.width), 100 + 200 * p, tolerance: 1e-5))
        #expect(isClose(Double(presentation.opacity), 1 - p, tolerance: 1e-5))
        let angle = atan2(Double(presentation.transform.m12), Double(presentation.transform.m11))
        #expect(isClose(angle, .pi / 2 * p, tolerance: 1e-5))
    }

    @Test func theCurveRunsOverTheDurationAfterTheDelay() {
        // UIKitBehaviour #110, #111: the delay shifts the curve; before it ends the old value shows
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveEaseOut, animations: { view.center.x = 250 })
        #expect(view.center.x == 250)  // the model changes at once
        host.advance(by: 0.25)
        expectEqual(presentedX(view), 50)
        host.advance(by: 0.25 + 0.3)
        let expected = 50 + 200 * ReferenceMotion.bezier(0.3, ReferenceMotion.easeOut)
        #expect(isClose(presentedX(view), expected, tolerance: 1e-5))
    }

    @Test func aTwoSecondAnimationScalesTheCurveInTime() {
        // UIKitBehaviour #108d: t = 1.5 of a 2 s animation is input 0.75 of the curve
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(withDuration: 2, animations: { view.alpha = 0 })
        host.advance(by: 1.5)
        let expected = 1 - ReferenceMotion.bezier(0.75, ReferenceMotion.easeInEaseOut)
        #expect(isClose(Double(view.layer.presentation()!.opacity), expected, tolerance: 1e-5))
    }
}
