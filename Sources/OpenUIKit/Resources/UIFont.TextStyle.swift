import Foundation

extension UIFont {
    /// Constants that describe the preferred styles for fonts.
    ///
    /// The raw values are UIKit's (`UICTFontTextStyleBody`, …; `largeTitle` is
    /// `UICTFontTextStyleTitle0` and `subheadline` is `UICTFontTextStyleSubhead`).
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        /// The style's name.
        ///
        /// UIKit's string constant.
        public var rawValue: String

        /// Creates a text style with the given raw value.
        ///
        /// Styles Segue does not know are measured as ``body``.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a text style with the given raw value.
        ///
        /// The same as ``init(rawValue:)``.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The font for large titles: 34 points, regular.
        ///
        /// Size at the default (Large) content size category.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The font for first-level hierarchical headings: 28 points, regular.
        ///
        /// Size at the default (Large) content size category.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The font for second-level hierarchical headings: 22 points, regular.
        ///
        /// Size at the default (Large) content size category.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The font for third-level hierarchical headings: 20 points, regular.
        ///
        /// Size at the default (Large) content size category.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The font for headings: 17 points, semibold.
        ///
        /// Size at the default (Large) content size category.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The font for subheadings: 15 points, regular.
        ///
        /// Size at the default (Large) content size category.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The font for body text: 17 points, regular.
        ///
        /// Size at the default (Large) content size category.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The font for callouts: 16 points, regular.
        ///
        /// Size at the default (Large) content size category.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The font for footnotes: 13 points, regular.
        ///
        /// Size at the default (Large) content size category.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The font for standard captions: 12 points, regular.
        ///
        /// Size at the default (Large) content size category.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The font for alternate captions: 11 points, regular.
        ///
        /// Size at the default (Large) content size category.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size and weight of the style at the default (Large) content size category.
        var _defaultSizeAndWeight: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// Returns an instance of the system font for the specified text style, scaled for the
    /// user's selected content size category (the main screen's, which hosts set with
    /// `UIApplication.updateSystemTraits`; Large by default).
    ///
    /// The sizes per category are Apple's Human Interface Guidelines, "Typography" (iOS
    /// Dynamic Type sizes); see `UIFont+DynamicType`.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        _preferredFont(style, category: UITraitCollection._screenTraits.preferredContentSizeCategory)
    }
}
