import Foundation
import SegueTesting
import Testing

@testable import SegueGallery

/// The gallery's key frames against snapshots, rendered at half scale (195 × 422 pixels) by the
/// public ``ScenarioPlayer``, named `<demo>.<scenario>.<start|middle|end>.png` in
/// `Tests/SegueGalleryTests/__Snapshots__/`, compared by the public `expectSnapshot(of:named:…)`.
@MainActor
enum DemoKeyFrames {
    /// The largest channel difference a key frame may have from its snapshot (out of 255):
    /// room for rounding differences between machines, far below any visible change.
    static let tolerance = 3

    /// Half scale, iPhone-sized.
    static let player = ScenarioPlayer(.init(scale: 0.5))

    /// Compares the frames of a run of `frames` frames whose last action began at frame
    /// `lastAction` (from ``DemoChecks/run(_:_:sourceLocation:check:)``): the frame before
    /// the last action, the one half-way from there to the end, and the end.
    static func expectKeyFrames(
        _ demo: any TransitionDemo, _ scenario: DemoScenario, frames: Int, lastAction: Int,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let sourceLocation = Self.sourceLocation(fileID, filePath, line, column)
        let wanted = ["start": lastAction, "middle": lastAction + (frames - 1 - lastAction) / 2, "end": frames - 1]
        var images: [String: CGImage] = [:]
        do {
            let run = try player.play(demo, scenario) { index, run in
                for (key, frame) in wanted where frame == index { images[key] = run.renderFrame() }
            }
            #expect(run.frameCount == frames, "the half-scale run took as many frames", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(demo.name) \(scenario.name): \(error)", sourceLocation: sourceLocation)
        }
        expect(
            images, keys: ["start", "middle", "end"], of: demo, scenario, tolerance: tolerance,
            at: (fileID, filePath, line, column))
    }

    /// Compares a transition's key frames picked by its duration: the start (before the
    /// first tap or drag), the middle — 0.4 of the transition's duration after a last tap
    /// (0.2 s when no transition reports one), or right after a last drag's release — and the
    /// end; the start only when `includingStart`, the end only when `includingEnd`.
    static func expectTransitionKeyFrames(
        of demo: any TransitionDemo, _ name: String, includingStart: Bool = false,
        includingEnd: Bool = true, tolerance: Int = 8, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let sourceLocation = Self.sourceLocation(fileID, filePath, line, column)
        guard let scenario = demo.scenario(named: name) else {
            Issue.record("\(demo.name) has no scenario \"\(name)\"", sourceLocation: sourceLocation)
            return
        }
        var images: [String: CGImage] = [:]
        do {
            let run = try player.start(demo, scenario)
            images["start"] = run.host.render()
            let steps = scenario.steps
            let finalSettle = steps.lastIndex { if case .settle = $0 { true } else { false } } ?? steps.count
            while run.nextStep < finalSettle { try run.runNextStep() }
            if case .tap? = steps[..<finalSettle].last(where: { if case .wait = $0 { false } else { true } }) {
                let duration = controllers(from: run.root).lazy.compactMap {
                    $0.transitionCoordinator?.transitionDuration
                }.first
                run.host.advance(by: (duration ?? 0.2) * 0.4)
            }
            images["middle"] = run.host.render()
            try run.finish()
            images["end"] = run.host.render()
        } catch {
            Issue.record("\(demo.name) \(scenario.name): \(error)", sourceLocation: sourceLocation)
        }
        expect(
            images, keys: (includingStart ? ["start"] : []) + ["middle"] + (includingEnd ? ["end"] : []), of: demo,
            scenario,
            tolerance: tolerance, at: (fileID, filePath, line, column))
    }

    /// With `SEGUE_GALLERY_SHEETS=<dir>` set, writes `<dir>/<demo>.<scenario>.png`: the
    /// scenario's contact sheet at half scale, as `segue render --format sheet` draws it.
    static func writeContactSheet(_ demo: any TransitionDemo, _ scenario: DemoScenario) {
        guard let directory = ProcessInfo.processInfo.environment["SEGUE_GALLERY_SHEETS"] else { return }
        try? player.play(demo, scenario, recording: true).recording?
            .writeContactSheet(
                to: "\(directory)/\(demo.name).\(DemoChecks.slug(scenario.name)).png",
                title: "\(demo.name) — \(scenario.name)")
    }

    private static func expect(
        _ images: [String: CGImage], keys: [String], of demo: any TransitionDemo, _ scenario: DemoScenario,
        tolerance: Int, at site: (fileID: String, filePath: StaticString, line: UInt, column: UInt)
    ) {
        for key in keys {
            guard let image = images[key] else {
                Issue.record(
                    "no \(key) frame rendered",
                    sourceLocation: sourceLocation(site.fileID, site.filePath, site.line, site.column))
                continue
            }
            expectSnapshot(
                of: image, named: "\(demo.name).\(DemoChecks.slug(scenario.name)).\(key)", tolerance: tolerance,
                directory: gallerySnapshots, fileID: site.fileID, filePath: site.filePath, line: site.line,
                column: site.column)
        }
    }

    /// A Swift Testing source location from call-site parameters.
    private static func sourceLocation(_ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt)
        -> SourceLocation
    {
        SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    }

    /// The controllers reachable from `root`: it, its descendants and whatever they present.
    private static func controllers(from root: UIViewController) -> [UIViewController] {
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
}
