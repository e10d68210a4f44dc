import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// A layer whose animations have all started and repeat for ever has nothing for the frame to
/// deliver, so the engine stops visiting it each frame; any change to its animations must bring
/// it back, and the engine must still count it as animating.
@Suite struct SettledLayerTests {
    private func forever(_ name: String, _ recorder: EventRecorder) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.repeatCount = .infinity
        animation.delegate = RecordingAnimationDelegate(name, recorder)
        return animation
    }

    @Test func removingTheAnimationOfASettledLayerStopsIt() {
        let fixture = EngineFixture(time: 100)
        let recorder = EventRecorder()
        let layer = fixture.committedLayer()
        layer.add(forever("spin", recorder), forKey: "spin")
        for _ in 0..<5 { fixture.advance(0.5) }
        expectEqual(recorder.events, ["start spin"])
        #expect(fixture.engine.hasActiveAnimations)
        layer.removeAnimation(forKey: "spin")
        fixture.advance(0.5)
        expectEqual(recorder.events, ["start spin", "stop spin cancelled"])
        #expect(!fixture.engine.hasActiveAnimations)
    }

    @Test func aFiniteAnimationAddedToASettledLayerStartsAndFinishes() {
        let fixture = EngineFixture(time: 100)
        let recorder = EventRecorder()
        let layer = fixture.committedLayer()
        layer.add(forever("spin", recorder), forKey: "spin")
        for _ in 0..<3 { fixture.advance(0.5) }
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 10
        slide.duration = 1
        slide.delegate = RecordingAnimationDelegate("slide", recorder)
        layer.add(slide, forKey: "slide")
        fixture.frame()
        expectEqual(recorder.events, ["start spin", "start slide"])
        fixture.advance(1)
        expectEqual(recorder.events, ["start spin", "start slide", "stop slide finished"])
        expectEqual(layer.animationKeys(), ["spin"])
        fixture.advance(0.5)
        #expect(fixture.engine.hasActiveAnimations)
        layer.removeAllAnimations()
        fixture.frame()
        expectEqual(recorder.events.last, "stop spin cancelled")
        #expect(!fixture.engine.hasActiveAnimations)
    }

    @Test func aFreedSettledLayerLeavesTheEngine() {
        let fixture = EngineFixture(time: 100)
        let recorder = EventRecorder()
        do {
            let layer = fixture.committedLayer()
            layer.add(forever("spin", recorder), forKey: "spin")
            for _ in 0..<3 { fixture.advance(0.5) }
            #expect(fixture.engine.hasActiveAnimations)
        }
        fixture.frame()
        #expect(!fixture.engine.hasActiveAnimations)
    }
}
