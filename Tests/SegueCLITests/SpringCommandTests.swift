import TestSupport
import Testing

@testable import SegueCommandLine

@Suite struct SpringCommandTests {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func physicalConstantsPrintAllParameterisationsAndTheCurve() {
        // UIKitBehaviour #119: Core Animation's worked example settles in about 2.85 s
        let outcome = SegueCommand.execute(["spring", "--mass", "1", "--stiffness", "100", "--damping", "5"])
        expectEqual(outcome.exitCode, 0)
        expectEqual(outcome.standardError, "")
        let output = lines(outcome.standardOutput)
        #expect(
            Array(output.prefix(9)) == [
                "mass 1, stiffness 100, damping 5",
                "response 0.628319 s, damping ratio 0.25",
                "duration 0.628319 s, bounce 0.75",
                "initial velocity 0 distances/s",
                "motion: under-damped (oscillates while settling)",
                "settling duration: 2.8550 s",
                "",
                "  time (s)    fraction  velocity (1/s)",
                "    0.0000    0.000000        0.000000"
            ])
        #expect(output.count == 8 + 11 + 1)  // 11 rows, then the empty string after the final newline
        expectEqual(output[18], "    2.8550    1.000521        0.004844")
        expectEqual(output.last, "")
    }

    @Test func durationAndBounceMatchSwiftUIsExample() {
        // UIKitBehaviour #118: Spring(duration: 0.5, bounce: 0.3) ⇒ mass 1.0, stiffness 157.9, damping 17.6
        let outcome = SegueCommand.execute(["spring", "--duration", "0.5", "--bounce", "0.3", "--rows", "3"])
        expectEqual(outcome.exitCode, 0)
        let output = lines(outcome.standardOutput)
        expectEqual(output[0], "mass 1, stiffness 157.914, damping 17.5929")
        expectEqual(output[1], "response 0.5 s, damping ratio 0.7")
        expectEqual(output[2], "duration 0.5 s, bounce 0.3")
        expectEqual(output.count, 8 + 3 + 1)
    }

    @Test func responseAndRatioWithVelocity() {
        // UIKitBehaviour #117, #120: negative velocity moves away from the target first
        let outcome = SegueCommand.execute([
            "spring", "--response", "0.5", "--damping-ratio", "0.8", "--initial-velocity", "-2", "--rows", "2"
        ])
        expectEqual(outcome.exitCode, 0)
        let output = lines(outcome.standardOutput)
        expectEqual(output[3], "initial velocity -2 distances/s")
        expectEqual(output[8], "    0.0000    0.000000       -2.000000")
    }

    @Test func uikitDefaultSpringIsCriticallyDampedUnlessOverDampingIsAllowed() {
        // UIKitBehaviour #116
        let clamped = lines(
            SegueCommand.execute(["spring", "--mass", "3", "--stiffness", "1000", "--damping", "500"]).standardOutput)
        expectEqual(clamped[4], "motion: critically damped (damping ratio above 1, over-damping not allowed)")
        expectEqual(clamped[5], "settling duration: 0.6000 s")
        let free = lines(
            SegueCommand.execute([
                "spring", "--mass", "3", "--stiffness", "1000", "--damping", "500", "--allows-overdamping"
            ]).standardOutput)
        expectEqual(free[4], "motion: over-damped")
        expectEqual(free[5], "settling duration: 3.5000 s")
    }

    @Test func undampedSpringTableSpansFourResponses() {
        let output = lines(
            SegueCommand.execute(["spring", "--mass", "1", "--stiffness", "100", "--damping", "0", "--rows", "3"])
                .standardOutput)
        expectEqual(output[5], "settling duration: never (table spans 4 x response)")
        expectEqual(output[10], "    2.5133    0.000000        0.000000")
    }

    static let failures: [([String], String)] = [
        (
            ["spring"],
            "Error: no spring given: pass --mass, --stiffness and --damping; --response and --damping-ratio; or --duration and --bounce"
        ),
        (
            ["spring", "--mass", "-1", "--stiffness", "100", "--damping", "5"],
            "Error: invalid spring: mass must be greater than 0 (got -1.0)"
        ),
        (
            ["spring", "--mass", "1", "--stiffness", "0", "--damping", "5"],
            "Error: invalid spring: stiffness must be greater than 0 (got 0.0)"
        ),
        (
            ["spring", "--mass", "1", "--stiffness", "10", "--damping", "-5"],
            "Error: invalid spring: damping must be greater than or equal to 0 (got -5.0)"
        ),
        (
            ["spring", "--duration", "0.5", "--bounce", "1.5"],
            "Error: invalid spring: bounce must be greater than -1 and at most 1 (got 1.5)"
        ),
        (
            ["spring", "--duration", "0.5", "--bounce", "-1"],
            "Error: invalid spring: bounce must be greater than -1 and at most 1 (got -1.0)"
        ),
        (
            ["spring", "--response", "0", "--damping-ratio", "1"],
            "Error: invalid spring: response must be greater than 0 (got 0.0)"
        ),
        (
            ["spring", "--mass", "1", "--duration", "0.5"],
            "Error: give only one parameterisation, not --mass/--stiffness/--damping together with --duration/--bounce"
        ),
        (
            ["spring", "--mass", "1", "--stiffness", "2"],
            "Error: missing --damping (needed with --mass and --stiffness)"
        ),
        (["spring", "--bounce", "0.2"], "Error: missing --duration (needed with --bounce)"),
        (
            ["spring", "--response", "1", "--damping-ratio", "1", "--allows-overdamping"],
            "Error: --allows-overdamping applies only to --mass/--stiffness/--damping"
        ),
        (["spring", "--duration", "1", "--bounce", "0", "--rows", "1"], "Error: --rows must be at least 2 (got 1)"),
        (["spring", "--mass", "abc"], "Error: The value 'abc' is invalid for '--mass <mass>'"),
        (
            ["spring", "--mass", "1", "--stiffness", "100", "--damping", "nan"],
            "Error: invalid spring: damping must be a finite number (got nan)"
        ),
        (
            ["spring", "--duration", "1", "--bounce", "0", "--frob"],
            "Error: Unknown option '--frob'. Did you mean '--rows'?"
        )
    ]

    @Test(arguments: failures)
    func invalidInputFailsWithOneLine(_ arguments: [String], _ message: String) {
        expectOneLineFailure(arguments, message)
    }

    @Test func helpDescribesEveryOption() {
        let outcome = SegueCommand.execute(["spring", "--help"])
        expectEqual(outcome.exitCode, 0)
        expectEqual(outcome.standardError, "")
        for option in [
            "--mass <mass>", "--stiffness <stiffness>", "--damping <damping>", "--response <response>",
            "--damping-ratio <damping-ratio>", "--duration <duration>", "--bounce <bounce>",
            "--initial-velocity <initial-velocity>", "--allows-overdamping", "--rows <rows>"
        ] {
            #expect(outcome.standardOutput.contains(option), "\(option)")
        }
        #expect(outcome.standardOutput.contains("Give exactly one parameterisation:"))
    }
}
