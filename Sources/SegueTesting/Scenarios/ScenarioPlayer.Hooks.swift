import Foundation
import OpenUIKit

extension ScenarioPlayer {
    /// Code a ``ScenarioRun`` calls around its frames and steps: to watch every frame (setup
    /// frames included), act on the app between two frames (a second tap, a window resize),
    /// play a step in a way of one's own, or decide what happens when a settle runs out of
    /// patience. The transition doctor plays its variants of a scenario through these.
    ///
    /// Every hook gets the run; ``ScenarioRun/isInSetup`` tells setup from steps, and
    /// ``ScenarioRun/frameCount`` counts the frames captured so far. A hook that throws stops
    /// the run, and the error is rethrown by the player.
    ///
    /// ```swift
    /// var hooks = ScenarioPlayer.Hooks()
    /// hooks.afterEachFrame = { run in
    ///     if run.frameCount == 10 { run.host.resize(to: CGSize(width: 844, height: 390)) }
    /// }
    /// let run = try ScenarioPlayer().play(demo, scenario, hooks: hooks)
    /// ```
    @MainActor
    public struct Hooks {
        /// Called after every display refresh the run takes — setup and settling frames too —
        /// once the frame is counted (and recorded, and passed to `onFrame`) when it is
        /// captured; also after frame 0, which no refresh precedes. Input queued here
        /// (`HeadlessHost` touches) reaches the app at the next frame.
        public var afterEachFrame: ((ScenarioRun) throws -> Void)?
        /// Called before each step, setup steps too, before its frames.
        public var beforeEachStep: ((ScenarioRun, ScenarioStep) throws -> Void)?
        /// Plays a step in the hook's own way: returns true when it played the step — running
        /// its frames through ``ScenarioRun/runFrame()`` so that they are captured — and false
        /// to let the run play it as written. Called after ``beforeEachStep``.
        public var playStep: ((ScenarioRun, ScenarioStep) throws -> Bool)?
        /// Called after each step, setup steps too, once its frames have run.
        public var afterEachStep: ((ScenarioRun, ScenarioStep) throws -> Void)?
        /// The most media time, in seconds, the next settle may take (asked as each settle
        /// begins); nil: ``Settings/idleTimeout``.
        public var settleTimeout: ((ScenarioRun) -> TimeInterval)?
        /// Called when a settle gives up with the application still busy, with the reasons
        /// (`UIApplication.shared.busyReasons`): return to go on with the run as it is, or
        /// throw to stop it. Nil: the run stops with a ``PlaybackError``.
        public var stillBusy: ((ScenarioRun, [String]) throws -> Void)?

        /// No hooks: the run plays the scenario as written and fails when a settle times out.
        public init() {}
    }
}
