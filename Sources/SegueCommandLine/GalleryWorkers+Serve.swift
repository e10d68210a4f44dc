import Foundation
import SegueTesting

extension GalleryWorkers {
    /// The worker's side (`segue gallery --worker`): renders each scenario named on standard
    /// input into `output` (whose folders the gallery made), answering through `emit` as
    /// ``GalleryWorkers`` describes, until the input ends. A scenario `plan` does not have is
    /// an error.
    @MainActor
    static func serve(_ plan: GalleryPlan, output: String, settings: RenderSettings, emit: (String) -> Void) throws {
        let statistics = RenderStatistics()
        let render = ScenarioRender(settings: settings, statistics: statistics)
        while let line = readLine() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, let index = Int(fields[0]),
                let found = plan.task(folder: fields[1], slug: fields[2])
            else {
                throw CommandFailure(
                    "the gallery worker has no scenario '\(line.replacingOccurrences(of: "\t", with: " "))'")
            }
            let task = plan.tasks[found]
            let result = try render.render(
                plan.demos[task.demo], plan.scenarios[task.demo][task.scenario], to: task.outputs(in: output))
            emit("rendered\t\(index)\t\(result.frameCount)\n")
        }
        try render.waitForFiles()
        emit("totals\t\(statistics.totals.line)\n")
    }
}
