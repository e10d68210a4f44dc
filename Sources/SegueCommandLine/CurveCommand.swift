import ArgumentParser
import OpenQuartzCore

/// `segue curve`: samples a `CAMediaTimingFunction` curve.
struct CurveCommand: TextOutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Sample a CAMediaTimingFunction timing curve.",
        discussion: """
            The curve is a predefined name (linear, easeIn, easeOut, easeInEaseOut, default, \
            or a kCAMediaTimingFunction… constant name), or the inner control points \
            c1x,c1y,c2x,c2y as one comma-separated argument or four numbers. The x values \
            must lie within 0...1. Prints the progress y at evenly spaced input times x from \
            0 to 1.
            """
    )

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "A curve name, or control points c1x,c1y,c2x,c2y.", valueName: "curve"))
    var curve: [String] = []

    @Option(help: "Number of evenly spaced samples from x = 0 to x = 1 (at least 2).")
    var samples: Int = 11

    func validate() throws {
        _ = try CurveSpecification(arguments: curve)
        guard samples >= 2 else { throw ValidationError("--samples must be at least 2 (got \(samples))") }
    }

    func render() throws -> String {
        let specification = try CurveSpecification(arguments: curve)
        return specification.report(samples: samples)
    }
}
