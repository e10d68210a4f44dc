import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// Keyframe view animations: `animateKeyframes` with `addKeyframe`, each calculation mode, at
/// exact instants.
@MainActor
@Suite struct ViewKeyframeTests {
    /// The curve bits of `.curveLinear` in keyframe options, as UIKit clients cast them to get
    /// constant pacing over the whole animation (the default curve is ease-in-out).
    static let linearCurve = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    func makeView(_ host: HeadlessHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0)
        return view
    }

    func presentedX(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }

    /// Steps to each instant and compares center.x with the expected value.
    func check(
        _ host: HeadlessHost, _ view: UIView, _ samples: [(Double, Double)],
        tolerance: Double = 1e-6, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var elapsed = host.now
        for (instant, expected) in samples {
            host.advance(by: instant - elapsed)
            elapsed = instant
            #expect(
                isClose(presentedX(view), expected, tolerance: tolerance), "at \(instant) s",
                sourceLocation: sourceLocation)
        }
    }

    /// Two keyframes moving center.x from 50: to 150 over 0…0.25, then to 250 over 0.5…1.
    func twoKeyframes(_ view: UIView) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 150 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 250 }
    }

    @Test func linearModeInterpolatesBetweenKeyframes() {
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: [.calculationModeLinear, Self.linearCurve],
            animations: { twoKeyframes(view) })
        #expect(view.center.x == 250)  // the model takes the last value at once
        check(host, view, [(0.25, 100), (0.5, 150), (0.75, 150), (1.5, 200), (1.9, 240)])
    }

    @Test func theDefaultCurvePacesTheWholeAnimation() {
        // the default options (raw value 0) ease in and out over the whole animation, then the
        // keyframes are interpolated at that eased time
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { twoKeyframes(view) })
        func expected(_ t: Double) -> Double {
            let p = ReferenceMotion.bezier(t, ReferenceMotion.easeInEaseOut)
            if p < 0.25 { return 50 + 100 * p / 0.25 }
            if p < 0.5 { return 150 }
            return 150 + 100 * (p - 0.5) / 0.5
        }
        check(host, view, [0.1, 0.2, 0.4, 0.6, 0.8].map { ($0, expected($0)) }, tolerance: 1e-5)
    }

    @Test func discreteModeJumpsAtEachKeyframeEnd() {
        // .calculationModeDiscrete: no interpolation; each keyframe's value holds from the end
        // of its keyframe until the next one's end
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [.calculationModeDiscrete, Self.linearCurve],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.center.x = 200 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center.x = 250 }
            })
        check(host, view, [(0.1, 50), (0.3, 150), (0.45, 150), (0.55, 200), (0.7, 200), (0.8, 250)])
        #expect(!host.reports.contains { $0.contains("keyTimes") })
    }

    @Test func pacedModeMovesAtConstantSpeed() {
        // .calculationModePaced ignores the keyframe times: 100 pt then 300 pt at one speed
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [.calculationModePaced, Self.linearCurve],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 450 }
            })
        check(host, view, [(0.1, 90), (0.25, 150), (0.5, 250), (0.9, 410)])
    }

    @Test func aZeroLengthKeyframeChangesAtItsStartTime() {
        // addKeyframe: relativeDuration 0 updates the property at the start time
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: Self.linearCurve,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) { view.alpha = 0 }
            })
        host.advance(by: 0.49)
        expectEqual(view.layer.presentation()!.opacity, 1)
        host.advance(by: 0.02)
        expectEqual(view.layer.presentation()!.opacity, 0)
    }

    @Test func changesOutsideKeyframesSpanTheWholeAnimation() {
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: Self.linearCurve,
            animations: {
                view.center.x = 250
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            })
        host.advance(by: 0.25)
        #expect(isClose(presentedX(view), 100, tolerance: 1e-6))
        expectEqual(view.layer.presentation()!.opacity, 1)
        host.advance(by: 0.5)
        #expect(isClose(presentedX(view), 200, tolerance: 1e-6))
        #expect(isClose(Double(view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6))
    }

    @Test func delayAndCompletion() {
        // the delay precedes the keyframes; the completion follows the last one with true
        let host = HeadlessHost()
        let view = makeView(host)
        var finished: [Bool] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0.5, options: Self.linearCurve,
            animations: { twoKeyframes(view) }, completion: { finished.append($0) })
        check(host, view, [(0.25, 50), (0.625, 100), (0.875, 150), (1.25, 200)])
        #expect(finished.isEmpty)
        host.advance(by: 0.25)  // 1.5 s
        expectEqual(finished, [true])
        expectEqual(presentedX(view), 250)
    }

    @Test func addKeyframeOutsideAKeyframeBlockAppliesAtOnce() {
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 250 }
        expectEqual(view.center.x, 250)
        host.runFrame()
        expectEqual(view.layer.animationKeys(), nil)
        expectEqual(presentedX(view), 250)
    }

    @Test func aNestedKeyframeBlockInheritsTheEnclosingCurve() {
        // UIKitBehaviour #112: a keyframe animation nested in a .curveLinear block inherits the linear
        // curve (keyframe options have no .overrideInheritedCurve)
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { twoKeyframes(view) })
            })
        check(host, view, [(0.1, 90), (0.75, 200)])
    }

    @Test func aNestedKeyframeBlockInheritsTheDurationUnlessOverridden() {
        // UIKitBehaviour #112: duration inherited by default; .overrideInheritedDuration keeps its own
        let host = HeadlessHost()
        let first = makeView(host)
        let second = makeView(host)
        UIView.animate(
            withDuration: 2, delay: 0, options: .curveLinear,
            animations: {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { twoKeyframes(first) })
                UIView.animateKeyframes(
                    withDuration: 1, delay: 0, options: .overrideInheritedDuration,
                    animations: { twoKeyframes(second) })
            })
        expectEqual(first.layer.animation(forKey: "position")?.duration, 2)
        expectEqual(second.layer.animation(forKey: "position")?.duration, 1)
    }
}
