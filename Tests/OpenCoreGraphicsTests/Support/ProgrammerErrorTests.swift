import Foundation
import TestSupport
import Testing

/// Programmer-error traps print their message in every build configuration (issue 18, fault 9):
/// `precondition` drops the message under `-O`; Segue's traps go through `_programmerError` /
/// `_require` (Support/ProgrammerError.swift), which keep it.
@Suite struct ProgrammerErrorTests {
    /// The package's root directory, from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift compiler next to the running toolchain, or on the path.
    static var compiler: URL? {
        let candidates =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + [
                "/opt/swift/usr/bin", "/usr/bin"
            ]
        return candidates.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Compiles `main` with the helper's source under `-O`, runs it, and returns its standard error.
    func runOptimized(_ main: String, name: String) throws -> (status: Int32, error: String) {
        let compiler = try #require(Self.compiler, "no swiftc to build a release binary with")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-trap-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let mainFile = directory.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let binary = directory.appendingPathComponent("trap")
        let helper = Self.root.appendingPathComponent("Sources/OpenCoreGraphics/Support/ProgrammerError.swift")
        let build = try run(
            compiler,
            ["-O", "-module-name", "Trap", "-package-name", "Trap", helper.path, mainFile.path, "-o", binary.path])
        #expect(build.status == 0, "swiftc failed: \(build.error)")
        return try run(binary, [])
    }

    private func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func aRequirementPrintsItsMessageInAnOptimizedBuild() throws {
        let result = try runOptimized(
            """
            let count = CommandLine.arguments.count
            _require(count > 5, "Pushing the same view controller instance more than once is not supported")
            """, name: "require")
        #expect(result.status != 0)
        #expect(
            result.error.contains(
                "Fatal error: Pushing the same view controller instance more than once is not supported"),
            "standard error: \(result.error)")
    }

    @Test func aProgrammerErrorPrintsItsMessageInAnOptimizedBuild() throws {
        let result = try runOptimized(
            """
            if CommandLine.arguments.count < 5 { _programmerError("Application tried to present modally an active controller") }
            """, name: "failure")
        #expect(result.status != 0)
        #expect(
            result.error.contains("Application tried to present modally an active controller"),
            "standard error: \(result.error)")
    }

    /// Every trap in the libraries goes through the helpers: no `precondition(` or
    /// `preconditionFailure(` is left in their sources.
    @Test func noLibraryTrapUsesPrecondition() throws {
        var offenders: [String] = []
        for module in ["OpenCoreGraphics", "OpenQuartzCore", "OpenUIKit", "SegueTesting"] {
            let directory = Self.root.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains("precondition(") || line.contains("preconditionFailure(") {
                    offenders.append("\(module)/\(file.lastPathComponent):\(number + 1)")
                }
            }
        }
        expectEqual(offenders, [])
    }
}
