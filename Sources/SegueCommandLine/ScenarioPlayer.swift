import Foundation
import OpenUIKit
import SegueGallery
import SegueTesting

/// Plays a demo's scenario headlessly on the manual clock and hands over its frames.
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
@MainActor
struct ScenarioPlayer {
    /// The screen and frame rate.
    let settings: RenderSettings
    /// Where rendering time is added up, if anywhere.
    var statistics: RenderStatistics?

    /// Plays `scenario` on a fresh root of `demo`, calling `capture` with each frame's image
    /// and index in order; returns the number of frames. Without `capture`, nothing is
    /// rendered and the frames are only counted. Frames are drawn as ``HeadlessHost/render()``
    /// draws them (by a ``_FrameRenderer``, which keeps its bitmap between frames).
    ///
    /// Throws a ``CommandFailure`` when a step is malformed or the application is still
    /// busy after ``RenderSettings/idleTimeout`` seconds of media time.
    func play(_ demo: any TransitionDemo, _ scenario: DemoScenario, capture: ((CGImage, Int) throws -> Void)?) throws -> Int {
        let host = HeadlessHost(screenSize: settings.size, scale: settings.scale, framesPerSecond: settings.framesPerSecond)
        let root = demo.makeRootViewController()
        host.window.rootViewController = root
        let context = "demo '\(demo.name)', scenario '\(scenario.name)'"
        try settle(host, context: context, afterEachFrame: {})
        for (number, action) in scenario.setup.enumerated() {
            try run(action, number: number, in: host, root: root, context: context + " (setup)", afterEachFrame: {})
        }
        try settle(host, context: context, afterEachFrame: {})
        let renderer = capture == nil ? nil : _FrameRenderer(host: host)
        var count = 0
        func frame() throws {
            if let capture, let renderer {
                let image = statistics?.measure(\.rendering) { renderer.render() } ?? renderer.render()
                guard let image else { throw CommandFailure("\(context): could not render frame \(count)") }
                try capture(image, count)
            }
            count += 1
        }
        UIApplication.shared.endCurrentTurn()
        try frame()
        for (number, action) in scenario.steps.enumerated() {
            try run(action, number: number, in: host, root: root, context: context, afterEachFrame: frame)
        }
        try settle(host, context: context, afterEachFrame: frame)
        return count
    }

    /// Runs one step through the host's frame-by-frame input (``HeadlessHost/tap(at:afterEachFrame:)``,
    /// ``HeadlessHost/drag(from:to:duration:afterEachFrame:)``, ``HeadlessHost/advance(by:afterEachFrame:)``),
    /// calling `afterEachFrame` after every display refresh it takes.
    private func run(_ action: ScenarioStep, number: Int, in host: HeadlessHost, root: UIViewController, context: String,
                     afterEachFrame: () throws -> Void) throws {
        switch action {
        case .perform(let body):
            body(root)
        case .tap(let point):
            try host.tap(at: point, afterEachFrame: afterEachFrame)
        case .drag(let from, let to, let duration):
            guard duration.isFinite, duration >= 0 else {
                throw CommandFailure("\(context): step \(number + 1) drags for \(duration) s; expected a finite time of at least 0")
            }
            try host.drag(from: from, to: to, duration: duration, afterEachFrame: afterEachFrame)
        case .wait(let seconds):
            guard seconds.isFinite, seconds >= 0 else {
                throw CommandFailure("\(context): step \(number + 1) waits for \(seconds) s; expected a finite time of at least 0")
            }
            try host.advance(by: seconds, afterEachFrame: afterEachFrame)
        case .settle:
            try settle(host, context: context, afterEachFrame: afterEachFrame)
        }
    }

    /// Runs display refreshes (each followed by `afterEachFrame`) until the application is idle.
    private func settle(_ host: HeadlessHost, context: String, afterEachFrame: () throws -> Void) throws {
        UIApplication.shared.endCurrentTurn()
        let deadline = host.now + settings.idleTimeout
        while true {
            let reasons = UIApplication.shared.busyReasons
            if reasons.isEmpty { return }
            if host.now >= deadline - 1e-9 {
                throw CommandFailure("""
                    \(context): still busy after \(formatSignificant(settings.idleTimeout)) s of media time \
                    (\(reasons.joined(separator: "; ")))
                    """)
            }
            host.runFrame()
            try afterEachFrame()
        }
    }
}
