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
        (["render", "fade", "--size", "-5x10"] + output, "Error: --size must have a width and a height greater than 0 (got '-5x10')"),
        (["render", "fade", "--fps", "-1"] + output, "Error: --fps must be within 1...240 (got -1)"),
        (["gallery", "--scale", "-1"], "Error: --scale must be a number greater than 0 (got -1)"),
        (["gallery", "--fps", "-1"], "Error: --fps must be within 1...240 (got -1)"),
    ]

    @Test(arguments: mistakes)
    func aNegativeValueIsRejectedForWhatItIs(_ arguments: [String], _ message: String) {
        expectOneLineFailure(arguments, message, code: 64)
    }
}
