import Foundation

/// A glyph with its advance and its kerning against the glyph before it, in points.
struct _ShapedGlyph: Sendable, Equatable {
    /// The glyph's index in the font's face.
    var glyph: UInt32
    /// The advance width.
    var advance: CGFloat
    /// The pair kerning added before this glyph when it follows another glyph on a line.
    var kerning: CGFloat
}

/// One line broken from a paragraph, before alignment.
struct _ShapedLine: Sendable {
    /// The characters of the text on the line.
    var range: Range<String.Index>
    /// The width that counts for measuring and alignment.
    var width: CGFloat
    /// Whether the line ends with an ellipsis.
    var isTruncated: Bool
    /// The glyphs in order, each with the character it draws (`nil` for the ellipsis).
    var glyphs: [(glyph: _ShapedGlyph, character: String.Index?)]
}

/// A paragraph (text between newlines) turned into glyphs, ready for line breaking.
///
/// Widths come from prefix sums, so the width of any run of characters is found in constant
/// time: `width(s, e) = prefix[e] − prefix[s] − kernBefore[s]` (the kerning into the first
/// character of a line does not apply, since nothing precedes it on that line).
struct _ShapedParagraph {
    /// Start index of each character, then the paragraph's end index.
    let indices: [String.Index]
    /// Each character's glyphs (a character may hold several scalars).
    let glyphs: [[_ShapedGlyph]]
    /// Whether each character is whitespace (a break opportunity follows a run of them).
    let isWhitespace: [Bool]
    /// Kerning between the previous character's last glyph and this character's first.
    let kernBefore: [CGFloat]
    /// `prefix[i]`: width of characters `0..<i`, kerning included.
    let prefix: [CGFloat]

    /// Tolerance for "fits": sums of advances carry rounding error.
    static let tolerance: CGFloat = 1e-7

    /// Shapes `paragraph` in `face`, scaling design units by `scale`. Call under the font lock.
    init(_ paragraph: Substring, face: _FontFace, scale: CGFloat) {
        let all = face.glyphs(for: paragraph.unicodeScalars)
        var indices: [String.Index] = []
        var glyphs: [[_ShapedGlyph]] = []
        var isWhitespace: [Bool] = []
        var kernBefore: [CGFloat] = []
        var prefix: [CGFloat] = [0]
        var cursor = 0
        var index = paragraph.startIndex
        for character in paragraph {
            let count = character.unicodeScalars.count
            let run = all[cursor..<(cursor + count)].map {
                _ShapedGlyph(glyph: $0.glyph, advance: $0.advance * scale, kerning: $0.kerning * scale)
            }
            cursor += count
            indices.append(index)
            index = paragraph.index(after: index)
            glyphs.append(run)
            isWhitespace.append(character.isWhitespace)
            let kern = run.first?.kerning ?? 0
            kernBefore.append(kern)
            let width = run.reduce(0) { $0 + $1.advance } + run.dropFirst().reduce(0) { $0 + $1.kerning }
            prefix.append(prefix[prefix.count - 1] + kern + width)
        }
        indices.append(paragraph.endIndex)
        self.indices = indices
        self.glyphs = glyphs
        self.isWhitespace = isWhitespace
        self.kernBefore = kernBefore
        self.prefix = prefix
    }

    /// The number of characters.
    var count: Int { glyphs.count }

    /// The width of characters `start..<end` set on one line.
    func width(_ start: Int, _ end: Int) -> CGFloat {
        end <= start ? 0 : prefix[end] - prefix[start] - kernBefore[start]
    }

    /// `end` moved back over trailing whitespace, but not before `start`.
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var k = end
        while k > start, isWhitespace[k - 1] { k -= 1 }
        return k
    }

    /// Breaks the paragraph into lines appended to `lines`; returns `true` when the line limit
    /// was reached and layout must stop (text was cut off).
    func breakLines(
        into lines: inout [_ShapedLine], limit: Int, maximumWidth: CGFloat, mode: NSLineBreakMode,
        moreTextFollows: Bool, ellipsis: [_ShapedGlyph]
    ) -> Bool {
        guard lines.count < limit else { return true }
        let n = count
        var start = 0
        repeat {
            var end = n
            var lastBreak = start
            var i = start
            while i < n {
                if !isWhitespace[i] {
                    if i > start, isWhitespace[i - 1] { lastBreak = i }
                    if i > start, width(start, i + 1) > maximumWidth + Self.tolerance {
                        end = mode != .byCharWrapping && lastBreak > start ? lastBreak : i
                        break
                    }
                }
                i += 1
            }
            if lines.count + 1 == limit, end < n || moreTextFollows {
                switch mode {
                case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
                    lines.append(truncatedLine(from: start, maximumWidth: maximumWidth, ellipsis: ellipsis))
                case .byWordWrapping, .byCharWrapping, .byClipping:
                    lines.append(line(start, end, maximumWidth: maximumWidth))
                }
                return true
            }
            lines.append(line(start, end, maximumWidth: maximumWidth))
            start = end
        } while start < n
        return false
    }

    /// The line holding characters `start..<end`.
    ///
    /// At a wrap point the trailing whitespace hangs (its width does not count); at the end
    /// of the paragraph it counts, but never pushes the width past `maximumWidth`.
    func line(_ start: Int, _ end: Int, maximumWidth: CGFloat) -> _ShapedLine {
        let trimmed = trimmedEnd(start, end)
        let visible = width(start, trimmed)
        let lineWidth = end < count ? visible : Swift.min(width(start, end), Swift.max(maximumWidth, visible))
        return _ShapedLine(
            range: indices[start]..<indices[end], width: lineWidth, isTruncated: false, glyphs: glyphList(start, end))
    }

    /// The last visible line: as many characters from `start` as fit before "…", then "…".
    ///
    /// Characters are dropped one at a time from the end (tail truncation between characters,
    /// as UIKit truncates), and whitespace before the ellipsis is dropped too.
    func truncatedLine(from start: Int, maximumWidth: CGFloat, ellipsis: [_ShapedGlyph]) -> _ShapedLine {
        let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance }
        let available = maximumWidth - ellipsisWidth + Self.tolerance
        var end = start
        while end < count, width(start, end + 1) <= available { end += 1 }
        let kept = trimmedEnd(start, end)
        var glyphs = glyphList(start, kept)
        glyphs += ellipsis.map { ($0, nil) }
        return _ShapedLine(
            range: indices[start]..<indices[kept], width: width(start, kept) + ellipsisWidth, isTruncated: true,
            glyphs: glyphs)
    }

    /// The glyphs of characters `start..<end`, each tagged with its character's index.
    func glyphList(_ start: Int, _ end: Int) -> [(glyph: _ShapedGlyph, character: String.Index?)] {
        var list: [(glyph: _ShapedGlyph, character: String.Index?)] = []
        for k in start..<Swift.max(start, end) {
            for glyph in glyphs[k] { list.append((glyph, indices[k])) }
        }
        return list
    }
}
