import Foundation
import OpenUIKit

/// Reads a touch script's tokens (see ``TouchScript`` for the grammar), one finger at a time.
struct _TouchScriptParser {
    private let tokens: [_TouchScriptToken]
    private var index = 0

    init(_ text: String) throws(TouchScript.ParseError) {
        tokens = try _TouchScriptLexer.tokens(text)
    }

    private var current: _TouchScriptToken { tokens[index] }

    /// The whole script: fingers separated by semicolons, to the end of the text.
    mutating func script() throws(TouchScript.ParseError) -> TouchScript {
        var fingers = [try finger()]
        while current.kind == .semicolon {
            index += 1
            fingers.append(try finger())
        }
        guard current.kind == .end else { throw unexpected("';' between fingers or the end") }
        return TouchScript(fingers: fingers)
    }

    /// A start point, its moves and its release.
    private mutating func finger() throws(TouchScript.ParseError) -> FingerPath {
        var path = FingerPath(start: try point("a finger's start point x,y"))
        while current.kind == .arrow {
            index += 1
            path.segments.append(try move())
        }
        if current.kind == .comma {
            index += 1
            path.release = try release()
        }
        return path
    }

    /// `x,y over TIME [easing]`, `hold TIME` or `around x,y by ANGLE over TIME [easing]`.
    private mutating func move() throws(TouchScript.ParseError) -> FingerPath.Segment {
        if accept("hold") { return .hold(duration: try time()) }
        if accept("around") {
            let center = try point("the centre x,y to turn around")
            try expect("by")
            let angle = try self.angle()
            try expect("over")
            let duration = try time()
            return .arc(center: center, angle: angle, duration: duration, easing: try easing())
        }
        let to = try point("a point x,y, 'hold' or 'around' after the arrow")
        try expect("over")
        let duration = try time()
        return .line(to: to, duration: duration, easing: try easing())
    }

    /// `release`, `release still` or `release flick`.
    private mutating func release() throws(TouchScript.ParseError) -> FingerPath.Release {
        try expect("release")
        if accept("still") { return .still }
        if accept("flick") { return .flick }
        if case .word = current.kind { throw unexpected("'still', 'flick', ';' between fingers or the end") }
        return .lift
    }

    private mutating func point(_ expected: String) throws(TouchScript.ParseError) -> CGPoint {
        let x = try number(expected)
        guard current.kind == .comma else { throw unexpected("',' between a point's x and y") }
        index += 1
        return CGPoint(x: x, y: try number("a point's y"))
    }

    /// A plain number, which nothing but a unit may follow directly (`0x10`, `1e3` and
    /// `1.5.5` are malformed).
    private mutating func number(_ expected: String) throws(TouchScript.ParseError) -> Double {
        guard case .number(let value) = current.kind else { throw unexpected(expected) }
        let start = tokens[index]
        index += 1
        var written = start.text
        var next = index
        while tokens[next].touchesPrevious, tokens[next].kind != .end {
            if case .word(let word) = tokens[next].kind, next == index, ["s", "ms", "deg", "rad"].contains(word) {
                break
            }
            if case .word = tokens[next].kind {} else if case .number = tokens[next].kind {} else { break }
            written += tokens[next].text
            next += 1
        }
        guard next == index else {
            throw TouchScript.ParseError(
                "malformed number '\(written)': numbers are plain decimals like 0.6 or -12.5",
                position: start.position)
        }
        return value
    }

    /// A number of seconds (`s`, the default) or milliseconds (`ms`), finite and not negative.
    private mutating func time() throws(TouchScript.ParseError) -> TimeInterval {
        let start = current.position
        var seconds = try number("a time like 0.6s or 600ms")
        if accept("ms") { seconds /= 1000 } else { _ = accept("s") }
        guard seconds >= 0 else { throw TouchScript.ParseError("a time must not be negative", position: start) }
        return seconds
    }

    /// A number of degrees (`deg` or `°`) or radians (`rad`); the unit is required.
    private mutating func angle() throws(TouchScript.ParseError) -> CGFloat {
        let value = try number("an angle like 90deg or 1.5rad")
        if accept("deg") { return CGFloat(value * .pi / 180) }
        if accept("rad") { return CGFloat(value) }
        throw unexpected("an angle's unit, deg, ° or rad")
    }

    /// An optional easing name; linear when there is none.
    private mutating func easing() throws(TouchScript.ParseError) -> FingerPath.Easing {
        guard case .word(let word) = current.kind else { return .linear }
        let names: [String: FingerPath.Easing] = [
            "linear": .linear, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut
        ]
        guard let easing = names[word] else {
            throw unexpected("an easing (linear, ease-in, ease-out, ease-in-out), '→', ',' or ';'")
        }
        index += 1
        return easing
    }

    /// Consumes the word `word` if it comes next.
    private mutating func accept(_ word: String) -> Bool {
        guard current.kind == .word(word) else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ word: String) throws(TouchScript.ParseError) {
        guard accept(word) else { throw unexpected("'\(word)'") }
    }

    private func unexpected(_ expected: String) -> TouchScript.ParseError {
        let found = current.kind == .end ? "the end" : "'\(current.text)'"
        return TouchScript.ParseError("expected \(expected), found \(found)", position: current.position)
    }
}
