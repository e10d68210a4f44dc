import Foundation
import OpenUIKit

extension HeadlessHost {
    /// Records the screen for the next `seconds`: the frame now, then every frame whose
    /// refresh instant falls within `seconds` (as ``advance(by:)`` runs them), each rendered
    /// right after its refresh.
    ///
    /// The current turn is committed first, so changes made before the call show in the
    /// first frame. A recording of 0.5 s at 60 fps has 31 frames, 0.5 s apart end to end; the
    /// clock is left at now + `seconds`.
    ///
    /// - Note: A time that is NaN, infinite or negative records the current frame only, and
    ///   adds a line to ``reports``.
    public func record(for seconds: CFTimeInterval) -> TransitionRecording {
        var recorder = _HostRecorder(host: self)
        recorder.capture()
        guard seconds.isFinite, seconds >= 0 else {
            CAEngine.current.report(
                "HeadlessHost.record(for:): the time must be finite and not negative, not \(seconds); "
                    + "recorded the current frame only")
            return recorder.recording
        }
        advance(by: seconds) { recorder.capture() }
        return recorder.recording
    }

    /// Records what `changes` sets off until the application is idle: the frame before
    /// `changes` runs, then a frame after every refresh until no animation, transition,
    /// main-queue work or input is left — the first idle frame is the last one.
    ///
    /// `host.recordUntilIdle { navigation.pushViewController(detail, animated: true) }` is
    /// the push from the screen before it to the screen after it.
    ///
    /// - Note: When the application is still busy after ``idleTimeout`` seconds of media
    ///   time, recording stops there and a line naming what is still running is added to
    ///   ``reports`` (no test framework is involved).
    public func recordUntilIdle(_ changes: () -> Void = {}) -> TransitionRecording {
        var recorder = _HostRecorder(host: self)
        recorder.capture()
        changes()
        UIApplication.shared.endCurrentTurn()
        let deadline = now + idleTimeout
        while true {
            let reasons = UIApplication.shared.busyReasons
            if reasons.isEmpty { break }
            if now >= deadline - 1e-9 {
                CAEngine.current.report(
                    "HeadlessHost.recordUntilIdle(_:): still busy after \(idleTimeout) s of media time "
                        + "(\(reasons.joined(separator: "; "))); the recording stops there")
                break
            }
            runFrame()
            recorder.capture()
        }
        return recorder.recording
    }
}

/// Renders a host's frames one after another into a recording.
@MainActor
struct _HostRecorder {
    private let host: HeadlessHost
    /// The frames so far.
    private(set) var recording: TransitionRecording

    init(host: HeadlessHost) {
        self.host = host
        recording = TransitionRecording(frames: [], framesPerSecond: host.framesPerSecond, scale: host.screenScale)
    }

    /// Renders the screen now (after committing the current turn) and adds it.
    mutating func capture() {
        UIApplication.shared.endCurrentTurn()
        recording.frames.append(TransitionRecording.Frame(image: host.render(), time: host.now))
    }
}
