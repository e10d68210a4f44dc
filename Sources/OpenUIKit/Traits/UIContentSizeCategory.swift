import Foundation

/// Constants that indicate the preferred size of content (the Dynamic Type text size setting).
///
/// Raw values are UIKit's (`UIContentSizeCategoryLarge` is `"UICTContentSizeCategoryL"`).
/// Categories compare by size: `.small < .large < .accessibilityMedium`; `.unspecified` is the
/// smallest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category's name.
    public var rawValue: String

    /// Creates a category from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a category from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An unspecified category.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The extra-small text size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// The small text size.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// The medium text size.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The large text size: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// The extra-large text size.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// The extra-extra-large text size.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The extra-extra-extra-large text size: the largest without the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The medium accessibility text size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The large accessibility text size.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The extra-large accessibility text size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The extra-extra-large accessibility text size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The extra-extra-extra-large accessibility text size: the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest.
    static let _ordered: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge
    ]

    /// The category's place from smallest to largest; an unknown name ranks as `.unspecified`.
    var _rank: Int { Self._ordered.firstIndex(of: self) ?? 0 }

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Whether `lhs` is a smaller text size than `rhs`.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs._rank < rhs._rank }

    /// Posted when the user changes the preferred content size category.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The `userInfo` key of `didChangeNotification` holding the new category's raw value.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
