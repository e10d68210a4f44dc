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
            and DIR/index.html, which shows them all with their names, summaries and durations. \
            Frames are captured as 'segue render --help' describes. One line of progress is \
            printed per demo. With no arguments: 390x844 points at scale 2, 60 fps, into gallery/.
            """
    )

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(
        "The folder to write (created if missing).", valueName: "dir"))
    var output: String = "gallery"

    @OptionGroup var options: RenderOptions

    @Flag(help: "Print the total time and the frames rendered and encoded per second.")
    var benchmark = false

    @Flag(inversion: .prefixedNo, help: "Draw the status bar (time, signal, Wi-Fi, battery) over every frame.")
    var statusBar = true

    /// One rendered scenario, as the index page shows it.
    struct Entry {
        var scenario: String
        var animationPath: String
        var sheetPath: String
        var result: ScenarioRender.Result
    }

    @MainActor func run(in catalog: GalleryCatalog, emit: (String) -> Void) throws {
        var settings = try options.settings()
        settings.drawsStatusBar = statusBar
        let statistics = RenderStatistics()
        let start = statistics.now
        try _OutputFiles.makeDirectory(output)
        let indexPath = (output as NSString).appendingPathComponent("index.html")
        try _OutputFiles.prepareFile(indexPath)
        let render = ScenarioRender(settings: settings, statistics: statistics)
        var sections: [(demo: any TransitionDemo, entries: [Entry])] = []
        let folders = Self.uniqueSlugs(catalog.demos.map { $0.name })
        for (number, demo) in catalog.demos.enumerated() {
            emit("[\(number + 1)/\(catalog.demos.count)] \(demo.name):")
            let folder = (output as NSString).appendingPathComponent(folders[number])
            try _OutputFiles.makeDirectory(folder)
            let scenarios = demo.scenarios
            var entries: [Entry] = []
            for (scenario, slug) in zip(scenarios, Self.uniqueSlugs(scenarios.map(\.name))) {
                let animation = "\(folders[number])/\(slug).png", sheet = "\(folders[number])/\(slug)-sheet.png"
                let outputs = ScenarioRender.Outputs(
                    animation: (output as NSString).appendingPathComponent(animation),
                    sheet: (output as NSString).appendingPathComponent(sheet))
                let result = try render.render(demo, scenario, to: outputs)
                entries.append(Entry(scenario: scenario.name, animationPath: animation, sheetPath: sheet, result: result))
                emit(" \(entries.count == 1 ? "" : "· ")\(scenario.name) \(formatFixed(result.duration, 3)) s")
            }
            emit(scenarios.isEmpty ? " no scenarios\n" : "\n")
            sections.append((demo, entries))
        }
        try render.waitForFiles()
        let page = GalleryIndexPage(settings: settings, sections: sections.map { ($0.demo.name, $0.demo.summary, $0.entries) })
        try _OutputFiles.save(Data(page.html.utf8), to: indexPath)
        let scenarioCount = sections.reduce(0) { $0 + $1.entries.count }
        emit("wrote \(indexPath): \(sections.count) demos, \(scenarioCount) scenarios, \(statistics.frames) frames\n")
        if benchmark {
            emit("""
                \(statistics.report(total: statistics.now - start)) at \(options.size) @\(formatSignificant(options.scale))x, \
                \(settings.framesPerSecond) fps\n
                """)
        }
    }

    /// The slugs of `names` (see ``GalleryCatalog/slug(_:)``), made unique by appending
    /// `-2`, `-3`, … to repeats.
    static func uniqueSlugs(_ names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            let base = GalleryCatalog.slug(name)
            var slug = base, n = 1
            while used.contains(slug) {
                n += 1
                slug = "\(base)-\(n)"
            }
            used.insert(slug)
            return slug
        }
    }
}
