import Testing

@testable import SegueCommandLine

/// Expects `segue arguments…` to fail with exactly `message` as its one line on standard error.
func expectOneLineFailure(_ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let outcome = SegueCommand.execute(arguments)
    #expect(outcome.exitCode != 0, sourceLocation: sourceLocation)
    #expect(outcome.standardOutput == "", sourceLocation: sourceLocation)
    #expect(outcome.standardError == message + "\n", sourceLocation: sourceLocation)
}

/// Expects `segue arguments…`, run on the test demos, to print nothing and fail with exactly
/// `message` on standard error and exit status `code`.
@MainActor
func expectOneLineFailure(
    _ arguments: [String], _ message: String, code: Int32, catalog: GalleryCatalog = testCatalog,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let outcome = SegueCommand.execute(arguments, catalog: catalog)
    #expect(
        outcome == CommandOutcome(standardOutput: "", standardError: message + "\n", exitCode: code),
        sourceLocation: sourceLocation)
}
