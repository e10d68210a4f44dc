import Foundation
import SegueTesting
import Testing

@testable import OpenUIKit
@testable import SegueGallery

/// The gallery tests' run of a scenario: the public ``TransitionDoctor`` plays it (as written)
/// through the one ``ScenarioPlayer`` and makes its checks — nothing UIKit would log, no
/// transition left unfinished or views left changed, appearance matching the window, no
/// work still running, no controller or view outliving the run (``HostLeftovers``) — and
/// the test's own checks of the end state run on the finished run. What only the gallery
/// can check is added here: its screens' logs of appearance callbacks form will/did pairs.
@MainActor
enum DemoChecks {
    /// Plays `scenario` of `demo` at 390 × 844 points, scale 1, under the transition doctor,
    /// and calls `check` with the finished run (end state; it may drive the host further);
    /// then checks the gallery screens' appearance logs, and expects the doctor's report to be
    /// clean. Returns the run's frame count and the index of the frame its last action began at.
    @discardableResult
    static func run(
        _ demo: any TransitionDemo, _ scenario: DemoScenario,
        sourceLocation: SourceLocation = #_sourceLocation,
        check: (ScenarioRun) throws -> Void = { _ in }
    ) rethrows -> (frames: Int, lastAction: Int) {
        var timing = (frames: 0, lastAction: 0)
        let context = "\(demo.name) \(scenario.name)"
        let report = try TransitionDoctor().examine(demo, scenario: scenario) { run in
            timing = (run.frameCount, run.lastActionFrame)
            try check(run)
            for controller in run.controllersSeen {
                checkBalanced(controller, in: context, sourceLocation: sourceLocation)
            }
        }
        #expect(report.isClean, "\(context): \(report)", sourceLocation: sourceLocation)
        return timing
    }

    /// Starts `demo` with nothing to play — its root installed and settled — and calls `check`
    /// with the run, which drives the host itself; then makes ``run(_:_:sourceLocation:check:)``'s
    /// checks.
    static func run(
        _ demo: any TransitionDemo, sourceLocation: SourceLocation = #_sourceLocation,
        check: (ScenarioRun) throws -> Void
    ) rethrows {
        try run(demo, DemoScenario("no steps", []), sourceLocation: sourceLocation, check: check)
    }

    /// Checks that a gallery screen's appearance callbacks form will/did pairs (a cancelled
    /// transition may turn a will-appear into a disappearance or back), and that it ends
    /// appeared exactly when its view is in the window (``AppearanceBalance``).
    static func checkBalanced(_ controller: UIViewController, in context: String, sourceLocation: SourceLocation) {
        guard let screen = controller as? _GalleryViewController else { return }
        let balance = AppearanceBalance(name: String(describing: type(of: controller)), callbacks: screen.appearanceLog)
        if let problem = balance.idleProblem(viewInWindow: screen.viewIfLoaded?.window != nil) {
            Issue.record("\(context): \(problem)", sourceLocation: sourceLocation)
        }
    }

    /// A scenario name as a file name: lowercase words joined by dashes.
    static func slug(_ name: String) -> String {
        name.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
    }
}
