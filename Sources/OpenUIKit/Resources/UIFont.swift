// Status: partial — no font descriptors or font cascades
import CFreeType
import Foundation

/// The interface for getting and setting font information.
///
/// A font is a face (loaded through fontconfig and FreeType) at a point size. Metrics are the
/// face's design metrics scaled linearly to the point size; one point is one pixel at scale 1.
/// Fonts are immutable and may be used from any thread.
///
/// - Note: Differs from UIKit: the system font is DejaVu Sans (DejaVu Sans Bold from the
///   semibold weight up, DejaVu Sans ExtraLight at thin and below, DejaVu Sans Mono for the
///   monospaced system font), so `fontName` and `familyName` are DejaVu's names
///   (`DejaVuSans`, `DejaVu Sans`) rather than `.SFUI-Regular` and `.AppleSystemUIFont`, and
///   every measurement follows DejaVu's metrics. Characters missing from a font are measured
///   with its `.notdef` glyph; there is no fallback cascade to other fonts.
open class UIFont: NSObject, @unchecked Sendable {
    /// The face this font draws with.
    let _face: _FontFace

    /// The receiver’s point size, or the effective vertical point size for a font with a
    /// nonstandard matrix.
    ///
    /// One point is one pixel at scale 1.
    public let pointSize: CGFloat

    /// Where a Dynamic Type font's size comes from (nil for a fixed font; see `UIFont+DynamicType`).
    let _dynamicType: _DynamicTypeOrigin?

    /// Creates a font for a loaded face at a point size.
    init(_face face: _FontFace, pointSize: CGFloat, dynamicType: _DynamicTypeOrigin? = nil) {
        _face = face
        self.pointSize = pointSize
        _dynamicType = dynamicType
        super.init()
    }

    /// Scales a design-unit value to this font's point size.
    func _scaled(_ units: CGFloat) -> CGFloat {
        units * pointSize / _face.unitsPerEm
    }

    /// The font’s full name, such as `DejaVuSans-Bold`.
    ///
    /// The face's PostScript name, which ``init(name:size:)`` accepts.
    public var fontName: String { _face.postScriptName }

    /// The font family name, such as `DejaVu Sans`.
    ///
    /// A family groups faces of several weights and slants.
    public var familyName: String { _face.familyName }

    /// The top y-coordinate, offset from the baseline, of the font’s longest ascender.
    ///
    /// The face's typographic ascender (from its `hhea` table) scaled to the point size.
    public var ascender: CGFloat { _scaled(_face.ascender) }

    /// The bottom y-coordinate, offset from the baseline, of the font’s longest descender.
    ///
    /// Negative, as in UIKit: the face's typographic descender scaled to the point size.
    public var descender: CGFloat { _scaled(_face.descender) }

    /// The height, in points, of text lines: ``ascender`` − ``descender`` + ``leading``.
    ///
    /// The distance between the baselines of consecutive lines set in this font.
    public var lineHeight: CGFloat { ascender - descender + leading }

    /// The leading value, in points: the face's line gap scaled to the point size.
    ///
    /// Zero for DejaVu Sans, as for Apple's system font.
    public var leading: CGFloat { _scaled(_face.height - _face.ascender + _face.descender) }

    /// The height of the font’s capital characters above the baseline.
    ///
    /// Measured from the outline of the face's "H" glyph (DejaVu has no OS/2 cap height).
    public var capHeight: CGFloat { _scaled(_face.capHeight) }

    /// The x-height of the font: the top of its lowercase "x" above the baseline.
    ///
    /// Measured from the outline of the face's "x" glyph.
    public var xHeight: CGFloat { _scaled(_face.xHeight) }

    /// Returns a font object that’s the same as the font object, except it has the specified size.
    ///
    /// The face is shared; only the point size differs.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(_face: _face, pointSize: fontSize)
    }

    /// Whether another object is a font with the same face and point size.
    ///
    /// Consistent with ``hash``.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return _face === other._face && pointSize == other.pointSize
    }

    /// A hash of the face and point size, consistent with ``isEqual(_:)``.
    ///
    /// Equal fonts have equal hashes.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(_face))
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// A textual description of the font: its names and point size.
    ///
    /// For example `<UIFont> font-family: "DejaVu Sans"; font-weight: Book; font-size: 17.00pt`.
    open override var description: String {
        "<UIFont> font-family: \"\(familyName)\"; font-weight: \(_face.styleName); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}

extension UIFont {
    /// The standard system font size: 14 points.
    ///
    /// UIKit's value.
    public class var systemFontSize: CGFloat { 14 }

    /// The standard size, in points, for small system fonts: 12.
    ///
    /// UIKit's value.
    public class var smallSystemFontSize: CGFloat { 12 }

    /// The standard font size, in points, for labels: 17.
    ///
    /// UIKit's value.
    public class var labelFontSize: CGFloat { 17 }

    /// The standard font size, in points, for buttons: 18.
    ///
    /// UIKit's value.
    public class var buttonFontSize: CGFloat { 18 }
}
