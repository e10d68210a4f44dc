import Foundation

/// Dynamic Type: text-style fonts sized by the content size category.
extension UIFont {
    /// Returns the system font for `style` at the content size category of `traitCollection`
    /// (the main screen's when nil or unspecified).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return _preferredFont(
            style,
            category: category == .unspecified ? UITraitCollection._screenTraits.preferredContentSizeCategory : category
        )
    }

    /// The text-style font at `category`.
    static func _preferredFont(_ style: TextStyle, category: UIContentSizeCategory) -> UIFont {
        let weight = style._defaultSizeAndWeight.weight
        let size = _DynamicTypeOrigin.size(of: style, at: category)
        let face = _systemFace(family: _systemFamily, weight: weight, italic: false)
        return UIFont(
            _face: face, pointSize: size,
            dynamicType: _DynamicTypeOrigin(
                style: style, sizeAtLarge: style._defaultSizeAndWeight.size, maximumPointSize: nil))
    }

    /// The font for `traits`' content size category, if the font follows Dynamic Type (made by
    /// `preferredFont` or `UIFontMetrics`); nil for a fixed font or an unspecified category.
    func _scaled(for traits: UITraitCollection) -> UIFont? {
        guard let origin = _dynamicType, traits.preferredContentSizeCategory != .unspecified else { return nil }
        let size = origin.scaledSize(at: traits.preferredContentSizeCategory)
        return size == pointSize ? self : UIFont(_face: _face, pointSize: size, dynamicType: origin)
    }
}

/// Where a Dynamic Type font's size comes from: a text style and the size the font has at the
/// Large category (a `UIFontMetrics` font may start from any size), capped by a maximum.
struct _DynamicTypeOrigin: Sendable, Equatable {
    let style: UIFont.TextStyle
    let sizeAtLarge: CGFloat
    let maximumPointSize: CGFloat?

    /// The font's size at `category`: `sizeAtLarge` scaled as the style scales.
    func scaledSize(at category: UIContentSizeCategory) -> CGFloat {
        let factor = Self.size(of: style, at: category) / Self.size(of: style, at: .large)
        let size = (sizeAtLarge * factor * 2).rounded() / 2
        guard let maximumPointSize, maximumPointSize > 0 else { return size }
        return min(size, maximumPointSize)
    }

    /// The point size of `style` at `category` (Large for unspecified or unknown categories).
    static func size(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let index = UIContentSizeCategory._ordered.firstIndex(of: category).map { $0 == 0 ? 4 : $0 - 1 } ?? 4
        return CGFloat(table(for: style)[index])
    }

    /// Sizes from extra small to accessibility XXXL (12 categories): Apple's Human Interface
    /// Guidelines, "Typography", iOS Dynamic Type sizes.
    private static func table(for style: UIFont.TextStyle) -> [Int] {
        switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body and headline
        }
    }
}
