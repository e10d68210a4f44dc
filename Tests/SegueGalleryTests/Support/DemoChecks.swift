import Foundation
@testable import SegueGallery
import SegueTesting
import TestSupport
import Testing

/// What every scenario of every demo must satisfy, and its key frames against goldens.
@MainActor
enum DemoChecks {
    /// The largest channel difference a key frame may have from its golden (out of 255):
    /// room for rounding differences between machines, far below any visible change.
    static let tolerance = 3

    /// Runs `scenario` of `demo` at 390 × 844 points, scale 1; checks that nothing was
    /// reported and that every screen's appearance callbacks balanced, then calls `check` with
    /// the runner (end state) and finally checks that no controller outlives the run. Returns
    /// the frames the scenario took and the frame its last action began at.
    @discardableResult
    static func run(_ demo: any TransitionDemo, _ scenario: DemoScenario,
                    sourceLocation: SourceLocation = #_sourceLocation,
                    check: (ScenarioRunner) -> Void) -> (frames: Int, lastAction: Int) {
        var seen: [Weak<UIViewController>] = []
        var timing = (frames: 0, lastAction: 0)
        do {
            let runner = ScenarioRunner(demo)
            runner.run(scenario.allSteps)
            #expect(runner.host.reports.isEmpty, "\(demo.name) \(scenario.name): \(runner.host.reports)", sourceLocation: sourceLocation)
            #expect(UIApplication.shared.busyReasons.isEmpty, "\(demo.name) \(scenario.name) settled", sourceLocation: sourceLocation)
            for controller in runner.controllersSeen.compactMap(\.object) {
                checkBalanced(controller, in: "\(demo.name) \(scenario.name)", sourceLocation: sourceLocation)
            }
            check(runner)
            seen = runner.controllersSeen
            timing = (runner.frames, runner.lastActionFrame)
            // Detach the demo from the window: every touch leaks its window (a framework bug,
            // see TouchRetainCycleTests), which must not count against the demo.
            runner.host.window.rootViewController = nil
            runner.host.runUntilIdle()
        }
        // A new host resets the application (windows, engine, main queue): whatever the demo's
        // controllers still hold on to after that is a leak.
        _ = HeadlessHost(screenSize: CGSize(width: 10, height: 10))
        let leaked = seen.compactMap(\.object).map { String(describing: type(of: $0)) }
        #expect(leaked.isEmpty, "\(demo.name) \(scenario.name): controllers leaked: \(leaked)", sourceLocation: sourceLocation)
        return timing
    }

    /// Checks that a gallery screen's appearance callbacks form will/did pairs (a cancelled
    /// transition may turn a will-appear into a disappearance or back), and that it ends
    /// appeared exactly when its view is in the window.
    static func checkBalanced(_ controller: UIViewController, in context: String, sourceLocation: SourceLocation) {
        guard let screen = controller as? _GalleryViewController else { return }
        enum State { case hidden, appearing, visible, disappearing }
        var state = State.hidden
        let name = String(describing: type(of: controller))
        for event in screen.appearanceLog {
            let kind = event.split(separator: "(").first.map(String.init) ?? event
            switch (state, kind) {
            case (.hidden, "willAppear"), (.disappearing, "willAppear"): state = .appearing
            case (.appearing, "didAppear"): state = .visible
            case (.visible, "willDisappear"), (.appearing, "willDisappear"): state = .disappearing
            case (.disappearing, "didDisappear"): state = .hidden
            default:
                Issue.record("\(context): \(name) got \(event) while \(state): \(screen.appearanceLog)", sourceLocation: sourceLocation)
                return
            }
        }
        let inWindow = screen.viewIfLoaded?.window != nil
        #expect(state == (inWindow ? .visible : .hidden),
                "\(context): \(name) ends \(state) with its view \(inWindow ? "in" : "out of") the window: \(screen.appearanceLog)",
                sourceLocation: sourceLocation)
    }

    /// Renders the scenario's key frames at half scale (195 × 422 pixels) — just before its
    /// last action, half-way from there to the end, and at the end — and compares them with
    /// the goldens `<demo>.<scenario>.<start|middle|end>.png`.
    static func expectKeyFrames(_ demo: any TransitionDemo, _ scenario: DemoScenario, frames: Int, lastAction: Int,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let middle = lastAction + (frames - lastAction) / 2
        var images: [String: CGImage] = [:]
        let runner = ScenarioRunner(demo, scale: 0.5) { runner in
            if runner.frames == middle { images["middle"] = runner.host.render() }
        }
        // The start: the frame before the last action.
        var steps = scenario.allSteps
        let lastActionIndex = steps.lastIndex { if case .settle = $0 { false } else if case .wait = $0 { false } else { true } } ?? 0
        let tail = Array(steps[lastActionIndex...])
        steps.removeSubrange(lastActionIndex...)
        runner.run(steps)
        images["start"] = runner.host.render()
        runner.run(tail)
        images["end"] = runner.host.render()
        #expect(runner.frames == frames, "the frame-by-frame run took as many frames", sourceLocation: sourceLocation)
        ContactSheet.save(["start", "middle", "end"].compactMap { images[$0] },
                          as: "\(demo.name).\(slug(scenario.name)).keyframes")
        for key in ["start", "middle", "end"] {
            guard let image = images[key] else {
                Issue.record("no \(key) frame rendered", sourceLocation: sourceLocation)
                continue
            }
            expectImage(image, matchesGolden: "\(demo.name).\(slug(scenario.name)).\(key)", in: galleryGoldens,
                        tolerance: tolerance, sourceLocation: sourceLocation)
        }
    }

    /// A scenario name as a file name: lowercase words joined by dashes.
    static func slug(_ name: String) -> String {
        name.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
    }
}
