import Foundation
import SegueGallery
import TestSupport
import Testing

/// The gallery demos come out clean from the doctor, in every variant that applies: `segue
/// doctor` over the whole gallery, run by the built executable in a process of its own.
///
/// The doctor plays every scenario up to eight times on fresh hosts, about a sixth of the
/// main actor's work in the whole suite in a debug build; in its own process it runs on its own
/// main thread beside the suite's, and this test waits suspended (``ChildProcess``), so the
/// suite's main actor goes on with other tests.
@Suite struct GalleryDoctorProcessTests {
    @Test func everyGalleryDemoIsCleanInEveryVariant() async throws {
        let segue = try #require(SegueExecutable.url, "the segue executable is built with the tests")
        let scenarios = await MainActor.run { Gallery.demos.reduce(0) { $0 + $1.scenarios.count } }
        // At a lower priority, like the suite's other heavy work (``BackgroundLane``): it fills
        // the core the suite's main actor leaves idle.
        let outcome = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/nice"), ["-n", "10", segue.path, "doctor"])
        expectEqual(outcome.status, 0, "\(outcome.output)\(outcome.error)")
        expectEqual(outcome.error, "")
        // The last line counts the scenarios and the runs: every scenario was examined, and
        // variants were played beyond the scenarios as written.
        let summary = try #require(outcome.output.split(separator: "\n").last.map(String.init))
        let prefix = "No problems found in \(scenarios) scenarios ("
        #expect(summary.hasPrefix(prefix), "\(outcome.output)")
        let runs = Int(summary.dropFirst(prefix.count).prefix { $0.isNumber }) ?? 0
        #expect(runs > scenarios, "variants were played: \(summary)")
    }
}
