import Foundation
import SegueGallery
import TestSupport
import Testing

@testable import SegueCommandLine

/// The gallery page in a real browser: a gallery of one of the gallery's demos, opened in
/// headless Chromium with the slider moved by the page's `?frame=` query, read back as DOM and
/// as a screenshot (`SEGUE_KEEP_SCREENSHOT=path` keeps the screenshot to look at).
@MainActor
@Suite(.enabled(if: HeadlessChromium.testsRun, "needs Chromium (scripts/install-chromium.sh)"))
struct GalleryPageBrowserTests {
    /// A gallery of cross-dissolve's scenarios on the demo's own screen (its taps land on its
    /// buttons) at scale 0.5, in `directory`.
    func renderGallery(into directory: String) throws -> GalleryCatalog {
        let catalog = GalleryCatalog([try #require(Gallery.demo(named: "cross-dissolve"))])
        let outcome = SegueCommand.execute(
            ["gallery", "-o", directory, "--size", "390x844", "--scale", "0.5", "--jobs", "1"],
            catalog: catalog)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        return catalog
    }

    @Test func theSliderShowsTheFrameItIsMovedTo() async throws {
        let chromium = try #require(
            HeadlessChromium.installed, "Chromium is required (SEGUE_REQUIRE_CHROMIUM=1) but not installed")
        let directory = try makeTemporaryDirectory()
        _ = try renderGallery(into: directory)
        let page = "file://\(directory)/index.html"

        let dom = try await chromium.dumpDOM(page + "?frame=0.5")
        let players = dom.components(separatedBy: "<figure class=\"player\"").dropFirst()
        expectEqual(players.count, 2)
        for player in players {
            let count = try #require(Int(attribute("data-frames", in: player) ?? ""))
            let folder = try #require(attribute("data-folder", in: player))
            #expect(count > 20)  // the scenario played: its taps found the buttons
            let middle = Int((0.5 * Double(count - 1)).rounded())
            expectEqual(attribute("data-frame", in: player), String(middle))
            let source = try #require(attribute("src", in: player))
            expectEqual(source, String(format: "%@/frame-%04d.png", folder, middle))
            #expect(FileManager.default.fileExists(atPath: directory + "/" + source), "\(source)")
            #expect(player.contains("frame \(middle + 1) of \(count)"))
        }
        #expect(dom.contains("class CrossDissolveAnimator"))  // the demo's code beside it

        let slow = try await chromium.dumpDOM(page + "?frame=0&slow=1")
        expectEqual(slow.components(separatedBy: "data-frame=\"0\"").count, players.count + 1)

        let screenshot = ProcessInfo.processInfo.environment["SEGUE_KEEP_SCREENSHOT"] ?? directory + "/page.png"
        try await chromium.screenshot(page + "?frame=0.5", to: screenshot, width: 1400, height: 1200)
        let image = try PixelProbe(path: screenshot).image
        #expect(image.width == 1400 && image.height == 1200)
        // The first player's middle frame is drawn where the page puts it: not the page's background.
        let background = [0x1c, 0x1c, 0x1e, 255]
        let probe = try PixelProbe(path: screenshot)
        let drawn = (0..<20).filter { i in probe.rgba(60 + i * 4, 260) != background }.count
        #expect(drawn > 10)
    }

    @Test func playingAdvancesTheFrames() async throws {
        let chromium = try #require(
            HeadlessChromium.installed, "Chromium is required (SEGUE_REQUIRE_CHROMIUM=1) but not installed")
        let directory = try makeTemporaryDirectory()
        _ = try renderGallery(into: directory)
        // No query: players on screen play; after 0.2 s of virtual time the first has moved on.
        let dom = try await chromium.dumpDOM("file://\(directory)/index.html", budget: 200)
        let first = try #require(dom.components(separatedBy: "<figure class=\"player\"").dropFirst().first)
        let frame = try #require(Int(attribute("data-frame", in: first) ?? ""))
        #expect(frame > 0)
    }

    /// The value of the first `name="…"` attribute in `html`.
    func attribute(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: " \(name)=\"") else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
