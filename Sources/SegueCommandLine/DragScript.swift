import ArgumentParser
import Foundation
import OpenCoreGraphics
import SegueTesting

/// A scripted touch as `segue render --drag` takes it: a ``TouchScript`` in its text form,
/// `x0,y0→x1,y1 over 0.6s, release` at its simplest.
///
/// The grammar is ``TouchScript``'s (see `TouchScript(parsing:)`): one finger or several
/// separated by `;`, each a start point followed by moves — `→ x,y over TIME [easing]`,
/// `→ hold TIME`, `→ around x,y by ANGLE over TIME [easing]` — and an optional release
/// (`, release`, `, release still` without velocity, `, release flick` with the last
/// segment's speed):
///
///     10,400 → 200,400 over 0.3s ease-out → hold 0.5s, release
///     150,400 → 100,400 over 0.4s; 250,400 → 300,400 over 0.4s
///
/// Points are window points; times are seconds (`s`, the default) or `ms`; a script lasts
/// at most 60 s. Whether an interactive transition finishes or cancels is up to the demo, as
/// with a real finger: a short or slow drag, or one released still, cancels.
struct DragScript: Equatable, Sendable, CustomStringConvertible {
    /// The touches to play.
    var script: TouchScript

    /// The longest script accepted, in seconds.
    static let maximumDuration = 60.0

    /// Parses a drag script, throwing a one-line `ValidationError` when it is malformed or
    /// lasts too long.
    init(parsing text: String) throws(ValidationError) {
        do {
            script = try TouchScript(parsing: text)
        } catch {
            throw ValidationError("malformed --drag '\(text)': \(error) (like \"x0,y0→x1,y1 over 0.6s, release\")")
        }
        guard script.duration <= Self.maximumDuration else {
            throw ValidationError(
                "--drag duration must be within 0...\(formatSignificant(Self.maximumDuration)) s (got \(formatSignificant(script.duration)) s)"
            )
        }
    }

    /// A one-finger drag from `start` to `end` at constant speed over `duration` seconds.
    init(start: CGPoint, end: CGPoint, duration: Double) {
        script = TouchScript(.line(from: start, to: end, duration: duration))
    }

    /// How long the script lasts, in seconds.
    var duration: Double { script.duration }

    /// The script as it would be written on the command line.
    var description: String { script.description }
}
