import Foundation
import TestSupport
import Testing

@testable import SegueCommandLine

/// A real modal transition rendered end to end through `segue render`.
@MainActor
@Suite struct TransitionRenderTests {
    let catalog = GalleryCatalog([CardDemo()])

    @Test func presentThenDismissEndsWhereItStarted() throws {
        let folder = try makeTemporaryDirectory() + "/frames"
        let outcome = SegueCommand.execute(
            ["render", "cards", "--format", "png", "--size", "390x844", "--scale", "0.5", "-o", folder],
            catalog: catalog)
        expectEqual(outcome.exitCode, 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let first = try PixelProbe(path: folder + "/" + names.first!)
        let last = try PixelProbe(path: folder + "/" + names.last!)
        expectEqual(first.image._premultipliedRGBA, last.image._premultipliedRGBA)
        // Half-way through, the orange detail screen covers part of the blue first card.
        let middle = try PixelProbe(path: folder + "/" + names[names.count / 4])
        #expect(middle.image._premultipliedRGBA != first.image._premultipliedRGBA)
    }

    @Test func crossDissolveSheetAndAnimation() throws {
        let directory = try makeTemporaryDirectory()
        let arguments = ["render", "cards", "--scenario", "cross-dissolve", "--size", "390x844", "--scale", "0.5"]
        let sheet = SegueCommand.execute(
            arguments + ["--format", "sheet", "-o", directory + "/sheet.png"], catalog: catalog)
        let animation = SegueCommand.execute(arguments + ["-o", directory + "/dissolve.png"], catalog: catalog)
        #expect(sheet.exitCode == 0 && animation.exitCode == 0)
        // Both play the same frames: the contact sheet's last is the animation's last.
        let frames = try #require(Int(sheet.standardOutput.split(separator: " ")[2]))
        #expect(animation.standardOutput.hasPrefix("cards, cross-dissolve: \(frames) frames"))
        let stored = try APNGChunks(Data(contentsOf: URL(fileURLWithPath: directory + "/dissolve.png")))
        #expect(stored.width == 195 && stored.height == 422)
        #expect(abs(stored.frames.reduce(0) { $0 + $1.delay } - Double(frames) / 60) < 1e-9)
        let image = try PixelProbe(path: directory + "/sheet.png").image
        #expect(image.width == 5 * 195 + 6 * 8 && image.height == 16 + 422 + 14)
    }

    /// The frames of `cards` played with `extra` arguments, as PNG files read back.
    private func frames(_ extra: [String]) throws -> [PixelProbe] {
        let folder = try makeTemporaryDirectory() + "/frames"
        let outcome = SegueCommand.execute(
            ["render", "cards", "--format", "png", "--size", "390x844", "--scale", "0.25", "-o", folder] + extra,
            catalog: catalog)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map {
            try PixelProbe(path: folder + "/" + $0)
        }
    }

    @Test func aScenarioSetupRunsBeforeTheFirstFrame() throws {
        let home = try #require(try frames([]).first)
        let dismissal = try frames(["--scenario", "dismiss"])
        let first = try #require(dismissal.first)
        let last = try #require(dismissal.last)
        // Frame 0 already shows the presented screen; the dismissal ends on the home screen.
        #expect(first.image._premultipliedRGBA != home.image._premultipliedRGBA)
        expectEqual(last.image._premultipliedRGBA, home.image._premultipliedRGBA)
        #expect(dismissal.count > 2)
    }

    @Test func aDragWithAScenarioPlaysAfterItsSetup() throws {
        let presented = try #require(try frames(["--scenario", "dismiss"]).first)
        let dragged = try frames(["--scenario", "dismiss", "--drag", "10,400→200,400 over 0.1s"])
        expectEqual(dragged.count, 8)
        expectEqual(dragged.first?.image._premultipliedRGBA, presented.image._premultipliedRGBA)
    }
}
