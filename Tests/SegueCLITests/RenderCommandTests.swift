import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import SegueCommandLine

@MainActor
@Suite struct RenderCommandTests {
    /// Small frames keep the tests fast: 60 × 40 points at scale 1.
    let small = ["--size", "60x40", "--scale", "1"]

    private func render(_ arguments: [String]) -> CommandOutcome {
        SegueCommand.execute(["render"] + arguments, catalog: testCatalog)
    }

    @Test func animatedPNGHasOneFramePerRefreshWithDelaysOfOneFrame() throws {
        // A 0.5 s fade at 60 fps: frame 0 before the step, then 30 refreshes, the last at the
        // fade's end, where the application is idle — 31 frames, each a different opacity.
        let path = try makeTemporaryDirectory() + "/fade.png"
        let outcome = render(["fade", "-o", path] + small)
        #expect(
            outcome
                == CommandOutcome(
                    standardOutput:
                        "fade, fade out: 31 frames, 0.500 s at 60 fps → \(path) (animated PNG, 31 stored frames)\n",
                    standardError: "", exitCode: 0))
        let apng = try APNGChunks(Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(apng.width == 60 && apng.height == 40)
        expectEqual(apng.frameCount, 31)
        #expect(apng.playCount == 0)  // loops for ever
        expectEqual(apng.frames.count, 31)
        #expect(apng.frames.allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 60 })
        #expect(apng.frames[0].width == 60 && apng.frames[0].height == 40)
        #expect(apng.chunkTypes.first == "IHDR" && apng.chunkTypes.last == "IEND")
        #expect(apng.chunkTypes.firstIndex(of: "acTL")! < apng.chunkTypes.firstIndex(of: "IDAT")!)
    }

    @Test func identicalNeighbouringFramesAreMergedWithTheirDelaysAdded() throws {
        // "Wait, then fade": frame 0; the 0.1 s wait, 6 refreshes that change nothing; the
        // 0.25 s fade, 15 refreshes; one more refresh before the application is idle (the fade
        // ends at 0.1 + 0.25, a hair after refresh 21/60 in binary floating point); the tap,
        // 2 refreshes that change nothing. 1 + 6 + 15 + 1 + 2 = 25 frames, 24/60 s.
        let path = try makeTemporaryDirectory() + "/wait.png"
        let outcome = render(["fade", "--scenario", "Wait, then fade", "-o", path] + small)
        #expect(outcome.standardOutput.hasPrefix("fade, Wait, then fade: 25 frames, 0.400 s at 60 fps"))
        let apng = try APNGChunks(Data(contentsOf: URL(fileURLWithPath: path)))
        expectEqual(Int(apng.frameCount), apng.frames.count)
        // Frame 0 and the wait's 6 refreshes are one stored frame of 7/60 s.
        #expect(apng.frames.first.map { ($0.delayNumerator, $0.delayDenominator) } ?? (0, 0) == (7, 60))
        // The fade's refreshes 7…20 are distinct frames of 1/60 s each.
        #expect(apng.frames.dropFirst().prefix(14).allSatisfy { $0.delay == 1.0 / 60 })
        // Played through, the file lasts as long as the 25 frames: 25/60 s.
        let total = apng.frames.reduce(0) { $0 + $1.delay }
        #expect(abs(total - 25.0 / 60) < 1e-12)
    }

    @Test func frameKShowsTheScreenKRefreshesAfterTheStart() throws {
        // Red (255, 0, 0) at opacity 1 − k/30 over white: green and blue are 255·k/30.
        let folder = try makeTemporaryDirectory() + "/frames"
        let outcome = render(["fade", "--format", "png", "-o", folder] + small)
        #expect(outcome.standardOutput.hasSuffix("→ \(folder) (31 PNG frames)\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        expectEqual(names.count, 31)
        #expect(names.first == "frame-0000.png" && names.last == "frame-0030.png")
        for (k, expected) in [(0, 0.0), (10, 85.0), (15, 127.5), (30, 255.0)] {
            let probe = try PixelProbe(path: folder + "/" + String(format: "frame-%04d.png", k))
            #expect(near(probe.rgba(20, 20), [255, expected, expected, 255]), "frame \(k)")
            #expect(probe.rgba(50, 35) == [255, 255, 255, 255], "frame \(k), outside the square")
        }
    }

    @Test func framesFolderLosesStaleFramesOfAnEarlierRun() throws {
        let folder = try makeTemporaryDirectory() + "/frames"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["frame-0099.png", "notes.txt"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("x".utf8))
        }
        expectEqual(render(["drag", "--format", "png", "-o", folder] + small).exitCode, 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!names.contains("frame-0099.png"))
        #expect(names.contains("notes.txt"))
        expectEqual(names.filter { $0.hasPrefix("frame-") }.count, 21)
    }

    @Test func contactSheetShowsFiveFramesSideBySide() throws {
        // 60 × 40 points at scale 2: frames 120 × 80 px, margin 32, title 64, captions 56:
        // 5·120 + 6·32 = 792 by 64 + 80 + 56 = 200. Of frames 0…30, round(p·30) for p = 0,
        // ¼, ½, ¾, 1 are 0, 8 (7.5 rounded up), 15, 23 (22.5 rounded up) and 30.
        let path = try makeTemporaryDirectory() + "/sheet.png"
        let outcome = render(["fade", "--format", "sheet", "-o", path, "--size", "60x40", "--scale", "2"])
        #expect(outcome.standardOutput.hasSuffix("(contact sheet of frames 0, 8, 15, 23, 30)\n"))
        let sheet = try PixelProbe(path: path)
        #expect(sheet.image.width == 792 && sheet.image.height == 200)
        for (i, k) in [0, 8, 15, 23, 30].enumerated() {
            let x = 32 + i * (120 + 32)
            let y = 64
            let expected = 255.0 * Double(k) / 30
            #expect(near(sheet.rgba(x + 40, y + 40), [255, expected, expected, 255]), "frame \(k)")
            #expect(sheet.rgba(x + 100, y + 70) == [255, 255, 255, 255], "frame \(k)'s white corner")
        }
        // The margins are the sheet's dark grey, not a frame's white.
        #expect(sheet.rgba(16, 100).prefix(3).allSatisfy { $0 < 40 })
    }

    @Test func scriptedDragPlaysLikeTheSameDragInAScenario() throws {
        let directory = try makeTemporaryDirectory()
        let scenario = render(["drag", "-o", directory + "/scenario.png"] + small)
        #expect(scenario.standardOutput.hasPrefix("drag, swipe: 21 frames, 0.333 s"))
        for (name, script) in [("arrow", "10,20→40,20 over 0.1s, release"), ("ascii", " 10, 20 -> 40,20 OVER 100 ms ")]
        {
            let outcome = render(["drag", "--drag", script, "-o", directory + "/\(name).png"] + small)
            #expect(
                outcome.standardOutput.hasPrefix("drag, drag 10,20→40,20 over 0.1s, release: 21 frames, 0.333 s"),
                "\(script)")
            let scripted = try Data(contentsOf: URL(fileURLWithPath: directory + "/\(name).png"))
            let played = try Data(contentsOf: URL(fileURLWithPath: directory + "/scenario.png"))
            #expect(scripted == played, "\(script)")
        }
    }

    @Test func aDragThatChangesNothingOnScreenIsPointedOut() throws {
        let directory = try makeTemporaryDirectory()
        // The square only follows the finger sideways: a vertical drag leaves every frame alike.
        let still = render(["drag", "--drag", "10,20→10,35 over 0.1s", "-o", directory + "/still.png"] + small)
        expectEqual(still.exitCode, 0)
        #expect(
            still.standardOutput.contains(
                "warning: nothing on screen changed during the drag: to start from a scenario's setup, give --scenario NAME"
            ))
        let moved = render(["drag", "--drag", "10,20→40,20 over 0.1s", "-o", directory + "/moved.png"] + small)
        #expect(!moved.standardOutput.contains("warning"))
        let afterSetup = render(
            ["drag", "--scenario", "swipe", "--drag", "10,20→10,35 over 0.1s", "-o", directory + "/setup.png"] + small)
        #expect(
            afterSetup.standardOutput.contains(
                "warning: nothing on screen changed during the drag: check the drag's points"))
    }

    @Test func dragFramesFollowTheFinger() throws {
        // 1 frame before the drag, the touch down (1), 6 moves of 5 points (0.1 s), then the
        // 0.2 s slide home (12): 20 refreshes, 21 frames. The square's left edge, at 0 before the
        // pan, follows the finger once the pan is recognized, and is home again at the end.
        let folder = try makeTemporaryDirectory() + "/frames"
        expectEqual(render(["drag", "--format", "png", "-o", folder] + small).exitCode, 0)
        let first = try PixelProbe(path: folder + "/frame-0000.png")
        let last = try PixelProbe(path: folder + "/frame-0020.png")
        let released = try PixelProbe(path: folder + "/frame-0007.png")
        expectEqual(first.rgba(15, 15), [0, 0, 255, 255])
        expectEqual(last.rgba(15, 15), [0, 0, 255, 255])
        expectEqual(released.rgba(15, 15), [255, 255, 255, 255])
    }

    @Test func everyScenarioGetsItsOwnFileWithAll() throws {
        let directory = try makeTemporaryDirectory()
        let outcome = render(["fade", "--scenario", "all", "--format", "sheet", "-o", directory + "/out.png"] + small)
        expectEqual(outcome.exitCode, 0)
        expectEqual(outcome.standardOutput.split(separator: "\n").count, 2)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        expectEqual(names, ["out-fade-out.png", "out-wait-then-fade.png"])
    }

    @Test func scenariosAreFoundByNameOrDashedName() {
        let path = NSTemporaryDirectory() + "/segue-cli-by-name-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        for name in ["Wait, then fade", "wait-then-fade", "WAIT-THEN-FADE"] {
            let outcome = render(["fade", "--scenario", name, "-o", path] + small)
            #expect(outcome.standardOutput.hasPrefix("fade, Wait, then fade: 25 frames"), "\(name)")
        }
    }

    @Test func missingOutputFoldersAreCreated() throws {
        let path = try makeTemporaryDirectory() + "/a/b/fade.png"
        expectEqual(render(["fade", "-o", path] + small).exitCode, 0)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func aScenarioThatNeverSettlesStopsAtTheIdleTimeout() {
        var settings = RenderSettings(size: CGSize(width: 20, height: 20), scale: 1, framesPerSecond: 60)
        settings.idleTimeout = 0.5
        let player = ScenarioPlayer(settings.playerSettings)
        #expect(
            throws: PlaybackError(
                "demo 'spinner', scenario 'spin': still busy after 0.5 s of media time (animations are running)")
        ) {
            _ = try player.play(SpinnerDemo(), SpinnerDemo().scenarios[0])
        }
    }

    @Test func countingAndRenderingGiveTheSameFrames() throws {
        let player = ScenarioPlayer(.init(screenSize: CGSize(width: 60, height: 40), scale: 1, framesPerSecond: 60))
        var indices: [Int] = []
        let counted = try player.play(DragDemo(), DragDemo().scenarios[0]).frameCount
        let rendered = try player.play(DragDemo(), DragDemo().scenarios[0]) { index, run in
            let image = run.renderFrame()
            #expect(image.width == 60 && image.height == 40)
            indices.append(index)
        }.frameCount
        #expect(counted == 21 && rendered == 21)
        expectEqual(indices, Array(0..<21))
    }

    @Test func otherFrameRatesChangeTheFrameCountAndDelays() throws {
        // At 24 fps the 0.5 s fade changes the screen at 12 refreshes: 13 distinct frames of
        // 1/24 s. (The engine may report the fade running for one refresh more — its layer
        // times are rounded — which adds a frame identical to the last; the file merges it.)
        let path = try makeTemporaryDirectory() + "/fade24.png"
        let outcome = render(["fade", "--fps", "24", "-o", path] + small)
        let frames = try #require(Int(outcome.standardOutput.split(separator: " ")[3]))
        #expect(frames == 13 || frames == 14)
        #expect(outcome.standardOutput.contains("at 24 fps"))
        let apng = try APNGChunks(Data(contentsOf: URL(fileURLWithPath: path)))
        expectEqual(apng.frameCount, 13)
        #expect(apng.frames.prefix(12).allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 24 })
        expectEqual(apng.frames.last?.delay, Double(frames - 12) / 24)
    }

    @Test func helpDescribesTheOptionsAndTheFrameRules() {
        let outcome = SegueCommand.execute(["render", "--help"])
        expectEqual(outcome.exitCode, 0)
        let help = outcome.standardOutput.replacingOccurrences(of: "\n", with: " ")
        for text in [
            "USAGE: segue render <demo>", "--scenario <name|all>", "--size <WIDTHxHEIGHT>", "--scale <scale>",
            "--fps <fps>", "--format <format>", "--drag <script>", "-o, --output <path>",
            "Frames captured:", "Frame 0 is the screen", "the first idle refresh is the last frame",
            "the scenario's setup"
        ] {
            #expect(help.contains(text), "\(text)")
        }
    }
}
