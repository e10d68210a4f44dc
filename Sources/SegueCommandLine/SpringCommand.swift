import ArgumentParser
import OpenQuartzCore

/// `segue spring`: describes one spring in all three parameterisations, with its settling
/// duration and a table of its motion.
struct SpringCommand: TextOutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Describe a spring: its three parameterisations, settling duration and motion.",
        discussion: """
            Give exactly one parameterisation:
              --mass --stiffness --damping   physical constants (CASpringAnimation)
              --response --damping-ratio     response and damping ratio (UIKit)
              --duration --bounce            perceptual duration and bounce (iOS 17)

            The motion is a fraction of the distance, 0 at the start and 1 at the target; \
            velocities are in total distances per second, positive toward the target. The \
            table spans the settling duration: the time after which the distance left stays \
            below 0.001, as CASpringAnimation.settlingDuration estimates it.
            """
    )

    @Option(parsing: .unconditional, help: "Mass of the attached object (greater than 0).")
    var mass: Double?

    @Option(parsing: .unconditional, help: "Spring stiffness coefficient (greater than 0).")
    var stiffness: Double?

    @Option(parsing: .unconditional, help: "Damping coefficient (0 or more).")
    var damping: Double?

    @Option(parsing: .unconditional, help: "Period of the undamped spring in seconds (greater than 0).")
    var response: Double?

    @Option(
        parsing: .unconditional, help: "Damping as a fraction of critical damping (0 or more; 1 = critically damped).")
    var dampingRatio: Double?

    @Option(parsing: .unconditional, help: "Perceptual duration in seconds (greater than 0).")
    var duration: Double?

    @Option(
        parsing: .unconditional,
        help: "Bounciness, greater than -1 and at most 1 (0 = critically damped, 1 = undamped).")
    var bounce: Double?

    @Option(
        parsing: .unconditional, help: "Initial velocity in total distances per second, positive toward the target.")
    var initialVelocity: Double = 0

    @Flag(
        help: """
            With --mass/--stiffness/--damping, let a damping ratio above 1 over-damp \
            (CASpringAnimation's default treats it as critically damped).
            """)
    var allowsOverdamping = false

    @Option(help: "Number of rows in the motion table (at least 2).")
    var rows: Int = 11

    func validate() throws {
        _ = try parameters()
    }

    func render() throws -> String {
        SpringReport(spring: try parameters(), rows: rows).text
    }

    /// The spring the options describe, or a one-line `ValidationError`.
    func parameters() throws(ValidationError) -> SpringParameters {
        let groups: [[(name: String, value: Double?)]] = [
            [("--mass", mass), ("--stiffness", stiffness), ("--damping", damping)],
            [("--response", response), ("--damping-ratio", dampingRatio)],
            [("--duration", duration), ("--bounce", bounce)]
        ]
        let used = groups.indices.filter { index in groups[index].contains { $0.value != nil } }
        guard let chosen = used.first else {
            throw ValidationError(
                """
                no spring given: pass --mass, --stiffness and --damping; --response and \
                --damping-ratio; or --duration and --bounce
                """)
        }
        guard used.count == 1 else {
            let names = used.map { groups[$0].map(\.name).joined(separator: "/") }
            throw ValidationError(
                "give only one parameterisation, not \(names.joined(separator: " together with "))")
        }
        let missing = groups[chosen].filter { $0.value == nil }.map(\.name)
        if !missing.isEmpty {
            let given = groups[chosen].filter { $0.value != nil }.map(\.name)
            throw ValidationError(
                "missing \(missing.joined(separator: " and ")) (needed with \(given.joined(separator: " and ")))")
        }
        if allowsOverdamping && chosen != 0 {
            throw ValidationError("--allows-overdamping applies only to --mass/--stiffness/--damping")
        }
        guard rows >= 2 else { throw ValidationError("--rows must be at least 2 (got \(rows))") }
        do {
            switch chosen {
            case 0:
                return try SpringParameters.validated(
                    mass: mass!, stiffness: stiffness!, damping: damping!,
                    initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
            case 1:
                return try SpringParameters.validated(
                    response: response!, dampingRatio: dampingRatio!, initialVelocity: initialVelocity)
            default:
                return try SpringParameters.validated(
                    duration: duration!, bounce: bounce!, initialVelocity: initialVelocity)
            }
        } catch {
            throw ValidationError("invalid spring: \(error)")
        }
    }
}
