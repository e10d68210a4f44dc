import ArgumentParser
import Foundation
import SegueGallery
import SegueTesting

/// `segue render`: plays one demo headlessly and writes its frames.
struct RenderCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a demo's scenario (or a scripted drag) to an animated PNG, PNG frames or a contact sheet.",
        discussion: """
            The demo runs headlessly on a manual clock, one display refresh every 1/fps s, and \
            every frame is composited by the software renderer at --size × --scale pixels.

            Frames captured: a fresh root controller of the demo is installed and run until \
            idle, then the scenario's setup (a screen shown without animation, say) runs \
            until idle; neither is captured. Frame 0 is the screen at that instant, before the first \
            step. Then each step runs in order, and every display refresh it takes is a frame: \
            a tap takes 2 (down, up), a drag or touch script of d seconds 1 + max(1, round(d × fps)), a wait \
            the refreshes within it, code (present, push, …) none. After the last step, \
            refreshes run until nothing is left to do (no animation, transition, main-queue \
            work or input); the first idle refresh is the last frame. Frame k shows the \
            screen k/fps after frame 0, so N + 1 frames last N/fps seconds. Each \
            scenario is played twice, first without rendering, to count its frames: a \
            scenario still busy after 120 s of media time, or one that plays differently \
            the second time, is an error.

            Formats:
              apng    one animated PNG, looping, each frame shown 1/fps s; a frame
                      identical to the one before it is merged into it (its delay
                      added), so the file may hold fewer frames but plays the same
              png     a folder of frame-0000.png, frame-0001.png, … (one per frame;
                      older frame files in the folder are removed first)
              sheet   one image: the frames at 0, 25, 50, 75 and 100 % of the duration
                      (frame round(p × N) of frames 0…N) side by side, with captions

            --scenario all renders every scenario of the demo, inserting "-<scenario>" \
            into the output name (out.png → out-present.png). --drag replaces the scenario's \
            steps (with --scenario, its setup still runs first, so \
            "--scenario 'interactive pop, finished' --drag …" drags on the pushed screen) \
            with a touch script: fingers that go down together, each at its start point, \
            follow their moves and lift. "120,400→300,400 over 0.5s, release" moves one finger \
            at constant speed and lifts it; a move can be eased ("→ 300,400 over 0.5s \
            ease-out": linear, ease-in, ease-out, ease-in-out), the finger can rest \
            ("→ hold 0.4s") or turn ("→ around 200,400 by 90deg over 0.3s"), and lift without \
            velocity (", release still") or flicked at the last move's speed (", release \
            flick"); ";" separates fingers ("150,400 → 100,400 over 0.4s; 250,400 → 300,400 \
            over 0.4s"). Arrows → or ->, times in s or ms (60 s at most), points in window \
            coordinates, plain decimal numbers. A \
            short or slow drag of an interactive transition renders its cancellation.
            """
    )

    @Argument(help: "The demo to render (see 'segue list').")
    var demo: String

    @Option(
        help: ArgumentHelp(
            "The scenario to play: its name, the name in lowercase with dashes, or all (default: the demo's first).",
            valueName: "name|all"))
    var scenario: String?

    @OptionGroup var options: RenderOptions

    @Option(help: "What to write: apng, png or sheet.")
    var format: OutputFormat = .apng

    @Option(
        help: ArgumentHelp(
            "A touch script to play instead of the scenario's steps, like \"x0,y0→x1,y1 over 0.6s, release\" (see the discussion).",
            valueName: "script"))
    var drag: String?

    @Option(
        name: [.customShort("o"), .long],
        help: ArgumentHelp(
            "The file to write (for --format png, the folder); missing folders are created.", valueName: "path"))
    var output: String

    func validate() throws {
        if let drag { _ = try DragScript(parsing: drag) }
        if drag != nil && scenario?.lowercased() == "all" {
            throw ValidationError("--drag plays after one scenario's setup, not after all of them")
        }
        guard !output.isEmpty else { throw ValidationError("--output must not be empty") }
    }

    @MainActor func run(in catalog: GalleryCatalog, emit: (String) -> Void) throws {
        let settings = try options.settings()
        let demo = try catalog.demo(named: self.demo)
        let jobs = try self.jobs(for: demo, in: catalog)
        let paths = jobs.map { jobs.count == 1 ? output : Self.path(output, inserting: $0.slug) }
        // Fail on a path that cannot be written before any rendering.
        for path in paths {
            if format == .png { try _OutputFiles.makeDirectory(path) } else { try _OutputFiles.prepareFile(path) }
        }
        let render = ScenarioRender(settings: settings, statistics: RenderStatistics())
        var results: [ScenarioRender.Result] = []
        for path in paths {
            var outputs = ScenarioRender.Outputs()
            switch format {
            case .apng: outputs.animation = path
            case .png: outputs.frames = path
            case .sheet: outputs.sheet = path
            }
            results.append(try render.render(demo, jobs[results.count].scenario, to: outputs))
        }
        try render.waitForFiles()
        for (job, (result, path)) in zip(jobs, zip(results, paths)) {
            emit(
                Self.summary(
                    demo: demo.name, scenario: job.scenario.name, result: result, settings: settings, format: format,
                    path: path))
            if drag != nil && !result.changes {
                emit(Self.stillDragWarning(demo: demo.name, scenarioGiven: scenario != nil))
            }
        }
    }

    /// The scenarios to play: a name, `all`, the drag script, or the demo's first scenario.
    @MainActor private func jobs(for demo: any TransitionDemo, in catalog: GalleryCatalog) throws -> [(
        scenario: DemoScenario, slug: String
    )] {
        if let drag {
            let script = try DragScript(parsing: drag)
            let setup = try scenario.map { try catalog.scenario(named: $0, of: demo).setup } ?? []
            return [(DemoScenario("drag \(script.description)", setup: setup, [.touches(script.script)]), "drag")]
        }
        let scenarios = demo.scenarios
        if scenario?.lowercased() == "all" {
            guard !scenarios.isEmpty else { throw ValidationError("demo '\(demo.name)' has no scenarios: give --drag") }
            return GalleryCommand.uniqueSlugs(scenarios.map(\.name)).enumerated().map { index, slug in
                (scenarios[index], slug)
            }
        }
        if let scenario {
            let found = try catalog.scenario(named: scenario, of: demo)
            return [(found, GalleryCatalog.slug(found.name))]
        }
        guard let first = scenarios.first else {
            throw ValidationError("demo '\(demo.name)' has no scenarios: give --drag")
        }
        return [(first, GalleryCatalog.slug(first.name))]
    }

    /// `path` with `-suffix` before its extension (`out.png` → `out-present.png`, `frames` →
    /// `frames-present`).
    static func path(_ path: String, inserting suffix: String) -> String {
        let url = path as NSString
        let ext = url.pathExtension
        let stem = ext.isEmpty ? path : url.deletingPathExtension
        return ext.isEmpty ? "\(stem)-\(suffix)" : "\(stem)-\(suffix).\(ext)"
    }

    /// The line printed after a drag during which no frame changed: the touch landed on
    /// nothing that reacts, often because the screen it was meant for needs a scenario's setup.
    static func stillDragWarning(demo: String, scenarioGiven: Bool) -> String {
        let hint =
            scenarioGiven
            ? "check the drag's points against the screen after the scenario's setup"
            : "to start from a scenario's setup, give --scenario NAME (segue list --scenarios shows them)"
        return "warning: nothing on screen changed during the drag: \(hint)\n"
    }

    /// The line printed for one rendered scenario.
    static func summary(
        demo: String, scenario: String, result: ScenarioRender.Result, settings: RenderSettings, format: OutputFormat,
        path: String
    ) -> String {
        let played =
            "\(demo), \(scenario): \(result.frameCount) frames, \(formatFixed(result.duration, 3)) s at \(settings.framesPerSecond) fps"
        let written =
            switch format {
            case .apng: "animated PNG, \(result.animationFrameCount ?? 0) stored frames"
            case .png: "\(result.frameCount) PNG frames"
            case .sheet:
                "contact sheet of frames \(ContactSheet.frameIndices(frameCount: result.frameCount).map(String.init).joined(separator: ", "))"
            }
        return "\(played) → \(path) (\(written))\n"
    }
}
