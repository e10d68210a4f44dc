import TestSupport
import Testing

@testable import SegueCommandLine

@MainActor
@Suite struct ListCommandTests {
    @Test func listsEveryDemoWithItsSummaryInColumns() {
        let outcome = SegueCommand.execute(["list"], catalog: testCatalog)
        #expect(
            outcome
                == CommandOutcome(
                    standardOutput: """
                        fade   A red square fades out, linearly, over half a second.
                        drag   A blue square follows the finger, then slides home.
                        empty  Nothing to play.

                        """, standardError: "", exitCode: 0))
    }

    @Test func scenariosFollowTheirDemoIndented() {
        let outcome = SegueCommand.execute(["list", "--scenarios"], catalog: testCatalog)
        #expect(
            outcome.standardOutput == """
                fade   A red square fades out, linearly, over half a second.
                    fade out
                    Wait, then fade
                drag   A blue square follows the finger, then slides home.
                    swipe
                empty  Nothing to play.

                """)
    }

    @Test func emptyGallerySaysSo() {
        let outcome = SegueCommand.execute(["list"], catalog: GalleryCatalog([]))
        #expect(
            outcome == CommandOutcome(standardOutput: "The gallery has no demos.\n", standardError: "", exitCode: 0))
    }

    @Test func helpExplainsTheListing() {
        let outcome = SegueCommand.execute(["list", "--help"], catalog: testCatalog)
        expectEqual(outcome.exitCode, 0)
        #expect(outcome.standardOutput.contains("USAGE: segue list [--scenarios]"))
        #expect(outcome.standardOutput.contains("--scenarios"))
    }
}

/// The command line without injected demos, from a test that is not on the main actor.
@Suite struct StandardCatalogTests {
    @Test func listRunsOnTheGallerysOwnDemosFromAnyThread() {
        let outcome = SegueCommand.execute(["list"])
        expectEqual(outcome.exitCode, 0)
        expectEqual(outcome.standardError, "")
        #expect(!outcome.standardOutput.isEmpty)
    }
}
