import Foundation
import TestSupport
import Testing

/// A user's own package, built out of tree against this one: seed 003's fade animators and
/// seed 000's presentation controller as `TransitionDemo`s, a five-line preview executable
/// over `SegueCommandLine`, and a program that writes an APNG of a push — the README's worked
/// example — plus the CardKit port fixture's expected output as a library of its own. Its
/// `list`, `render`, `doctor` and `port` outputs are checked.
///
/// A fresh build of the whole stack takes minutes: it runs only with
/// `SEGUE_USER_PACKAGE_TEST=1` (`.ci/run` sets it).
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["SEGUE_USER_PACKAGE_TEST"] == "1",
        "set SEGUE_USER_PACKAGE_TEST=1 to build a user's package out of tree"),
    .timeLimit(.minutes(20)))
struct UserPackageTests {
    /// This repository: three folders up from this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The user package's sources, kept beside this file (not compiled into the tests).
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "UserPackage")

    /// Extra `swift build` options for the user's package: `.ci/run` sets `SEGUE_BUILD_FLAGS`
    /// to the lean options its own build uses (no debug information).
    static let buildFlags = (ProcessInfo.processInfo.environment["SEGUE_BUILD_FLAGS"] ?? "")
        .split(separator: " ").map(String.init)

    @Test func aUserPackageGetsTheCommandLineOverItsOwnDemos() async throws {
        let package = try makePackage()
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

    /// A temporary package: the fixture's sources, seed 000's presentation code copied from
    /// the Swift 5 client tests, and a Package.swift depending on this repository by path.
    private func makePackage() throws -> URL {
        let files = FileManager.default
        let package = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "segue-user-\(UUID().uuidString)")
        try files.createDirectory(at: package, withIntermediateDirectories: true)
        for item in try files.contentsOfDirectory(atPath: Self.fixture.path) {
            try files.copyItem(at: Self.fixture.appendingPathComponent(item), to: package.appendingPathComponent(item))
        }
        let seeds = Self.repository.appendingPathComponent("Tests/SwiftFiveClientTests")
        try files.copyItem(
            at: seeds.appendingPathComponent("Seed000Clients+Presentation.swift"),
            to: package.appendingPathComponent("Sources/FadeKit/Seed000Presentation.swift"))
        try files.copyItem(
            at: Self.repository.appendingPathComponent("Tests/PortFixtures/CardKit/expected/Sources"),
            to: package.appendingPathComponent("Sources/PortedCardKit"))
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift.in"), encoding: .utf8)
            .replacingOccurrences(of: "@REPOSITORY@", with: Self.repository.path)
            .replacingOccurrences(of: "@IDENTITY@", with: Self.repository.lastPathComponent.lowercased())
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try files.removeItem(at: package.appendingPathComponent("Package.swift.in"))
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
