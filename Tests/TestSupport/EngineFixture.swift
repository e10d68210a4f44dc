import Foundation
import OpenQuartzCore

/// A fresh animation engine on a manual clock, made current for the calling thread.
///
/// Tests that touch layers create one first (synchronous tests stay on one thread, so the
/// engine they install is the one their layers use), step `clock` to exact instants and call
/// `frame()` to run the engine's frame at that instant.
public final class EngineFixture {
    public let clock: ManualClock
    public let engine: CAEngine

    /// Creates and installs an engine whose clock reads `time`; reports are kept, not printed.
    public init(time: CFTimeInterval = 100, framesPerSecond: Int = 60) {
        clock = ManualClock(time: time)
        engine = CAEngine(clock: clock, maximumFramesPerSecond: framesPerSecond)
        engine.reportHandler = { _ in }
        engine.makeCurrent()
    }

    /// Runs one frame at the current time.
    public func frame() {
        engine.runFrame()
    }

    /// Advances the clock by `seconds`, then runs one frame.
    public func advance(_ seconds: CFTimeInterval) {
        clock.advance(by: seconds)
        engine.runFrame()
    }

    /// A committed layer with the given frame (so that it animates implicitly).
    public func committedLayer(frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> CALayer {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = frame
        CATransaction.commit()
        engine.runFrame()
        return layer
    }
}

/// Records callbacks in order, for tests that compare whole histories.
public final class EventRecorder {
    public private(set) var events: [String] = []
    public init() {}
    public func record(_ event: String) { events.append(event) }
    public func reset() { events = [] }
}

/// An animation delegate that records `start NAME` and `stop NAME finished|cancelled`.
public final class RecordingAnimationDelegate: CAAnimationDelegate {
    let name: String
    let recorder: EventRecorder

    public init(_ name: String, _ recorder: EventRecorder) {
        self.name = name
        self.recorder = recorder
    }

    public func animationDidStart(_ anim: CAAnimation) {
        recorder.record("start \(name)")
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        recorder.record("stop \(name) \(flag ? "finished" : "cancelled")")
    }
}
