import OpenQuartzCore
import TestSupport
import Testing

/// An animation's own timing: begin time, fill modes, repeats, autoreversing, speed and offset
/// (UIKitBehaviour #138), measured on a root layer whose time is media time.
@Suite struct AnimationTimingTests {
    /// Adds a linear `opacity` 0 → 1 animation of `duration` to a committed layer whose model opacity is 0.5.
    private func opacityAnimation(_ configure: (CABasicAnimation) -> Void) -> (EngineFixture, CALayer) {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        configure(fade)
        layer.add(fade, forKey: "fade")
        fixture.frame()
        return (fixture, layer)
    }

    private func opacity(_ layer: CALayer, at time: CFTimeInterval, _ fixture: EngineFixture) -> Float {
        fixture.clock.set(to: time)
        return layer.presentation()!.opacity
    }

    @Test func removedFillShowsTheModelOutsideTheActiveTime() {  // UIKitBehaviour #138: fillMode default removed
        let (fixture, layer) = opacityAnimation { $0.beginTime = CACurrentMediaTime() + 1 }
        expectEqual(opacity(layer, at: 100.5, fixture), 0.5)
        #expect(isClose(opacity(layer, at: 101.25, fixture), 0.25))
        expectEqual(opacity(layer, at: 102.5, fixture), 0.5)
    }

    @Test func backwardsFillShowsTheStartBeforeTheBegin() {
        let (fixture, layer) = opacityAnimation {
            $0.beginTime = CACurrentMediaTime() + 1
            $0.fillMode = .backwards
        }
        expectEqual(opacity(layer, at: 100.5, fixture), 0)
        expectEqual(opacity(layer, at: 102.5, fixture), 0.5)
    }

    @Test func forwardsFillHoldsTheEndWhileNotRemoved() {
        let (fixture, layer) = opacityAnimation {
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        #expect(opacity(layer, at: 100.5, fixture) == 0.5)  // the animation's own value, by coincidence
        fixture.advance(2)
        #expect(layer.animation(forKey: "fade") != nil)
        expectEqual(layer.presentation()!.opacity, 1)
    }

    @Test func bothFillCoversBeforeAndAfter() {
        let (fixture, layer) = opacityAnimation {
            $0.beginTime = CACurrentMediaTime() + 1
            $0.fillMode = .both
        }
        expectEqual(opacity(layer, at: 100.5, fixture), 0)
        #expect(opacity(layer, at: 103, fixture) == 1)  // not yet removed: no frame has run
    }

    @Test func autoreversingRepeatsPlayForwardThenBack() {
        let (fixture, layer) = opacityAnimation {
            $0.autoreverses = true
            $0.repeatCount = 2
            $0.fillMode = .forwards
        }
        #expect(isClose(opacity(layer, at: 100.25, fixture), 0.25))
        #expect(isClose(opacity(layer, at: 101.25, fixture), 0.75))  // on the way back
        #expect(isClose(opacity(layer, at: 102.25, fixture), 0.25))  // second cycle
        #expect(isClose(opacity(layer, at: 103.75, fixture), 0.25))
        #expect(opacity(layer, at: 104.5, fixture) == 0)  // ends where it started
    }

    @Test func fractionalRepeatCountEndsMidCycle() {
        let (fixture, layer) = opacityAnimation {
            $0.repeatCount = 1.5
            $0.fillMode = .forwards
        }
        #expect(isClose(opacity(layer, at: 101.25, fixture), 0.25))
        #expect(isClose(opacity(layer, at: 102, fixture), 0.5))
    }

    @Test func repeatDurationBoundsTheActiveTime() {
        let (fixture, layer) = opacityAnimation {
            $0.repeatDuration = 2.5
            $0.fillMode = .forwards
        }
        #expect(isClose(opacity(layer, at: 102.25, fixture), 0.25))
        #expect(isClose(opacity(layer, at: 103, fixture), 0.5))
    }

    @Test func speedScalesTheAnimationsTime() {
        let (fixture, layer) = opacityAnimation { $0.speed = 2 }
        #expect(isClose(opacity(layer, at: 100.25, fixture), 0.5))
        fixture.clock.set(to: 100.5)
        fixture.frame()
        #expect(layer.animation(forKey: "fade") == nil)  // finished after 0.5 s of media time
    }

    @Test func timeOffsetShiftsThePhaseAndWraps() {
        let (fixture, layer) = opacityAnimation { $0.timeOffset = 0.5 }
        #expect(isClose(opacity(layer, at: 100, fixture), 0.5))
        #expect(isClose(opacity(layer, at: 100.25, fixture), 0.75))
        #expect(isClose(opacity(layer, at: 100.75, fixture), 0.25))  // wrapped to the start
        fixture.frame()
        #expect(layer.animation(forKey: "fade") != nil)  // still active: the offset does not shorten it
    }

    @Test func infiniteRepeatNeverFinishes() {
        let (fixture, layer) = opacityAnimation { $0.repeatCount = .infinity }
        fixture.advance(1000.25)
        #expect(layer.animation(forKey: "fade") != nil)
        #expect(isClose(layer.presentation()!.opacity, 0.25, tolerance: 1e-4))
    }

    @Test func zeroDurationTakesTheTransactionDuration() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        layer.add(fade, forKey: "long")
        CATransaction.commit()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "plain")
        expectEqual(layer.animation(forKey: "long")?.duration, 2)
        expectEqual(layer.animation(forKey: "plain")?.duration, 0.25)
        #expect(fade.duration == 0)  // the layer keeps a copy; the original is untouched
        fixture.frame()
        fixture.clock.advance(by: 1)
        #expect(isClose(layer.presentation()!.opacity, 0.5))
    }
}
