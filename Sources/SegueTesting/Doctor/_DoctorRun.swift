import Foundation
import OpenUIKit

/// One run of one variant of a scenario under the doctor's eye: a fresh host and root, the
/// setup and steps played frame by frame (with the variant's changes), every transition
/// watched through `_TransitionObservation`, and the checks made as things end.
@MainActor
final class _DoctorRun: _TransitionObserving {
    let demo: any TransitionDemo
    let scenario: DemoScenario
    let variant: TransitionDoctor.Variant
    let host: HeadlessHost
    /// The demo's root controller (released before the leak check).
    var root: UIViewController?

    /// Frames run since the scenario's steps began (0 while the setup runs).
    var frame = 0
    var inSetup = true
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
        host = HeadlessHost(screenSize: screenSize, scale: 1)
        root = demo.makeRootViewController()
    }

    /// Plays the run and makes every check; returns its findings.
    func play() -> [DoctorFinding] {
        _TransitionObservation.observer = self
        defer { _TransitionObservation.observer = nil }
        host.window.rootViewController = root
        collectControllers()
        settle()
        run(scenario.setup)
        settle()
        inSetup = false
        frame = 0
        let animationsWereEnabled = UIView.areAnimationsEnabled
        if variant == .animationsDisabled { UIView.setAnimationsEnabled(false) }
        run(scenario.steps)
        settle()
        if variant == .repeated {
            if let last = transitions.last(where: { $0.startFrame != nil && $0.completed == true }) { reverse(last) }
            settle()
            run(scenario.steps)
            settle()
        }
        UIView.setAnimationsEnabled(animationsWereEnabled)
        finishRun()
        _TransitionObservation.observer = nil
        tearDown()
        return findings
    }

    // MARK: Steps

    func run(_ steps: [ScenarioStep]) {
        for step in steps {
            switch step {
            case .perform(let body):
                cause = .code
                if let root { body(root) }
            case .tap(let point):
                cause = .tap
                lastActionPoint = point
                host.tap(at: point, afterEachFrame: tick)
            case .drag(let from, let to, let duration):
                cause = .drag
                lastActionPoint = to
                dragging = true
                if case .releasedStill(let fraction) = variant {
                    dragUntil(fraction, from: from, to: to, duration: duration)
                } else {
                    host.drag(from: from, to: to, duration: max(0, duration.isFinite ? duration : 0), afterEachFrame: tick)
                }
                dragging = false
                checkDrivenByTheDrag()
            case .touches(let script):
                cause = .drag
                lastActionPoint = script.fingers.first.map { $0.location(at: $0.duration) } ?? lastActionPoint
                dragging = true
                host.perform(script, afterEachFrame: tick)
                dragging = false
                checkDrivenByTheDrag()
            case .wait(let seconds):
                host.advance(by: max(0, seconds.isFinite ? seconds : 0), afterEachFrame: tick)
            case .settle:
                settle()
            }
            collectControllers()
            runEndChecks()
        }
    }

    /// Runs frames until the application is idle, or until a transition that never completes
    /// has been reported by the framework (its duration plus 6 s).
    func settle() {
        UIApplication.shared.endCurrentTurn()
        let longest = transitions.filter { $0.completed == nil }.map(\.duration).max() ?? 0
        let deadline = host.now + max(8, longest + 6)
        while !UIApplication.shared.busyReasons.isEmpty && host.now < deadline {
            host.runFrame()
            tick()
        }
        runEndChecks()
    }

    /// A drag along `from → to`, at its own speed frame by frame, that stops where the
    /// interactive transition it drives reaches `fraction` (or at twice its length), holds
    /// still for a quarter second, and lifts there without velocity.
    private func dragUntil(_ fraction: Double, from: CGPoint, to: CGPoint, duration: TimeInterval) {
        let app = UIApplication.shared
        let steps = max(1, Int((max(0, duration.isFinite ? duration : 0) * Double(host.framesPerSecond)).rounded()))
        let dx = (to.x - from.x) / CGFloat(steps), dy = (to.y - from.y) / CGFloat(steps)
        app.queueTouch(.began, at: from, finger: 0)
        host.runFrame()
        tick()
        var point = from
        var caughtAt: CGFloat?
        for k in 1...(2 * steps) {
            point = CGPoint(x: from.x + dx * CGFloat(k), y: from.y + dy * CGFloat(k))
            app.queueTouch(.moved, at: point, finger: 0)
            host.runFrame()
            tick()
            guard let progress = interactiveProgress() else { continue }
            let start = caughtAt ?? progress
            caughtAt = start
            if Double(start) <= fraction ? Double(progress) >= fraction : Double(progress) <= fraction { break }
        }
        for _ in 0..<max(1, host.framesPerSecond / 4) {
            host.runFrame()
            tick()
        }
        app.queueTouch(.ended, at: point, finger: 0)
        host.runFrame()
        tick()
    }

    /// The progress of the interactive transition in flight, if one is.
    private func interactiveProgress() -> CGFloat? {
        for watched in transitions.reversed() where watched.completed == nil {
            guard let context = watched.context as? any UIViewControllerContextTransitioning, context.isInteractive else { continue }
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
            if !controllersSeen.contains(where: { $0.object === controller }) { controllersSeen.append(_Weak(controller)) }
            controller.children.forEach(visit)
            visit(controller.presentedViewController)
        }
        visit(host.window.rootViewController)
    }
}

/// A weak reference.
@MainActor
final class _Weak<T: AnyObject> {
    weak var object: T?
    init(_ object: T) { self.object = object }
}
