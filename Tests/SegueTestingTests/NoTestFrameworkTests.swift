import Foundation
import TestSupport
import Testing

/// Nothing in SegueTesting requires its client to import a test framework: a program — an
/// executable that renders a transition, say — calls `runUntilIdle()`, `finish()` and the
/// touch methods with only `import OpenUIKit` and `import SegueTesting`.
///
/// Two checks: the sources hold no `SourceLocation` outside `#if canImport(Testing)` and no
/// `#_sourceLocation` default; a client file type-checks against the built modules
/// (`swiftc -typecheck`, a second or two). A whole package built out of tree, with a program
/// that records a push without a test framework, is `UserPackageTests` (SegueCLITests).
@Suite struct NoTestFrameworkTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A program using SegueTesting without importing Testing.
    static let client = """
        import OpenUIKit
        import SegueTesting

        @MainActor func run() {
            let host = HeadlessHost(screenSize: CGSize(width: 200, height: 300))
            let root = UIViewController()
            host.window.rootViewController = root
            root.present(UIViewController(), animated: true)
            host.runUntilIdle()
            root.dismiss(animated: true)
            host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), duration: 0.1)
            if let script = try? TouchScript(parsing: "10,10 → 60,10 over 0.2s ease-out → hold 0.2s, release still") {
                host.perform(script)
            }
            host.advance(by: 0.1)
            _ = host.render()
            let leftovers = host.finish()
            print("clean: \\(leftovers.isClean)")
        }

        MainActor.assumeIsolated { run() }
        """

    @Test func theSourcesTakeNoSourceLocation() throws {
        let folder = Self.root.appendingPathComponent("Sources/SegueTesting")
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        #expect(names.contains("Host/HeadlessHost.swift"))
        for name in names where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("#_sourceLocation"), "\(name)")
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("SourceLocation") && line.contains("public") {
                Issue.record("\(name):\(number + 1) has SourceLocation in a public declaration: \(line)")
            }
        }
    }

    @Test func aClientTypeChecksWithoutImportingTesting() throws {
        let modules = try #require(
            SegueExecutable.url?.deletingLastPathComponent().appendingPathComponent("Modules"),
            "the build products (next to the segue executable) were not found")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-no-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("main.swift")
        try Self.client.write(to: source, atomically: true, encoding: .utf8)
        let freetype = try Self.run(["pkg-config", "--cflags-only-I", "freetype2"]).output
            .split(separator: " ").flatMap { ["-Xcc", String($0).trimmingCharacters(in: .whitespacesAndNewlines)] }
        let result = try Self.run(
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path,
                "-Xcc", "-fmodule-map-file=" + Self.root.appendingPathComponent("Sources/CPNG/module.modulemap").path,
                "-Xcc",
                "-fmodule-map-file=" + Self.root.appendingPathComponent("Sources/CFreeType/module.modulemap").path,
                "-Xcc",
                "-fmodule-map-file="
                    + Self.root.appendingPathComponent("Sources/CSegueKernels/include/module.modulemap").path
            ]
                + freetype + [source.path])
        #expect(result.status == 0, "swiftc -typecheck failed:\n\(result.output)")
    }

    /// Runs `arguments` (the first found on the PATH) to its end; returns its status and
    /// everything it printed, standard error included.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
