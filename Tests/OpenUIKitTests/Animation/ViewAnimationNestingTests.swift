import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Animation blocks nested inside other blocks: what they inherit (duration, curve, repeat and
/// autoreverse) and the options that stop the inheritance (UIKitBehaviour #112).
@MainActor
@Suite struct ViewAnimationNestingTests {
    func makeView(_ host: HeadlessHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0)
        return view
    }

    func presentedX(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }

    /// Runs an outer 1 s linear block around an inner 0.2 s ease-in block with `innerOptions`
    /// that moves the view 50 → 250.
    func nest(
        _ view: UIView, innerOptions: UIView.AnimationOptions, outerOptions: UIView.AnimationOptions = .curveLinear
    ) {
        UIView.animate(
            withDuration: 1, delay: 0, options: outerOptions,
            animations: {
                UIView.animate(
                    withDuration: 0.2, delay: 0, options: innerOptions.union(.curveEaseIn),
                    animations: { view.center.x = 250 })
            })
    }

    @Test func anInnerBlockInheritsDurationAndCurve() {
        // UIKitBehaviour #112: the nested block runs for the outer duration with the outer curve
        let host = HeadlessHost()
        let view = makeView(host)
        nest(view, innerOptions: [])
        expectEqual(view.layer.animation(forKey: "position")?.duration, 1)
        host.advance(by: 0.2)
        #expect(isClose(presentedX(view), 90, tolerance: 1e-6))  // linear: 20 % of 200 pt
        host.advance(by: 0.3)
        #expect(isClose(presentedX(view), 150, tolerance: 1e-6))
    }

    @Test func overrideInheritedDurationKeepsTheInnerDuration() {
        // UIKitBehaviour #112: own duration, inherited (linear) curve
        let host = HeadlessHost()
        let view = makeView(host)
        nest(view, innerOptions: .overrideInheritedDuration)
        expectEqual(view.layer.animation(forKey: "position")?.duration, 0.2)
        host.advance(by: 0.1)
        #expect(isClose(presentedX(view), 150, tolerance: 1e-6))
        host.advance(by: 0.1)
        expectEqual(presentedX(view), 250)
    }

    @Test func overrideInheritedCurveKeepsTheInnerCurve() {
        // UIKitBehaviour #112: inherited duration (1 s), own curve (ease-in)
        let host = HeadlessHost()
        let view = makeView(host)
        nest(view, innerOptions: .overrideInheritedCurve)
        host.advance(by: 0.5)
        let expected = 50 + 200 * ReferenceMotion.bezier(0.5, ReferenceMotion.easeIn)
        #expect(isClose(presentedX(view), expected, tolerance: 1e-5))
    }

    @Test func bothOverridesMakeTheInnerBlockIndependent() {
        // UIKitBehaviour #112
        let host = HeadlessHost()
        let view = makeView(host)
        nest(view, innerOptions: [.overrideInheritedDuration, .overrideInheritedCurve])
        host.advance(by: 0.1)
        let expected = 50 + 200 * ReferenceMotion.bezier(0.5, ReferenceMotion.easeIn)
        #expect(isClose(presentedX(view), expected, tolerance: 1e-5))
    }

    @Test func repeatAndAutoreverseAreInherited() {
        // UIKitBehaviour #112: options (repeat, autoreverse) pass to the nested block
        let host = HeadlessHost()
        let view = makeView(host)
        nest(view, innerOptions: [], outerOptions: [.curveLinear, .repeat, .autoreverse])
        host.advance(by: 1.25)  // a quarter of the way back
        #expect(isClose(presentedX(view), 200, tolerance: 1e-6))
        host.advance(by: 1.5)  // 2.75 s: second cycle, going forward again
        #expect(isClose(presentedX(view), 200, tolerance: 1e-6))
        host.advance(by: 1)  // 3.75 s: second cycle, going back
        #expect(isClose(presentedX(view), 100, tolerance: 1e-6))
        expectEqual(view.layer.animationKeys(), ["position"])
    }

    @Test func overrideInheritedOptionsDropsRepeatAndAutoreverse() {
        // UIKitBehaviour #112: with .overrideInheritedOptions the inner block runs once, forwards
        let host = HeadlessHost()
        let view = makeView(host)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
            animations: {
                UIView.animate(
                    withDuration: 1, delay: 0, options: [.overrideInheritedOptions, .curveLinear],
                    animations: { view.center.x = 250 }, completion: { finished.append($0) })
            })
        host.advance(by: 0.5)
        #expect(isClose(presentedX(view), 150, tolerance: 1e-6))
        host.advance(by: 0.75)  // 1.25 s: done, not reversing
        expectEqual(presentedX(view), 250)
        expectEqual(view.layer.animationKeys(), nil)
        expectEqual(finished, [true])
    }

    @Test func theInnerBlockInheritsASpring() {
        // UIKitBehaviour #112, #113: the curve inherited from a spring block is the spring
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(
            springDuration: 0.5, bounce: 0.3,
            animations: {
                UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
            })
        #expect(view.layer.animation(forKey: "position") is CASpringAnimation)
        host.advance(by: 0.3)
        let expected = 50 + 200 * ReferenceMotion.springFraction(at: 0.3, omega0: 4 * Double.pi, zeta: 0.7, v0: 0)
        #expect(isClose(presentedX(view), expected, tolerance: 1e-4))
    }

    @Test func inheritedAnimationDurationInsideAndOutsideBlocks() {
        // UIView.inheritedAnimationDuration: the enclosing block's duration, 0 outside one
        let host = HeadlessHost()
        _ = host
        var seen: [Double] = []
        seen.append(UIView.inheritedAnimationDuration)
        UIView.animate(
            withDuration: 0.7,
            animations: {
                seen.append(UIView.inheritedAnimationDuration)
                UIView.animate(withDuration: 0.3, animations: { seen.append(UIView.inheritedAnimationDuration) })
                UIView.animate(
                    withDuration: 0.3, delay: 0, options: .overrideInheritedDuration,
                    animations: { seen.append(UIView.inheritedAnimationDuration) })
                seen.append(UIView.inheritedAnimationDuration)
            })
        seen.append(UIView.inheritedAnimationDuration)
        UIView.animate(withDuration: 0, animations: { seen.append(UIView.inheritedAnimationDuration) })
        expectEqual(seen, [0, 0.7, 0.7, 0.3, 0.7, 0, 0])
    }
}
