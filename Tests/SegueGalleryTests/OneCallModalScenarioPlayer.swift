import Foundation
import Testing
@testable import OpenUIKit
import SegueGallery
import SegueTesting
import TestSupport

/// Plays the scenarios of a gallery demo on a headless host, the way the gallery does, and
/// checks what every run must leave behind: balanced appearance, no reports, no leaks.
///
/// Shared by the tests of the one-call modal, tab slide, system styles and interruptible zoom
/// demos. Steps map to the host as the gallery maps them: `.perform` calls the closure with the
/// root, `.tap` → `tap(at:)`, `.drag` → `drag(from:to:duration:)`, `.wait` → `advance(by:)`,
/// `.settle` → `runUntilIdle()`.
@MainActor
final class ScenarioPlayer {
    /// The host the demo runs on.
    private(set) var host: HeadlessHost
    /// The demo's root controller, installed as the window's root.
    private(set) var root: UIViewController
    /// Every controller seen in the hierarchy after some step, weakly.
    private var seen: [Weak] = []

    private struct Weak {
        weak var controller: UIViewController?
    }

    /// The images `playRenderingKeyFrames(_:)` rendered.
    struct KeyFrames {
        /// Before the first tap or drag.
        var start: CGImage
        /// Mid-transition: 0.4 of the transition's duration after the last tap, or right after the
        /// last drag's release.
        var middle: CGImage
        /// After everything settled.
        var end: CGImage
    }

    /// Installs a fresh root of `demo` in a new host's window and lets it settle.
    init(_ demo: any TransitionDemo, screenSize: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1) {
        host = HeadlessHost(screenSize: screenSize, scale: scale)
        root = demo.makeRootViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        collect()
    }

    /// The scenario of `demo` named `name`; records an issue when there is none.
    static func scenario(_ name: String, of demo: any TransitionDemo,
                         sourceLocation: SourceLocation = #_sourceLocation) -> DemoScenario? {
        let scenario = demo.scenarios.first { $0.name == name }
        if scenario == nil { Issue.record("\(demo.name) has no scenario \"\(name)\"", sourceLocation: sourceLocation) }
        return scenario
    }

    /// Applies one step.
    func apply(_ step: ScenarioStep) {
        switch step {
        case .perform(let action): action(root)
        case .tap(let point): host.tap(at: point)
        case .drag(let from, let to, let duration): host.drag(from: from, to: to, duration: duration)
        case .touches(let script): host.perform(script)
        case .wait(let seconds): host.advance(by: seconds)
        case .settle: host.runUntilIdle()
        }
        breakFinishedTouchCycle()
        collect()
    }

    /// Applies every step of `scenario`.
    func play(_ scenario: DemoScenario) {
        for step in scenario.allSteps { apply(step) }
    }

    /// Applies every step of `scenario`, rendering the start (before the first tap or drag),
    /// the middle (0.4 of the transition's duration after a last tap, or right after a last
    /// drag) and the end (after the final settle).
    func playRenderingKeyFrames(_ scenario: DemoScenario) -> KeyFrames {
        let steps = scenario.allSteps
        let firstAction = steps.firstIndex { if case .tap = $0 { true } else if case .drag = $0 { true } else { false } } ?? steps.count
        let finalSettle = steps.lastIndex { if case .settle = $0 { true } else { false } } ?? steps.count
        for step in steps[..<firstAction] { apply(step) }
        let start = host.render()
        for step in steps[firstAction..<finalSettle] { apply(step) }
        if case .tap? = steps[firstAction..<finalSettle].last(where: { if case .wait = $0 { false } else { true } }) {
            let duration = reachableControllers.lazy.compactMap { $0.transitionCoordinator?.transitionDuration }.first
            host.advance(by: (duration ?? 0.2) * 0.4)
        }
        let middle = host.render()
        for step in steps[finalSettle...] { apply(step) }
        return KeyFrames(start: start, middle: middle, end: host.render())
    }

    /// The controllers reachable now: the root, its descendants and whatever they present.
    var reachableControllers: [UIViewController] {
        var found: [UIViewController] = []
        var pending = [root]
        while let controller = pending.popLast() {
            guard !found.contains(where: { $0 === controller }) else { continue }
            found.append(controller)
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return found
    }

    /// Works around a framework bug (see `OneCallModalKnownIssueTests`): a finished touch and
    /// its event keep each other alive, and with them the window and its controllers. After
    /// each step, the last touch, once its delivery is finished, lets go of its event, so that
    /// the leak checks see what the demos themselves keep.
    private func breakFinishedTouchCycle() {
        guard let event = UIApplication.shared._touchState.event else { return }
        for touch in event._touches where touch._gestureDelivery.isFinished {
            touch._gestureDelivery.event = nil
        }
    }

    private func collect() {
        for controller in reachableControllers where !seen.contains(where: { $0.controller === controller }) {
            seen.append(Weak(controller: controller))
        }
    }

    /// Checks that every controller seen during the run and still alive ended its appearance
    /// cycle: appeared when its view is in the window, disappeared otherwise (no appearance
    /// left half done, none appeared twice or off screen).
    func expectBalancedAppearance(sourceLocation: SourceLocation = #_sourceLocation) {
        for controller in seen.compactMap(\.controller) {
            let onScreen = controller.viewIfLoaded?.window != nil
            let expected: _AppearanceState = onScreen ? .appeared : .disappeared
            #expect(controller._appearanceState == expected,
                    "\(type(of: controller)) is \(controller._appearanceState) with its view \(onScreen ? "in" : "out of") the window",
                    sourceLocation: sourceLocation)
            #expect(controller.transitionCoordinator == nil, "\(type(of: controller)) still has a transition",
                    sourceLocation: sourceLocation)
        }
    }

    /// Checks that nothing was reported (misuse UIKit only logs).
    func expectNoReports(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(host.reports.isEmpty, "\(host.reports)", sourceLocation: sourceLocation)
    }

    /// Tears the demo down as an app would — dismisses whatever the root presents, without
    /// animation, and lets it settle — then replaces the host with a fresh one (the application
    /// forgets the old window) and the root with a new one, and checks that every controller
    /// seen during the run is gone.
    ///
    /// (A presented controller and its presentation controller keep each other until the
    /// dismissal ends, in UIKit too: dropping a window whose root presents leaks the presented
    /// controller; hence the dismissal first.)
    func expectNoLeaksAfterTearDown(sourceLocation: SourceLocation = #_sourceLocation) {
        if root.presentedViewController != nil {
            root.dismiss(animated: false)
            host.runUntilIdle()
            breakFinishedTouchCycle()
        }
        let count = seen.count
        host = HeadlessHost(screenSize: host.screenSize, scale: host.screenScale)
        root = UIViewController()
        let alive = seen.compactMap(\.controller).map { String(describing: type(of: $0)) }
        #expect(count > 0)
        #expect(alive.isEmpty, "still alive: \(alive)", sourceLocation: sourceLocation)
    }

    /// Plays `scenario` of `demo` on a 390 × 844 screen at half scale (195 × 422 pixels) and
    /// compares its key frames with the goldens `<demo>-<scenario>-start|middle|end.png` in
    /// `directory` (the start only when `includingStart`), within `tolerance` per channel.
    static func expectKeyFrames(of demo: any TransitionDemo, _ name: String, includingStart: Bool = false,
                                in directory: String, tolerance: Int = 8,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        guard let scenario = scenario(name, of: demo, sourceLocation: sourceLocation) else { return }
        let player = ScenarioPlayer(demo, scale: 0.5)
        let frames = player.playRenderingKeyFrames(scenario)
        let slug = demo.name + "-" + String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            .split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
        if includingStart {
            expectImage(frames.start, matchesGolden: "\(slug)-start", in: directory, tolerance: tolerance, sourceLocation: sourceLocation)
        }
        expectImage(frames.middle, matchesGolden: "\(slug)-middle", in: directory, tolerance: tolerance, sourceLocation: sourceLocation)
        expectImage(frames.end, matchesGolden: "\(slug)-end", in: directory, tolerance: tolerance, sourceLocation: sourceLocation)
    }
}
