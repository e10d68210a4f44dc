import Foundation
import Testing

@testable import SegueCommandLine

/// Every way `segue render` and `segue gallery` can be called wrongly: one line on standard
/// error, nothing on standard output, exit status 64 for a bad command line and 1 for a
/// failure while running.
@MainActor
@Suite struct RenderFailureTests {
    nonisolated static let usage: Int32 = 64, failure: Int32 = 1
    nonisolated static let output = ["-o", NSTemporaryDirectory() + "/segue-cli-unused.png"]
    nonisolated static let expectedDrag = "(like \"x0,y0→x1,y1 over 0.6s, release\")"

    nonisolated static let commandLineMistakes: [([String], String)] = [
        (
            ["render", "nope"] + output,
            "Error: unknown demo 'nope': expected one of fade, drag, empty (see 'segue list')"
        ),
        (
            ["render", "fade", "--scenario", "nope"] + output,
            "Error: unknown scenario 'nope' of demo 'fade': expected one of 'fade out', 'Wait, then fade' or all"
        ),
        (["render", "empty"] + output, "Error: demo 'empty' has no scenarios: give --drag"),
        (["render", "empty", "--scenario", "all"] + output, "Error: demo 'empty' has no scenarios: give --drag"),
        (["render", "fade"], "Error: Missing expected argument '--output <path>'"),
        (["render"] + output, "Error: Missing expected argument '<demo>'"),
        (
            ["render", "fade", "--size", "390x"] + output,
            "Error: malformed --size '390x': expected WIDTHxHEIGHT in points, like 390x844"
        ),
        (
            ["render", "fade", "--size", "390"] + output,
            "Error: malformed --size '390': expected WIDTHxHEIGHT in points, like 390x844"
        ),
        (
            ["render", "fade", "--size", "axb"] + output,
            "Error: malformed --size 'axb': expected WIDTHxHEIGHT in points, like 390x844"
        ),
        (
            ["render", "fade", "--size", "0x10"] + output,
            "Error: --size must have a width and a height greater than 0 (got '0x10')"
        ),
        (
            ["render", "fade", "--size", "10x-5"] + output,
            "Error: --size must have a width and a height greater than 0 (got '10x-5')"
        ),
        (
            ["render", "fade", "--size", "10000x10000"] + output,
            "Error: --size 10000x10000 at --scale 2 is too large: frames are limited to 67108864 pixels (8192 × 8192)"
        ),
        (["render", "fade", "--scale", "0"] + output, "Error: --scale must be a number greater than 0 (got 0)"),
        (["render", "fade", "--scale=-2"] + output, "Error: --scale must be a number greater than 0 (got -2)"),
        (["render", "fade", "--scale", "nan"] + output, "Error: --scale must be a number greater than 0 (got nan)"),
        (["render", "fade", "--scale", "big"] + output, "Error: The value 'big' is invalid for '--scale <scale>'"),
        (["render", "fade", "--fps", "0"] + output, "Error: --fps must be within 1...240 (got 0)"),
        (["render", "fade", "--fps", "241"] + output, "Error: --fps must be within 1...240 (got 241)"),
        (["render", "fade", "--fps", "29.97"] + output, "Error: The value '29.97' is invalid for '--fps <fps>'"),
        (
            ["render", "fade", "--format", "gif"] + output,
            "Error: The value 'gif' is invalid for '--format <format>'. Please provide one of 'apng', 'png' or 'sheet'."
        ),
        (
            ["render", "drag", "--drag", "10,20→40 over 1s"] + output,
            "Error: malformed --drag '10,20→40 over 1s': expected ',' between a point's x and y, found 'over' (at character 10) \(expectedDrag)"
        ),
        (
            ["render", "drag", "--drag", "10,20→40,20"] + output,
            "Error: malformed --drag '10,20→40,20': expected 'over', found the end (at character 12) \(expectedDrag)"
        ),
        (
            ["render", "drag", "--drag", "10,20 40,20 over 1s"] + output,
            "Error: malformed --drag '10,20 40,20 over 1s': expected ';' between fingers or the end, found '40' (at character 7) \(expectedDrag)"
        ),
        (
            ["render", "drag", "--drag", "10,20→40,20 over soon"] + output,
            "Error: malformed --drag '10,20→40,20 over soon': expected a time like 0.6s or 600ms, found 'soon' (at character 18) \(expectedDrag)"
        ),
        (
            ["render", "drag", "--drag", "10,20→40,20 over 1s release"] + output,
            "Error: malformed --drag '10,20→40,20 over 1s release': expected an easing (linear, ease-in, ease-out, ease-in-out), "
                + "'→', ',' or ';', found 'release' (at character 21) \(expectedDrag)"
        ),
        (
            ["render", "drag", "--drag", "10,inf→40,20 over 1s"] + output,
            "Error: malformed --drag '10,inf→40,20 over 1s': expected a point's y, found 'inf' (at character 4) \(expectedDrag)"
        ),
        (
            ["render", "drag", "--drag", "10,20→40,20 over 90s"] + output,
            "Error: --drag duration must be within 0...60 s (got 90 s)"
        ),
        (
            ["render", "drag", "--drag", "10,20→40,20 over -1s"] + output,
            "Error: malformed --drag '10,20→40,20 over -1s': a time must not be negative (at character 18) \(expectedDrag)"
        ),
        (
            ["render", "drag", "--drag", "10,20→40,20 over 0x10s"] + output,
            "Error: malformed --drag '10,20→40,20 over 0x10s': malformed number '0x10s': numbers are plain decimals like 0.6 or -12.5 "
                + "(at character 18) \(expectedDrag)"
        ),
        (
            ["render", "drag", "--drag", "10,20→40,20 over 1s", "--scenario", "all"] + output,
            "Error: --drag plays after one scenario's setup, not after all of them"
        ),
        (
            ["render", "drag", "--drag", "10,20→40,20 over 1s", "--scenario", "nope"] + output,
            "Error: unknown scenario 'nope' of demo 'drag': expected one of 'swipe' or all"
        ),
        (["render", "fade", "-o", ""], "Error: --output must not be empty"),
        (["gallery", "--size", "10x"], "Error: malformed --size '10x': expected WIDTHxHEIGHT in points, like 390x844"),
        (["gallery", "--fps", "500"], "Error: --fps must be within 1...240 (got 500)"),
        (["list", "extra"], "Error: Unexpected argument 'extra'")
    ]

    @Test(arguments: commandLineMistakes)
    func commandLineMistakeExitsWithUsageStatus(_ arguments: [String], _ message: String) {
        expectOneLineFailure(arguments, message, code: Self.usage)
    }

    @Test func fileInTheWayOfAFolderIsReported() throws {
        let directory = try makeTemporaryDirectory()
        let blocker = directory + "/blocker"
        _ = FileManager.default.createFile(atPath: blocker, contents: Data())
        expectOneLineFailure(
            ["render", "fade", "-o", blocker + "/out.png"],
            "Error: cannot create directory '\(blocker)': '\(blocker)' is a file", code: Self.failure)
        expectOneLineFailure(
            ["render", "fade", "--format", "png", "-o", blocker],
            "Error: cannot create directory '\(blocker)': '\(blocker)' is a file", code: Self.failure)
        expectOneLineFailure(
            ["gallery", "-o", blocker],
            "Error: cannot create directory '\(blocker)': '\(blocker)' is a file", code: Self.failure)
    }

    @Test func folderWhereAFileGoesIsReported() throws {
        let directory = try makeTemporaryDirectory()
        expectOneLineFailure(
            ["render", "fade", "-o", directory],
            "Error: cannot write '\(directory)': it is a directory", code: Self.failure)
    }

    @Test func unwritablePathIsReportedWithTheSystemsReason() {
        // /proc accepts no new files, even from root.
        expectOneLineFailure(
            ["render", "fade", "-o", "/proc/segue-test.png"],
            "Error: cannot write '/proc/segue-test.png': No such file or directory", code: Self.failure)
    }

    @Test func scenarioThatNeverSettlesFailsBeforeRendering() {
        // The counting play gives up after 120 s of media time; no frame is rendered.
        let path = NSTemporaryDirectory() + "/segue-cli-spinner-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        expectOneLineFailure(
            ["render", "spinner", "--size", "20x20", "--scale", "1", "-o", path],
            "Error: demo 'spinner', scenario 'spin': still busy after 120 s of media time (animations are running)",
            code: Self.failure, catalog: GalleryCatalog([SpinnerDemo()]))
    }

    @Test func scenarioThatPlaysDifferentlyTwiceIsReported() {
        // The counting play (a 0.1 s fade: 1 + 6 frames) and the rendering play (0.2 s: 1 + 12).
        FlakyDemo.plays = 0
        let path = NSTemporaryDirectory() + "/segue-cli-flaky-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        expectOneLineFailure(
            ["render", "flaky", "--size", "20x20", "--scale", "1", "-o", path],
            "Error: demo 'flaky', scenario 'flake' is not deterministic: 7 frames the first time, 13 the second",
            code: Self.failure, catalog: GalleryCatalog([FlakyDemo()]))
    }

    @Test func failingBeforeRenderingLeavesNoPartialOutput() throws {
        // The bad scale is caught when the command line is parsed, before any file is made.
        let path = try makeTemporaryDirectory() + "/never.png"
        expectOneLineFailure(
            ["render", "fade", "--scale", "0", "-o", path],
            "Error: --scale must be a number greater than 0 (got 0)", code: Self.usage)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
