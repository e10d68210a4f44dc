import Foundation

/// A timer synchronised with the display: calls its handler once per frame (or per several
/// frames, for a lower preferred rate) while added to a run loop and not paused.
///
/// Frames are the `CAEngine.runFrame()` calls of the engine that was current when the link was
/// added; `timestamp` is that frame's media time.
///
/// - Note: Differs from UIKit: `init(target:selector:)` needs the Objective-C runtime; Segue's
///   `init(handler:)` takes the callback as a closure (see docs/Deviations.md).
open class CADisplayLink: NSObject {
    private let handler: (CADisplayLink) -> Void
    private weak var engine: CAEngine?
    private var firstFrame: Int?
    var _isValid = true

    /// The media time of the frame that fired the last callback (0 before the first).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The media time of the next frame the link expects to fire at.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between display refreshes, in seconds (0 before the first callback).
    open private(set) var duration: CFTimeInterval = 0

    /// Whether callbacks are suspended.
    open var isPaused = false

    /// The frame rate the link would like; `.default` means every display frame.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// The preferred callbacks per second (0: the display's rate). Deprecated in UIKit in
    /// favour of `preferredFrameRateRange`.
    open var preferredFramesPerSecond: Int = 0

    /// Creates a display link that calls `handler` on every due frame.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Starts delivering frames from the current thread's engine (the run loop and mode are
    /// accepted for Apple's signature; the engine's frames drive the link).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard _isValid else { return }
        let current = CAEngine.current
        guard engine !== current else { return }
        engine?.displayLinks.removeAll { $0 === self }
        engine = current
        current.displayLinks.append(self)
    }

    /// Stops delivering frames from the engine.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        engine?.displayLinks.removeAll { $0 === self }
        engine = nil
        firstFrame = nil
    }

    /// Removes the link from every run loop for good; it never fires again.
    open func invalidate() {
        _isValid = false
        engine?.displayLinks.removeAll { $0 === self }
        engine = nil
    }

    /// The number of display frames between callbacks for the preferred rate.
    func _frameStep(framesPerSecond fps: Int) -> Int {
        let preferred = preferredFrameRateRange.preferred.map(Double.init) ?? 0
        let wanted =
            preferred > 0
            ? preferred
            : (preferredFrameRateRange.maximum > 0
                ? Double(preferredFrameRateRange.maximum) : Double(preferredFramesPerSecond))
        guard wanted > 0, wanted < Double(fps) else { return 1 }
        return max(1, Int((Double(fps) / wanted).rounded()))
    }

    /// Calls the handler if this frame is due for the preferred rate.
    func _fire(at now: CFTimeInterval, framesPerSecond fps: Int, frame: Int) {
        let start = firstFrame ?? frame
        firstFrame = start
        let step = _frameStep(framesPerSecond: fps)
        guard (frame - start) % step == 0 else { return }
        duration = 1 / Double(fps)
        timestamp = now
        targetTimestamp = now + Double(step) / Double(fps)
        handler(self)
    }
}
