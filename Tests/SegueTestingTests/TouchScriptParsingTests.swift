import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `TouchScript(parsing:)`: the text form `segue render --drag` takes — spellings of one drag,
/// multi-segment paths with holds, easing and arcs, the three releases, several fingers, the
/// description that parses back, and malformed scripts rejected with one-line errors.
@Suite struct TouchScriptParsingTests {
    static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    @Test(arguments: [
        "10,20→40,20 over 0.1s, release", "10,20->40,20 over 0.1s", " 10 , 20 → 40 , 20  over 0.1 s ,  release ",
        "10,20→40,20 OVER 100ms, Release", "10,20→40,20 over 0.1", "10,20→40,20 over 0.1s linear"
    ])
    func spellingsOfOneDrag(_ text: String) throws {
        #expect(
            try TouchScript(parsing: text)
                == TouchScript(.line(from: Self.p(10, 20), to: Self.p(40, 20), duration: 0.1)))
    }

    @Test func aPathOfMovesHoldsAndEasings() throws {
        let script = try TouchScript(
            parsing: "10,400 → 200,400 over 0.3s ease-out → hold 0.5s → 120,400 over 250ms ease-in-out, release")
        let expected = FingerPath(
            start: Self.p(10, 400),
            segments: [
                .line(to: Self.p(200, 400), duration: 0.3, easing: .easeOut), .hold(duration: 0.5),
                .line(to: Self.p(120, 400), duration: 0.25, easing: .easeInOut)
            ])
        expectEqual(script, TouchScript(expected))
        #expect(abs(script.duration - 1.05) < 1e-12)
    }

    @Test func releasesWithAndWithoutVelocity() throws {
        try expectEqual(TouchScript(parsing: "0,0→10,0 over 1s, release still").fingers[0].release, .still)
        try expectEqual(TouchScript(parsing: "0,0→10,0 over 1s, RELEASE FLICK").fingers[0].release, .flick)
        try expectEqual(TouchScript(parsing: "0,0→10,0 over 1s, release").fingers[0].release, .lift)
        try expectEqual(TouchScript(parsing: "0,0→10,0 over 1s").fingers[0].release, .lift)
    }

    @Test func twoFingersAndATap() throws {
        let script = try TouchScript(
            parsing: "150,400 → 100,400 over 0.4s; 250,400 → 300,400 over 0.4s, release flick; 5,5")
        #expect(
            script.fingers == [
                .line(from: Self.p(150, 400), to: Self.p(100, 400), duration: 0.4),
                FingerPath.line(from: Self.p(250, 400), to: Self.p(300, 400), duration: 0.4).released(.flick),
                FingerPath(start: Self.p(5, 5))
            ])
    }

    @Test func arcsInDegreesOrRadians() throws {
        let script = try TouchScript(
            parsing:
                "100,0 → around 0,0 by 90deg over 0.5s ease-in → around 0,0 by -1.5rad over 1s; 0,0 → around 1,1 by 45° over 1s"
        )
        #expect(
            script.fingers[0].segments == [
                .arc(center: .zero, angle: .pi / 2, duration: 0.5, easing: .easeIn),
                .arc(center: .zero, angle: -1.5, duration: 1)
            ])
        expectEqual(script.fingers[1].segments, [.arc(center: Self.p(1, 1), angle: .pi / 4, duration: 1)])
    }

    @Test(arguments: [
        "-5.5,0→195,422.25 over 0s, release",
        "10,400→200,400 over 0.3s ease-out→hold 0.5s→120,400 over 0.25s ease-in-out, release still",
        "150,400→100,400 over 0.4s ease-in, release; 250,400→300,400 over 0.4s, release flick",
        "100,0→around 0,0 by 90deg over 0.5s, release; 1,2→around 3,4 by 0.1rad over 1s, release",
        "0.001,123456.789→0.1,0 over 0.000125s, release"
    ])
    func theDescriptionIsTheTextForm(_ text: String) throws {
        let script = try TouchScript(parsing: text)
        expectEqual(script.description, text)
        try expectEqual(TouchScript(parsing: script.description), script)
    }

    @Test func codeBuiltScriptsDescribeThemselvesInParsableForm() throws {
        let script = TouchScript(
            FingerPath(start: Self.p(1e-7, 3e20)).moving(to: Self.p(0.1 + 0.2, -0), duration: 1.0 / 3)
                .turning(around: .zero, by: 1, duration: 0.5).holding(for: 0))
        expectEqual(script.description.range(of: #"[0-9.]e"#, options: .regularExpression), nil)
        try expectEqual(TouchScript(parsing: script.description), script)
    }

    @Test(arguments: [
        (
            "10,20→40,20 over 0x10s",
            "malformed number '0x10s': numbers are plain decimals like 0.6 or -12.5 (at character 18)"
        ),
        (
            "10,20→40,20 over 1e3s",
            "malformed number '1e3s': numbers are plain decimals like 0.6 or -12.5 (at character 18)"
        ),
        (
            "10,20→40,20 over 1.5.5s",
            "malformed number '1.5.5s': numbers are plain decimals like 0.6 or -12.5 (at character 18)"
        ),
        ("10,20→40,20 over nan", "expected a time like 0.6s or 600ms, found 'nan' (at character 18)"),
        ("10,20→40,20 over inf s", "expected a time like 0.6s or 600ms, found 'inf' (at character 18)"),
        ("10,20→40,20 over -1s", "a time must not be negative (at character 18)"),
        ("10,20→40,20 over -0.5ms", "a time must not be negative (at character 18)"),
        ("nan,20→40,20 over 1s", "expected a finger's start point x,y, found 'nan' (at character 1)"),
        ("10,20→40,20", "expected 'over', found the end (at character 12)"),
        ("10,20→40 over 1s", "expected ',' between a point's x and y, found 'over' (at character 10)"),
        ("10,20 40,20 over 1s", "expected ';' between fingers or the end, found '40' (at character 7)"),
        (
            "10,20→40,20 over 1s ease-sideways",
            "expected an easing (linear, ease-in, ease-out, ease-in-out), '→', ',' or ';', found 'ease-sideways' (at character 21)"
        ),
        (
            "10,20→40,20 over 1s, release fast",
            "expected 'still', 'flick', ';' between fingers or the end, found 'fast' (at character 30)"
        ),
        ("10,20→40,20 over 1s;", "expected a finger's start point x,y, found the end (at character 21)"),
        ("10,20→around 0,0 by 90 over 1s", "expected an angle's unit, deg, ° or rad, found 'over' (at character 24)"),
        ("10,20→40,20 over 1s!", "unexpected '!' (at character 20)"),
        ("", "expected a finger's start point x,y, found the end (at character 1)"),
        (
            "1" + String(repeating: "0", count: 400) + ",0",
            "number '1\(String(repeating: "0", count: 400))' is out of range (at character 1)"
        )
    ])
    func malformedScriptsAreRejectedInOneLine(_ text: String, _ message: String) {
        let error = #expect(throws: TouchScript.ParseError.self) { try TouchScript(parsing: text) }
        expectEqual(error?.description, message)
        expectEqual(error?.description.contains("\n"), false)
    }
}
