import Foundation
import OpenUIKit

/// Touch synthesis: taps and drags delivered frame by frame through the application, as a
/// finger on a screen would produce them. Points are screen points.
///
/// Both are single-finger ``perform(_:)`` paths (finger 0). Each change is queued with
/// `UIApplication.queueTouch(_:at:finger:)`, which stamps it with the
/// clock's current time, and delivered by the next frame (`runFrame()`), so a touch's
/// timestamps are the refresh instants at which the changes were queued. Start on a refresh
/// instant (a new host, or after `runFrame()`/`advance(by:)` by whole frames) for timestamps
/// on the frame grid.
extension HeadlessHost {
    /// Taps at `point`: the touch goes down and is delivered by one frame, then lifts at the
    /// same point and is delivered by the next.
    ///
    /// With the host at a refresh instant t, the began is stamped t and delivered at
    /// t + 1/fps, the ended is stamped t + 1/fps and delivered at t + 2/fps, where the clock is
    /// left.
    public func tap(at point: CGPoint) {
        tap(at: point, afterEachFrame: {})
    }

    /// ``tap(at:)``, calling `afterEachFrame` after each of its two frames.
    public func tap(at point: CGPoint, afterEachFrame: () throws -> Void) rethrows {
        try perform([FingerPath(start: point)], afterEachFrame: afterEachFrame)
    }

    /// Drags a finger from `from` to `to` in a straight line at constant speed over
    /// `duration` seconds of media time: the shorthand for a one-finger ``TouchScript``
    /// (holds, easing, several segments or fingers, and a still or flicked release are
    /// written as one, and run by ``perform(_:)-(TouchScript)``).
    ///
    /// With n = max(1, round(duration × framesPerSecond)) steps and the host at a refresh
    /// instant t, frame by frame:
    /// - the began at `from` is stamped t and delivered at t + 1/fps;
    /// - for k = 1…n, a move to `from + (to − from) × k / n` is stamped t + k/fps and delivered
    ///   at t + (k + 1)/fps;
    /// - the ended at `to` is queued right after the last move (k = n), so it shares its
    ///   stamp t + n/fps and its frame.
    ///
    /// The clock is left at t + (n + 1)/fps. At release the finger is moving at
    /// `(to − from) / (n / fps)` — for a duration on the frame grid, `(to − from) / duration`,
    /// which is what a pan recognizer's `velocity(in: nil)` reports at `.ended`.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval) {
        drag(from: from, to: to, duration: duration, afterEachFrame: {})
    }

    /// ``drag(from:to:duration:)``, calling `afterEachFrame` after each of its frames.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval, afterEachFrame: () throws -> Void) rethrows {
        _require(
            duration.isFinite && duration >= 0,
            "HeadlessHost.drag(from:to:duration:): the duration must be finite and not negative, not \(duration)")
        try perform(TouchScript(.line(from: from, to: to, duration: duration)), afterEachFrame: afterEachFrame)
    }
}
