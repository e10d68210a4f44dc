import OpenQuartzCore
import TestSupport
import Testing

/// Transactions: settings, nesting, the implicit transaction, completion blocks and the order
/// of animation delegate callbacks.
@Suite struct CATransactionTests {
    private func fade(_ name: String, _ recorder: EventRecorder, duration: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        animation.delegate = RecordingAnimationDelegate(name, recorder)
        return animation
    }

    @Test func defaults() {
        _ = EngineFixture()
        expectEqual(CATransaction.animationDuration(), 0.25)
        expectEqual(CATransaction.animationTimingFunction(), nil)
        expectEqual(CATransaction.disableActions(), false)
        #expect(CATransaction.completionBlock() == nil)
    }

    @Test func nestedTransactionsInheritUnsetSettings() {
        _ = EngineFixture()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        expectEqual(CATransaction.animationDuration(), 2)
        expectEqual(CATransaction.disableActions(), false)
        CATransaction.commit()
        expectEqual(CATransaction.disableActions(), true)
        CATransaction.commit()
        expectEqual(CATransaction.animationDuration(), 0.25)
        CATransaction.setValue(7, forKey: "custom")
        expectEqual(CATransaction.value(forKey: "custom") as? Int, 7)
    }

    @Test func commitWithoutBeginIsReported() {
        let fixture = EngineFixture()
        CATransaction.commit()
        expectEqual(fixture.engine.reports.last?.contains("commit without begin"), true)
    }

    @Test func beginWithoutCommitIsReportedAtTheFrame() {
        let fixture = EngineFixture()
        CATransaction.begin()
        fixture.frame()
        expectEqual(fixture.engine.reports.last?.contains("begin without commit"), true)
        CATransaction.commit()
    }

    @Test func completionBlockRunsAfterEveryAnimationAndTheirDelegates() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let other = fixture.committedLayer()
        let recorder = EventRecorder()
        CATransaction.begin()
        CATransaction.setCompletionBlock { recorder.record("completion") }
        layer.add(fade("short", recorder, duration: 0.5), forKey: "a")
        other.add(fade("long", recorder, duration: 1), forKey: "b")
        CATransaction.commit()
        fixture.frame()
        expectEqual(recorder.events, ["start short", "start long"])
        fixture.advance(0.5)
        expectEqual(recorder.events, ["start short", "start long", "stop short finished"])
        fixture.advance(0.5)
        #expect(
            recorder.events == ["start short", "start long", "stop short finished", "stop long finished", "completion"])
    }

    @Test func nestedCompletionBlocksWaitForTheirOwnAnimations() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let recorder = EventRecorder()
        CATransaction.begin()
        CATransaction.setCompletionBlock { recorder.record("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { recorder.record("inner") }
        layer.add(fade("a", recorder, duration: 0.5), forKey: "a")
        CATransaction.commit()
        layer.add(fade("b", recorder, duration: 1), forKey: "b")
        CATransaction.commit()
        fixture.frame()
        fixture.advance(0.5)
        expectEqual(recorder.events.suffix(2), ["stop a finished", "inner"])
        fixture.advance(0.5)
        expectEqual(recorder.events.suffix(2), ["stop b finished", "outer"])
    }

    @Test func aCompletionBlockWithNoAnimationsRunsAtTheNextFrame() {
        let fixture = EngineFixture()
        let recorder = EventRecorder()
        CATransaction.begin()
        CATransaction.setCompletionBlock { recorder.record("done") }
        CATransaction.commit()
        #expect(recorder.events.isEmpty)
        fixture.frame()
        expectEqual(recorder.events, ["done"])
    }

    @Test func replacingAnAnimationStopsTheOldOneUnfinished() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let recorder = EventRecorder()
        layer.add(fade("first", recorder, duration: 1), forKey: "fade")
        fixture.advance(0.1)
        layer.add(fade("second", recorder, duration: 1), forKey: "fade")
        #expect(recorder.events == ["start first"])  // stops are delivered at the next frame
        fixture.frame()
        expectEqual(recorder.events, ["start first", "stop first cancelled", "start second"])
    }

    @Test func removalStopsUnfinishedAndCompletesTheTransaction() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let recorder = EventRecorder()
        CATransaction.begin()
        CATransaction.setCompletionBlock { recorder.record("completion") }
        layer.add(fade("a", recorder, duration: 1), forKey: "a")
        CATransaction.commit()
        fixture.frame()
        layer.removeAllAnimations()
        fixture.frame()
        expectEqual(recorder.events, ["start a", "stop a cancelled", "completion"])
    }

    @Test func anAnimationKeptOnCompletionStopsFinishedOnce() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let recorder = EventRecorder()
        let kept = fade("kept", recorder, duration: 0.5)
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards
        layer.add(kept, forKey: "kept")
        fixture.frame()
        fixture.advance(1)
        fixture.advance(1)
        layer.removeAnimation(forKey: "kept")
        fixture.frame()
        expectEqual(recorder.events, ["start kept", "stop kept finished"])
    }

    @Test func delegatesSeeTheLayersCopy() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        final class Capture: CAAnimationDelegate {
            var seen: CAAnimation?
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { seen = anim }
        }
        let capture = Capture()
        let original = CABasicAnimation(keyPath: "opacity")
        original.duration = 0.1
        original.delegate = capture
        layer.add(original, forKey: "x")
        let copy = layer.animation(forKey: "x")
        fixture.frame()
        fixture.advance(0.2)
        #expect(capture.seen === copy)
        #expect(capture.seen !== original)
    }
}
