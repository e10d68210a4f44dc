import Foundation
import OpenUIKit

/// Plays a demo's scenario headlessly on the manual clock, frame by frame: the one player
/// behind `segue render`, `segue gallery`, the gallery's tests and a user's own tests.
///
/// Which frames a scenario gives (the frame-capture rules, also in `segue render --help`):
///
/// 1. A fresh ``HeadlessHost`` (the settings' size, scale and frame rate; the clock at 0)
///    gets a fresh root controller from the demo as its window's root, and runs until the
///    application is idle; then the scenario's setup steps run, and again until idle. None
///    of these frames is captured; the clock is now at a refresh instant t0 (0 when neither
///    starts an animation).
/// 2. Frame 0 is rendered at t0, after committing, before the first step: the start.
/// 3. The steps run in order. `.perform` runs its code at the current instant and takes no
///    frame. `.tap` takes 2 frames (down, up) and `.drag` n + 1 frames with
///    n = max(1, round(duration × fps)), exactly as ``HeadlessHost/tap(at:)`` and
///    ``HeadlessHost/drag(from:to:duration:)`` run them. `.wait(t)` takes the frames whose
///    refresh instants fall within t and leaves the clock at t later, as
///    ``HeadlessHost/advance(by:)``. `.settle` runs frames until the application is idle.
/// 4. After the last step, frames run until the application is idle (no animation, property
///    animator, transition, main-queue work or input left); the first idle frame is the last
///    one captured (none is added when the application is idle already).
///
/// Every frame after frame 0 is rendered right after the display refresh that produced it,
/// at its refresh instant, so frame k shows the screen at t0 + k / fps and a scenario of
/// N + 1 frames lasts N / fps seconds.
///
/// ```swift
/// let run = try ScenarioPlayer().play(FadePushDemo(), FadePushDemo().scenarios[0], recording: true)
/// try run.recording?.writeAPNG(to: "push.png")
/// #expect(run.host.reports.isEmpty)
/// ```
@MainActor
public struct ScenarioPlayer {
    /// The screen, frame rate and patience a scenario is played with.
    public struct Settings: Sendable, Equatable {
        /// The screen's size in points.
        public var screenSize: CGSize
        /// Pixels per point of rendered frames.
        public var scale: CGFloat
        /// The display's refresh rate, 1...240 frames per second.
        public var framesPerSecond: Int
        /// The most media time, in seconds, a settle may take before the run fails.
        public var idleTimeout: TimeInterval
        /// The system appearance the host simulates (`HeadlessHost.userInterfaceStyle`); light by default.
        public var userInterfaceStyle: UIUserInterfaceStyle
        /// Whether frames show the status bar (``HeadlessHost/drawsStatusBar``); false by default.
        public var drawsStatusBar = false

        /// Settings for a `screenSize` screen (an iPhone's 390 × 844 points by default) at
        /// `scale`, refreshed `framesPerSecond` times a second, allowing `idleTimeout` seconds
        /// of media time to settle.
        public init(
            screenSize: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
            framesPerSecond: Int = 60, idleTimeout: TimeInterval = 120,
            userInterfaceStyle: UIUserInterfaceStyle = .light
        ) {
            self.screenSize = screenSize
            self.scale = scale
            self.framesPerSecond = framesPerSecond
            self.idleTimeout = idleTimeout
            self.userInterfaceStyle = userInterfaceStyle
        }

        /// A one-line description of what is wrong with the settings, or nil.
        var problem: String? {
            let size = screenSize
            if !(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0) {
                return "the screen size must be finite and greater than 0, not \(size.width) × \(size.height) points"
            }
            if !(scale.isFinite && scale > 0) { return "the scale must be finite and greater than 0, not \(scale)" }
            if !(1...240).contains(framesPerSecond) {
                return "the frame rate must be within 1...240, not \(framesPerSecond)"
            }
            if !(idleTimeout.isFinite && idleTimeout >= 0) {
                return "the idle timeout must be a finite time of at least 0, not \(idleTimeout)"
            }
            return nil
        }
    }

    /// The screen, frame rate and patience.
    public var settings: Settings

    /// A player with `settings`.
    public init(_ settings: Settings = Settings()) {
        self.settings = settings
    }

    /// Plays `scenario` on a fresh root of `demo` and returns the finished run: its host and
    /// root (for checking the end state), frame count, the frame where the last action began,
    /// the controllers seen, and — when `recording` is true — every frame rendered into a
    /// ``TransitionRecording``.
    ///
    /// `onFrame` is called after each captured frame with its index and the run (whose
    /// ``ScenarioRun/renderFrame()`` draws it); an error it throws stops the run and is
    /// rethrown. `hooks` watch every frame and step, or change how steps are played (see
    /// ``Hooks``). The player's own failures — a malformed step, the application still busy
    /// after ``Settings/idleTimeout``, bad settings — are ``PlaybackError``s naming the demo
    /// and scenario.
    @discardableResult
    public func play(
        _ demo: any TransitionDemo, _ scenario: DemoScenario, recording: Bool = false, hooks: Hooks = Hooks(),
        onFrame: ((Int, ScenarioRun) throws -> Void)? = nil
    ) throws -> ScenarioRun {
        let run = try start(demo, scenario, recording: recording, hooks: hooks, onFrame: onFrame)
        try run.finish()
        return run
    }

    /// Starts `scenario` on a fresh root of `demo` — rules 1 and 2: the root installed, the
    /// setup run, everything settled, frame 0 taken — and returns the run, for a test to
    /// step through (``ScenarioRun/runNextStep()``), act on the host between steps, and
    /// ``ScenarioRun/finish()``.
    public func start(
        _ demo: any TransitionDemo, _ scenario: DemoScenario, recording: Bool = false, hooks: Hooks = Hooks(),
        onFrame: ((Int, ScenarioRun) throws -> Void)? = nil
    ) throws -> ScenarioRun {
        let context = "demo '\(demo.name)', scenario '\(scenario.name)'"
        if let problem = settings.problem { throw PlaybackError("\(context): \(problem)") }
        let run = ScenarioRun(
            demo: demo, scenario: scenario, settings: settings, context: context,
            recording: recording, hooks: hooks, onFrame: onFrame)
        try run.begin()
        return run
    }
}
