import ArgumentParser
import Foundation
import OpenQuartzCore
import SegueTesting

/// The `segue` command line.
///
/// ``SegueCommandLine/main(demos:arguments:)`` runs ``execute(_:catalog:emit:)`` and writes its
/// outcome, so that every failure —
/// a value ArgumentParser cannot parse as well as a spring that makes no sense or a path that
/// cannot be written — is reported as one line on standard error, with a non-zero exit status
/// and no usage dump.
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit's custom view-controller transitions, rebuilt in portable Swift.",
        subcommands: [
            SpringCommand.self, CurveCommand.self, ListCommand.self, RenderCommand.self, GalleryCommand.self,
            DemoCommand.self,
            DoctorCommand.self, PortCommand.self
        ]
    )

    /// Parses `arguments` (without the program name), runs the command on the demos `demos`
    /// makes and returns what it printed and its exit status, without touching the process's
    /// standard streams. Callable from any thread: only a command that works on demos hops to
    /// the main actor.
    static func execute(_ arguments: [String], demos: @MainActor () -> [any TransitionDemo]) -> CommandOutcome {
        do {
            var command = try parseAsRoot(arguments)
            if command is any CatalogCommand {
                return onMainActor { execute(arguments, catalog: GalleryCatalog(demos())) }
            }
            if let textual = command as? any TextOutputCommand {
                return CommandOutcome(standardOutput: try textual.render(), standardError: "", exitCode: 0)
            }
            try command.run()
            return CommandOutcome(standardOutput: "", standardError: "", exitCode: 0)
        } catch {
            return failure(error, output: "")
        }
    }

    /// Parses `arguments` (without the program name) and runs the command with `catalog`'s
    /// demos, returning what it printed and its exit status.
    ///
    /// Output goes to `emit` as the command produces it when one is given (and is then not
    /// repeated in the outcome), otherwise it is collected into the outcome.
    @MainActor
    static func execute(_ arguments: [String], catalog: GalleryCatalog, emit: ((String) -> Void)? = nil)
        -> CommandOutcome
    {
        var collected = ""
        let write: (String) -> Void = { text in
            if let emit { emit(text) } else { collected += text }
        }
        do {
            var command = try parseAsRoot(arguments)
            if let demos = command as? any CatalogCommand {
                try demos.run(in: catalog, emit: write)
            } else if let textual = command as? any TextOutputCommand {
                write(try textual.render())
            } else {
                try command.run()
            }
            return CommandOutcome(standardOutput: collected, standardError: "", exitCode: 0)
        } catch {
            return failure(error, output: collected)
        }
    }

    /// The outcome of a command that threw `error` after printing `output`: help and version
    /// requests print to standard output and succeed; everything else is one line on standard
    /// error.
    private static func failure(_ error: any Error, output: String) -> CommandOutcome {
        let error: any Error = (error as? PlaybackError).map { CommandFailure($0.description) } ?? error
        let code = exitCode(for: error).rawValue
        if code == 0 {
            var text = fullMessage(for: error, columns: 80)
            if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
            return CommandOutcome(standardOutput: output + text, standardError: "", exitCode: 0)
        }
        return CommandOutcome(standardOutput: output, standardError: errorLine(for: error), exitCode: code)
    }

    /// The single line reported for a failure: `Error: ` and the first line of the message.
    static func errorLine(for error: any Error) -> String {
        let message = message(for: error)
        let firstLine =
            message.split(separator: "\n", omittingEmptySubsequences: true).first
            .map(String.init) ?? "command failed"
        return "Error: \(firstLine.trimmingCharacters(in: .whitespaces))\n"
    }
}
