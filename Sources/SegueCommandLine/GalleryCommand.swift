import ArgumentParser
import Foundation
import SegueGallery
import SegueTesting

/// `segue gallery`: renders every scenario of every demo and writes a web page showing them.
struct GalleryCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every demo's every scenario as an animated PNG and a contact sheet, with an index.html.",
        discussion: """
            Writes, for each demo D and each of its scenarios S (S in lowercase with dashes):
              DIR/D/S.png        the scenario as an animated PNG (as 'segue render --format apng')
              DIR/D/S-sheet.png  its contact sheet (as 'segue render --format sheet')
              DIR/D/S/           its frames, frame-0000.png, … (as 'segue render --format png', at half size from scale 2 up)
            and DIR/index.html, which shows them all with their names, summaries and durations, \
            each demo beside its source files (found under ./Sources or Segue's own checkout), \
            with a slider that scrubs through the frames and a slow-motion toggle. \
            Frames are captured as 'segue render --help' describes. One line of progress is \
            printed per demo. With no arguments: 390x844 points at scale 2, 60 fps, into gallery/.
            """
    )

    @Option(
        name: [.customShort("o"), .long],
        help: ArgumentHelp(
            "The folder to write (created if missing).", valueName: "dir"))
    var output: String = "gallery"

    @OptionGroup var options: RenderOptions

    @Flag(help: "Print the total time and the frames rendered and encoded per second.")
    var benchmark = false

    @Flag(inversion: .prefixedNo, help: "Draw the status bar (time, signal, Wi-Fi, battery) over every frame.")
    var statusBar = true

    @Option(
        help: ArgumentHelp(
            "Processes rendering scenarios at once (default: one per processor core; 1 renders in this process).",
            valueName: "n"))
    var jobs: Int?

    /// Set in the processes a gallery starts: render the scenarios named on standard input
    /// (see ``GalleryWorkers``).
    @Flag(help: .hidden)
    var worker = false

    /// One rendered scenario, as the index page shows it.
    struct Entry {
        var scenario: String
        var animationPath: String
        var sheetPath: String
        /// The folder of its numbered frame files, which the page's player shows.
        var framesPath: String
        var result: ScenarioRender.Result
    }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1 (got \(jobs))") }
    }

    @MainActor func run(in catalog: GalleryCatalog, emit: (String) -> Void) throws {
        var settings = try options.settings()
        settings.drawsStatusBar = statusBar
        let plan = GalleryPlan(catalog)
        if worker {
            HeadlessHost._renderThreadCount = 1  // one worker per core already
            try GalleryWorkers.serve(plan, output: output, settings: settings, emit: emit)
            return
        }
        let statistics = RenderStatistics()
        let start = statistics.now
        try _OutputFiles.makeDirectory(output)
        let indexPath = (output as NSString).appendingPathComponent("index.html")
        try _OutputFiles.prepareFile(indexPath)
        for folder in plan.folders {
            try _OutputFiles.makeDirectory((output as NSString).appendingPathComponent(folder))
        }
        var progress = GalleryPlan.Progress(plan: plan, framesPerSecond: settings.framesPerSecond)
        let processes = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, plan.tasks.count)
        if processes > 1, let executable = catalog.workerExecutable {
            let workers = GalleryWorkers(executable: executable, arguments: workerArguments, count: processes)
            let totals = try workers.run(plan.tasks) { task, frames in progress.record(task, frames: frames, emit: emit)
            }
            statistics.add(totals)
        } else {
            let render = ScenarioRender(settings: settings, statistics: statistics)
            for (index, task) in plan.tasks.enumerated() {
                progress.flush(emit)
                let result = try render.render(
                    plan.demos[task.demo], plan.scenarios[task.demo][task.scenario], to: task.outputs(in: output))
                progress.record(index, frames: result.frameCount, emit: emit)
            }
            try render.waitForFiles()
        }
        progress.flush(emit)
        let sources = DemoSources(roots: catalog.sourceRoots)
        let sections = plan.demos.indices.map { d in
            let entries = plan.tasks.indices.filter { plan.tasks[$0].demo == d }.map { index in
                let task = plan.tasks[index]
                let frames = progress.frameCounts[index] ?? 0
                return Entry(
                    scenario: plan.scenarios[d][task.scenario].name, animationPath: task.animationPath,
                    sheetPath: task.sheetPath, framesPath: task.framesPath,
                    result: ScenarioRender.Result(
                        frameCount: frames, duration: progress.duration(frames), files: ScenarioRender.WrittenFiles()))
            }
            return GalleryIndexPage.Section(
                name: plan.demos[d].name, summary: plan.demos[d].summary,
                sources: sources.files(of: plan.demos[d]), entries: entries)
        }
        let page = GalleryIndexPage(settings: settings, sections: sections)
        try _OutputFiles.save(Data(page.html.utf8), to: indexPath)
        emit(
            "wrote \(indexPath): \(plan.demos.count) demos, \(plan.tasks.count) scenarios, \(statistics.frames) frames\n"
        )
        if benchmark {
            emit(
                """
                \(statistics.report(total: statistics.now - start)) at \(options.size) @\(formatSignificant(options.scale))x, \
                \(settings.framesPerSecond) fps\n
                """)
        }
    }

    /// The command line of a worker: this one's output and render options, with `--worker`.
    var workerArguments: [String] {
        [
            "gallery", "--worker", "--output", output, "--size", options.size, "--scale", "\(options.scale)",
            "--fps", "\(options.fps)", "--appearance", options.appearance.rawValue,
            statusBar ? "--status-bar" : "--no-status-bar"
        ]
    }

    /// The slugs of `names` (see ``GalleryCatalog/slug(_:)``), made unique by appending
    /// `-2`, `-3`, … to repeats.
    static func uniqueSlugs(_ names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            let base = GalleryCatalog.slug(name)
            var slug = base
            var n = 1
            while used.contains(slug) {
                n += 1
                slug = "\(base)-\(n)"
            }
            used.insert(slug)
            return slug
        }
    }
}
