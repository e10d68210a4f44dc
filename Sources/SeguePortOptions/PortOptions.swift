import ArgumentParser

/// The options of `segue port`: what to port, and where the result goes.
///
/// Shared by the `segue` command line (which parses them, then runs the porting tool) and by
/// `segue-port` (the tool itself, built on swift-syntax), so both accept and reject exactly
/// the same command lines.
public struct PortOptions: ParsableArguments, Sendable {
    /// How the report is printed.
    public enum ReportFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// Lines for people: every rewrite with `file:line`, then what needs a hand fix.
        case text
        /// The same report as one JSON object, for tools.
        case json
    }

    /// Swift files, or folders searched for them (other files in folders are copied as they are).
    @Argument(
        help: ArgumentHelp(
            "Swift files, or folders holding them (other files in folders are copied untouched).",
            valueName: "files or folders"))
    public var inputs: [String] = []

    /// The folder that receives the ported copies.
    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "Write the ported copies into this folder, keeping paths relative to the inputs' common folder.",
            valueName: "folder"))
    public var output: String?

    /// Rewrite the inputs where they are.
    @Flag(name: .customLong("in-place"), help: "Rewrite the Swift files where they are.")
    public var inPlace = false

    /// Print a unified diff and write nothing.
    @Flag(name: .customLong("diff"), help: "Print a unified diff of every change and write nothing.")
    public var diff = false

    /// The report's format.
    @Option(name: .customLong("report"), help: ArgumentHelp("The report's format: text or json.", valueName: "format"))
    public var report: ReportFormat = .text

    public init() {}

    public mutating func validate() throws {
        if inputs.isEmpty {
            throw ValidationError("give at least one Swift file or folder to port")
        }
        let destinations = [output != nil, inPlace, diff].filter { $0 }.count
        if destinations == 0 {
            throw ValidationError("say where the result goes: -o <folder>, --in-place or --diff")
        }
        if destinations > 1 {
            throw ValidationError("-o, --in-place and --diff exclude each other: choose one")
        }
        if let output, output.isEmpty {
            throw ValidationError("-o needs a folder name")
        }
    }

    /// What `segue port --help` says before the options.
    public static let discussion = """
        Rewrites UIKit code written for iOS so that it builds against Segue on Linux: imports, \
        #selector target–action (as closures that hold the target weakly), @objc and Interface \
        Builder attributes, @objc optional requirements and their call sites, overrides declared \
        in extensions, pre-Swift-4.2 UIKit spellings and #keyPath. The author's names, comments \
        and formatting are kept; porting ported code changes nothing.

        The report lists every rewrite with file:line, and every construct that needs a hand fix \
        with the section of docs/Porting.md that explains it.

        Exit status: 0 when everything was written, 64 for a usage error, 1 for an unreadable \
        input or a Swift file that does not parse (then nothing is written).
        """
}
