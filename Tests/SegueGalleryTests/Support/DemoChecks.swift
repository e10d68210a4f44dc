import Foundation
@testable import OpenUIKit
@testable import SegueGallery
import SegueTesting
import TestSupport
import Testing

/// What every scenario of every demo must satisfy, checked on a run of the public
/// ``ScenarioPlayer``: nothing reported, the application idle, appearance callbacks balanced,
/// no controller outliving the run.
///
/// (Test helpers for now: the transition doctor is becoming the public form of these checks.)
@MainActor
enum DemoChecks {
    /// Plays `scenario` of `demo` at 390 × 844 points, scale 1, and calls `check` with the
    /// finished run (end state; it may drive the host further); then checks that nothing was
    /// reported, that the application is idle and that every screen's appearance callbacks
    /// balanced, and finally, after tearing the demo down, that no controller outlives the
    /// run. Returns the run's frame count and the index of the frame its last action began at.
    @discardableResult
    static func run(_ demo: any TransitionDemo, _ scenario: DemoScenario,
                    sourceLocation: SourceLocation = #_sourceLocation,
                    check: (ScenarioRun) throws -> Void = { _ in }) rethrows -> (frames: Int, lastAction: Int) {
        var seen: [WeakController] = []
        var timing = (frames: 0, lastAction: 0)
        do {
            let run: ScenarioRun
            do {
                run = try ScenarioPlayer().play(demo, scenario)
            } catch {
                Issue.record("\(demo.name) \(scenario.name): \(error)", sourceLocation: sourceLocation)
                return timing
            }
            try check(run)
            let context = "\(demo.name) \(scenario.name)"
            #expect(run.host.reports.isEmpty, "\(context): \(run.host.reports)", sourceLocation: sourceLocation)
            #expect(UIApplication.shared.busyReasons.isEmpty, "\(context) settled", sourceLocation: sourceLocation)
            for controller in run.controllersSeen {
                checkBalanced(controller, in: context, sourceLocation: sourceLocation)
                checkSettledAppearance(controller, in: context, sourceLocation: sourceLocation)
            }
            seen = run.controllersSeen.map(WeakController.init)
            timing = (run.frameCount, run.lastActionFrame)
            tearDown(run)
        }
        // A new host resets the application (windows, engine, main queue): whatever the demo's
        // controllers still hold on to after that is a leak.
        _ = HeadlessHost(screenSize: CGSize(width: 10, height: 10))
        let leaked = seen.compactMap(\.controller).map { String(describing: type(of: $0)) }
        #expect(leaked.isEmpty, "\(demo.name) \(scenario.name): controllers leaked: \(leaked)", sourceLocation: sourceLocation)
        return timing
    }

    /// Starts `demo` with nothing to play — its root installed and settled — and calls `check`
    /// with the run, which drives the host itself; then makes ``run(_:_:sourceLocation:check:)``'s
    /// checks.
    static func run(_ demo: any TransitionDemo, sourceLocation: SourceLocation = #_sourceLocation,
                    check: (ScenarioRun) throws -> Void) rethrows {
        try run(demo, DemoScenario("no steps", []), sourceLocation: sourceLocation, check: check)
    }

    /// Tears the demo down as an app would — dismisses whatever the root presents, without
    /// animation (a presented controller and its presentation controller keep each other
    /// until the dismissal ends, in UIKit too).
    static func tearDown(_ run: ScenarioRun) {
        if run.root.presentedViewController != nil {
            run.root.dismiss(animated: false)
            run.host.runUntilIdle()
        }
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

    /// Checks that any controller ended its appearance cycle — appeared when its view is in
    /// the window, disappeared otherwise — and has no transition left.
    static func checkSettledAppearance(_ controller: UIViewController, in context: String, sourceLocation: SourceLocation) {
        let onScreen = controller.viewIfLoaded?.window != nil
        let expected: _AppearanceState = onScreen ? .appeared : .disappeared
        #expect(controller._appearanceState == expected,
                "\(context): \(type(of: controller)) is \(controller._appearanceState) with its view \(onScreen ? "in" : "out of") the window",
                sourceLocation: sourceLocation)
        #expect(controller.transitionCoordinator == nil, "\(context): \(type(of: controller)) still has a transition",
                sourceLocation: sourceLocation)
    }

    /// A scenario name as a file name: lowercase words joined by dashes.
    static func slug(_ name: String) -> String {
        name.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
    }

    /// A weak reference to a controller, to check that it was released.
    struct WeakController {
        weak var controller: UIViewController?
        init(_ controller: UIViewController) { self.controller = controller }
    }
}
