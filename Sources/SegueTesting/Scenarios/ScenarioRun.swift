import Foundation
import OpenUIKit

/// One play of a demo's scenario by a ``ScenarioPlayer``: the host it runs on, the demo's
/// root controller, and what the run has taken so far.
///
/// ``ScenarioPlayer/play(_:_:recording:hooks:onFrame:)`` returns a finished run;
/// ``ScenarioPlayer/start(_:_:recording:hooks:onFrame:)`` one to step through.
/// ``ScenarioPlayer/Hooks`` see every frame and step of it as it is played.
@MainActor
public final class ScenarioRun {
    /// The host the scenario runs on (its window, clock and ``HeadlessHost/reports``).
    public let host: HeadlessHost
    /// The demo's root controller, the window's root.
    public let root: UIViewController
    /// The scenario played.
    public let scenario: DemoScenario
    /// Frames captured so far (frame 0 is the start).
    public private(set) var frameCount = 0
    /// The index of the frame on screen when the scenario's last action (`.perform`, `.tap`
    /// or `.drag` among its steps, not its setup) began; 0 before any.
    public private(set) var lastActionFrame = 0
    /// Every frame, when the run records; nil otherwise.
    public private(set) var recording: TransitionRecording?
    /// The index of the next step to run; `scenario.steps.count` once all have run.
    public private(set) var nextStep = 0
    /// Whether ``finish()`` has run.
    public private(set) var isFinished = false
    /// Whether the run is still bringing the demo to its starting screen (installing the
    /// root, playing the setup, settling): true until frame 0 is taken. Setup frames are not
    /// captured.
    public private(set) var isInSetup = true

    /// The controllers seen in the window's tree (children and presented controllers) after
    /// any step that are still alive: they are held weakly, so a test can check that none
    /// outlives the run.
    public var controllersSeen: [UIViewController] { seen.compactMap(\.controller) }

    private struct WeakController {
        weak var controller: UIViewController?
    }
    private var seen: [WeakController] = []
    private let settings: ScenarioPlayer.Settings
    private let context: String
    private let onFrame: ((Int, ScenarioRun) throws -> Void)?
    private let hooks: ScenarioPlayer.Hooks
    private var rendered: (index: Int, image: CGImage)?

    init(
        demo: any TransitionDemo, scenario: DemoScenario, settings: ScenarioPlayer.Settings, context: String,
        recording: Bool, hooks: ScenarioPlayer.Hooks, onFrame: ((Int, ScenarioRun) throws -> Void)?
    ) {
        host = HeadlessHost(
            screenSize: settings.screenSize, scale: settings.scale, framesPerSecond: settings.framesPerSecond)
        if settings.userInterfaceStyle != .light { host.userInterfaceStyle = settings.userInterfaceStyle }
        host.drawsStatusBar = settings.drawsStatusBar
        root = demo.makeRootViewController()
        self.scenario = scenario
        self.settings = settings
        self.context = context
        self.onFrame = onFrame
        self.hooks = hooks
        if recording {
            self.recording = TransitionRecording(
                frames: [], framesPerSecond: settings.framesPerSecond, scale: settings.scale)
        }
    }

    /// What the screen shows at the current frame, drawn as ``HeadlessHost/render()`` draws
    /// it (a frame asked for twice is drawn once).
    public func renderFrame() -> CGImage {
        let index = frameCount - 1
        if let rendered, rendered.index == index { return rendered.image }
        let image = host.render()
        rendered = (index, image)
        return image
    }

    /// Rules 1 and 2: installs the root, runs the setup, settles, takes frame 0.
    func begin() throws {
        host.window.rootViewController = root
        try settle(capturing: false)
        for (number, step) in scenario.setup.enumerated() {
            try run(step, number: number, setup: true)
        }
        try settle(capturing: false)
        collect()
        UIApplication.shared.endCurrentTurn()
        isInSetup = false
        try frame()
    }

    /// Runs the next step (rule 3), capturing the frames it takes; returns false when every
    /// step has run already.
    @discardableResult
    public func runNextStep() throws -> Bool {
        guard nextStep < scenario.steps.count else { return false }
        let number = nextStep
        nextStep += 1
        let step = scenario.steps[number]
        if step.isAction { lastActionFrame = frameCount - 1 }
        try run(step, number: number, setup: false)
        collect()
        return true
    }

    /// Runs the remaining steps, then frames until the application is idle (rule 4). Calling
    /// it again does nothing.
    public func finish() throws {
        guard !isFinished else { return }
        while try runNextStep() {}
        try settle(capturing: true)
        collect()
        isFinished = true
    }

    /// Runs one display refresh of the host, then takes its frame — counted, recorded and
    /// handed to `onFrame` and the hooks, as every frame of a step — or, during the setup,
    /// hands it to ``ScenarioPlayer/Hooks/afterEachFrame`` only.
    ///
    /// For a ``ScenarioPlayer/Hooks/playStep`` hook that plays a step its own way (queueing
    /// touches with `UIApplication`'s input, or acting between frames).
    public func runFrame() throws {
        host.runFrame()
        try tookFrame()
    }

    /// After a refresh: a captured frame, or a setup frame for the hooks.
    private func tookFrame() throws {
        if isInSetup { try hooks.afterEachFrame?(self) } else { try frame() }
    }

    /// Takes a frame: counts it, records it, hands it to `onFrame` and the hooks.
    private func frame() throws {
        // Let go of the last frame's image, so that the renderer can draw into its storage
        // again (an image still held is copied on write: a fresh bitmap every frame).
        rendered = nil
        frameCount += 1
        if recording != nil {
            recording?.frames.append(TransitionRecording.Frame(image: renderFrame(), time: host.now))
        }
        try onFrame?(frameCount - 1, self)
        try hooks.afterEachFrame?(self)
    }

    /// Runs one step through the host's frame-by-frame input, capturing its frames unless it
    /// is a setup step.
    private func run(_ step: ScenarioStep, number: Int, setup: Bool) throws {
        try hooks.beforeEachStep?(self, step)
        if try hooks.playStep?(self, step) != true {
            try play(step, number: number, setup: setup)
        }
        try hooks.afterEachStep?(self, step)
    }

    /// Plays one step as written.
    private func play(_ step: ScenarioStep, number: Int, setup: Bool) throws {
        let where_ = setup ? "\(context) (setup)" : context
        let afterEachFrame: () throws -> Void = { try self.tookFrame() }
        switch step {
        case .perform(let body):
            body(root)
        case .tap(let point):
            try host.tap(at: point, afterEachFrame: afterEachFrame)
        case .drag(let from, let to, let duration):
            guard duration.isFinite, duration >= 0 else {
                throw PlaybackError(
                    "\(where_): step \(number + 1) drags for \(duration) s; expected a finite time of at least 0")
            }
            try host.drag(from: from, to: to, duration: duration, afterEachFrame: afterEachFrame)
        case .touches(let script):
            try host.perform(script, afterEachFrame: afterEachFrame)
        case .wait(let seconds):
            guard seconds.isFinite, seconds >= 0 else {
                throw PlaybackError(
                    "\(where_): step \(number + 1) waits for \(seconds) s; expected a finite time of at least 0")
            }
            try host.advance(by: seconds, afterEachFrame: afterEachFrame)
        case .settle:
            try settle(capturing: !setup)
        }
    }

    /// Runs display refreshes (each captured when `capturing`, else handed to the hooks as a
    /// setup frame) until the application is idle.
    private func settle(capturing: Bool) throws {
        UIApplication.shared.endCurrentTurn()
        let timeout = hooks.settleTimeout?(self) ?? settings.idleTimeout
        let deadline = host.now + (timeout.isFinite ? max(0, timeout) : settings.idleTimeout)
        while true {
            if UIApplication.shared._isIdle { return }
            if host.now >= deadline - 1e-9 {
                let reasons = UIApplication.shared.busyReasons
                if let stillBusy = hooks.stillBusy { return try stillBusy(self, reasons) }
                throw PlaybackError(
                    """
                    \(context): still busy after \(String(format: "%g", timeout)) s of media time \
                    (\(reasons.joined(separator: "; ")))
                    """)
            }
            host.runFrame()
            if capturing { try frame() } else { try hooks.afterEachFrame?(self) }
        }
    }

    /// Adds every controller now in the window's tree (children and presented controllers).
    private func collect() {
        var visited: [ObjectIdentifier] = []
        func visit(_ controller: UIViewController?) {
            guard let controller, !visited.contains(ObjectIdentifier(controller)) else { return }
            visited.append(ObjectIdentifier(controller))
            if !seen.contains(where: { $0.controller === controller }) {
                seen.append(WeakController(controller: controller))
            }
            controller.children.forEach(visit)
            visit(controller.presentedViewController)
        }
        visit(host.window.rootViewController)
    }
}
