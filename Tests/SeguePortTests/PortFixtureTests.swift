import Foundation
import Testing

@testable import SeguePort

/// Each folder of `Tests/PortFixtures/` holds a library written for iOS (`input/`) and what
/// `segue port` must make of it (`expected/`). The expected output is also compiled against
/// Segue and run (the `PortedCardKit` target and its client tests; `UserPackageTests` builds it
/// out of tree), so a fixture proves the port builds and behaves, not only that it is stable.
/// DrawerKit's port keeps what the report lists for a hand fix (KVO by key path string, a
/// cancelled delayed perform) and uses the keyboard notifications, which Segue does not have
/// yet: it pins the rewrites and the report, and is not compiled.
@Suite struct PortFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PortFixtures")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    @Test(arguments: names)
    func portingTheInputGivesTheExpectedOutput(fixture: String) throws {
        let folder = Self.fixtures.appendingPathComponent(fixture)
        let output = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "segue-fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let outcome = SeguePortCommand.execute(
            [folder.appendingPathComponent("input").path, "-o", output.path], in: folder)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        let expected = folder.appendingPathComponent("expected")
        let expectedFiles = try files(under: expected)
        let portedFiles = try files(under: output)
        #expect(portedFiles == expectedFiles, "the same files, none lost")
        for path in expectedFiles where portedFiles.contains(path) {
            let want = try String(contentsOf: expected.appendingPathComponent(path), encoding: .utf8)
            let got = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            #expect(
                got == want,
                "\(path) differs from the expected port:\n\(UnifiedDiff.render(path: path, old: want, new: got))")
        }
        // The expected output is a fixed point: porting it again changes nothing.
        let again = SeguePortCommand.execute([expected.path, "--diff"], in: folder)
        #expect(again.exitCode == 0 && again.standardOutput.isEmpty, "\(again.standardOutput)")
    }

    private func files(under folder: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
                paths.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
            }
        }
        return paths.sorted()
    }
}
