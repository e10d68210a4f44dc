import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// A view whose layoutSubviews gives its child the left half of its bounds.
@MainActor
final class HalvingView: UIView {
    let child = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

/// The flags of `UIView.AnimationOptions` and the switches around view animations: where an
/// animation starts from, repeating and reversing, layout inside the block, delays, and turning
/// animations off.
@MainActor
@Suite struct ViewAnimationOptionsTests {
    func makeView(_ host: HeadlessHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0)
        return view
    }

    func presentedX(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }
    func presentedAlpha(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }

    @Test func beginFromCurrentStateStartsAtThePresentationValue() {
        // UIKitBehaviour #112: .beginFromCurrentState starts from the in-flight presentation value
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        host.advance(by: 0.5)
        #expect(isClose(presentedAlpha(view), 0.5, tolerance: 1e-6))
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.alpha = 1 })
        host.advance(by: 0.25)
        #expect(isClose(presentedAlpha(view), 0.5 + 0.5 * 0.25, tolerance: 1e-6))
    }

    @Test func withoutBeginFromCurrentStateTheModelValueIsTheStart() {
        // UIKitBehaviour #112: by default the new animation starts from the model value (0 here)
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        host.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        host.advance(by: 0.25)
        #expect(isClose(presentedAlpha(view), 0.25, tolerance: 1e-6))
    }

    @Test func repeatRunsTheCycleForeverAndNeverCompletes() {
        // UIKitBehaviour #111, #112: .repeat repeats indefinitely; the completion waits
        let host = HeadlessHost()
        let view = makeView(host)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .curveLinear],
            animations: { view.center.x = 250 }, completion: { finished.append($0) })
        let samples: [(Double, Double)] = [(0.25, 100), (1.25, 100), (2.5, 150), (3.75, 200)]
        var elapsed = 0.0
        for (instant, expected) in samples {
            host.advance(by: instant - elapsed)
            elapsed = instant
            #expect(isClose(presentedX(view), expected, tolerance: 1e-6), "at \(instant) s")
        }
        host.advance(by: 10)
        #expect(finished.isEmpty)
        expectEqual(view.layer.animationKeys(), ["position"])
        view.layer.removeAllAnimations()
        host.runFrame()
        expectEqual(finished, [false])
    }

    @Test func autoreverseRunsBackThenShowsTheModelValue() {
        // .autoreverse alone: forward over the duration, back over another, then the model value
        let host = HeadlessHost()
        let view = makeView(host)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
            animations: { view.center.x = 250 }, completion: { finished.append($0) })
        host.advance(by: 0.25)
        #expect(isClose(presentedX(view), 100, tolerance: 1e-6))
        host.advance(by: 1)  // 1.25 s: a quarter of the way back
        #expect(isClose(presentedX(view), 200, tolerance: 1e-6))
        host.advance(by: 0.5)  // 1.75 s
        #expect(isClose(presentedX(view), 100, tolerance: 1e-6))
        #expect(finished.isEmpty)
        host.advance(by: 0.25)  // 2 s: both passes done
        expectEqual(finished, [true])
        #expect(presentedX(view) == 250)  // the model value, not the reversed start
    }

    @Test func repeatWithAutoreverseOscillates() {
        let host = HeadlessHost()
        let view = makeView(host)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: { view.center.x = 250 })
        let samples: [(Double, Double)] = [(0.5, 150), (1.25, 200), (2.25, 100), (3.5, 150), (5.75, 100)]
        var elapsed = 0.0
        for (instant, expected) in samples {
            host.advance(by: instant - elapsed)
            elapsed = instant
            #expect(isClose(presentedX(view), expected, tolerance: 1e-6), "at \(instant) s")
        }
    }

    @Test func layoutSubviewsOptionAnimatesLayoutChanges() {
        // .layoutSubviews: layout runs inside the block, so the child's new frame animates
        let host = HeadlessHost()
        let parent = HalvingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(parent)
        host.advance(by: 0)
        expectEqual(parent.child.frame.width, 50)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear],
            animations: { parent.frame.size.width = 300 })
        #expect(parent.child.frame.width == 150)  // laid out before the block returned
        host.advance(by: 0.5)
        #expect(isClose(parent.child.layer.presentation()!.bounds.width, 100, tolerance: 1e-6))
        #expect(isClose(parent.layer.presentation()!.bounds.width, 200, tolerance: 1e-6))
    }

    @Test func withoutLayoutSubviewsTheChildJumps() {
        // without the option the layout pass runs at commit, outside the block
        let host = HeadlessHost()
        let parent = HalvingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(parent)
        host.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { parent.frame.size.width = 300 })
        host.advance(by: 0.5)
        expectEqual(parent.child.layer.animationKeys(), nil)
        expectEqual(parent.child.layer.presentation()!.bounds.width, 150)
    }

    @Test func aDelayHoldsTheOldValueAndDelaysTheCompletion() {
        // UIKitBehaviour #111: the delay comes before the duration; the model changes at once
        let host = HeadlessHost()
        let view = makeView(host)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.5, delay: 1, options: .curveLinear, animations: { view.alpha = 0 },
            completion: { finished.append($0) })
        expectEqual(view.alpha, 0)
        for instant in [0.25, 0.5, 0.75, 1.0] {
            host.advance(by: 0.25)
            #expect(presentedAlpha(view) == 1, "at \(instant) s")
        }
        host.advance(by: 0.25)  // 1.25 s: halfway through the animation
        #expect(isClose(presentedAlpha(view), 0.5, tolerance: 1e-6))
        #expect(finished.isEmpty)
        host.advance(by: 0.25)  // 1.5 s
        expectEqual(finished, [true])
    }

    @Test func performWithoutAnimationInsideABlock() {
        // changes inside performWithoutAnimation apply at once; the rest of the block animates
        let host = HeadlessHost()
        let first = makeView(host)
        let second = makeView(host)
        let third = makeView(host)
        var durations: [Double] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                first.alpha = 0
                UIView.performWithoutAnimation {
                    second.alpha = 0
                    durations.append(UIView.inheritedAnimationDuration)
                }
                third.alpha = 0
            })
        host.advance(by: 0.5)
        expectEqual(durations, [0])
        #expect(isClose(presentedAlpha(first), 0.5, tolerance: 1e-6))
        expectEqual(second.layer.animationKeys(), nil)
        expectEqual(presentedAlpha(second), 0)
        #expect(isClose(presentedAlpha(third), 0.5, tolerance: 1e-6))
    }

    @Test func animationBlocksInsidePerformWithoutAnimationDoNotAnimate() {
        let host = HeadlessHost()
        let view = makeView(host)
        var calls = 0
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { _ in calls += 1 })
        }
        expectEqual(view.layer.animationKeys(), nil)
        host.runFrame()
        expectEqual(presentedAlpha(view), 0)
        expectEqual(calls, 1)
    }

    @Test func disablingAnimationsAffectsOnlyLaterBlocks() {
        // setAnimationsEnabled: later blocks apply at once; running animations continue
        let host = HeadlessHost()
        let first = makeView(host)
        let second = makeView(host)
        #expect(UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { first.alpha = 0 })
        host.advance(by: 0.25)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { second.alpha = 0 })
        expectEqual(second.layer.animationKeys(), nil)
        host.advance(by: 0.25)
        expectEqual(presentedAlpha(second), 0)
        #expect(isClose(presentedAlpha(first), 0.5, tolerance: 1e-6))
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { second.alpha = 1 })
        host.advance(by: 0.25)
        #expect(isClose(presentedAlpha(second), 0.25, tolerance: 1e-6))
    }

    @Test func animationsAreDisabledInsidePerformWithoutAnimation() {
        _ = HeadlessHost()
        var inside: [Bool] = []
        UIView.performWithoutAnimation {
            inside.append(UIView.areAnimationsEnabled)
            UIView.performWithoutAnimation { inside.append(UIView.areAnimationsEnabled) }
        }
        expectEqual(inside, [false, false])
        #expect(UIView.areAnimationsEnabled, "restored afterwards")
    }
}
