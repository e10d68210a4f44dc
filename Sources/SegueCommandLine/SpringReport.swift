import Foundation
import OpenQuartzCore

/// The text `segue spring` prints for one spring: its three parameterisations, its regime, its
/// settling duration and a table of time, fraction and velocity.
struct SpringReport {
    /// The spring described.
    let spring: SpringParameters
    /// Number of table rows, evenly spaced from 0 to the end of the table's span.
    let rows: Int

    /// The time the table spans: the settling duration, or four responses for a spring that
    /// never settles.
    var span: Double {
        let settling = spring.settlingDuration
        return settling.isFinite && settling > 0 ? settling : 4 * spring.response
    }

    /// The regime of the motion, in words.
    var regime: String {
        let ratio = spring.dampingRatio
        if ratio == 0 { return "undamped (oscillates forever)" }
        if ratio < 1 { return "under-damped (oscillates while settling)" }
        if ratio == 1 { return "critically damped" }
        if spring.allowsOverdamping { return "over-damped" }
        return "critically damped (damping ratio above 1, over-damping not allowed)"
    }

    /// The whole report, one item per line, ending with a newline.
    var text: String {
        var lines = [
            "mass \(formatSignificant(spring.mass)), stiffness \(formatSignificant(spring.stiffness)), damping \(formatSignificant(spring.damping))",
            "response \(formatSignificant(spring.response)) s, damping ratio \(formatSignificant(spring.dampingRatio))",
            "duration \(formatSignificant(spring.perceptualDuration)) s, bounce \(formatSignificant(spring.bounce))",
            "initial velocity \(formatSignificant(spring.initialVelocity)) distances/s",
            "motion: \(regime)"
        ]
        let settling = spring.settlingDuration
        if settling.isFinite {
            lines.append("settling duration: \(formatFixed(settling, 4)) s")
        } else {
            lines.append("settling duration: never (table spans 4 x response)")
        }
        lines.append("")
        lines.append(Self.row("time (s)", "fraction", "velocity (1/s)"))
        for index in 0..<rows {
            let time = span * Double(index) / Double(rows - 1)
            lines.append(
                Self.row(
                    formatFixed(time, 4), formatFixed(spring.fraction(at: time), 6),
                    formatFixed(spring.velocity(at: time), 6)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Three right-aligned columns.
    private static func row(_ a: String, _ b: String, _ c: String) -> String {
        pad(a, 10) + pad(b, 12) + pad(c, 16)
    }
}
