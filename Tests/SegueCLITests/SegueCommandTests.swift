import Testing
@testable import SegueCLI

@Suite struct SegueCommandTests {
    @Test func commandNameIsSegue() {
        #expect(SegueCommand.configuration.commandName == "segue")
    }
}
