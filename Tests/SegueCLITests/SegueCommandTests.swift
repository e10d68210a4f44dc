import TestSupport
import Testing

@testable import SegueCommandLine

@Suite struct SegueCommandTests {
    @Test func commandNameIsSegue() {
        expectEqual(SegueCommand.configuration.commandName, "segue")
    }
}
