import Foundation
import TestSupport
import Testing

/// A user's own package, built out of tree against this one (`scripts/make-user-package.sh`
/// makes it): seed 003's fade animators and seed 000's presentation controller as
/// `TransitionDemo`s, a five-line preview executable
/// over `SegueCommandLine`, and a program that writes an APNG of a push — the README's worked
/// example — plus the CardKit port fixture's expected output as a library of its own. Its
/// `list`, `render`, `doctor` and `port` outputs are checked.
///
/// A fresh build of the whole stack takes minutes: it runs only with
/// `SEGUE_USER_PACKAGE_TEST=1` (`.ci/run` sets it, and builds the package beside its own build).
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["SEGUE_USER_PACKAGE_TEST"] == "1",
        "set SEGUE_USER_PACKAGE_TEST=1 to build a user's package out of tree"),
    .timeLimit(.minutes(20)))
struct UserPackageTests {
    /// This repository: three folders up from this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// Extra `swift build` options for the user's package: `.ci/run` sets `SEGUE_BUILD_FLAGS`
    /// to the lean options its own build uses (no debug information).
    static let buildFlags = (ProcessInfo.processInfo.environment["SEGUE_BUILD_FLAGS"] ?? "")
        .split(separator: " ").map(String.init)

    @Test func aUserPackageGetsTheCommandLineOverItsOwnDemos() async throws {
        let package = try await makePackage()
        let build = try await run(
            "/usr/bin/env", ["swift", "build", "--build-tests", "--package-path", package.path] + Self.buildFlags,
            in: package)
        #expect(build.status == 0, "swift build failed:\n\(build.output)\n\(build.error)")
        guard build.status == 0 else { return }
        let products = package.appendingPathComponent(".build/debug")

        let list = try await run(products.appendingPathComponent("Preview").path, ["list"], in: package)
        #expect(list.status == 0, "\(list.error)")
        #expect(list.output.contains("fade-push") && list.output.contains("card"), "\(list.output)")

        let animation = package.appendingPathComponent("fade-push.png").path
        let render = try await run(
            products.appendingPathComponent("Preview").path,
            ["render", "fade-push", "--scale", "1", "-o", animation], in: package)
        #expect(render.status == 0, "\(render.error)")
        #expect(render.output.contains("fade-push"), "\(render.output)")
        let data = try Data(contentsOf: URL(fileURLWithPath: animation))
        #expect(data.range(of: Data("acTL".utf8)) != nil, "an animated PNG")

        let record = try await run(products.appendingPathComponent("RecordPush").path, [], in: package)
        #expect(record.status == 0, "\(record.error)")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("push.png").path))

        // The ported library builds out of tree, and its transition is clean under the doctor.
        let doctor = try await run(
            products.appendingPathComponent("Preview").path, ["doctor", "ported-card"], in: package)
        #expect(doctor.status == 0, "\(doctor.output)\n\(doctor.error)")

        // `port` is in the user's own executable too (here with this checkout's porting tool,
        // beside the test binary, rather than building swift-syntax again).
        let tool = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("segue-port").path
        let port = try await run(
            "/usr/bin/env",
            [
                "SEGUE_PORT_TOOL=\(tool)", products.appendingPathComponent("Preview").path,
                "port", Self.repository.appendingPathComponent("Tests/PortFixtures/CardKit/input").path,
                "--diff"
            ], in: package)
        #expect(port.status == 0 && port.output.contains("+import OpenUIKit"), "\(port.error)")

        let window = try await run(products.appendingPathComponent("Preview").path, ["demo", "--help"], in: package)
        #expect(window.status == 0 && window.output.contains("X11 window"), "\(window.output)")

        // The snapshot test of the push's middle frame: the first run records its reference
        // (and fails, as a first run must), the second compares with it and passes.
        let test = ["swift", "test", "--skip-build", "--package-path", package.path] + Self.buildFlags
        let first = try await run("/usr/bin/env", test, in: package)
        #expect(first.status != 0 && (first.output + first.error).contains("push-middle"), "\(first.output)")
        let second = try await run("/usr/bin/env", test, in: package)
        #expect(second.status == 0, "\(second.output)\n\(second.error)")
    }

    /// The user's package (`scripts/make-user-package.sh`): the one named by
    /// `SEGUE_USER_PACKAGE`, which `.ci/run` makes and builds while this package builds, or a
    /// new one in a temporary folder.
    private func makePackage() async throws -> URL {
        if let prepared = ProcessInfo.processInfo.environment["SEGUE_USER_PACKAGE"], !prepared.isEmpty {
            let package = URL(fileURLWithPath: prepared)
            // The snapshot test below must record its reference on the first run.
            let snapshots = package.appendingPathComponent("Tests/FadeKitTests/__Snapshots__").path
            try #require(
                !FileManager.default.fileExists(atPath: snapshots),
                "SEGUE_USER_PACKAGE names a package already tested: make a new one")
            return package
        }
        let package = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "segue-user-\(UUID().uuidString)")
        let script = Self.repository.appendingPathComponent("scripts/make-user-package.sh").path
        let made = try await run("/bin/sh", [script, package.path], in: Self.repository)
        try #require(made.status == 0, "make-user-package.sh failed: \(made.error)")
        return package
    }

    /// Runs a process to its end while this test waits suspended (``ChildProcess``): a wait of
    /// minutes must hold none of the few threads Swift Testing runs the other tests on.
    private func run(_ executable: String, _ arguments: [String], in directory: URL) async throws
        -> ChildProcess.Outcome
    {
        try await ChildProcess.run(URL(fileURLWithPath: executable), arguments, in: directory)
    }
}
