import Foundation
import SegueTesting

/// What `segue gallery` renders, in order: every scenario of every demo of a catalog, with the
/// files it goes to; and the progress lines, printed in that order whatever order the
/// scenarios finish in.
@MainActor
struct GalleryPlan {
    /// One scenario to render.
    struct Task {
        /// The demo's index in the catalog.
        let demo: Int
        /// The scenario's index among the demo's scenarios.
        let scenario: Int
        /// The demo's folder and the scenario's file name, both unique slugs.
        let folder: String, slug: String

        /// The animated PNG, relative to the gallery folder.
        var animationPath: String { "\(folder)/\(slug).png" }
        /// The contact sheet, relative to the gallery folder.
        var sheetPath: String { "\(folder)/\(slug)-sheet.png" }
        /// The folder of numbered frame files, relative to the gallery folder.
        var framesPath: String { "\(folder)/\(slug)" }

        /// The animation, the frames (at half size for the page's players) and the contact
        /// sheet in gallery folder `output`.
        func outputs(in output: String) -> ScenarioRender.Outputs {
            ScenarioRender.Outputs(
                animation: (output as NSString).appendingPathComponent(animationPath),
                frames: (output as NSString).appendingPathComponent(framesPath),
                sheet: (output as NSString).appendingPathComponent(sheetPath),
                framesAtHalfSize: true)
        }
    }

    /// The demos, as the catalog lists them.
    let demos: [any TransitionDemo]
    /// The folder of each demo.
    let folders: [String]
    /// The scenarios of each demo, in order.
    let scenarios: [[DemoScenario]]
    /// Every scenario of every demo, demo by demo.
    let tasks: [Task]

    /// The plan for `catalog`'s demos.
    init(_ catalog: GalleryCatalog) {
        demos = catalog.demos
        folders = GalleryCommand.uniqueSlugs(demos.map { $0.name })
        scenarios = demos.map { $0.scenarios }
        var tasks: [Task] = []
        for (d, list) in scenarios.enumerated() {
            for (s, slug) in GalleryCommand.uniqueSlugs(list.map(\.name)).enumerated() {
                tasks.append(Task(demo: d, scenario: s, folder: folders[d], slug: slug))
            }
        }
        self.tasks = tasks
    }

    /// The index of the task with `folder` and `slug`, if the plan has one.
    func task(folder: String, slug: String) -> Int? {
        tasks.firstIndex { $0.folder == folder && $0.slug == slug }
    }

    /// Prints a gallery's progress: `[k/n] demo:`, then each scenario's name and duration,
    /// one line per demo, always in the plan's order.
    @MainActor
    struct Progress {
        /// The plan whose progress is printed.
        let plan: GalleryPlan
        /// Each task's frame count once known.
        private(set) var frameCounts: [Int?]
        /// The tasks printed so far (a prefix of the plan's), the demos whose line is complete,
        /// and whether the next demo's header is printed.
        private var printedTasks = 0, printedDemos = 0, printedHeader = false
        let framesPerSecond: Int

        /// No task known yet.
        init(plan: GalleryPlan, framesPerSecond: Int) {
            self.plan = plan
            self.framesPerSecond = framesPerSecond
            frameCounts = Array(repeating: nil, count: plan.tasks.count)
        }

        /// Records that task `index` rendered `frames` frames and prints what can be printed.
        mutating func record(_ index: Int, frames: Int, emit: (String) -> Void) {
            frameCounts[index] = frames
            flush(emit)
        }

        /// Prints every line whose tasks are known, in order (headers of demos without
        /// scenarios too).
        mutating func flush(_ emit: (String) -> Void) {
            while printedDemos < plan.demos.count {
                let demo = printedDemos
                if !printedHeader {
                    emit("[\(demo + 1)/\(plan.demos.count)] \(plan.demos[demo].name):")
                    printedHeader = true
                }
                while printedTasks < plan.tasks.count, plan.tasks[printedTasks].demo == demo,
                    let frames = frameCounts[printedTasks]
                {
                    let task = plan.tasks[printedTasks]
                    let name = plan.scenarios[demo][task.scenario].name
                    emit(" \(task.scenario == 0 ? "" : "· ")\(name) \(formatFixed(duration(frames), 3)) s")
                    printedTasks += 1
                }
                guard printedTasks == plan.tasks.count || plan.tasks[printedTasks].demo != demo else { return }
                emit(plan.scenarios[demo].isEmpty ? " no scenarios\n" : "\n")
                printedDemos += 1
                printedHeader = false
            }
        }

        /// The duration of `count` frames: from the first to the last, (count − 1) / fps.
        func duration(_ count: Int) -> Double {
            Double(max(count - 1, 0)) / Double(framesPerSecond)
        }
    }
}
