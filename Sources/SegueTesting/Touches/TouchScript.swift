import Foundation
import OpenUIKit

/// A scripted touch: one finger or several, each following a ``FingerPath`` — straight moves,
/// arcs and holds with their own durations and easing, then a release with or without
/// velocity — all going down together. ``HeadlessHost/perform(_:afterEachFrame:)-(TouchScript,_)``
/// plays it frame by frame; `host.drag(from:to:duration:)` is the one-line shorthand.
///
/// Build one in code, or parse the text form that `segue render --drag` takes:
///
/// ```swift
/// let cancel = try TouchScript(parsing: "10,400 → 200,400 over 0.3s ease-out → hold 0.5s, release")
/// let pinch = try TouchScript(parsing: "150,400 → 100,400 over 0.4s; 250,400 → 300,400 over 0.4s")
/// host.perform(cancel)
/// ```
///
/// The text form (words in any letter case, spaces optional around every symbol):
///
///     script  = finger { ";" finger }
///     finger  = point { arrow move } [ "," release ]
///     move    = point "over" time [ easing ]                        a straight move
///             | "hold" time                                          a rest in place
///             | "around" point "by" angle "over" time [ easing ]     an arc around a centre
///     release = "release" [ "still" | "flick" ]
///     point   = number "," number                                    screen (window) points
///     time    = number [ "s" | "ms" ]                                seconds by default
///     angle   = number ( "deg" | "°" | "rad" )                       positive turns clockwise
///     easing  = "linear" | "ease-in" | "ease-out" | "ease-in-out"    linear by default
///     arrow   = "→" | "->"
///     number  = [ "-" | "+" ] digits [ "." digits ]  |  [ "-" | "+" ] "." digits
///
/// Each finger's first point is where it goes down; a finger with no move is a tap. Plain
/// `release` (or none) lifts where the path ends, moving as it moved then (see
/// ``FingerPath/Release``): `release still` rests first so the lift carries no velocity,
/// `release flick` carries on at the last segment's mean speed. Numbers are plain decimals:
/// no exponents, hexadecimal, `nan` or `inf`; times and angles must be finite, times not
/// negative. A malformed script throws a ``ParseError`` whose description is one line naming
/// the character where it went wrong. `description` writes a script back in this form
/// (arrows without spaces around them), and parsing it gives an equal script.
public struct TouchScript: Sendable, Equatable, CustomStringConvertible {
    /// The fingers, finger i following path i; all go down together.
    public var fingers: [FingerPath]

    /// Creates a script of `fingers`, all going down together.
    public init(fingers: [FingerPath]) {
        self.fingers = fingers
    }

    /// Creates a script of the given fingers, all going down together.
    public init(_ finger: FingerPath, _ more: FingerPath...) {
        self.fingers = [finger] + more
    }

    /// The time from the fingers going down to the last one lifting, in seconds.
    public var duration: TimeInterval {
        fingers.map(\.duration).max() ?? 0
    }

    /// The script in its text form, fingers separated by `; `.
    public var description: String {
        fingers.map(Self.describe).joined(separator: "; ")
    }

    private static func describe(_ finger: FingerPath) -> String {
        var text = describe(finger.start)
        for segment in finger.segments {
            switch segment {
            case .line(let to, let duration, let easing):
                text += "→\(describe(to)) over \(number(duration))s\(describe(easing))"
            case .hold(let duration):
                text += "→hold \(number(duration))s"
            case .arc(let center, let angle, let duration, let easing):
                // Degrees when a value with at most 3 decimals gives the angle back exactly.
                let degrees = (angle * 180 / .pi * 1000).rounded() / 1000
                let written = degrees * .pi / 180 == angle ? "\(number(degrees))deg" : "\(number(angle))rad"
                text += "→around \(describe(center)) by \(written) over \(number(duration))s\(describe(easing))"
            }
        }
        switch finger.release {
        case .lift: text += ", release"
        case .still: text += ", release still"
        case .flick: text += ", release flick"
        }
        return text
    }

    private static func describe(_ point: CGPoint) -> String {
        "\(number(point.x)),\(number(point.y))"
    }

    private static func describe(_ easing: FingerPath.Easing) -> String {
        switch easing {
        case .linear: ""
        case .easeIn: " ease-in"
        case .easeOut: " ease-out"
        case .easeInOut: " ease-in-out"
        }
    }

    /// `value` as a plain decimal that parses back to it: no exponent, no trailing `.0`.
    static func number(_ value: Double) -> String {
        var text = "\(value)"
        if text.contains("e") {
            text = String(format: "%.20f", value)
            while text.hasSuffix("0") { text.removeLast() }
        }
        if text.hasSuffix(".0") { text.removeLast(2) }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
