import Foundation

/// Draws laid-out text into a Core Graphics context.
///
/// Two ways, one answer:
/// - **Glyph bitmaps.** When user space maps to pixels by a uniform scale and a translation
///   with y pointing down (UIKit's contexts, unrotated), each glyph is rasterized by FreeType
///   at the pixel size `pointSize × scale`, cached (`_GlyphCache`), and composited with the
///   text color through the context's alpha, blend mode and clip. Pen positions are kept to
///   a quarter pixel horizontally (four cached bitmaps per glyph at most) and baselines
///   snap to whole pixels, which keeps stems crisp.
/// - **Outlines.** Under any other mapping (rotation, skew, mirroring, non-uniform scale),
///   while a shadow is set, or above 256 pixels per em, the glyph outlines are filled as
///   paths by the context's own rasterizer.
enum _TextDrawing {
    /// Draws `layout` with the layout box's top-left corner at `origin` (user space, y down),
    /// each glyph in `color(characterIndex)` (the ellipsis asks with `nil`).
    static func draw(
        _ layout: _TextLayout, at origin: CGPoint, in context: CGContext, color: (String.Index?) -> CGColor
    ) {
        let font = layout.font
        guard font.pointSize.isFinite, font.pointSize > 0, origin.x.isFinite, origin.y.isFinite else { return }
        let m = context._userToRasterTransform
        let uniform = m.b == 0 && m.c == 0 && m.a > 0 && m.d > 0 && Swift.abs(m.a - m.d) <= 1e-9 * m.a
        let pixelSize = font.pointSize * m.a
        if uniform, !context._castsShadow, pixelSize <= _GlyphCache.largestBitmapPixelSize {
            drawBitmaps(layout, at: origin, in: context, transform: m, pixelSize: pixelSize, color: color)
        } else {
            drawOutlines(layout, at: origin, in: context, color: color)
        }
    }

    /// One glyph bitmap to composite.
    private struct Placement {
        var glyph: UInt32
        var x: Int
        var y: Int
        var quarter: Int
        var character: String.Index?
    }

    /// The bitmap path: cached FreeType glyphs at whole-pixel baselines and quarter-pixel pens.
    private static func drawBitmaps(
        _ layout: _TextLayout, at origin: CGPoint, in context: CGContext, transform m: CGAffineTransform,
        pixelSize: CGFloat, color: (String.Index?) -> CGColor
    ) {
        let size = Int((pixelSize * 64).rounded())
        guard size > 0 else { return }
        // Glyphs whose pen lies this far outside the bitmap cannot touch it.
        let margin = pixelSize * 4 + 4
        let (width, height) = (CGFloat(context.width), CGFloat(context.height))
        var placements: [Placement] = []
        for line in layout.lines {
            for glyph in line.glyphs {
                let x = m.a * (origin.x + glyph.position.x) + m.tx
                let y = m.d * (origin.y + glyph.position.y) + m.ty
                guard x > -margin, x < width + margin, y > -margin, y < height + margin else { continue }
                var column = x.rounded(.down)
                var quarter = Int(((x - column) * 4).rounded())
                if quarter == 4 {
                    column += 1
                    quarter = 0
                }
                placements.append(
                    Placement(
                        glyph: glyph.glyph, x: Int(column), y: Int(y.rounded()), quarter: quarter,
                        character: glyph.characterIndex))
            }
        }
        guard !placements.isEmpty else { return }
        let face = layout.font._face
        let bitmaps = _FontLibrary.shared.withLock {
            placements.map { _GlyphCache.shared.bitmap(face: face, size: size, glyph: $0.glyph, quarter: $0.quarter) }
        }
        var currentCharacter: String.Index?? = .none
        var currentColor = CGColor.black
        for (placement, bitmap) in zip(placements, bitmaps) {
            guard let bitmap, bitmap.width > 0 else { continue }
            if currentCharacter != .some(placement.character) {
                currentColor = color(placement.character)
                currentCharacter = .some(placement.character)
            }
            bitmap.coverage.withUnsafeBufferPointer { coverage in
                context._paintCoverageMask(
                    coverage.baseAddress!, width: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.width,
                    atRasterX: placement.x + bitmap.left, y: placement.y - bitmap.top, color: currentColor)
            }
        }
    }

    /// The outline path: glyph outlines filled by the context, one fill per run of one color.
    private static func drawOutlines(
        _ layout: _TextLayout, at origin: CGPoint, in context: CGContext, color: (String.Index?) -> CGColor
    ) {
        let font = layout.font
        let face = font._face
        let k = font.pointSize / face.unitsPerEm
        let glyphs = layout.lines.flatMap(\.glyphs)
        guard !glyphs.isEmpty else { return }
        let outlines = _FontLibrary.shared.withLock {
            glyphs.map { _GlyphCache.shared.outline(face: face, glyph: $0.glyph) }
        }
        context.saveGState()
        var batch = CGMutablePath()
        var batchColor: CGColor?
        func flush() {
            guard let fill = batchColor, !batch.isEmpty else { return }
            context.beginPath()
            context.addPath(batch)
            context.setFillColor(fill)
            context.fillPath()
            batch = CGMutablePath()
        }
        for (glyph, outline) in zip(glyphs, outlines) where !outline.isEmpty {
            let fill = color(glyph.characterIndex)
            if fill != batchColor {
                flush()
                batchColor = fill
            }
            // Design units (y up) to user space (y down) at the pen position.
            let place = CGAffineTransform(
                a: k, b: 0, c: 0, d: -k, tx: origin.x + glyph.position.x, ty: origin.y + glyph.position.y)
            batch.addPath(outline, transform: place)
        }
        flush()
        context.restoreGState()
    }
}
