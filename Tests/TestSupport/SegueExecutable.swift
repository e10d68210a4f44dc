import Foundation

/// The built `segue` executable, found next to the test bundle in the build products
/// directory, and ways to run it.
public enum SegueExecutable {
    /// The executable, if it was built (`SEGUE_EXECUTABLE` names another, e.g. a release build
    /// to measure).
    public static let url: URL? = {
        if let path = ProcessInfo.processInfo.environment["SEGUE_EXECUTABLE"] { return URL(fileURLWithPath: path) }
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]))
        if let selfPath = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: selfPath))
        }
        for candidate in candidates {
            var directory = candidate.deletingLastPathComponent()
            for _ in 0..<4 {
                let binary = directory.appendingPathComponent("segue")
                if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// Runs `segue` with `arguments` to its end (``ChildProcess``: the caller waits suspended);
    /// `environment` replaces the process's own when given.
    public static func run(_ arguments: [String], environment: [String: String]? = nil) async throws
        -> ChildProcess.Outcome
    {
        guard let url else { throw VirtualDisplayError("the segue executable was not built") }
        return try await ChildProcess.run(url, arguments, environment: environment)
    }

    /// Starts `segue` with `arguments`, its standard output and error piped.
    public static func start(_ arguments: [String], environment: [String: String]? = nil) throws
        -> (process: Process, output: Pipe, error: Pipe)
    {
        guard let url else { throw VirtualDisplayError("the segue executable was not built") }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return (process, output, error)
    }

    /// Reads `pipe` until a whole line has arrived (or the writer closed it); returns it.
    public static func readLine(from pipe: Pipe) -> String {
        var text = ""
        while !text.contains("\n") {
            let data = pipe.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        return text
    }
}
