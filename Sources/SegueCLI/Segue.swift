import ArgumentParser
import Foundation
import OpenQuartzCore

/// The `segue` command line.
///
/// `main()` runs ``execute(_:)`` and writes its outcome, so that every failure — a value
/// ArgumentParser cannot parse as well as a spring or curve that makes no sense — is reported as
/// one line on standard error, with a non-zero exit status and no usage dump.
@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit's custom view-controller transitions, rebuilt in portable Swift.",
        subcommands: [SpringCommand.self, CurveCommand.self]
    )

    /// Parses `arguments` (without the program name), runs the command and returns what it
    /// printed and its exit status, without touching the process's standard streams.
    static func execute(_ arguments: [String]) -> CommandOutcome {
        do {
            var command = try parseAsRoot(arguments)
            if let textual = command as? any TextOutputCommand {
                return CommandOutcome(standardOutput: try textual.render(), standardError: "", exitCode: 0)
            }
            try command.run()
            return CommandOutcome(standardOutput: "", standardError: "", exitCode: 0)
        } catch {
            let code = exitCode(for: error).rawValue
            if code == 0 {
                var text = fullMessage(for: error, columns: 80)
                if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
                return CommandOutcome(standardOutput: text, standardError: "", exitCode: 0)
            }
            return CommandOutcome(
                standardOutput: "", standardError: errorLine(for: error), exitCode: code)
        }
    }

    /// The single line reported for a failure: `Error: ` and the first line of the message.
    static func errorLine(for error: any Error) -> String {
        let message = message(for: error)
        let firstLine = message.split(separator: "\n", omittingEmptySubsequences: true).first
            .map(String.init) ?? "command failed"
        return "Error: \(firstLine.trimmingCharacters(in: .whitespaces))\n"
    }

    /// Runs the command line of this process and exits with the command's status.
    static func main() {
        let outcome = execute(Array(CommandLine.arguments.dropFirst()))
        if !outcome.standardOutput.isEmpty {
            FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
        }
        if !outcome.standardError.isEmpty {
            FileHandle.standardError.write(Data(outcome.standardError.utf8))
        }
        Foundation.exit(outcome.exitCode)
    }
}
