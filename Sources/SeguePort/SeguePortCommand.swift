import ArgumentParser
import Foundation
import SeguePortOptions

/// `segue port`: ports the files and folders on the command line to Segue and reports what it
/// did. This is the porting tool's whole command line; `segue port` (in `SegueCommandLine`)
/// parses the same ``PortOptions`` and runs it.
public struct SeguePortCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "segue port",
        abstract: "Port UIKit code written for iOS so that it builds against Segue.",
        discussion: PortOptions.discussion
    )

    @OptionGroup public var options: PortOptions

    public init() {}

    /// What a run printed and its exit status.
    public struct Outcome: Equatable, Sendable {
        public var standardOutput: String
        public var standardError: String
        public var exitCode: Int32
    }

    /// Runs the command line `arguments` (without the program name) with relative paths taken
    /// from `directory`, and returns what it printed and its exit status: 0 when everything was
    /// written, 64 for a usage error, 1 for an unreadable input or a file that does not parse.
    public static func execute(_ arguments: [String], in directory: URL) -> Outcome {
        do {
            let command = try parseAsRoot(arguments)
            guard let port = command as? SeguePortCommand else {
                // --help and the like
                return Outcome(standardOutput: helpMessage(columns: 100) + "\n", standardError: "", exitCode: 0)
            }
            return port.execute(in: URL(fileURLWithPath: directory.path, isDirectory: true))
        } catch {
            let code = exitCode(for: error).rawValue
            let message = fullMessage(for: error, columns: 100)
            if code == 0 { return Outcome(standardOutput: message + "\n", standardError: "", exitCode: 0) }
            var line = (message.split(separator: "\n").first.map(String.init) ?? "usage error").trimmingCharacters(
                in: .whitespaces)
            if line.hasPrefix("Error: ") { line.removeFirst("Error: ".count) }
            return Outcome(
                standardOutput: "", standardError: "Error: \(line)\n",
                exitCode: code)
        }
    }

    /// Runs the process's own command line and exits with its status.
    public static func runAsMain(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        let outcome = execute(
            arguments, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
        FileHandle.standardError.write(Data(outcome.standardError.utf8))
        Foundation.exit(outcome.exitCode)
    }

    private func execute(in directory: URL) -> Outcome {
        do {
            let output = options.output.map { URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL }
            let inputs = try PortInputs(paths: options.inputs, relativeTo: directory, excluding: output)
            var sources: [String: String] = [:]
            for file in inputs.files where file.isSwift {
                guard let data = FileManager.default.contents(atPath: file.url.path) else {
                    throw PortFailure.unreadable("\(file.url.path): cannot read the file")
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    throw PortFailure.unreadable("\(file.url.path): not UTF-8 text")
                }
                sources[file.relativePath] = text
            }
            var result = try Porter.port(sources)
            var diff = ""
            if options.diff {
                for path in sources.keys.sorted() {
                    diff += UnifiedDiff.render(path: path, old: sources[path]!, new: result.sources[path]!)
                }
            } else if let output {
                result.report.copiedFiles = try PortWriter.write(result.sources, inputs: inputs, into: output)
            } else {
                try PortWriter.writeInPlace(result.sources, original: sources, inputs: inputs)
            }
            let report = options.report == .json ? result.report.json() : result.report.text()
            return options.diff
                ? Outcome(standardOutput: diff, standardError: report, exitCode: 0)
                : Outcome(standardOutput: report, standardError: "", exitCode: 0)
        } catch let failure as PortFailure {
            return Outcome(standardOutput: "", standardError: "Error: \(failure.description)\n", exitCode: 1)
        } catch {
            return Outcome(standardOutput: "", standardError: "Error: \(error)\n", exitCode: 1)
        }
    }
}
