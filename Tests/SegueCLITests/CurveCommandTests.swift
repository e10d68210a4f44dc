import TestSupport
import Testing

@testable import SegueCommandLine

@Suite struct CurveCommandTests {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func namedCurvePrintsElevenSamples() {
        // UIKitBehaviour #108: easeInEaseOut is (0.42, 0), (0.58, 1); y(0.1) = 0.019722 (mpmath)
        let outcome = SegueCommand.execute(["curve", "easeInEaseOut"])
        expectEqual(outcome.exitCode, 0)
        expectEqual(outcome.standardError, "")
        let output = lines(outcome.standardOutput)
        expectEqual(output[0], "curve easeInEaseOut: control points (0, 0), (0.42, 0), (0.58, 1), (1, 1)")
        expectEqual(output[1], "")
        expectEqual(output[2], "       x           y")
        expectEqual(output[3], "  0.0000    0.000000")
        expectEqual(output[4], "  0.1000    0.019722")
        expectEqual(output[8], "  0.5000    0.500000")
        expectEqual(output[13], "  1.0000    1.000000")
        expectEqual(output.count, 3 + 11 + 1)
    }

    @Test func coreAnimationConstantNamesAndAnyLetterCaseAreAccepted() {
        // UIKitBehaviour #108: default is (0.25, 0.1), (0.25, 1); y(0.5) = 0.802403 (mpmath)
        for spelling in ["kCAMediaTimingFunctionDefault", "DEFAULT", "default"] {
            let output = lines(SegueCommand.execute(["curve", spelling, "--samples", "3"]).standardOutput)
            #expect(output[0] == "curve default: control points (0, 0), (0.25, 0.1), (0.25, 1), (1, 1)", "\(spelling)")
            #expect(output[4] == "  0.5000    0.802403", "\(spelling)")
        }
    }

    @Test func controlPointsAsOneArgumentOrFourNumbers() {
        let expected = [
            "custom curve: control points (0, 0), (0.3, -0.5), (0.7, 1.5), (1, 1)", "", "       x           y",
            "  0.0000    0.000000", "  0.5000    0.500000", "  1.0000    1.000000", ""
        ]
        let joined = SegueCommand.execute(["curve", "0.3,-0.5,0.7,1.5", "--samples", "3"])
        let separate = SegueCommand.execute(["curve", "0.3", "-0.5", "0.7", "1.5", "--samples", "3"])
        expectEqual(lines(joined.standardOutput), expected)
        expectEqual(joined, separate)
    }

    static let failures: [([String], String)] = [
        (
            ["curve"],
            "Error: no curve given: pass a name (linear, easeIn, easeOut, easeInEaseOut, default) or four numbers c1x,c1y,c2x,c2y"
        ),
        (
            ["curve", "bouncy"],
            "Error: unknown curve 'bouncy': expected a name (linear, easeIn, easeOut, easeInEaseOut, default) or four numbers c1x,c1y,c2x,c2y"
        ),
        (
            ["curve", "1,2,3"],
            "Error: malformed curve '1,2,3': expected a name (linear, easeIn, easeOut, easeInEaseOut, default) or four numbers c1x,c1y,c2x,c2y"
        ),
        (["curve", "0.1,x,0.2,1"], "Error: malformed curve: 'x' is not a finite number"),
        (["curve", "0.1,inf,0.2,1"], "Error: malformed curve: 'inf' is not a finite number"),
        (["curve", "1.5,0,0.5,1"], "Error: control point x must be within 0...1 (got c1x = 1.5)"),
        (["curve", "0.5", "0", "-0.25", "1"], "Error: control point x must be within 0...1 (got c2x = -0.25)"),
        (["curve", "linear", "--samples", "1"], "Error: --samples must be at least 2 (got 1)"),
        (["curve", "linear", "--samples"], "Error: Missing value for '--samples <samples>'"),
        (["bogus"], "Error: Unexpected argument 'bogus'")
    ]

    @Test(arguments: failures)
    func invalidInputFailsWithOneLine(_ arguments: [String], _ message: String) {
        expectOneLineFailure(arguments, message)
    }

    @Test func helpExplainsTheCurveArgument() {
        let outcome = SegueCommand.execute(["curve", "--help"])
        expectEqual(outcome.exitCode, 0)
        #expect(outcome.standardOutput.contains("USAGE: segue curve [<curve> ...] [--samples <samples>]"))
        #expect(outcome.standardOutput.contains("kCAMediaTimingFunction"))
    }
}
