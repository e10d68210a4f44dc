import Testing
@testable import SegueCLI

/// Expects `segue arguments…` to fail with exactly `message` as its one line on standard error.
func expectOneLineFailure(_ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let outcome = SegueCommand.execute(arguments)
    #expect(outcome.exitCode != 0, sourceLocation: sourceLocation)
    #expect(outcome.standardOutput == "", sourceLocation: sourceLocation)
    #expect(outcome.standardError == message + "\n", sourceLocation: sourceLocation)
}
