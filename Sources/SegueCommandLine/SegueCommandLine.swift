import Foundation
import SegueTesting

/// The `segue` command line over your own demos: `list`, `render`, `gallery`, `demo` (an X11
/// window) and the other subcommands, with every option, on the ``TransitionDemo`` values you
/// pass.
///
/// A package's whole preview executable:
///
/// ```swift
/// import SegueCommandLine
///
/// @main @MainActor struct Preview {
///     static func main() { SegueCommandLine.main(demos: [FadePushDemo(), CardDemo()]) }
/// }
/// ```
///
/// `swift run Preview list`, `swift run Preview render fade-push -o push.png`, and so on.
/// The `segue` executable is this over the gallery's eleven demos.
public enum SegueCommandLine {
    /// Runs the command line `arguments` (without the program name; the process's own by
    /// default) on `demos`, writes its output, and exits with the command's status.
    ///
    /// Output goes to standard output as the command produces it (a long `gallery` run shows
    /// progress at once); every failure is one line on standard error, with exit status 64
    /// for a bad command line and 1 for a failure while running. Call it on the main thread.
    @MainActor
    public static func main(demos: [any TransitionDemo], arguments: [String] = Array(CommandLine.arguments.dropFirst()))
        -> Never
    {
        let catalog = GalleryCatalog(demos, workerExecutable: currentExecutable)
        let outcome = SegueCommand.execute(arguments, catalog: catalog) { text in
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        if !outcome.standardOutput.isEmpty {
            FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
        }
        if !outcome.standardError.isEmpty {
            FileHandle.standardError.write(Data(outcome.standardError.utf8))
        }
        exit(outcome.exitCode)
    }

    /// The running program's file: `segue gallery` starts it again to render on every core.
    static var currentExecutable: String? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath
    }

    /// Runs the command line `arguments` (without the program name) on `demos` and returns
    /// what it printed and its exit status, without touching the process's streams or exiting.
    ///
    /// For tests: `SegueCommandLine.run(["list"], demos: [FadePushDemo()]).standardOutput`.
    @MainActor
    public static func run(_ arguments: [String], demos: [any TransitionDemo]) -> CommandOutcome {
        SegueCommand.execute(arguments, catalog: GalleryCatalog(demos))
    }
}
