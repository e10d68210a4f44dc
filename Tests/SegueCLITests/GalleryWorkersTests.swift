import Foundation
import SegueGallery
import TestSupport
import Testing

@testable import SegueCommandLine

/// `segue gallery` on several processes: the same files and the same progress as in one, and
/// a failing worker reported as one line.
@MainActor
@Suite struct GalleryWorkersTests {
    let small = ["--size", "60x40", "--scale", "1"]

    /// Every file under `directory`, by path relative to it, with its bytes.
    func contents(of directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: directory + "/" + path, isDirectory: &isDirectory)
            if exists && !isDirectory.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + path))
            }
        }
        return files
    }

    @Test(.enabled(if: SegueExecutable.url != nil, "the segue executable is built next to the tests"))
    func workersWriteTheSameBytesAsOneProcess() throws {
        // Two of the gallery's own demos, which the segue executable (the workers) has too.
        let demos = Gallery.demos.filter { ["cross-dissolve", "one-call-modal"].contains($0.name) }
        expectEqual(demos.count, 2)
        let catalog = GalleryCatalog(demos, workerExecutable: SegueExecutable.url!.path)
        let one = try makeTemporaryDirectory() + "/one"
        let two = try makeTemporaryDirectory() + "/two"
        // The demos' own screen (their taps land on their buttons), at few pixels.
        let screen = ["--size", "390x844", "--scale", "0.125"]
        let alone = SegueCommand.execute(["gallery", "-o", one, "--jobs", "1"] + screen, catalog: catalog)
        let shared = SegueCommand.execute(["gallery", "-o", two, "--jobs", "2"] + screen, catalog: catalog)
        #expect(alone.exitCode == 0 && shared.exitCode == 0, "\(alone.standardError)\(shared.standardError)")
        expectEqual(shared.standardOutput, alone.standardOutput.replacingOccurrences(of: one, with: two))
        #expect(alone.standardOutput.hasPrefix("[1/2] cross-dissolve: present 0.850 s · dismiss 0.533 s\n"))
        let (a, b) = (try contents(of: one), try contents(of: two))
        // The index, then an animation and a contact sheet per scenario, then its frames.
        let frames = a.keys.filter { ($0 as NSString).lastPathComponent.hasPrefix("frame-") }
        expectEqual(a.count - frames.count, 1 + 2 * (demos[0].scenarios.count + demos[1].scenarios.count))
        #expect(frames.contains("cross-dissolve/present/frame-0000.png"))
        expectEqual(a.keys.sorted(), b.keys.sorted())
        for (path, bytes) in a where path != "index.html" {
            #expect(b[path] == bytes, "\(path) differs")
        }
        // The index names its own folder nowhere: the same page.
        expectEqual(a["index.html"], b["index.html"])
    }

    @Test func aWorkerThatCannotRunIsOneErrorLine() throws {
        let directory = try makeTemporaryDirectory()
        let catalog = GalleryCatalog(testCatalog.demos, workerExecutable: "/bin/false")
        let outcome = SegueCommand.execute(["gallery", "-o", directory, "--jobs", "2"] + small, catalog: catalog)
        expectEqual(outcome.exitCode, 1)
        #expect(outcome.standardError.hasPrefix("Error: gallery worker "))
        #expect(outcome.standardError.contains(" (/bin/false) exited with status 1 while rendering "))
        expectEqual(outcome.standardError.filter { $0 == "\n" }.count, 1)
    }

    @Test func aMissingWorkerIsOneErrorLine() throws {
        let directory = try makeTemporaryDirectory()
        let catalog = GalleryCatalog(testCatalog.demos, workerExecutable: directory + "/no-such-program")
        let outcome = SegueCommand.execute(["gallery", "-o", directory, "--jobs", "3"] + small, catalog: catalog)
        expectEqual(outcome.exitCode, 1)
        #expect(outcome.standardError.hasPrefix("Error: cannot start a gallery worker (\(directory)/no-such-program)"))
        expectEqual(outcome.standardError.filter { $0 == "\n" }.count, 1)
    }

    @Test(.enabled(if: SegueExecutable.url != nil, "the segue executable is built next to the tests"))
    func aWorkersOwnErrorIsTheGallerysError() throws {
        // The segue executable does not have the test's demos: its error line is passed on.
        let directory = try makeTemporaryDirectory()
        let catalog = GalleryCatalog(testCatalog.demos, workerExecutable: SegueExecutable.url!.path)
        let outcome = SegueCommand.execute(["gallery", "-o", directory, "--jobs", "2"] + small, catalog: catalog)
        expectEqual(outcome.exitCode, 1)
        #expect(outcome.standardError.hasPrefix("Error: the gallery worker has no scenario '"))
        expectEqual(outcome.standardError.filter { $0 == "\n" }.count, 1)
    }

    @Test func oneJobOrOneScenarioRendersInThisProcess() throws {
        // No worker is started: the executable named would fail.
        let directory = try makeTemporaryDirectory()
        let catalog = GalleryCatalog([DragDemo()], workerExecutable: "/bin/false")
        let outcome = SegueCommand.execute(["gallery", "-o", directory] + small, catalog: catalog)
        expectEqual(outcome.exitCode, 0)
        #expect(outcome.standardOutput.hasPrefix("[1/1] drag: swipe 0.333 s\n"))
        let jobs = SegueCommand.execute(
            ["gallery", "-o", directory, "--jobs", "1"] + small,
            catalog: GalleryCatalog(
                testCatalog.demos, workerExecutable: "/bin/false"))
        expectEqual(jobs.exitCode, 0)
    }

    @Test func jobsMustBePositive() {
        let outcome = SegueCommand.execute(["gallery", "--jobs", "0"], catalog: testCatalog)
        expectEqual(outcome.exitCode, 64)
        expectEqual(outcome.standardError, "Error: --jobs must be at least 1 (got 0)\n")
    }

    @Test func progressIsPrintedInOrderWhateverOrderScenariosFinishIn() {
        let plan = GalleryPlan(testCatalog)
        var progress = GalleryPlan.Progress(plan: plan, framesPerSecond: 60)
        var printed = ""
        progress.flush { printed += $0 }
        expectEqual(printed, "[1/3] fade:")
        progress.record(2, frames: 21, emit: { printed += $0 })  // drag's swipe, first to finish
        expectEqual(printed, "[1/3] fade:")
        progress.record(1, frames: 25, emit: { printed += $0 })
        expectEqual(printed, "[1/3] fade:")
        progress.record(0, frames: 31, emit: { printed += $0 })
        #expect(
            printed == """
                [1/3] fade: fade out 0.500 s · Wait, then fade 0.400 s
                [2/3] drag: swipe 0.333 s
                [3/3] empty: no scenarios

                """)
        #expect(plan.task(folder: "drag", slug: "swipe") == 2 && plan.task(folder: "drag", slug: "pinch") == nil)
    }

    @Test func totalsGoThroughOneLine() {
        var totals = RenderStatistics.Totals()
        totals.frames = 12
        totals.rendering = 1.5
        totals.encoding = 0.25
        totals.sheets = 2
        let fields = totals.line.split(separator: "\t")
        expectEqual(RenderStatistics.Totals(fields: fields), totals)
        expectEqual(RenderStatistics.Totals(fields: ["1", "x", "2", "3"]), nil)
        expectEqual(RenderStatistics.Totals(fields: ["1"]), nil)
    }
}
