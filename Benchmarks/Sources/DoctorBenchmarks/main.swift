import Foundation
import SegueGallery
import SegueTesting

// The transition doctor over every demo of the gallery, every variant: the issue's budget is
// under 30 s in release on the project's machine.
//
//     swift run -c release DoctorBenchmarks [--repeat N]

let arguments = CommandLine.arguments
let repeats = arguments.firstIndex(of: "--repeat").flatMap { Int(arguments[$0 + 1]) } ?? 1

MainActor.assumeIsolated {
    for round in 1...max(1, repeats) {
        let start = DispatchTime.now()
        let report = TransitionDoctor().examine(Gallery.demos)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let scenarios = report.examinations.count
        print(
            "round \(round): \(Gallery.demos.count) demos, \(scenarios) scenarios, \(report.runCount) runs, "
                + "\(report.findings.count) findings in \(String(format: "%.2f", seconds)) s "
                + "(\(String(format: "%.1f", seconds / Double(max(1, report.runCount)) * 1000)) ms per run; budget 30 s)"
        )
        if !report.isClean { print(report) }
    }
}
