import Foundation
import SegueGallery
import SegueTesting
import TestSupport

/// Contact sheets for looking at scenarios by eye: with `SEGUE_GALLERY_SHEETS=<dir>` set, the
/// demo tests write `<dir>/<demo>.<scenario>.png`, six frames side by side at half scale (the
/// frame before the last action, then 20, 40, 60, 80 and 100% of the way to the end).
@MainActor
enum ContactSheet {
    static var directory: String? { ProcessInfo.processInfo.environment["SEGUE_GALLERY_SHEETS"] }

    static func write(_ demo: any TransitionDemo, _ scenario: DemoScenario, frames: Int, lastAction: Int) {
        guard directory != nil else { return }
        let span = frames - lastAction
        let wanted = (1...5).map { lastAction + span * $0 / 5 }
        var images: [CGImage] = []
        let runner = ScenarioRunner(demo, scale: 0.5) { runner in
            if wanted.contains(runner.frames) && images.count <= wanted.firstIndex(of: runner.frames)! + 1 {
                images.append(runner.host.render())
            }
        }
        var steps = scenario.allSteps
        let lastActionIndex = steps.lastIndex { if case .settle = $0 { false } else if case .wait = $0 { false } else { true } } ?? 0
        let tail = Array(steps[lastActionIndex...])
        steps.removeSubrange(lastActionIndex...)
        runner.run(steps)
        images.insert(runner.host.render(), at: 0)
        runner.run(tail)
        if images.count < 6 { images.append(runner.host.render()) }
        save(images, as: "\(demo.name).\(DemoChecks.slug(scenario.name))")
    }

    /// Writes `images` side by side as `<directory>/<name>.png`.
    static func save(_ images: [CGImage], as name: String) {
        guard let directory else { return }
        try? writeContactSheet(images, to: "\(directory)/\(name).png")
    }
}
