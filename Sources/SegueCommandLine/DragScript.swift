import ArgumentParser
import Foundation
import OpenCoreGraphics

/// A scripted drag as `segue render --drag` takes it: `x0,y0→x1,y1 over 0.6s, release`.
///
/// Grammar (spaces are optional around every part, words in any letter case):
///
///     x0,y0 → x1,y1 over DURATION [, release]
///
/// The arrow is `→` or `->`; coordinates are window points; DURATION is a number of seconds,
/// with an optional unit `s` or `ms`, at most 60 s. The finger always lifts at the end point
/// (`, release` states it and may be left out), so whether an interactive transition finishes
/// or cancels is up to the demo, as with a real finger: a short or slow drag cancels.
struct DragScript: Equatable, Sendable {
    /// Where the finger goes down, in window points.
    var start: CGPoint
    /// Where the finger lifts, in window points.
    var end: CGPoint
    /// How long the finger moves, in seconds.
    var duration: Double

    /// The longest drag accepted, in seconds.
    static let maximumDuration = 60.0

    /// The form the script takes, for error messages.
    static let expectedForm = "expected \"x0,y0→x1,y1 over 0.6s, release\""

    /// Parses a drag script, throwing a one-line `ValidationError` when it is malformed.
    init(parsing text: String) throws(ValidationError) {
        let malformed = ValidationError("malformed --drag '\(text)': \(Self.expectedForm)")
        var body = text.trimmingCharacters(in: .whitespaces).lowercased()
        if body.hasSuffix("release") {
            body.removeLast("release".count)
            body = body.trimmingCharacters(in: .whitespaces)
            guard body.hasSuffix(",") else { throw malformed }
            body.removeLast()
        }
        guard let over = body.range(of: "over") else { throw malformed }
        let motion = body[..<over.lowerBound]
        let timing = body[over.upperBound...].trimmingCharacters(in: .whitespaces)
        let arrow = motion.range(of: "→") ?? motion.range(of: "->")
        guard let arrow else { throw malformed }
        guard let start = Self.point(motion[..<arrow.lowerBound]), let end = Self.point(motion[arrow.upperBound...]),
              let duration = Self.seconds(timing)
        else { throw malformed }
        guard duration >= 0, duration <= Self.maximumDuration else {
            throw ValidationError(
                "--drag duration must be within 0...\(formatSignificant(Self.maximumDuration)) s (got \(formatSignificant(duration)) s)")
        }
        self.start = start
        self.end = end
        self.duration = duration
    }

    /// Creates a drag from its parts.
    init(start: CGPoint, end: CGPoint, duration: Double) {
        self.start = start
        self.end = end
        self.duration = duration
    }

    /// `x,y` with two finite numbers.
    private static func point(_ text: Substring) -> CGPoint? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let values = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == 2, values.allSatisfy(\.isFinite) else { return nil }
        return CGPoint(x: values[0], y: values[1])
    }

    /// A finite number with an optional unit `s` or `ms`, in seconds.
    private static func seconds(_ text: String) -> Double? {
        var number = text
        var factor = 1.0
        if number.hasSuffix("ms") {
            number.removeLast(2)
            factor = 0.001
        } else if number.hasSuffix("s") {
            number.removeLast()
        }
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        return value * factor
    }

    /// The script as it would be written on the command line.
    var description: String {
        "\(formatSignificant(start.x)),\(formatSignificant(start.y))→\(formatSignificant(end.x)),\(formatSignificant(end.y)) over \(formatSignificant(duration))s, release"
    }
}
