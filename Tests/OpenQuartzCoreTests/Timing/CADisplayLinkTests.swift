import Foundation
import OpenQuartzCore
import TestSupport
import Testing

/// Display links: one callback per engine frame (or per several, for a lower preferred rate),
/// pausing, invalidating, removing, and property changes made in the callback.
@Suite struct CADisplayLinkTests {
    /// What a link saw on each callback.
    final class Ticks {
        var timestamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        var durations: [CFTimeInterval] = []
        var count: Int { timestamps.count }
    }

    private func link(_ ticks: Ticks) -> CADisplayLink {
        CADisplayLink { link in
            ticks.timestamps.append(link.timestamp)
            ticks.targets.append(link.targetTimestamp)
            ticks.durations.append(link.duration)
        }
    }

    private func runFrames(_ fixture: EngineFixture, _ count: Int) {
        for _ in 0..<count { fixture.advance(1.0 / 60) }
    }

    @Test func firesOncePerFrameWithTheFramesTime() {
        let fixture = EngineFixture(time: 100)
        let ticks = Ticks()
        let displayLink = link(ticks)
        #expect(displayLink.timestamp == 0 && displayLink.duration == 0)
        displayLink.add(to: .main, forMode: .common)
        #expect(ticks.count == 0)  // nothing until a frame
        fixture.frame()
        fixture.advance(1.0 / 60)
        fixture.advance(1.0 / 60)
        expectEqual(ticks.count, 3)
        let expected = [100, 100 + 1.0 / 60, 100 + 2.0 / 60]
        #expect(zip(ticks.timestamps, expected).allSatisfy { isClose($0, $1, tolerance: 1e-9) })
        #expect(zip(ticks.targets, expected).allSatisfy { isClose($0, $1 + 1.0 / 60, tolerance: 1e-9) })
        #expect(ticks.durations.allSatisfy { isClose($0, 1.0 / 60, tolerance: 1e-12) })
    }

    @Test func durationFollowsTheDisplayRate() {
        let fixture = EngineFixture(time: 0, framesPerSecond: 120)
        let ticks = Ticks()
        link(ticks).add(to: .current, forMode: .default)
        fixture.frame()
        expectEqual(ticks.durations, [1.0 / 120])
    }

    @Test func addingTwiceStillFiresOnce() {
        let fixture = EngineFixture()
        let ticks = Ticks()
        let displayLink = link(ticks)
        displayLink.add(to: .main, forMode: .common)
        displayLink.add(to: .main, forMode: .default)
        fixture.frame()
        expectEqual(ticks.count, 1)
    }

    @Test func preferredFramesPerSecondThirtyFiresEveryOtherFrame() {
        let fixture = EngineFixture(time: 100)
        let ticks = Ticks()
        let displayLink = link(ticks)
        displayLink.preferredFramesPerSecond = 30
        displayLink.add(to: .main, forMode: .common)
        fixture.frame()
        runFrames(fixture, 5)
        expectEqual(ticks.count, 3)
        let expected = [100, 100 + 2.0 / 60, 100 + 4.0 / 60]
        #expect(zip(ticks.timestamps, expected).allSatisfy { isClose($0, $1, tolerance: 1e-9) })
        #expect(zip(ticks.targets, ticks.timestamps).allSatisfy { isClose($0, $1 + 2.0 / 60, tolerance: 1e-9) })
    }

    @Test func preferredFrameRateRangeThirtyFiresEveryOtherFrame() {
        let fixture = EngineFixture(time: 100)
        let ticks = Ticks()
        let displayLink = link(ticks)
        displayLink.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
        displayLink.add(to: .main, forMode: .common)
        fixture.frame()
        runFrames(fixture, 5)
        expectEqual(ticks.count, 3)
    }

    @Test func aRateAboveTheDisplaysFiresEveryFrame() {
        let fixture = EngineFixture(time: 100)
        let ticks = Ticks()
        let displayLink = link(ticks)
        displayLink.preferredFramesPerSecond = 120
        displayLink.add(to: .main, forMode: .common)
        runFrames(fixture, 4)
        expectEqual(ticks.count, 4)
    }

    @Test func pausingSuspendsCallbacks() {
        let fixture = EngineFixture(time: 100)
        let ticks = Ticks()
        let displayLink = link(ticks)
        displayLink.add(to: .main, forMode: .common)
        fixture.frame()
        displayLink.isPaused = true
        runFrames(fixture, 3)
        expectEqual(ticks.count, 1)
        displayLink.isPaused = false
        fixture.advance(1.0 / 60)
        expectEqual(ticks.count, 2)
        #expect(isClose(ticks.timestamps[1], 100 + 4.0 / 60, tolerance: 1e-9))
    }

    @Test func invalidateStopsForGood() {
        let fixture = EngineFixture(time: 100)
        let ticks = Ticks()
        let displayLink = link(ticks)
        displayLink.add(to: .main, forMode: .common)
        fixture.frame()
        displayLink.invalidate()
        runFrames(fixture, 2)
        displayLink.add(to: .main, forMode: .common)  // no effect once invalidated
        runFrames(fixture, 2)
        expectEqual(ticks.count, 1)
    }

    @Test func invalidatingInsideTheCallbackStopsAfterIt() {
        let fixture = EngineFixture(time: 100)
        var calls = 0
        let displayLink = CADisplayLink { link in
            calls += 1
            link.invalidate()
        }
        displayLink.add(to: .main, forMode: .common)
        runFrames(fixture, 3)
        expectEqual(calls, 1)
    }

    @Test func removeStopsAndAddingAgainResumes() {
        let fixture = EngineFixture(time: 100)
        let ticks = Ticks()
        let displayLink = link(ticks)
        displayLink.add(to: .main, forMode: .common)
        fixture.frame()
        displayLink.remove(from: .main, forMode: .common)
        runFrames(fixture, 2)
        expectEqual(ticks.count, 1)
        displayLink.add(to: .main, forMode: .common)
        fixture.advance(1.0 / 60)
        expectEqual(ticks.count, 2)
        #expect(isClose(ticks.timestamps[1], 100 + 3.0 / 60, tolerance: 1e-9))
    }

    @Test func aPropertyChangedInTheCallbackAnimatesFromThatFrame() {  // UIKitBehaviour #108e, #149
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        var fired = false
        let displayLink = CADisplayLink { _ in
            guard !fired else { return }
            fired = true
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.opacity = 0
        }
        displayLink.add(to: .main, forMode: .common)
        fixture.advance(1)  // t = 101: the callback runs, then the frame commits
        let animation = layer.animation(forKey: "opacity")
        #expect(animation != nil)
        expectEqual(animation?.beginTime, 101)
        expectEqual(layer.presentation()!.opacity, 1)
        fixture.clock.advance(by: 0.125)
        #expect(isClose(layer.presentation()!.opacity, 0.5))
        fixture.advance(0.125)
        expectEqual(layer.animation(forKey: "opacity"), nil)
        expectEqual(layer.presentation()!.opacity, 0)
        displayLink.invalidate()
    }

    @Test func callbacksRunBeforeAnimationCallbacksOfTheSameFrame() {
        let fixture = EngineFixture(time: 100)
        let layer = fixture.committedLayer()
        let recorder = EventRecorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.01  // ends before the next frame
        fade.delegate = RecordingAnimationDelegate("fade", recorder)
        let displayLink = CADisplayLink { _ in recorder.record("tick") }
        displayLink.add(to: .main, forMode: .common)
        layer.add(fade, forKey: "fade")
        fixture.frame()
        fixture.advance(1.0 / 60)
        expectEqual(recorder.events, ["tick", "start fade", "tick", "stop fade finished"])
        expectEqual(layer.animationKeys(), nil)
        displayLink.invalidate()
    }
}
