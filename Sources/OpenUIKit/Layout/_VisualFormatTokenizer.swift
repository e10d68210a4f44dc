import Foundation

/// One token of a visual format string, with the character offset it starts at (for the caret
/// of error messages).
struct _VisualFormatToken {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        case relation(NSLayoutConstraint.Relation)
        case bar, dash, openBracket, closeBracket, openParen, closeParen, comma, at, colon
        case end
    }

    let kind: Kind
    let position: Int
}

/// A visual format string that cannot be used, and the message UIKit's exception would carry.
///
/// UIKit raises `NSInvalidArgumentException` with "Unable to parse constraint format:", the
/// reason, the format and a caret under the offending character; `report()` stops the program
/// with the same text through `_programmerError`.
struct _VisualFormatError: Error {
    let reason: String
    let format: String
    let position: Int

    /// The message: reason, format, and a caret at `position`.
    var message: String {
        let caret = String(repeating: " ", count: max(position, 0)) + "^"
        return "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)"
    }

    func report(file: StaticString = #fileID, line: UInt = #line) -> Never {
        _programmerError(message, file: file, line: line)
    }
}

/// Splits a visual format string into tokens: names (C identifiers), numbers (as `strtod`
/// reads them in the C locale, without a sign; the parser takes signs), the relations `==`,
/// `<=`, `>=`, and the punctuation `| - [ ] ( ) , @ :`. Spaces between tokens are skipped.
struct _VisualFormatTokenizer {
    let format: String
    private let characters: [Character]

    init(format: String) {
        self.format = format
        characters = Array(format)
    }

    /// The tokens, ending with `.end`.
    func tokens() throws(_VisualFormatError) -> [_VisualFormatToken] {
        var tokens: [_VisualFormatToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let start = index
            if character == " " || character == "\t" || character == "\n" {
                index += 1
                continue
            }
            if let punctuation = Self.punctuation[character] {
                tokens.append(_VisualFormatToken(kind: punctuation, position: start))
                index += 1
            } else if character == "=" || character == "<" || character == ">" {
                guard index + 1 < characters.count, characters[index + 1] == "=" else {
                    throw _VisualFormatError(
                        reason: "Unknown relation. Must be ==, >=, or <=", format: format, position: start)
                }
                let relation: NSLayoutConstraint.Relation =
                    character == "="
                    ? .equal
                    : character == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                tokens.append(_VisualFormatToken(kind: .relation(relation), position: start))
                index += 2
            } else if character.isASCII, character.isLetter || character == "_" {
                while index < characters.count, Self.isIdentifierCharacter(characters[index]) { index += 1 }
                tokens.append(_VisualFormatToken(kind: .identifier(String(characters[start..<index])), position: start))
            } else if character.isASCII, character.isNumber || character == "." {
                index = try number(from: start, into: &tokens)
            } else {
                throw _VisualFormatError(reason: "Unexpected character '\(character)'", format: format, position: start)
            }
        }
        tokens.append(_VisualFormatToken(kind: .end, position: characters.count))
        return tokens
    }

    /// Reads digits, an optional fraction and an optional exponent; returns the next offset.
    private func number(from start: Int, into tokens: inout [_VisualFormatToken]) throws(_VisualFormatError) -> Int {
        var index = start
        func digits() {
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
        }
        digits()
        if index < characters.count, characters[index] == "." {
            index += 1
            digits()
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var exponentEnd = index + 1
            if exponentEnd < characters.count, characters[exponentEnd] == "+" || characters[exponentEnd] == "-" {
                exponentEnd += 1
            }
            if exponentEnd < characters.count, characters[exponentEnd].isASCII, characters[exponentEnd].isNumber {
                index = exponentEnd
                digits()
            }
        }
        let text = String(characters[start..<index])
        guard let value = Double(text), value.isFinite else {
            throw _VisualFormatError(reason: "Unable to read '\(text)' as a number", format: format, position: start)
        }
        tokens.append(_VisualFormatToken(kind: .number(value), position: start))
        return index
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }

    private static let punctuation: [Character: _VisualFormatToken.Kind] = [
        "|": .bar, "-": .dash, "[": .openBracket, "]": .closeBracket, "(": .openParen,
        ")": .closeParen, ",": .comma, "@": .at, ":": .colon
    ]
}
