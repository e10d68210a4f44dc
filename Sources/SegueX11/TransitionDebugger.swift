import Foundation
import OpenUIKit

/// The window's debug mode: slow motion, a paused and scrubbable transition, and an exploded
/// 3-D view of the layer tree, with a hint in a strip of its own below the screen.
///
/// The debugger is the host-independent core of ``X11Host``'s debug mode
/// (``X11Host/enableDebugMode()``): the host hands it keys (``press(_:)``), pointer drags
/// (``drag(by:)``) and the instants of its frames (``tick(atHostTime:)``), and asks it what to
/// draw (the screen and the hint strip below it; ``image(scale:)`` gives the same picture). Anything that gives it those — a test on a
/// headless host's manual clock — drives it the same way.
///
/// Time. The debugger stands between the host's timeline (the real clock, on the refresh
/// grid) and the application's media clock:
/// - Slow motion (``Key/slowMotion``) makes media time run ``slowMotionFactor`` (10) times
///   slower than the host's, as the iOS Simulator's Slow Animations does. Every time-driven
///   thing slows with it — layer and property animations, percent-driven completions,
///   main-queue delays, transitions — since they all read the media clock. Toggling never
///   jumps: the new rate starts from the last frame's media time.
/// - Pausing (``Key/pause``) freezes media time: ``tick(atHostTime:)`` answers that the
///   application runs no frame at all (no animation, no main-queue work, no input delivered).
///   Horizontal drags (``drag(by:)``) and the arrow keys then move the displayed instant
///   (``displayTime``) back and forth across the running animations — the running
///   transition's — from the first one's begin to the last one's end
///   (``scrubInterval``). The window is drawn as its presentation at that instant, through
///   layer time, exactly the frame the transition shows then. Scrubbing changes only what is
///   displayed: resuming continues from the instant of the pause, with nothing changed.
/// - Replay. While the application runs, every frame during which animations are attached
///   is kept as a frozen copy of the window's layer tree at its instant
///   (`CALayer._frozenCopy(atMediaTime:)`: presentation values, no animations), up to
///   ``replayFrameLimit`` frames; when the animations are gone, the frames so far (with the
///   end state after them) become ``replayInterval``'s recording, the last transition's.
///   Pausing when nothing animates scrubs that recording instead (``isReplaying``): the
///   screen shows the kept frame at or before the scrubbed instant — the transition as it
///   was drawn, its hierarchy included, although its views have since moved or left.
/// - The exploded view (``Key/explodedView``) draws the layer tree at ``displayTime``
///   spread along z by depth, under a perspective; drags turn it (yaw, pitch) instead of
///   reaching the application.
///
/// - Note: Segue addition; UIKit has no such mode (the Simulator has Slow Animations, Xcode
///   a view debugger). Live scrubbing covers the animations still attached when the pause
///   begins, and a transition driven by a paused percent-driven interaction shows one frame
///   throughout (its container's layer time is stopped; a finger moves it); a finished one
///   is replayed from its kept frames, which show only the instants frames were run at (in
///   slow motion, ten times as many). An endless animation (a spinner) keeps the recording
///   open, so its last ``replayFrameLimit`` frames are what a pause then replays, once it stops. Touches delivered during slow
///   motion carry media timestamps, so gestures measure ten times their real velocity.
@MainActor
public final class TransitionDebugger {
    /// What a key asks of the debugger.
    public enum Key: Sendable, Equatable {
        /// Slow motion on or off.
        case slowMotion
        /// Pause (and scrub) or resume.
        case pause
        /// The exploded 3-D view on or off.
        case explodedView
        /// While paused: one frame back or forward.
        case stepBackward, stepForward
        /// Leave the exploded view, else resume from a pause; otherwise not handled.
        case leave
    }

    /// How much slower media time runs in slow motion: 10, as the Simulator's.
    public static let slowMotionFactor: Double = 10

    /// The window whose layer tree is shown.
    public let window: UIWindow
    /// Whether slow motion is on.
    public private(set) var isSlowMotion = false
    /// Whether the application's time is paused.
    public private(set) var isPaused = false
    /// Whether the exploded 3-D view is shown.
    public private(set) var isExploded = false
    /// How the exploded view is laid out and turned (drags change its yaw and pitch).
    package var explodedOptions = CALayer._ExplodedViewOptions()
    /// The media time scrubbing covers while paused (nil when not paused); a single instant
    /// when nothing was animating.
    public private(set) var scrubInterval: ClosedRange<CFTimeInterval>?
    /// How far one arrow key moves the displayed instant, in seconds of media time.
    public var frameStep: CFTimeInterval = 1.0 / 60
    /// Whether something the debugger draws changed since it last drew.
    public internal(set) var needsDisplay = true

    /// The media time the last frame ran at, and the host instant it was given at.
    public private(set) var mediaTime: CFTimeInterval
    private var hostTime: Double
    private var scrubTime: CFTimeInterval?
    /// Draws the hint bar and the exploded view.
    var overlay: _DebugOverlay?

    /// One kept frame: the window's layer tree frozen at a media instant.
    struct ReplayFrame {
        let time: CFTimeInterval
        let tree: CALayer
    }
    /// The most frames a recording keeps (the latest): ten seconds at 60 Hz.
    public static let replayFrameLimit = 600
    /// The frames of the animations running now (recorded as they run).
    private var recording: [ReplayFrame] = []
    /// The frames of the last animations that finished (usually a transition).
    private(set) var replay: [ReplayFrame] = []
    /// Whether the pause scrubs the kept frames of the last finished transition (nothing was
    /// animating when it began) rather than live animations.
    public private(set) var isReplaying = false
    /// The media time the last finished transition's kept frames span (nil before one finished).
    public var replayInterval: ClosedRange<CFTimeInterval>? {
        guard let first = replay.first, let last = replay.last else { return nil }
        return first.time...last.time
    }
    /// How many frames of the last finished transition are kept.
    public var replayFrameCount: Int { replay.count }

    /// A debugger for `window`, whose media time and host time both read `time` now (the
    /// application's clock so far has run at the host's rate).
    public init(window: UIWindow, time: CFTimeInterval = CACurrentMediaTime()) {
        self.window = window
        mediaTime = time.isFinite ? time : 0
        hostTime = mediaTime
    }

    /// Media seconds per host second: 1, 1/10 in slow motion, 0 while paused.
    public var timeScale: Double { isPaused ? 0 : isSlowMotion ? 1 / Self.slowMotionFactor : 1 }

    /// The instant the screen shows: the scrubbed instant while paused, else the last frame's.
    public var displayTime: CFTimeInterval { scrubTime ?? mediaTime }

    /// Where scrubbing stands within ``scrubInterval``, 0…1 (nil when not paused or nothing to scrub).
    public var scrubFraction: Double? {
        guard let interval = scrubInterval, let scrubTime, interval.upperBound > interval.lowerBound else { return nil }
        return (scrubTime - interval.lowerBound) / (interval.upperBound - interval.lowerBound)
    }

    /// The media time of a frame at host instant `time` (a frame not earlier than the last).
    public func mediaTime(atHostTime time: Double) -> CFTimeInterval {
        guard time.isFinite, time > hostTime else { return mediaTime }
        return mediaTime + (time - hostTime) * timeScale
    }

    /// The host instant at which media time reaches `time` (nil while paused, or for a time
    /// that is not finite); a time already reached maps to the last frame's instant.
    public func hostTime(atMediaTime time: CFTimeInterval) -> Double? {
        guard !isPaused, time.isFinite else { return nil }
        return hostTime + max(0, time - mediaTime) / timeScale
    }

    /// What a frame at a host instant does.
    public struct Tick: Equatable, Sendable {
        /// The media time to set the application's clock to.
        public let mediaTime: CFTimeInterval
        /// Whether the application runs its frame (false while paused).
        public let runsApplication: Bool
    }

    /// Takes the host's next frame instant (earlier instants than the last are taken as the
    /// last): returns the frame's media time and whether the application runs it.
    @discardableResult
    public func tick(atHostTime time: Double) -> Tick {
        let media = mediaTime(atHostTime: time)
        if media != mediaTime { recordFrame() }
        if time.isFinite, time > hostTime { hostTime = time }
        if media != mediaTime { needsDisplay = true }
        mediaTime = media
        return Tick(mediaTime: media, runsApplication: !isPaused)
    }

    /// Handles a key pressed at host instant `time` (nil: at the last frame's); returns
    /// whether it was the debugger's (an unhandled ``Key/leave`` is the host's Escape).
    ///
    /// A host whose frames stop while nothing changes (the X11 host sleeps when idle, and
    /// while paused) passes the instant, so that the new rate — or the resumed clock — starts
    /// from then rather than from the last frame: resuming after a long pause does not jump
    /// ahead by the pause's length.
    @discardableResult
    public func press(_ key: Key, atHostTime time: Double? = nil) -> Bool {
        if let time { tick(atHostTime: time) }
        switch key {
        case .slowMotion:
            isSlowMotion.toggle()
        case .pause:
            isPaused ? resume() : pause()
        case .explodedView:
            isExploded.toggle()
        case .stepBackward, .stepForward:
            guard isPaused else { return false }
            scrub(by: key == .stepForward ? frameStep : -frameStep)
        case .leave:
            if isExploded {
                isExploded = false
            } else if isPaused {
                resume()
            } else {
                return false
            }
        }
        needsDisplay = true
        return true
    }

    /// Whether pointer drags belong to the debugger rather than the application: while paused
    /// or in the exploded view.
    public var capturesPointer: Bool { isPaused || isExploded }

    /// A pointer drag of `translation` points: turns the exploded view (0.01 radian per point;
    /// the pitch stays within ±80°), or, while paused, moves the displayed instant (the
    /// window's width spans the whole ``scrubInterval``). Non-finite drags are ignored.
    public func drag(by translation: CGVector) {
        guard translation.dx.isFinite, translation.dy.isFinite else { return }
        if isExploded {
            explodedOptions.yaw += translation.dx * 0.01
            explodedOptions.pitch = min(1.4, max(-1.4, explodedOptions.pitch - translation.dy * 0.01))
            needsDisplay = true
        } else if isPaused, let interval = scrubInterval, window.bounds.width > 0 {
            scrub(by: Double(translation.dx / window.bounds.width) * (interval.upperBound - interval.lowerBound))
        }
    }

    /// Moves the displayed instant to `fraction` (0…1, clamped) of ``scrubInterval`` while paused.
    public func scrub(toFraction fraction: Double) {
        guard isPaused, let interval = scrubInterval, fraction.isFinite else { return }
        scrubTime = interval.lowerBound + min(1, max(0, fraction)) * (interval.upperBound - interval.lowerBound)
        needsDisplay = true
    }

    private func scrub(by seconds: Double) {
        guard let interval = scrubInterval, let scrubTime else { return }
        self.scrubTime = min(interval.upperBound, max(interval.lowerBound, scrubTime + seconds))
        needsDisplay = true
    }

    /// Keeps the frame now on screen while animations run; once they are gone, makes the
    /// kept frames (and the end state after them) the replay.
    private func recordFrame() {
        guard !isPaused else { return }
        let animating = window.layer._animationInterval(now: mediaTime) != nil
        guard animating || !recording.isEmpty else { return }
        if recording.last?.time != mediaTime {
            recording.append(ReplayFrame(time: mediaTime, tree: window.layer._frozenCopy(atMediaTime: mediaTime)))
            if recording.count > Self.replayFrameLimit {
                recording.removeFirst(recording.count - Self.replayFrameLimit)
            }
        }
        guard !animating else { return }
        replay = recording
        recording = []
    }

    /// The kept frame shown at ``displayTime`` while replaying: the last one at or before it.
    var replayFrame: ReplayFrame? {
        guard isReplaying else { return nil }
        return replay.last { $0.time <= displayTime + 1e-9 } ?? replay.first
    }

    private func pause() {
        CATransaction.flush()  // animations added this turn take their begin time
        recordFrame()  // a host that slept since the last frame closes the recording here
        let animations = window.layer._animationInterval(now: mediaTime)
        if animations == nil, let interval = replayInterval, interval.upperBound > interval.lowerBound {
            scrubInterval = interval
            scrubTime = interval.upperBound
            isReplaying = true
            isPaused = true
            return
        }
        let lower = min(animations?.lowerBound ?? mediaTime, mediaTime)
        let upper = max(animations?.upperBound ?? mediaTime, mediaTime)
        scrubInterval = lower...upper
        scrubTime = mediaTime
        isPaused = true
    }

    /// Resumes from the instant of the pause (the host's clock goes on from its last frame).
    private func resume() {
        isPaused = false
        isReplaying = false
        scrubTime = nil
        scrubInterval = nil
    }
}
