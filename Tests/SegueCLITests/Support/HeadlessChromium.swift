import Foundation
import TestSupport

/// Debian's Chromium, run headless on a page: its DOM after the scripts ran, or a screenshot.
///
/// Installed by `scripts/install-chromium.sh`. Without it the browser tests are skipped,
/// unless `SEGUE_REQUIRE_CHROMIUM=1` is set, when they run and fail.
struct HeadlessChromium {
    /// The executable.
    let path: String

    /// Chromium on this machine, if any.
    static let installed: HeadlessChromium? = {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: path) {
            return HeadlessChromium(path: path)
        }
        return nil
    }()

    /// Whether the browser tests run: Chromium is installed or the environment requires them.
    static var testsRun: Bool {
        installed != nil || ProcessInfo.processInfo.environment["SEGUE_REQUIRE_CHROMIUM"] == "1"
    }

    /// The page at `url` after its scripts ran for `budget` milliseconds of virtual time, as HTML.
    func dumpDOM(_ url: String, budget: Int = 3000) async throws -> String {
        try await run(["--dump-dom", url], budget: budget)
    }

    /// Writes a screenshot of the page at `url`, `width` × `height` CSS pixels, to `file`.
    func screenshot(_ url: String, to file: String, width: Int, height: Int, budget: Int = 3000) async throws {
        _ = try await run(
            ["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file)", url], budget: budget)
    }

    /// Runs Chromium headless with `arguments` and returns its standard output; throws when it
    /// exits with a failure. The waiting task is suspended while the browser runs
    /// (``ChildProcess``), so a main-actor test does not hold the main actor for it.
    private func run(_ arguments: [String], budget: Int) async throws -> String {
        let profile = NSTemporaryDirectory() + "segue-chromium-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        // --no-sandbox: the tests run as root in CI. Virtual time lets the page's frames run
        // without waiting for real time.
        let outcome = try await ChildProcess.run(
            URL(fileURLWithPath: path),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)",
                "--allow-file-access-from-files", "--virtual-time-budget=\(budget)"
            ] + arguments)
        guard outcome.status == 0 else {
            throw CocoaError(
                .executableLoad, userInfo: [NSLocalizedDescriptionKey: "chromium exited with \(outcome.status)"])
        }
        return outcome.output
    }
}
