import Testing
@testable import SegueCommandLine
import TestSupport

@Suite struct SegueCommandTests {
    @Test func commandNameIsSegue() {
        expectEqual(SegueCommand.configuration.commandName, "segue")
    }
}
