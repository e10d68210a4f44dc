import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Text measurement and line breaking.
///
/// Expected advances and kerning were read from the font files by a Python script that parses
/// the TrueType `cmap`, `hmtx` and `kern` tables directly (no FreeType), in design units of
/// 2048 per em. DejaVu Sans: "Hello" = 1540 + 1260 + 569 + 569 + 1253 = 5191; space 651;
/// "World" = 2025 + 1253 + 842 + 569 + 1300 with W–o kerning −120 = 5869; "To" = 1251 + 1253
/// with T–o kerning −348 = 2156; "AV" = 1401 + 1401 − 131 = 2671; "…" = 2048.
/// DejaVu Sans Mono: every character (and "…") advances 1233 units and there is no kerning.
@Suite struct TextLayoutTests {
    let sans17 = UIFont.systemFont(ofSize: 17)
    let mono = UIFont.monospacedSystemFont(ofSize: 20, weight: .regular)
    /// One DejaVu Sans Mono advance at 20 points.
    let cell: CGFloat = 1233 * 20 / 2048

    func text(_ layout: _TextLayout, _ line: Int) -> String {
        String(layout.text[layout.lines[line].range])
    }

    @Test func widthIsTheSumOfAdvancesWithKerning() {
        #expect(isClose(_TextLayout(text: "Hello", font: sans17).usedSize.width, 5191 * 17 / 2048))
        #expect(isClose(_TextLayout(text: "To", font: sans17).usedSize.width, 2156 * 17 / 2048))
        #expect(isClose(_TextLayout(text: "AV", font: sans17).usedSize.width, 2671 * 17 / 2048))
        #expect(isClose(_TextLayout(text: "World", font: sans17).usedSize.width, 5869 * 17 / 2048))
        // Trailing spaces at the end of the text count.
        #expect(isClose(_TextLayout(text: "Hello ", font: sans17).usedSize.width, (5191 + 651) * 17 / 2048))
    }

    @Test func sizeIsRoundedUpLikeUILabel() {
        let layout = _TextLayout(text: "Hello", font: sans17)
        // 5191 × 17 / 2048 = 43.09; one line = 2384 × 17 / 2048 = 19.79.
        #expect(isClose(layout.usedSize.height, 2384 * 17 / 2048))
        expectEqual(layout.size, CGSize(width: 44, height: 20))
    }

    @Test func emptyTextIsOneEmptyLine() {
        let layout = _TextLayout(text: "", font: sans17)
        expectEqual(layout.lines.count, 1)
        #expect(layout.lines[0].glyphs.isEmpty)
        #expect(layout.usedSize.width == 0 && isClose(layout.usedSize.height, 2384 * 17 / 2048))
        expectEqual(layout.size, CGSize(width: 0, height: 20))
    }

    @Test func explicitNewlinesStartLines() {
        let layout = _TextLayout(text: "a\nb\n", font: mono)
        expectEqual(layout.lines.count, 3)
        #expect(text(layout, 0) == "a" && text(layout, 1) == "b" && text(layout, 2) == "")
        let crlf = _TextLayout(text: "a\r\nbb", font: mono)
        #expect(crlf.lines.count == 2 && isClose(crlf.usedSize.width, 2 * cell))
        #expect(isClose(crlf.usedSize.height, 2 * 2384 * 20 / 2048))
    }

    @Test func wordsWrapAtSpaces() {
        // 4.5 cells wide: "aa bbb" (6) does not fit, so "aa " | "bbb " | "cccc " | "dd".
        let layout = _TextLayout(text: "aa bbb cccc dd", font: mono, maximumWidth: 4.5 * cell)
        expectEqual(layout.lines.map { String(layout.text[$0.range]) }, ["aa ", "bbb ", "cccc ", "dd"])
        // Hanging spaces at wrap points do not count.
        expectEqual(layout.lines.map(\.width).map { ($0 / cell).rounded() }, [2, 3, 4, 2])
        #expect(isClose(layout.usedSize.width, 4 * cell, tolerance: 1e-9))
    }

    @Test func proportionalWrapMeasuresEachLine() {
        let width: CGFloat = 11711 * 17 / 2048 - 0.01  // just too narrow for "Hello World"
        let layout = _TextLayout(text: "Hello World", font: sans17, maximumWidth: width)
        expectEqual(layout.lines.count, 2)
        #expect(text(layout, 0) == "Hello " && text(layout, 1) == "World")
        #expect(isClose(layout.lines[0].width, 5191 * 17 / 2048))
        #expect(isClose(layout.lines[1].width, 5869 * 17 / 2048))
        let wide = _TextLayout(text: "Hello World", font: sans17, maximumWidth: width + 0.02)
        #expect(wide.lines.count == 1 && isClose(wide.usedSize.width, 11711 * 17 / 2048))
    }

    @Test func longWordsBreakBetweenCharacters() {
        let layout = _TextLayout(text: "abcdefghij", font: mono, maximumWidth: 4.5 * cell)
        expectEqual(layout.lines.map { String(layout.text[$0.range]) }, ["abcd", "efgh", "ij"])
        // A box narrower than one character still takes one character per line.
        let narrow = _TextLayout(text: "abc", font: mono, maximumWidth: 1)
        expectEqual(narrow.lines.count, 3)
        let chars = _TextLayout(text: "aa bbb", font: mono, maximumWidth: 4.5 * cell, lineBreakMode: .byCharWrapping)
        expectEqual(chars.lines.map { String(chars.text[$0.range]) }, ["aa b", "bb"])
    }

    @Test func lastLineIsTruncatedAtTheTail() {
        let one = _TextLayout(
            text: "abcdefghij", font: mono, maximumWidth: 5.5 * cell, numberOfLines: 1, lineBreakMode: .byTruncatingTail
        )
        expectEqual(one.lines.count, 1)
        #expect(text(one, 0) == "abcd" && one.lines[0].isTruncated)
        #expect(isClose(one.lines[0].width, 5 * cell))  // four characters and "…"
        let ellipsis = one.lines[0].glyphs.last!
        #expect(ellipsis.characterIndex == nil && isClose(ellipsis.position.x, 4 * cell))

        // Two lines of "aa bbb cccc": "aa " then "bbb…" (the space before "…" is dropped).
        let two = _TextLayout(
            text: "aa bbb cccc", font: mono, maximumWidth: 4.5 * cell, numberOfLines: 2,
            lineBreakMode: .byTruncatingTail)
        #expect(two.lines.count == 2 && text(two, 0) == "aa " && text(two, 1) == "bbb")
        #expect(two.lines[1].isTruncated && isClose(two.lines[1].width, 4 * cell))

        // Proportional: "Hello World" in 50 points at 17 pt keeps what fits before "…" (17 pt wide).
        let sans = _TextLayout(text: "Hello World", font: sans17, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(!sans.lines[0].isTruncated)  // no width limit: nothing to cut
        let cut = _TextLayout(
            text: "Hello World", font: sans17, maximumWidth: 50, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        // "He" = 2800 units = 23.24 pt; + "l" = 3369 → 27.96; + "l" = 3938 → 32.69 ≤ 50 − 17 = 33; + "o" = 5191 → 43.09.
        #expect(text(cut, 0) == "Hell" && isClose(cut.lines[0].width, (3938 + 2048) * 17 / 2048))
    }

    @Test func lineLimitWithoutTruncationJustStops() {
        let layout = _TextLayout(text: "aa bbb cccc dd", font: mono, maximumWidth: 4.5 * cell, numberOfLines: 2)
        #expect(layout.lines.count == 2 && !layout.lines[1].isTruncated)
        expectEqual(text(layout, 1), "bbb ")
        #expect(isClose(layout.usedSize.height, 2 * 2384 * 20 / 2048))
        // A following paragraph also counts as cut-off text.
        let paragraphs = _TextLayout(text: "ab\ncd", font: mono, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(paragraphs.lines.count == 1 && paragraphs.lines[0].isTruncated && text(paragraphs, 0) == "ab")
    }

    @Test func heightLimitsTheLines() {
        let lineHeight: CGFloat = 2384 * 20 / 2048
        let layout = _TextLayout(
            text: "aa bbb cccc dd", font: mono, maximumWidth: 4.5 * cell, maximumHeight: 2.5 * lineHeight,
            lineBreakMode: .byTruncatingTail)
        #expect(layout.lines.count == 2 && layout.lines[1].isTruncated)
    }

    @Test func alignmentOffsetsLines() {
        let width: CGFloat = 100
        let center = _TextLayout(text: "ab", font: mono, maximumWidth: width, alignment: .center)
        #expect(isClose(center.lines[0].origin.x, (width - 2 * cell) / 2))
        let right = _TextLayout(text: "ab", font: mono, maximumWidth: width, alignment: .right)
        #expect(isClose(right.lines[0].origin.x, width - 2 * cell))
        #expect(isClose(right.lines[0].glyphs[1].position.x, width - cell))
        for alignment in [NSTextAlignment.left, .natural, .justified] {
            #expect(
                _TextLayout(text: "ab", font: mono, maximumWidth: width, alignment: alignment).lines[0].origin.x == 0)
        }
        // Without a width limit, lines align within the widest line.
        let unbounded = _TextLayout(text: "a\nbbb", font: mono, alignment: .right)
        #expect(isClose(unbounded.lines[0].origin.x, 2 * cell))
    }

    @Test func glyphPositionsForTheRenderer() {
        let layout = _TextLayout(text: "To\nTo", font: sans17)
        let ascender: CGFloat = 1901 * 17 / 2048
        let lineHeight: CGFloat = 2384 * 17 / 2048
        let first = layout.lines[0].glyphs
        expectEqual(first.count, 2)
        #expect(first[0].glyph == 55 && first[1].glyph == 82)  // glyph ids of "T", "o" in the cmap
        expectEqual(first[0].position, CGPoint(x: 0, y: ascender))
        // "o" starts after T's advance 1251 and the kerning −348.
        #expect(isClose(first[1].position.x, (1251 - 348) * 17 / 2048) && first[1].position.y == ascender)
        expectEqual(first[1].characterIndex, layout.text.index(after: layout.text.startIndex))
        #expect(isClose(layout.lines[1].baseline, lineHeight + ascender))
        #expect(isClose(layout.lines[1].origin.y, lineHeight))
    }

    @Test func stringSizingAsUIKit() {
        let attributes: [NSAttributedString.Key: Any] = [.font: sans17]
        let size = ("Hello" as NSString).size(withAttributes: attributes)
        #expect(isClose(size.width, 5191 * 17 / 2048) && isClose(size.height, 2384 * 17 / 2048))
        expectEqual("Hello".size(withAttributes: attributes), size)
        // Default font: 12 points.
        #expect(isClose("Hello".size(withAttributes: nil).width, 5191 * 12 / 2048))
        // Wrapping with usesLineFragmentOrigin.
        let wrapped = "Hello World".boundingRect(
            with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil)
        #expect(wrapped.origin == .zero && isClose(wrapped.height, 2 * 2384 * 17 / 2048))
        #expect(isClose(wrapped.width, 5869 * 17 / 2048))
        // Without it the rectangle hangs from the baseline.
        let context = NSStringDrawingContext()
        let single = ("Hello World" as NSString).boundingRect(
            with: CGSize(width: 60, height: 10), options: [], attributes: attributes, context: context)
        #expect(isClose(single.origin.y, -1901 * 17 / 2048) && isClose(single.width, 11711 * 17 / 2048))
        #expect(context.totalBounds == single && context.actualScaleFactor == 1)
        // Truncating to the height given.
        let limited = "aa bbb cccc dd".boundingRect(
            with: CGSize(width: 4.5 * cell, height: 2.5 * 2384 * 20 / 2048),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: mono], context: nil)
        #expect(isClose(limited.height, 2 * 2384 * 20 / 2048))
    }

    @Test func attributeKeysHaveUIKitsRawValues() {
        expectEqual(NSAttributedString.Key.font.rawValue, "NSFont")
        expectEqual(NSAttributedString.Key.foregroundColor.rawValue, "NSColor")
        #expect(
            NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1
                && NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
        #expect(NSTextAlignment.natural.rawValue == 4 && NSLineBreakMode.byTruncatingTail.rawValue == 4)
    }
}
