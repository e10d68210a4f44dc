import Foundation

extension UIFont {
    /// fontconfig weights (`FC_WEIGHT_EXTRALIGHT`, `FC_WEIGHT_REGULAR`, `FC_WEIGHT_BOLD`).
    private static let fcExtraLight: Int32 = 40, fcRegular: Int32 = 80, fcBold: Int32 = 200
    /// fontconfig slants (`FC_SLANT_ROMAN`, `FC_SLANT_ITALIC`).
    private static let fcRoman: Int32 = 0, fcItalic: Int32 = 100

    /// The family that stands in for Apple's system font.
    static let _systemFamily = "DejaVu Sans"
    /// The family that stands in for Apple's monospaced system font.
    static let _monospacedFamily = "DejaVu Sans Mono"

    /// The fontconfig weight that draws a UIKit weight: extra light up to thin, bold from
    /// semibold, regular in between.
    static func _fontconfigWeight(_ weight: Weight) -> Int32 {
        if weight.rawValue >= Weight.semibold.rawValue { return fcBold }
        if weight.rawValue <= Weight.thin.rawValue { return fcExtraLight }
        return fcRegular
    }

    /// The face of a system family at a weight and slant; stops the program with a clear
    /// message when fontconfig cannot find that family (Segue needs the DejaVu fonts).
    static func _systemFace(family: String, weight: Weight, italic: Bool) -> _FontFace {
        let fcWeight = _fontconfigWeight(weight)
        let slant = italic ? fcItalic : fcRoman
        let library = _FontLibrary.shared
        guard let face = library.withLock({ library.matchedFace(family: family, weight: fcWeight, slant: slant) })
        else {
            fatalError(
                "Segue: fontconfig found no \"\(family)\" font for the system font. Install the DejaVu fonts (Debian/Ubuntu package fonts-dejavu-core)."
            )
        }
        return face
    }

    /// Returns the font object for standard interface items in the specified size.
    ///
    /// DejaVu Sans at the regular weight (see the note on ``UIFont``).
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// Returns the system font object in the specified size and weight.
    ///
    /// Weights from ``Weight/semibold`` up use DejaVu Sans Bold; ``Weight/thin`` and lighter
    /// use DejaVu Sans ExtraLight; the rest DejaVu Sans.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(_face: _systemFace(family: _systemFamily, weight: weight, italic: false), pointSize: fontSize)
    }

    /// Returns the font object for standard interface items in boldface type in the specified size.
    ///
    /// DejaVu Sans Bold.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// Returns the font object for standard interface items that you render in italic type in
    /// the specified size.
    ///
    /// DejaVu Sans Oblique.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(_face: _systemFace(family: _systemFamily, weight: .regular, italic: true), pointSize: fontSize)
    }

    /// Returns the fixed-width font for the system font in the specified size and weight.
    ///
    /// DejaVu Sans Mono (Bold from the semibold weight up).
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let face = _systemFace(
            family: _monospacedFamily, weight: weight.rawValue <= Weight.thin.rawValue ? .regular : weight,
            italic: false)
        return UIFont(_face: face, pointSize: fontSize)
    }

    /// Returns a font object for the system font, with monospaced digits, in the specified size and weight.
    ///
    /// DejaVu Sans already gives every digit the same advance, so this is the system font.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
}
