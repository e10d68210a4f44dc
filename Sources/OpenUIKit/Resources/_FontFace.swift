import CFreeType
import Foundation

/// A FreeType face with its design metrics, shared by every `UIFont` of that face and size.
///
/// Metrics are kept in font design units and scaled linearly by each font's point size
/// (`value × pointSize / unitsPerEm`), so a font's metrics are fractional, as UIKit's are.
/// FreeType's sized metrics (after `FT_Set_Char_Size`) are rounded to whole pixels and hinted,
/// which UIKit's are not; a renderer that rasterizes glyphs sets the size when it draws.
///
/// Glyph lookups (``glyphs(for:)``) call into FreeType and must run under
/// `_FontLibrary.shared.withLock`; the metric properties are plain immutable values.
final class _FontFace: @unchecked Sendable {
    /// The FreeType face; used only while holding the library lock.
    let face: FT_Face
    /// The font file the face was loaded from.
    let path: String
    /// Design units per em square (2048 for DejaVu Sans).
    let unitsPerEm: CGFloat
    /// The typographic ascender in design units (positive, above the baseline).
    let ascender: CGFloat
    /// The typographic descender in design units (negative, below the baseline).
    let descender: CGFloat
    /// The distance between baselines in design units (ascender − descender + line gap).
    let height: CGFloat
    /// The top of the capital "H" in design units (0 when the font has no "H").
    let capHeight: CGFloat
    /// The top of the lowercase "x" in design units (0 when the font has no "x").
    let xHeight: CGFloat
    /// The face's family name, such as `DejaVu Sans`.
    let familyName: String
    /// The face's style name, such as `Bold`.
    let styleName: String
    /// The face's PostScript name, such as `DejaVuSans-Bold`.
    let postScriptName: String
    /// Whether the face has a `kern` table that `FT_Get_Kerning` reads.
    let hasKerning: Bool

    /// Glyph index per Unicode scalar, filled as text is laid out (under the library lock).
    private var glyphIndices: [UInt32: UInt32] = [:]
    /// Advance width in design units per glyph index (under the library lock).
    private var advances: [UInt32: CGFloat] = [:]

    /// Reads a loaded face's names and design metrics. Call while holding the library lock.
    init(face: FT_Face, path: String) {
        self.face = face
        self.path = path
        let record = face.pointee
        unitsPerEm = CGFloat(record.units_per_EM == 0 ? 1000 : record.units_per_EM)
        ascender = CGFloat(record.ascender)
        descender = CGFloat(record.descender)
        height = CGFloat(record.height)
        familyName = record.family_name.map { String(cString: $0) } ?? ""
        styleName = record.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? familyName
        hasKerning = (record.face_flags & (1 << 6)) != 0  // FT_FACE_FLAG_KERNING
        capHeight = Self.glyphTop(face, "H")
        xHeight = Self.glyphTop(face, "x")
    }

    /// The top of a character's glyph outline in design units, or 0 if the font lacks it.
    private static func glyphTop(_ face: FT_Face, _ character: Unicode.Scalar) -> CGFloat {
        let index = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard index != 0, FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_SCALE)) == 0 else { return 0 }
        return CGFloat(face.pointee.glyph.pointee.metrics.horiBearingY)
    }

    /// The glyph index, design-unit advance, and design-unit kerning against the previous
    /// glyph, for each scalar. Call while holding the library lock.
    ///
    /// Characters the font lacks map to glyph 0 (`.notdef`), with its advance.
    func glyphs(for scalars: some Sequence<Unicode.Scalar>) -> [(glyph: UInt32, advance: CGFloat, kerning: CGFloat)] {
        var result: [(glyph: UInt32, advance: CGFloat, kerning: CGFloat)] = []
        var previous: UInt32?
        for scalar in scalars {
            let glyph = glyphIndex(scalar)
            var kerning: CGFloat = 0
            if hasKerning, let previous, previous != 0, glyph != 0 {
                var delta = FT_Vector()
                if FT_Get_Kerning(face, previous, glyph, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 {
                    kerning = CGFloat(delta.x)
                }
            }
            result.append((glyph, advance(glyph), kerning))
            previous = glyph
        }
        return result
    }

    /// The glyph index of a scalar (0 when the font lacks it). Call while holding the lock.
    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        if let index = glyphIndices[scalar.value] { return index }
        let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        glyphIndices[scalar.value] = index
        return index
    }

    /// A glyph's advance width in design units, unhinted. Call while holding the lock.
    func advance(_ glyph: UInt32) -> CGFloat {
        if let advance = advances[glyph] { return advance }
        var value: CGFloat = 0
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0 {
            value = CGFloat(face.pointee.glyph.pointee.metrics.horiAdvance)
        }
        advances[glyph] = value
        return value
    }
}
