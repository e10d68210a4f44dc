import Foundation
import SegueCommandLine
import SegueTesting
import TestSupport
import Testing

/// The public entry: the command line over the demos a user passes.
@MainActor
@Suite struct SegueCommandLineTests {
    @Test func listShowsTheGivenDemosOnly() {
        let outcome = SegueCommandLine.run(["list"], demos: [FadeDemo(), DragDemo()])
        expectEqual(outcome.exitCode, 0)
        #expect(
            outcome.standardOutput.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) } == [
                "fade", "drag"
            ])
        #expect(outcome.standardError.isEmpty)
    }

    @Test func aDemoNotGivenIsUnknown() {
        let outcome = SegueCommandLine.run(
            ["render", "cross-dissolve", "-o", NSTemporaryDirectory() + "/unused.png"], demos: [FadeDemo()])
        expectEqual(outcome.exitCode, 64)
        #expect(
            outcome.standardError == "Error: unknown demo 'cross-dissolve': expected one of fade (see 'segue list')\n")
    }
}
