import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// When view-animation completions run and with which `finished` flag, as recorded histories
/// (UIKitBehaviour #111).
@MainActor
@Suite struct ViewAnimationCompletionTests {
    func makeView(_ host: HeadlessHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0)
        return view
    }

    /// A completion that records "NAME finished|interrupted".
    func completion(_ name: String, _ recorder: EventRecorder) -> (Bool) -> Void {
        { recorder.record("\(name) \($0 ? "finished" : "interrupted")") }
    }

    @Test func completionsRunAtTheEndOfTheirOwnDurations() {
        // UIKitBehaviour #111: each block's completion follows its own last animation
        let host = HeadlessHost()
        let a = makeView(host)
        let b = makeView(host)
        let c = makeView(host)
        let recorder = EventRecorder()
        UIView.animate(withDuration: 0.75, animations: { a.alpha = 0 }, completion: completion("a", recorder))
        UIView.animate(withDuration: 0.25, animations: { b.alpha = 0 }, completion: completion("b", recorder))
        UIView.animate(
            withDuration: 0.25, delay: 0.25, options: [], animations: { c.alpha = 0 },
            completion: completion("c", recorder))
        host.advance(by: 0.25 - 1.0 / 60)
        #expect(recorder.events.isEmpty)
        host.advance(by: 1.0 / 60)
        expectEqual(recorder.events, ["b finished"])
        host.advance(by: 0.25 - 1.0 / 60)
        expectEqual(recorder.events, ["b finished"])
        host.advance(by: 1.0 / 60)  // 0.5 s: the delayed block ends
        expectEqual(recorder.events, ["b finished", "c finished"])
        host.advance(by: 0.25)
        expectEqual(recorder.events, ["b finished", "c finished", "a finished"])
        host.runUntilIdle()
        expectEqual(recorder.events.count, 3)
    }

    @Test func blocksWithoutAnimationCompleteOnTheNextTurnInOrder() {
        // UIKitBehaviour #111: an empty block, duration 0 and a negative duration all apply at once and
        // complete with true at the next turn of the main loop, never synchronously
        let host = HeadlessHost()
        let view = makeView(host)
        let recorder = EventRecorder()
        UIView.animate(withDuration: 1, animations: {}, completion: completion("empty", recorder))
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: completion("zero", recorder))
        UIView.animate(
            withDuration: -1, animations: { view.center.x = 250 }, completion: completion("negative", recorder))
        UIView.animate(
            withDuration: 1, animations: { view.isHidden = true }, completion: completion("hidden", recorder))
        #expect(recorder.events.isEmpty)
        expectEqual(view.layer.animationKeys(), nil)
        host.runFrame()
        expectEqual(recorder.events, ["empty finished", "zero finished", "negative finished", "hidden finished"])
        expectEqual(view.layer.presentation()!.opacity, 0.5)
        expectEqual(view.layer.presentation()!.position.x, 250)
    }

    @Test func removeAllAnimationsInterruptsTheBlock() {
        // UIKitBehaviour #111: removed animations complete with false, on the next frame
        let host = HeadlessHost()
        let view = makeView(host)
        let recorder = EventRecorder()
        UIView.animate(
            withDuration: 1,
            animations: {
                view.alpha = 0
                view.center.x = 250
            },
            completion: completion("block", recorder))
        host.advance(by: 0.25)
        view.layer.removeAllAnimations()
        #expect(recorder.events.isEmpty)
        host.runFrame()
        expectEqual(recorder.events, ["block interrupted"])
        #expect(view.layer.presentation()!.position.x == 250)  // the model value shows
        host.runUntilIdle()
        expectEqual(recorder.events, ["block interrupted"])
    }

    @Test func oneRemovedAnimationMakesTheWholeBlockUnfinished() {
        // the completion waits for the block's remaining animation, then reports false
        let host = HeadlessHost()
        let view = makeView(host)
        let recorder = EventRecorder()
        UIView.animate(
            withDuration: 1,
            animations: {
                view.alpha = 0
                view.center.x = 250
            },
            completion: completion("block", recorder))
        host.advance(by: 0.25)
        view.layer.removeAnimation(forKey: "opacity")
        host.advance(by: 0.5)
        #expect(recorder.events.isEmpty)
        host.advance(by: 0.25)
        expectEqual(recorder.events, ["block interrupted"])
    }

    @Test func aNewBlockOnTheSameKeyInterruptsTheOldOne() {
        // UIKitBehaviour #111, #112: the replaced animation stops unfinished before the new one ends
        let host = HeadlessHost()
        let view = makeView(host)
        let recorder = EventRecorder()
        UIView.animate(withDuration: 1, animations: { view.center.x = 250 }, completion: completion("first", recorder))
        host.advance(by: 0.5)
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .beginFromCurrentState,
            animations: { view.center.x = 50 }, completion: completion("second", recorder))
        host.runFrame()
        expectEqual(recorder.events, ["first interrupted"])
        host.runUntilIdle()
        expectEqual(recorder.events, ["first interrupted", "second finished"])
    }

    @Test func settingAPropertyTwiceInOneBlockStillFinishes() {
        // the block's own replacement does not count as an interruption
        let host = HeadlessHost()
        let view = makeView(host)
        let recorder = EventRecorder()
        UIView.animate(
            withDuration: 0.5,
            animations: {
                view.center.x = 150
                view.center.x = 250
            },
            completion: completion("block", recorder))
        host.runUntilIdle()
        expectEqual(recorder.events, ["block finished"])
        expectEqual(view.layer.presentation()!.position.x, 250)
    }

    @Test func nestedBlocksEachCompleteOnce() {
        // UIKitBehaviour #112: the inner block has its own completion, run when its animations end
        let host = HeadlessHost()
        let view = makeView(host)
        let recorder = EventRecorder()
        UIView.animate(
            withDuration: 1,
            animations: {
                view.alpha = 0
                UIView.animate(
                    withDuration: 0.25, delay: 0, options: .overrideInheritedDuration,
                    animations: { view.center.x = 250 }, completion: completion("inner", recorder))
            }, completion: completion("outer", recorder))
        host.advance(by: 0.25)
        expectEqual(recorder.events, ["inner finished"])
        host.advance(by: 0.75)
        expectEqual(recorder.events, ["inner finished", "outer finished"])
    }

    @Test func aCompletionCanChainTheNextAnimation() {
        // the chained block starts at the frame its predecessor completed in
        let host = HeadlessHost()
        let view = makeView(host)
        let recorder = EventRecorder()
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.center.x = 250 }) { _ in
            recorder.record("first done at \(host.now)")
            UIView.animate(
                withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.center.x = 50 },
                completion: completion("second", recorder))
        }
        host.advance(by: 0.75)
        expectEqual(recorder.events, ["first done at 0.5"])
        #expect(isClose(Double(view.layer.presentation()!.position.x), 150, tolerance: 1e-6))
        host.advance(by: 0.25)
        expectEqual(recorder.events, ["first done at 0.5", "second finished"])
    }

    @Test func animatedViewsIgnoreTouchesUnlessAllowed() {
        // UIKitBehaviour #111: during the animation the animated view receives no touches unless the
        // block passes .allowUserInteraction
        let host = HeadlessHost()
        let plain = makeView(host)
        let allowed = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(allowed)
        host.advance(by: 0)
        UIView.animate(withDuration: 1, animations: { plain.alpha = 0.5 })
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { allowed.alpha = 0.5 })
        host.advance(by: 0.5)
        #expect(host.window.hitTest(CGPoint(x: 250, y: 50), with: nil) === allowed)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) !== plain)
        host.advance(by: 0.5)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === plain)
    }
}
