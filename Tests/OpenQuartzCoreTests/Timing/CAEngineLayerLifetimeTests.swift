import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// The engine holds layers weakly: a layer freed while it animates or waits for layout must not
/// leave the engine waiting for ever, nor hide a new layer that the allocator places at the
/// freed layer's address.
@Suite struct CAEngineLayerLifetimeTests {
    private func fade(_ delegate: (any CAAnimationDelegate)? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        animation.duration = 1
        animation.delegate = delegate
        return animation
    }

    @Test func aNewLayerAtAFreedLayersAddressStillAnimates() {
        let fixture = EngineFixture(time: 100)
        var failures: [[String]] = []
        for _ in 0..<20 {
            do {
                let doomed = CALayer()
                doomed.add(fade(), forKey: "fade")
            }  // freed here; the next layer is likely to reuse its address
            let layer = CALayer()
            let recorder = EventRecorder()
            layer.add(fade(RecordingAnimationDelegate("fade", recorder)), forKey: "fade")
            fixture.frame()
            fixture.advance(1)
            if recorder.events != ["start fade", "stop fade finished"] { failures.append(recorder.events) }
            expectEqual(layer.animationKeys(), nil)
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(!fixture.engine.hasActiveAnimations)
    }

    @Test func aNewLayerAtAFreedLayersAddressIsStillLaidOut() {
        final class Counter: CALayerDelegate {
            var count = 0
            func layoutSublayers(of layer: CALayer) { count += 1 }
        }
        let fixture = EngineFixture()
        let counter = Counter()
        var laidOut = 0
        for _ in 0..<20 {
            do { CALayer().setNeedsLayout() }
            let layer = CALayer()
            layer.delegate = counter
            layer.setNeedsLayout()
            fixture.frame()
            laidOut += layer.needsLayout() ? 0 : 1
        }
        expectEqual(laidOut, 20)
        expectEqual(counter.count, 20)
    }

    @Test func aCompletionBlockRunsWhenItsLayerIsFreedMidAnimation() {
        let fixture = EngineFixture(time: 100)
        var completed = false
        do {
            let layer = fixture.committedLayer()
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            layer.add(fade(), forKey: "fade")
            CATransaction.commit()
            fixture.advance(0.5)
            #expect(!completed)
            expectEqual(layer.animationKeys(), ["fade"])
        }  // the layer (and its animation) is freed half-way
        fixture.advance(0.1)
        #expect(completed)
        #expect(!fixture.engine.hasActiveAnimations)
    }

    @Test func aCompletionBlockRunsWhenItsLayerIsFreedBeforeTheCommit() {
        let fixture = EngineFixture(time: 100)
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        do {
            let layer = CALayer()
            layer.add(fade(), forKey: "fade")
        }
        CATransaction.commit()
        fixture.frame()
        #expect(completed)
    }
}
