import Foundation

/// Lays out a string in one font: line breaking, truncation, alignment and glyph positions.
///
/// The layout is a value computed once. It serves text measurement now (`NSString` sizing,
/// `UILabel.sizeThatFits`) and rasterization later: every line lists its glyphs, each with
/// the font face's glyph index (``PositionedGlyph/glyph``, an index into
/// `font._face`, the FreeType face of `font`) and its pen position on the baseline in layout
/// coordinates (origin at the top left of the layout box, y growing downward, one unit per
/// point), so a renderer only has to rasterize each glyph at `origin + position`.
///
/// Model (a simplified TextKit): the text is split into paragraphs at newline characters;
/// each paragraph is broken greedily into lines no wider than ``maximumWidth`` at word
/// boundaries (after runs of whitespace; a word too long for a line is broken between
/// characters, and ``NSLineBreakMode/byCharWrapping`` always breaks between characters).
/// Whitespace at a wrap point hangs past the line's end and does not count in its width.
/// Advances are the font's unhinted design advances plus pair kerning from its `kern`
/// table. Lines are ``UIFont/lineHeight`` apart; the first baseline is at ``UIFont/ascender``.
/// When the line limit (``numberOfLines`` or ``maximumHeight``) cuts text off, the last line
/// is truncated at the tail with "…" for the truncating line-break modes.
///
/// An empty string is one empty line: width 0, height one line height.
struct _TextLayout: Sendable {
    /// One glyph placed in the layout.
    struct PositionedGlyph: Sendable, Equatable {
        /// The glyph's index in the font's face (0 is `.notdef`).
        var glyph: UInt32
        /// The pen position: x from the layout box's left edge, y the line's baseline.
        var position: CGPoint
        /// The glyph's advance width in points.
        var advance: CGFloat
        /// The character the glyph draws, or `nil` for the truncation ellipsis.
        var characterIndex: String.Index?
    }

    /// One laid-out line.
    struct Line: Sendable {
        /// The characters of the text shown on the line (the ellipsis is not part of the text).
        var range: Range<String.Index>
        /// The line's width in points, ellipsis included, hanging whitespace excluded.
        var width: CGFloat
        /// The line's top-left corner: x is the alignment offset, y the top of the line.
        var origin: CGPoint
        /// The y coordinate of the line's baseline.
        var baseline: CGFloat
        /// Whether the line ends with a truncation ellipsis.
        var isTruncated: Bool
        /// The line's glyphs in order, with positions in layout coordinates.
        var glyphs: [PositionedGlyph]
    }

    /// The text laid out.
    let text: String
    /// The font of the whole text.
    let font: UIFont
    /// The widest a line may be (`.greatestFiniteMagnitude` for no limit).
    let maximumWidth: CGFloat
    /// The tallest the layout may be (`.greatestFiniteMagnitude` for no limit).
    let maximumHeight: CGFloat
    /// The line limit; 0 means no limit.
    let numberOfLines: Int
    /// The alignment of lines in the layout box.
    let alignment: NSTextAlignment
    /// How lines wrap and truncate.
    let lineBreakMode: NSLineBreakMode
    /// The lines, top to bottom.
    private(set) var lines: [Line] = []
    /// The exact (fractional) size used: the widest line by the total line height.
    private(set) var usedSize: CGSize = .zero

    /// Lays out `text` in `font` within the given limits.
    init(
        text: String, font: UIFont, maximumWidth: CGFloat = .greatestFiniteMagnitude,
        maximumHeight: CGFloat = .greatestFiniteMagnitude, numberOfLines: Int = 0,
        alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping
    ) {
        self.text = text
        self.font = font
        self.maximumWidth = maximumWidth.isNaN ? .greatestFiniteMagnitude : maximumWidth
        self.maximumHeight = maximumHeight.isNaN ? .greatestFiniteMagnitude : maximumHeight
        self.numberOfLines = Swift.max(numberOfLines, 0)
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        layOut()
    }

    /// The used size rounded up to whole points, as `UILabel` reports sizes.
    var size: CGSize {
        CGSize(width: usedSize.width.rounded(.up), height: usedSize.height.rounded(.up))
    }

    /// The most lines the limits allow (at least one).
    var lineLimit: Int {
        var limit = numberOfLines > 0 ? numberOfLines : Int.max
        if maximumHeight < .greatestFiniteMagnitude {
            let fitting = (maximumHeight / font.lineHeight + 1e-9).rounded(.down)
            limit = Swift.min(limit, fitting >= CGFloat(Int.max) ? Int.max : Swift.max(1, Int(fitting)))
        }
        return limit
    }

    /// Breaks every paragraph into lines, then positions lines and glyphs.
    private mutating func layOut() {
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let limit = lineLimit
        let face = font._face
        let scale = font.pointSize / face.unitsPerEm
        let library = _FontLibrary.shared
        var shapedLines: [_ShapedLine] = []
        library.withLock {
            let ellipsis = face.glyphs(for: "\u{2026}".unicodeScalars).map {
                _ShapedGlyph(glyph: $0.glyph, advance: $0.advance * scale, kerning: 0)
            }
            for (number, paragraph) in paragraphs.enumerated() {
                let shaped = _ShapedParagraph(paragraph, face: face, scale: scale)
                let isLastParagraph = number == paragraphs.count - 1
                let done = shaped.breakLines(
                    into: &shapedLines, limit: limit, maximumWidth: maximumWidth, mode: lineBreakMode,
                    moreTextFollows: !isLastParagraph, ellipsis: ellipsis)
                if done { break }
            }
        }
        place(shapedLines)
    }

    /// Aligns the broken lines in the layout box and fixes every glyph's position.
    private mutating func place(_ shapedLines: [_ShapedLine]) {
        let lineHeight = font.lineHeight
        let usedWidth = shapedLines.map(\.width).max() ?? 0
        let boxWidth = maximumWidth < .greatestFiniteMagnitude ? maximumWidth : usedWidth
        lines = shapedLines.enumerated().map { number, shaped in
            let top = CGFloat(number) * lineHeight
            let baseline = top + font.ascender
            let x: CGFloat
            switch alignment {
            case .center: x = (boxWidth - shaped.width) / 2
            case .right: x = boxWidth - shaped.width
            case .left, .natural, .justified: x = 0
            }
            var pen = x
            var glyphs: [PositionedGlyph] = []
            glyphs.reserveCapacity(shaped.glyphs.count)
            for (offset, item) in shaped.glyphs.enumerated() {
                if offset > 0 { pen += item.glyph.kerning }
                glyphs.append(
                    PositionedGlyph(
                        glyph: item.glyph.glyph, position: CGPoint(x: pen, y: baseline), advance: item.glyph.advance,
                        characterIndex: item.character))
                pen += item.glyph.advance
            }
            return Line(
                range: shaped.range, width: shaped.width, origin: CGPoint(x: x, y: top), baseline: baseline,
                isTruncated: shaped.isTruncated, glyphs: glyphs)
        }
        usedSize = CGSize(width: usedWidth, height: CGFloat(lines.count) * lineHeight)
    }
}
