import Foundation
import TestSupport
import Testing

private let segueBinary = SegueExecutable.url

private func run(_ arguments: [String]) async throws -> ChildProcess.Outcome {
    try await SegueExecutable.run(arguments)
}

@Suite(.enabled(if: segueBinary != nil, "the segue executable is built next to the tests"))
struct SegueBinaryTests {
    @Test func badArgumentPrintsOneLineAndExitsNonZero() async throws {
        let result = try await run(["spring", "--mass", "-1", "--stiffness", "100", "--damping", "5"])
        expectEqual(result.status, 64)
        expectEqual(result.output, "")
        expectEqual(result.error, "Error: invalid spring: mass must be greater than 0 (got -1.0)\n")
    }

    @Test func unparsableValuePrintsOneLineWithoutUsage() async throws {
        let result = try await run(["curve", "linear", "--samples", "many"])
        expectEqual(result.status, 64)
        expectEqual(result.error, "Error: The value 'many' is invalid for '--samples <samples>'\n")
    }

    @Test func validCurveExitsZero() async throws {
        let result = try await run(["curve", "linear", "--samples", "2"])
        expectEqual(result.status, 0)
        expectEqual(result.error, "")
        #expect(result.output.hasSuffix("  1.0000    1.000000\n"))
    }

    @Test func unknownDemoPrintsOneLineAndExitsWithUsageStatus() async throws {
        let result = try await run(["render", "no-such-demo", "-o", NSTemporaryDirectory() + "/segue-binary-unused.png"]
        )
        expectEqual(result.status, 64)
        expectEqual(result.output, "")
        #expect(result.error.hasPrefix("Error: unknown demo 'no-such-demo': "))
        expectEqual(result.error.filter { $0 == "\n" }.count, 1)
    }

    @Test func unwritableGalleryFolderExitsWithFailureStatus() async throws {
        let result = try await run(["gallery", "-o", "/proc/segue-gallery"])
        expectEqual(result.status, 1)
        expectEqual(result.error, "Error: cannot create directory '/proc/segue-gallery': No such file or directory\n")
    }

    @Test func listExitsZero() async throws {
        let result = try await run(["list"])
        expectEqual(result.status, 0)
        expectEqual(result.error, "")
    }
}
