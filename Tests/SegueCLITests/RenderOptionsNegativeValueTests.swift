import Foundation
import Testing

@testable import SegueCommandLine

/// Negative values given to `--scale`, `--size` and `--fps` with a space (issue 18): the value
/// starts with "-", and the message names the real problem instead of "Missing value".
@MainActor
@Suite struct RenderOptionsNegativeValueTests {
    nonisolated static let output = ["-o", NSTemporaryDirectory() + "/segue-cli-unused.png"]

    nonisolated static let mistakes: [([String], String)] = [
        (["render", "fade", "--scale", "-1"] + output, "Error: --scale must be a number greater than 0 (got -1)"),
        (
            ["render", "fade", "--size", "-5x10"] + output,
            "Error: --size must have a width and a height greater than 0 (got '-5x10')"
        ),
        (["render", "fade", "--fps", "-1"] + output, "Error: --fps must be within 1...240 (got -1)"),
        (["gallery", "--scale", "-1"], "Error: --scale must be a number greater than 0 (got -1)"),
        (["gallery", "--fps", "-1"], "Error: --fps must be within 1...240 (got -1)")
    ]

    @Test(arguments: mistakes)
    func aNegativeValueIsRejectedForWhatItIs(_ arguments: [String], _ message: String) {
        expectOneLineFailure(arguments, message, code: 64)
    }

    /// Issue 32: a size and scale that make a frame smaller than a pixel are refused in one
    /// line, not rendered as a blank 1 × 1 image.
    nonisolated static let tooSmall: [([String], String)] = [
        (
            ["render", "fade", "--size", "1e-300x1e-300"] + output,
            "Error: --size 1e-300x1e-300 at --scale 2 is too small: frames need at least 1 × 1 pixels (got 2e-300 × 2e-300)"
        ),
        (
            ["render", "fade", "--size", "0.4x0.4"] + output,
            "Error: --size 0.4x0.4 at --scale 2 is too small: frames need at least 1 × 1 pixels (got 0.8 × 0.8)"
        ),
        (
            ["render", "fade", "--scale", "1e-9"] + output,
            "Error: --size 390x844 at --scale 1e-09 is too small: frames need at least 1 × 1 pixels (got 3.9e-07 × 8.44e-07)"
        )
    ]

    @Test(arguments: tooSmall)
    func aFrameSmallerThanAPixelIsRejected(_ arguments: [String], _ message: String) {
        expectOneLineFailure(arguments, message, code: 64)
    }
}
