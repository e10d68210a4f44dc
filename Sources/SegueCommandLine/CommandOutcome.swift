import ArgumentParser

/// What a `segue` invocation printed and how it ended.
///
/// ``SegueCommandLine/run(_:demos:)`` returns one instead of writing to the process's
/// streams, so a test can check a command's output and exit status without a process.
public struct CommandOutcome: Equatable, Sendable {
    /// Text written to standard output.
    public var standardOutput: String
    /// Text written to standard error: empty, or one line for a failure.
    public var standardError: String
    /// The process exit status: 0 on success.
    public var exitCode: Int32

    /// An outcome that printed `standardOutput` and `standardError` and exited with `exitCode`.
    public init(standardOutput: String, standardError: String, exitCode: Int32) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }
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
