import Foundation
import Testing

/// The built `segue` executable, found next to the test bundle in the build products directory.
private let segueBinary: URL? = {
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

private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = segueBinary
    process.arguments = arguments
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
}

@Suite(.enabled(if: segueBinary != nil, "the segue executable is built next to the tests"))
struct SegueBinaryTests {
    @Test func badArgumentPrintsOneLineAndExitsNonZero() throws {
        let result = try run(["spring", "--mass", "-1", "--stiffness", "100", "--damping", "5"])
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error == "Error: invalid spring: mass must be greater than 0 (got -1.0)\n")
    }

    @Test func unparsableValuePrintsOneLineWithoutUsage() throws {
        let result = try run(["curve", "linear", "--samples", "many"])
        #expect(result.status == 64)
        #expect(result.error == "Error: The value 'many' is invalid for '--samples <samples>'\n")
    }

    @Test func validCurveExitsZero() throws {
        let result = try run(["curve", "linear", "--samples", "2"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output.hasSuffix("  1.0000    1.000000\n"))
    }

    @Test func unknownDemoPrintsOneLineAndExitsWithUsageStatus() throws {
        let result = try run(["render", "no-such-demo", "-o", NSTemporaryDirectory() + "/segue-binary-unused.png"])
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("Error: unknown demo 'no-such-demo': "))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
    }

    @Test func unwritableGalleryFolderExitsWithFailureStatus() throws {
        let result = try run(["gallery", "-o", "/proc/segue-gallery"])
        #expect(result.status == 1)
        #expect(result.error == "Error: cannot create directory '/proc/segue-gallery': No such file or directory\n")
    }

    @Test func listExitsZero() throws {
        let result = try run(["list"])
        #expect(result.status == 0)
        #expect(result.error == "")
    }
}
