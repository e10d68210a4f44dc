import ArgumentParser
import Foundation
import SeguePortOptions

/// `segue port`: rewrites UIKit code written for iOS so that it builds against Segue.
///
/// The rewriting is done by the `segue-port` executable, which is built on swift-syntax; keeping
/// it out of `segue` keeps swift-syntax out of every build that does not port. This command
/// parses the same ``PortOptions`` (so usage errors are reported here, with exit status 64),
/// finds the tool beside the running executable — building it once with `swift build --product
/// segue-port` when it is missing — and runs it.
struct PortCommand: TextOutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Port UIKit code written for iOS so that it builds against Segue.",
        discussion: PortOptions.discussion + """


            The rewriting is done by the segue-port executable (built on swift-syntax, which \
            segue itself does not build): segue port runs the one beside segue, and builds it \
            first when it is missing. SEGUE_PORT_TOOL names another one.
            """
    )

    @OptionGroup var options: PortOptions

    func render() throws -> String {
        let tool = try PortTool.locate()
        let run = try PortTool.run(tool, arguments: options.commandLine)
        if !run.standardError.isEmpty && run.status == 0 {
            // The report of `--diff`, which keeps standard output for the diff.
            FileHandle.standardError.write(Data(run.standardError.utf8))
        }
        guard run.status == 0 else {
            let line = run.standardError.split(separator: "\n").first.map(String.init) ?? "segue-port failed"
            throw CommandFailure(line.hasPrefix("Error: ") ? String(line.dropFirst("Error: ".count)) : line)
        }
        return run.standardOutput
    }
}

extension PortOptions {
    /// The options as a command line for `segue-port`.
    var commandLine: [String] {
        var arguments = inputs
        if let output { arguments += ["-o", output] }
        if inPlace { arguments.append("--in-place") }
        if diff { arguments.append("--diff") }
        arguments += ["--report", report.rawValue]
        return arguments
    }
}
