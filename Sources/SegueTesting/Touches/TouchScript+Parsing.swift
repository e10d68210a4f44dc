import Foundation
import OpenUIKit

extension TouchScript {
    /// Why a touch script's text is malformed.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong, in a few words.
        public var message: String
        /// The 1-based position (in characters) in the text where it went wrong.
        public var position: Int

        /// Creates an error saying `message` about the character at `position`.
        public init(_ message: String, position: Int) {
            self.message = message
            self.position = position
        }

        /// One line: the message and the position.
        public var description: String { "\(message) (at character \(position))" }
    }

    /// Parses a script in the text form described by ``TouchScript``.
    ///
    /// Throws a ``ParseError`` whose description is one line when `text` is malformed.
    public init(parsing text: String) throws(ParseError) {
        var parser = try _TouchScriptParser(text)
        self = try parser.script()
    }
}

/// One token of a touch script.
struct _TouchScriptToken: Equatable {
    enum Kind: Equatable {
        case number(Double)
        case word(String)
        case arrow, comma, semicolon
        case end
    }

    let kind: Kind
    /// The token as written.
    let text: String
    /// The 1-based character position where it starts.
    let position: Int
    /// Whether it directly follows the previous token, with no space between.
    let touchesPrevious: Bool
}

/// Splits a touch script into tokens: plain decimal numbers, words (a letter, then letters,
/// digits and inner dashes: `ease-in-out`; `°` is the word `deg`), arrows, commas and
/// semicolons.
enum _TouchScriptLexer {
    static func tokens(_ text: String) throws(TouchScript.ParseError) -> [_TouchScriptToken] {
        let characters = Array(text)
        var tokens: [_TouchScriptToken] = []
        var i = 0
        var afterSpace = true
        func add(_ kind: _TouchScriptToken.Kind, from start: Int) {
            tokens.append(
                _TouchScriptToken(
                    kind: kind, text: String(characters[start..<i]), position: start + 1,
                    touchesPrevious: !afterSpace && !tokens.isEmpty))
            afterSpace = false
        }
        func isDigit(_ index: Int) -> Bool {
            index < characters.count && characters[index].isASCII && characters[index].isNumber
        }
        while i < characters.count {
            let c = characters[i]
            let start = i
            if c.isWhitespace {
                i += 1
                afterSpace = true
            } else if c == "→" {
                i += 1
                add(.arrow, from: start)
            } else if c == "-", i + 1 < characters.count, characters[i + 1] == ">" {
                i += 2
                add(.arrow, from: start)
            } else if c == "," {
                i += 1
                add(.comma, from: start)
            } else if c == ";" {
                i += 1
                add(.semicolon, from: start)
            } else if c == "°" {
                i += 1
                add(.word("deg"), from: start)
            } else if isDigit(i)
                || ((c == "-" || c == "+" || c == ".")
                    && (isDigit(i + 1)
                        || (c != "." && characters.indices.contains(i + 1) && characters[i + 1] == "."
                            && isDigit(i + 2))))
            {
                if c == "-" || c == "+" { i += 1 }
                while isDigit(i) { i += 1 }
                if i < characters.count, characters[i] == ".", isDigit(i + 1) {
                    i += 1
                    while isDigit(i) { i += 1 }
                }
                let written = String(characters[start..<i])
                guard let value = Double(written), value.isFinite else {
                    throw TouchScript.ParseError("number '\(written)' is out of range", position: start + 1)
                }
                add(.number(value), from: start)
            } else if c.isLetter {
                while i < characters.count,
                    characters[i].isLetter || (characters[i].isASCII && characters[i].isNumber)
                        || (characters[i] == "-" && i + 1 < characters.count && characters[i + 1].isLetter)
                { i += 1 }
                add(.word(String(characters[start..<i]).lowercased()), from: start)
            } else {
                throw TouchScript.ParseError("unexpected '\(c)'", position: start + 1)
            }
        }
        tokens.append(
            _TouchScriptToken(kind: .end, text: "the end", position: characters.count + 1, touchesPrevious: false))
        return tokens
    }
}
