import Foundation
import SegueCommandLine
import TestSupport
import Testing

/// `segue port` through `SegueCommandLine`: the options are parsed here and the rewriting is
/// done by the `segue-port` executable beside the test binary (built with the tests).
@MainActor
@Suite struct PortCommandTests {
    let folder: URL

    init() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "segue-port-cli-\(UUID().uuidString)")
        let source = folder.appendingPathComponent("Lib/Fade.swift")
        try FileManager.default.createDirectory(
            at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("import UIKit\n\n@objc final class Fade: NSObject {}\n".utf8).write(to: source)
    }

    @Test func portWritesTheCopiesAndPrintsTheReport() throws {
        let output = folder.appendingPathComponent("Out").path
        let outcome = SegueCommandLine.run(["port", folder.appendingPathComponent("Lib").path, "-o", output], demos: [])
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("Ported 1 Swift file (1 changed): 2 rewrites, 0 to fix by hand."))
        let ported = try String(contentsOfFile: output + "/Fade.swift", encoding: .utf8)
        expectEqual(ported, "import OpenUIKit\n\nfinal class Fade: NSObject {}\n")
    }

    @Test func usageErrorsAreCaughtBeforeTheToolRuns() {
        let outcome = SegueCommandLine.run(["port", folder.path], demos: [])
        expectEqual(outcome.exitCode, 64)
        expectEqual(outcome.standardError, "Error: say where the result goes: -o <folder>, --in-place or --diff\n")
    }

    @Test func theToolsFailureIsOneLineWithStatus1() {
        let outcome = SegueCommandLine.run(["port", folder.appendingPathComponent("Missing").path, "--diff"], demos: [])
        expectEqual(outcome.exitCode, 1)
        #expect(
            outcome.standardError == "Error: \(folder.appendingPathComponent("Missing").path): no such file or folder\n"
        )
    }

    @Test func theHelpNamesTheTool() {
        let outcome = SegueCommandLine.run(["port", "--help"], demos: [])
        expectEqual(outcome.exitCode, 0)
        #expect(outcome.standardOutput.contains("USAGE: segue port"))
        #expect(outcome.standardOutput.contains("segue-port executable"))
    }
}
