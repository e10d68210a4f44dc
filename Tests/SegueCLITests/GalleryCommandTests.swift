import Foundation
import TestSupport
import Testing

@testable import SegueCommandLine

@MainActor
@Suite struct GalleryCommandTests {
    let small = ["--size", "60x40", "--scale", "1"]

    @Test func writesEveryScenarioAndAnIndexListingThem() throws {
        let directory = try makeTemporaryDirectory()
        let outcome = SegueCommand.execute(["gallery", "-o", directory] + small, catalog: testCatalog)
        // 31 + 25 frames for fade and 21 for drag, as `render` gives (RenderCommandTests), although the
        // gallery draws the status bar: its views exist before the run starts and never animate alone.
        #expect(
            outcome
                == CommandOutcome(
                    standardOutput: """
                        [1/3] fade: fade out 0.500 s · Wait, then fade 0.400 s
                        [2/3] drag: swipe 0.333 s
                        [3/3] empty: no scenarios
                        wrote \(directory)/index.html: 3 demos, 3 scenarios, 77 frames

                        """, standardError: "", exitCode: 0))
        let files = [
            "fade/fade-out.png", "fade/fade-out-sheet.png", "fade/wait-then-fade.png", "fade/wait-then-fade-sheet.png",
            "drag/swipe.png", "drag/swipe-sheet.png", "index.html", "fade/fade-out/frame-0000.png",
            "fade/fade-out/frame-0030.png", "drag/swipe/frame-0019.png"
        ]
        for file in files {
            #expect(FileManager.default.fileExists(atPath: directory + "/" + file), "\(file)")
        }
        let animation = try APNGChunks(Data(contentsOf: URL(fileURLWithPath: directory + "/fade/fade-out.png")))
        expectEqual(animation.frameCount, 31)
        let sheet = try PixelProbe(path: directory + "/drag/swipe-sheet.png")
        #expect(sheet.image.width == 5 * 60 + 6 * 16 && sheet.image.height == 32 + 40 + 28)

        let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        for text in [
            "<h2>fade</h2>", "A red square fades out, linearly, over half a second.", "<h2>drag</h2>", "<h2>empty</h2>",
            "<strong>fade out</strong><br>0.500 s · 31 frames",
            "<strong>Wait, then fade</strong><br>0.400 s · 25 frames",
            "<strong>swipe</strong><br>0.333 s · 21 frames", "src=\"fade/fade-out.png\"",
            "href=\"fade/wait-then-fade-sheet.png\"",
            "src=\"drag/swipe.png\"", "<p>No scenarios.</p>", "60×40 points, scale 1, 60 fps",
            "data-folder=\"fade/fade-out\" data-frames=\"31\" data-fps=\"60\"", "max=\"30\"", "max=\"20\"",
            "slow motion</label>", "<script>"
        ] {
            #expect(html.contains(text), "\(text)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/fade/fade-out/frame-0031.png"))
        // The test demos are declared in the tests, not under Sources: the page says their code is missing.
        expectEqual(html.components(separatedBy: "source files are not on this machine").count, 4)
    }

    @Test func framesForThePlayerAreAtHalfSizeFromScaleTwo() throws {
        let directory = try makeTemporaryDirectory()
        let outcome = SegueCommand.execute(
            ["gallery", "-o", directory, "--size", "60x40", "--scale", "2", "--jobs", "1"],
            catalog: GalleryCatalog([DragDemo()]))
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        let frame = try PixelProbe(path: directory + "/drag/swipe/frame-0000.png")
        #expect(frame.image.width == 60 && frame.image.height == 40)
        let animation = try APNGChunks(Data(contentsOf: URL(fileURLWithPath: directory + "/drag/swipe.png")))
        #expect(animation.width == 120 && animation.height == 80)
    }

    @Test func benchmarkReportsFramesAndRate() throws {
        let directory = try makeTemporaryDirectory()
        let outcome = SegueCommand.execute(
            ["gallery", "-o", directory, "--benchmark"] + small, catalog: GalleryCatalog([DragDemo()]))
        let lines = outcome.standardOutput.split(separator: "\n")
        expectEqual(lines.count, 3)
        #expect(lines[2].hasPrefix("benchmark: 21 frames in "))
        #expect(lines[2].contains(" frames/s (render "))
        #expect(lines[2].hasSuffix(" at 60x40 @1x, 60 fps"))
    }

    @Test func emptyGalleryStillWritesAnIndex() throws {
        let directory = try makeTemporaryDirectory() + "/new"
        let outcome = SegueCommand.execute(["gallery", "--output", directory] + small, catalog: GalleryCatalog([]))
        expectEqual(outcome.standardOutput, "wrote \(directory)/index.html: 0 demos, 0 scenarios, 0 frames\n")
        let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        #expect(html.contains("<p>The gallery has no demos.</p>"))
    }

    @Test func theCodeBesideAnAnimationIsEscapedAndTheFirstFileOpen() {
        let files = [
            DemoSources.File(path: "Kit/CardDemo.swift", text: "let a: Array<Int> = [] // a && b"),
            DemoSources.File(path: "Kit/CardAnimator.swift", text: "final class CardAnimator {}")
        ]
        let page = GalleryIndexPage(
            settings: RenderSettings(size: CGSize(width: 60, height: 40), scale: 1, framesPerSecond: 60),
            sections: [
                GalleryIndexPage.Section(name: "card", summary: "A card", sources: files, entries: [])
            ])
        #expect(
            page.html.contains(
                "<details open><summary>Kit/CardDemo.swift</summary><pre><code>let a: Array&lt;Int&gt; = [] // a &amp;&amp; b</code></pre></details>"
            ))
        #expect(page.html.contains("<details><summary>Kit/CardAnimator.swift</summary>"))
    }

    @Test func namesAreEscapedInTheIndex() {
        #expect(
            GalleryIndexPage.escape("<a href=\"x\">Tom & Jerry's</a>")
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    }

    @Test func repeatedNamesGetNumberedFileNames() {
        #expect(
            GalleryCommand.uniqueSlugs(["Present", "present", "Dismiss!", "present"]) == [
                "present", "present-2", "dismiss", "present-3"
            ])
        expectEqual(GalleryCatalog.slug("  Interactive pop, cancelled "), "interactive-pop-cancelled")
        expectEqual(GalleryCatalog.slug("→"), "scenario")
    }

    @Test func helpNamesTheDefaultsAndTheFiles() {
        let outcome = SegueCommand.execute(["gallery", "--help"], catalog: testCatalog)
        expectEqual(outcome.exitCode, 0)
        for text in [
            "USAGE: segue gallery [--output <dir>]", "-o, --output <dir>", "into gallery/.", "--benchmark",
            "DIR/D/S-sheet.png", "index.html"
        ] {
            #expect(outcome.standardOutput.contains(text), "\(text)")
        }
    }
}
