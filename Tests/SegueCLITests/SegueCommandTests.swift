import Testing

@testable import SegueCommandLine

@Suite struct SegueCommandTests {
    @Test func commandNameIsSegue() {
        #expect(SegueCommand.configuration.commandName == "segue")
    }
}
