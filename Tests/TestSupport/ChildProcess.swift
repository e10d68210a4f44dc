import Foundation

/// A program run to its end while the task that waits for it is suspended, not blocked.
///
/// `Process.waitUntilExit()` holds the calling thread; on the main actor that stops every other
/// main-actor test for as long as the program runs (a browser rendering a page, a debug `segue`
/// playing the gallery). Here the program's output goes to files and its end resumes the task,
/// so the actor and the thread serve other tests meanwhile.
public enum ChildProcess {
    /// How a program ended and what it printed.
    public struct Outcome: Sendable {
        /// The exit status (or the signal that ended it).
        public let status: Int32
        /// Its standard output.
        public let output: String
        /// Its standard error.
        public let error: String
    }

    /// Runs `executable` with `arguments` to its end, in `directory` (by default this process's
    /// current one); `environment` replaces this process's own when given.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil
    ) async throws -> Outcome {
        let files = FileManager.default.temporaryDirectory
            .appendingPathComponent("segue-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: files) }
        let outputURL = files.appendingPathComponent("output")
        let errorURL = files.appendingPathComponent("error")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = output
        process.standardError = error
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { ended in continuation.resume(returning: ended.terminationStatus) }
            do {
                try process.run()
            } catch let failure {
                process.terminationHandler = nil
                continuation.resume(throwing: failure)
            }
        }
        return Outcome(
            status: status,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}
