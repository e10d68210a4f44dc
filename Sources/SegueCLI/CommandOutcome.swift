import ArgumentParser

/// What a `segue` invocation printed and how it ended.
struct CommandOutcome: Equatable, Sendable {
    /// Text written to standard output.
    var standardOutput: String
    /// Text written to standard error: empty, or one line for a failure.
    var standardError: String
    /// The process exit status: 0 on success.
    var exitCode: Int32
}

/// A subcommand whose whole effect is a text report, built by a pure function so tests can
/// check it without running a process.
protocol TextOutputCommand: ParsableCommand {
    /// The report, ending with a newline; throws the same validation errors as `validate()`.
    func render() throws -> String
}

extension TextOutputCommand {
    /// Prints the report.
    mutating func run() throws {
        print(try render(), terminator: "")
    }
}
