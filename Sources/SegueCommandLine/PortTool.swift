import Foundation

/// Finds, builds when needed, and runs the `segue-port` executable for ``PortCommand``.
enum PortTool {
    /// The tool: `SEGUE_PORT_TOOL`, or `segue-port` beside the running executable, built there
    /// with `swift build --product segue-port` when the running executable is a SwiftPM build
    /// product and the tool is missing.
    static func locate() throws -> URL {
        let manager = FileManager.default
        if let named = ProcessInfo.processInfo.environment["SEGUE_PORT_TOOL"], !named.isEmpty {
            guard manager.isExecutableFile(atPath: named) else {
                throw CommandFailure("SEGUE_PORT_TOOL names \(named), which is not an executable")
            }
            return URL(fileURLWithPath: named)
        }
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else {
            throw CommandFailure(
                "cannot tell where this executable is, to find segue-port beside it; set SEGUE_PORT_TOOL")
        }
        let folder = executable.deletingLastPathComponent()
        let tool = folder.appendingPathComponent("segue-port")
        if manager.isExecutableFile(atPath: tool.path) { return tool }
        guard let build = buildFolder(of: folder) else {
            throw CommandFailure(
                "segue-port is not beside \(executable.path); build it with `swift build --product segue-port`"
                    + " or set SEGUE_PORT_TOOL")
        }
        FileHandle.standardError.write(Data("Building the porting tool once (segue-port, on swift-syntax)…\n".utf8))
        let swiftBuild = try run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "swift", "build", "--package-path", build.deletingLastPathComponent().path, "--scratch-path",
                build.path,
                "-c", folder.lastPathComponent == "release" ? "release" : "debug", "--product", "segue-port"
            ])
        guard swiftBuild.status == 0, manager.isExecutableFile(atPath: tool.path) else {
            throw CommandFailure("building segue-port failed; run `swift build --product segue-port` to see why")
        }
        return tool
    }

    /// The SwiftPM build folder (`.build`, or a `--scratch-path` named `.build…`) that holds
    /// `folder`, if any.
    private static func buildFolder(of folder: URL) -> URL? {
        var current = folder
        while current.pathComponents.count > 1 {
            if current.lastPathComponent.hasPrefix(".build") { return current }
            current = current.deletingLastPathComponent()
        }
        return nil
    }

    /// Runs `executable` with `arguments` and returns its status and output.
    static func run(_ executable: URL, arguments: [String]) throws -> (
        status: Int32, standardOutput: String, standardError: String
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw CommandFailure("cannot run \(executable.path): \(error.localizedDescription)")
        }
        // Read both pipes while the process runs, so that neither fills up and blocks it.
        let errorText = CollectedText()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) {
            errorText.data = error.fileHandleForReading.readDataToEndOfFile()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        reading.wait()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorText.data, as: UTF8.self)
        )
    }

    /// Standard error as read on another thread; read once that thread is done.
    private final class CollectedText: @unchecked Sendable {
        var data = Data()
    }
}
