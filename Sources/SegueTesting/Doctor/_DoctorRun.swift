import Foundation
import OpenUIKit

/// One run of one variant of a scenario under the doctor's eye: the scenario played by the
/// one ``ScenarioPlayer`` (with the variant's changes made through its hooks), every
/// transition watched through `_TransitionObservation`, and the checks made as things end.
@MainActor
final class _DoctorRun: _TransitionObserving {
    let demo: any TransitionDemo
    let scenario: DemoScenario
    let variant: TransitionDoctor.Variant
    let screenSize: CGSize
    /// The run being played (let go before the leak census, with the root it holds).
    var run: ScenarioRun?
    /// The run's host, once it started.
    var host: HeadlessHost?

    /// The frame on screen: 0 is the scenario's first (the start), as the player counts.
    var frame: Int { max(0, (run?.frameCount ?? 1) - 1) }
    /// Whether the setup is still running.
    var inSetup: Bool { run?.isInSetup ?? true }
    /// How the last action step acted (the cause of transitions that start after it).
    var cause = _WatchedTransition.Cause.other
    /// Whether a finger of a drag step is down.
    var dragging = false
    /// Where the last tap or drag acted (for the interrupting tap).
    var lastActionPoint: CGPoint?
    var transitions: [_WatchedTransition] = []
    var findings: [DoctorFinding] = []
    /// The states of views seen at rest when a transition started, to compare them with
    /// when they come back.
    var baselines: [ObjectIdentifier: (view: _Weak<UIView>, state: _ViewState)] = [:]
    var controllersSeen: [_Weak<UIViewController>] = []
    /// Controllers a finding already named as out of the window (the appearance check skips them).
    var flaggedControllers: Set<ObjectIdentifier> = []
    var reportsSeen = 0
    var reports: [(message: String, frame: Int?)] = []

    // Variant state.
    var interruption: (point: CGPoint, liftNext: Bool)?
    var interrupted = false
    /// The frame at which the interrupting tap went down.
    var interruptionFrame: Int?
    var resized = false
    var reversed = false

    init(_ demo: any TransitionDemo, _ scenario: DemoScenario, variant: TransitionDoctor.Variant, screenSize: CGSize) {
        self.demo = demo
        self.scenario = scenario
        self.variant = variant
        self.screenSize = screenSize
    }

    /// Plays the run and makes every check; returns its findings.
    func play() -> [DoctorFinding] {
        _ = begin()
        return conclude()
    }

    /// Plays the scenario (the variant of it) to its end under watch, and returns the
    /// finished run — for a test's own checks before ``conclude()`` — or nil when it could
    /// not be played (a finding says why).
    func begin() -> ScenarioRun? {
        _TransitionObservation.observer = self
        let animationsWereEnabled = UIView.areAnimationsEnabled
        defer { UIView.setAnimationsEnabled(animationsWereEnabled) }
        do {
            let run = try ScenarioPlayer(.init(screenSize: screenSize, scale: 1))
                .start(demo, playedScenario, hooks: hooks)
            bind(run)
            runEndChecks()
            if variant == .animationsDisabled { UIView.setAnimationsEnabled(false) }
            try run.finish()
            cause = .unknown  // what a test's check does to the host next is not a step
            return run
        } catch {
            add(
                .scenarioFailed, "The scenario could not be played to its end: \(error)",
                lesson: .understandRatherThanCopy)
            return nil
        }
    }

    /// Makes the end checks, stops watching, takes the demo down and makes the leak census;
    /// returns every finding.
    func conclude() -> [DoctorFinding] {
        finishRun()
        _TransitionObservation.observer = nil
        tearDown()
        return findings
    }

    /// The scenario as the variant plays it: twice, with the reverse transition between,
    /// when repeated.
    private var playedScenario: DemoScenario {
        guard variant == .repeated else { return scenario }
        let bringBack = ScenarioStep.perform { [unowned self] _ in
            if let last = transitions.last(where: { $0.startFrame != nil && $0.completed == true }) { reverse(last) }
        }
        return DemoScenario(
            scenario.name, setup: scenario.setup, scenario.steps + [.settle, bringBack, .settle] + scenario.steps)
    }

    /// Notes the run the player started (the hooks are its first news of it).
    private func bind(_ run: ScenarioRun) {
        guard self.run == nil else { return }
        self.run = run
        host = run.host
    }

    // MARK: The player's hooks

    /// The variant's way into the player: every frame ticks, every step notes its cause and
    /// is followed by the checks; a released-still drag plays its own way; settles wait for a
    /// transition that never completes until the framework has reported it, then go on.
    private var hooks: ScenarioPlayer.Hooks {
        var hooks = ScenarioPlayer.Hooks()
        hooks.afterEachFrame = { [unowned self] run in
            bind(run)
            tick()
        }
        hooks.beforeEachStep = { [unowned self] run, step in
            bind(run)
            noteCause(of: step)
        }
        hooks.playStep = { [unowned self] run, step in
            guard case .drag(let from, let to, let duration) = step, !run.isInSetup,
                case .releasedStill(let fraction) = variant, duration.isFinite, duration >= 0
            else { return false }
            try dragUntil(fraction, from: from, to: to, duration: duration, in: run)
            return true
        }
        hooks.afterEachStep = { [unowned self] _, step in
            switch step {
            case .drag, .touches:
                dragging = false
                checkDrivenByTheDrag()
            default:
                break
            }
            collectControllers()
            runEndChecks()
        }
        hooks.settleTimeout = { [unowned self] _ in
            let longest = transitions.filter { $0.completed == nil }.map(\.duration).max() ?? 0
            return max(8, longest + 6)
        }
        hooks.stillBusy = { _, _ in }  // what never ends is a finding of the end checks
        return hooks
    }

    /// How a step acts on the app: the cause of the transitions that start during it.
    private func noteCause(of step: ScenarioStep) {
        switch step {
        case .perform:
            cause = .code
        case .tap(let point):
            cause = .tap
            lastActionPoint = point
        case .drag(_, let to, _):
            cause = .drag
            lastActionPoint = to
            dragging = true
        case .touches(let script):
            cause = .drag
            lastActionPoint = script.fingers.first.map { $0.location(at: $0.duration) } ?? lastActionPoint
            dragging = true
        case .wait, .settle:
            break
        }
    }

    /// Runs frames until the application is idle, at most `timeout` seconds (for the
    /// teardown, outside the scenario).
    func settleQuietly(timeout: TimeInterval = 8) {
        guard let host else { return }
        UIApplication.shared.endCurrentTurn()
        let deadline = host.now + timeout
        while !UIApplication.shared._isIdle && host.now < deadline { host.runFrame() }
    }

    /// A drag along `from → to`, at its own speed frame by frame, that stops where the
    /// interactive transition it drives reaches `fraction` (or at twice its length), holds
    /// still for a quarter second, and lifts there without velocity.
    private func dragUntil(_ fraction: Double, from: CGPoint, to: CGPoint, duration: TimeInterval, in run: ScenarioRun)
        throws
    {
        let app = UIApplication.shared
        let steps = max(1, Int((duration * Double(run.host.framesPerSecond)).rounded()))
        let dx = (to.x - from.x) / CGFloat(steps)
        let dy = (to.y - from.y) / CGFloat(steps)
        app.queueTouch(.began, at: from, finger: 0)
        try run.runFrame()
        var point = from
        var caughtAt: CGFloat?
        for k in 1...(2 * steps) {
            point = CGPoint(x: from.x + dx * CGFloat(k), y: from.y + dy * CGFloat(k))
            app.queueTouch(.moved, at: point, finger: 0)
            try run.runFrame()
            guard let progress = interactiveProgress() else { continue }
            let start = caughtAt ?? progress
            caughtAt = start
            if Double(start) <= fraction ? Double(progress) >= fraction : Double(progress) <= fraction { break }
        }
        for _ in 0..<max(1, run.host.framesPerSecond / 4) {
            try run.runFrame()
        }
        app.queueTouch(.ended, at: point, finger: 0)
        try run.runFrame()
    }

    /// The progress of the interactive transition in flight, if one is.
    private func interactiveProgress() -> CGFloat? {
        for watched in transitions.reversed() where watched.completed == nil {
            guard let context = watched.context as? any UIViewControllerContextTransitioning, context.isInteractive
            else { continue }
            if let percentDriven = watched.interactor as? UIPercentDrivenInteractiveTransition {
                return percentDriven.percentComplete
            }
            return (context as? any UIViewControllerTransitionCoordinatorContext)?.percentComplete
        }
        return nil
    }

    /// Adds every controller now in the window's tree (children and presented controllers).
    func collectControllers() {
        func visit(_ controller: UIViewController?) {
            guard let controller else { return }
            if !controllersSeen.contains(where: { $0.object === controller }) {
                controllersSeen.append(_Weak(controller))
            }
            controller.children.forEach(visit)
            visit(controller.presentedViewController)
        }
        visit(host?.window.rootViewController)
    }
}

/// A weak reference.
@MainActor
final class _Weak<T: AnyObject> {
    weak var object: T?
    init(_ object: T) { self.object = object }
}
