import CFreeType
import Foundation

/// A glyph rasterized by FreeType: 8-bit coverage, placed relative to the pen position.
final class _GlyphBitmap: Sendable {
    /// The bitmap's size in pixels (0 × 0 for glyphs that draw nothing, such as a space).
    let width: Int, height: Int
    /// Columns from the pen position to the bitmap's left edge.
    let left: Int
    /// Rows from the baseline up to the bitmap's top edge (positive above the baseline).
    let top: Int
    /// `height` rows of `width` coverage bytes, top row first.
    let coverage: [UInt8]

    init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.coverage = coverage
    }
}

/// Rasterized glyphs and glyph outlines, made once and kept.
///
/// Bitmaps are keyed by face, pixel size (in 1/64 pixel), glyph and horizontal subpixel
/// offset (quantised to 1/4 pixel), and rendered unhinted by FreeType's antialiasing
/// rasterizer, so that they sit exactly where the unhinted advances of `_TextLayout` put
/// them. The bitmap cache is bounded: past ``byteLimit`` bytes of coverage it starts afresh.
/// Outlines (for drawing under rotations, skews and shadows) are kept per face and glyph in
/// font design units, y up.
///
/// Every method must be called while holding `_FontLibrary.shared`'s lock, which also guards
/// the cache's own storage.
final class _GlyphCache: @unchecked Sendable {
    /// The shared cache.
    static let shared = _GlyphCache()

    /// The most coverage bytes kept before the bitmap cache is emptied.
    static let byteLimit = 8 << 20
    /// The largest pixel size rasterized to a bitmap; larger text is filled as outlines.
    static let largestBitmapPixelSize: CGFloat = 256

    private struct BitmapKey: Hashable {
        var face: ObjectIdentifier
        var size: Int
        var glyph: UInt32
        var quarter: UInt8
    }

    private struct OutlineKey: Hashable {
        var face: ObjectIdentifier
        var glyph: UInt32
    }

    private var bitmaps: [BitmapKey: _GlyphBitmap] = [:]
    private var bitmapBytes = 0
    private var outlines: [OutlineKey: CGPath] = [:]

    /// The bitmap of `glyph` at `size` (in 1/64 pixel) shifted right by `quarter`/4 pixel, or
    /// nil when FreeType cannot render it. Call while holding the font library lock.
    func bitmap(face: _FontFace, size: Int, glyph: UInt32, quarter: Int) -> _GlyphBitmap? {
        let key = BitmapKey(face: ObjectIdentifier(face), size: size, glyph: glyph, quarter: UInt8(quarter))
        if let bitmap = bitmaps[key] { return bitmap }
        guard let bitmap = Self.render(face.face, size: size, glyph: glyph, quarter: quarter) else { return nil }
        if bitmapBytes + bitmap.coverage.count > Self.byteLimit {
            bitmaps.removeAll(keepingCapacity: true)
            bitmapBytes = 0
        }
        bitmaps[key] = bitmap
        bitmapBytes += bitmap.coverage.count
        return bitmap
    }

    /// The outline of `glyph` in design units, y up (empty if FreeType cannot load it). Call
    /// while holding the font library lock.
    func outline(face: _FontFace, glyph: UInt32) -> CGPath {
        let key = OutlineKey(face: ObjectIdentifier(face), glyph: glyph)
        if let outline = outlines[key] { return outline }
        let outline = Self.decompose(face.face, glyph: glyph)
        outlines[key] = outline
        return outline
    }

    /// Renders one glyph with FreeType, unhinted, 8-bit antialiased.
    private static func render(_ face: FT_Face, size: Int, glyph: UInt32, quarter: Int) -> _GlyphBitmap? {
        guard size > 0, FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72) == 0 else { return nil }
        var delta = FT_Vector(x: FT_Pos(quarter * 16), y: 0)
        FT_Set_Transform(face, nil, &delta)
        defer { FT_Set_Transform(face, nil, nil) }
        let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_RENDER)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        let pitch = Int(bitmap.pitch)
        let left = Int(slot.pointee.bitmap_left)
        let top = Int(slot.pointee.bitmap_top)
        guard width > 0, height > 0, let buffer = bitmap.buffer else {
            return _GlyphBitmap(width: 0, height: 0, left: left, top: top, coverage: [])
        }
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), bitmap.num_grays == 256 else { return nil }
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                // A negative pitch means the rows are stored bottom first.
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
                (out.baseAddress! + row * width).update(from: source, count: width)
            }
        }
        return _GlyphBitmap(width: width, height: height, left: left, top: top, coverage: coverage)
    }

    /// The unscaled outline of one glyph as a path: lines, quadratic and cubic curves.
    private static func decompose(_ face: FT_Face, glyph: UInt32) -> CGPath {
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return CGMutablePath() }
        let outline = slot.pointee.outline
        let pointCount = Int(outline.n_points)
        let contourCount = Int(outline.n_contours)
        guard pointCount > 0, contourCount > 0, let points = outline.points, let tags = outline.tags,
            let contours = outline.contours
        else { return CGMutablePath() }
        return _GlyphOutline.path(
            contourEnds: (0..<contourCount).map { Int(contours[$0]) },
            points: (0..<pointCount).map { CGPoint(x: CGFloat(points[$0].x), y: CGFloat(points[$0].y)) },
            tags: (0..<pointCount).map { UInt8(bitPattern: Int8(truncatingIfNeeded: tags[$0])) })
    }
}
