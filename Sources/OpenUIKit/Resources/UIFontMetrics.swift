import Foundation

/// Scales custom fonts and values for the user's text size, as a text style scales.
///
/// ```swift
/// let font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: "Avenir", size: 18)!)
/// ```
///
/// A scaled font at the Large category has the size it was given; at other categories it is
/// scaled by the ratio of the style's size there to its size at Large (rounded to half
/// points). A label with `adjustsFontForContentSizeCategory` rescales it when its traits change.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let _style: UIFont.TextStyle

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        _style = textStyle
        super.init()
    }

    /// Metrics that scale like the body style.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` scaled for the main screen's content size category.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil) }

    /// `font` scaled for the main screen's category, no larger than `maximumPointSize` (0: no maximum).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection` (the main screen's when nil).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, no larger than `maximumPointSize`
    /// (0, negative or not finite: no maximum).
    open func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let maximum = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
        let origin = _DynamicTypeOrigin(style: _style, sizeAtLarge: font.pointSize, maximumPointSize: maximum)
        let size = origin.scaledSize(at: _category(traitCollection))
        return UIFont(_face: font._face, pointSize: size, dynamicType: origin)
    }

    /// `value` scaled for the main screen's content size category.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for the category of `traitCollection` (the main screen's when nil).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = _category(traitCollection)
        return value * _DynamicTypeOrigin.size(of: _style, at: category)
            / _DynamicTypeOrigin.size(of: _style, at: .large)
    }

    private func _category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        let category = traits?.preferredContentSizeCategory ?? .unspecified
        return category == .unspecified ? UITraitCollection._screenTraits.preferredContentSizeCategory : category
    }
}

/// An object whose fonts follow the content size category.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the object updates its font when the content size category changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
