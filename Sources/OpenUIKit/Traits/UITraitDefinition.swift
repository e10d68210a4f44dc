import Foundation

/// A type representing a trait in a trait collection.
///
/// The system traits (`UITraitUserInterfaceStyle` and the others) conform; so can an app's
/// own traits, which need only a `defaultValue`:
///
/// ```swift
/// struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }
/// ```
///
/// Values are compared to decide whether a trait changed: an `Equatable` value compares with
/// `==`; a value of another type counts as changed whenever it is set again.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value of the trait when a collection does not specify it.
    static var defaultValue: Value { get }
    /// A unique identifier for the trait; the type's name by default.
    static var identifier: String { get }
    /// A short name for the trait, for debugging; the type's name by default.
    static var name: String { get }
    /// Whether the trait affects how dynamic colours resolve; false by default.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// False.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as the trait-change APIs take them: `[UITraitUserInterfaceStyle.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// A system trait: its value lives in a field of `_TraitValues`.
protocol _SystemTrait: UITraitDefinition where Value: Equatable & Sendable {
    /// The field holding the trait's value (nil when the collection does not specify it).
    static var _field: WritableKeyPath<_TraitValues, Value?> { get }
}

extension _SystemTrait {
    /// Whether the trait has different values in two sets of values.
    static func _differs(_ a: _TraitValues, _ b: _TraitValues) -> Bool { a[keyPath: _field] != b[keyPath: _field] }
}

/// The trait of the interface style (`userInterfaceStyle`); it affects colours.
public struct UITraitUserInterfaceStyle: UITraitDefinition, _SystemTrait {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// True: dynamic colours have light and dark values.
    public static let affectsColorAppearance = true
    /// UIKit's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
    static var _field: WritableKeyPath<_TraitValues, UIUserInterfaceStyle?> { \.userInterfaceStyle }
}

/// The trait of the horizontal size class.
public struct UITraitHorizontalSizeClass: UITraitDefinition, _SystemTrait {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
    static var _field: WritableKeyPath<_TraitValues, UIUserInterfaceSizeClass?> { \.horizontalSizeClass }
}

/// The trait of the vertical size class.
public struct UITraitVerticalSizeClass: UITraitDefinition, _SystemTrait {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitVerticalSizeClass"
    static var _field: WritableKeyPath<_TraitValues, UIUserInterfaceSizeClass?> { \.verticalSizeClass }
}

/// The trait of the display scale (pixels per point).
public struct UITraitDisplayScale: UITraitDefinition, _SystemTrait {
    /// 0: unspecified.
    public static let defaultValue: CGFloat = 0
    /// UIKit's identifier.
    public static let identifier = "UITraitDisplayScale"
    static var _field: WritableKeyPath<_TraitValues, CGFloat?> { \.displayScale }
}

/// The trait of the interface idiom (phone, pad, …).
public struct UITraitUserInterfaceIdiom: UITraitDefinition, _SystemTrait {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitUserInterfaceIdiom"
    static var _field: WritableKeyPath<_TraitValues, UIUserInterfaceIdiom?> { \.userInterfaceIdiom }
}

/// The trait of the layout direction.
public struct UITraitLayoutDirection: UITraitDefinition, _SystemTrait {
    /// `.unspecified`.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitLayoutDirection"
    static var _field: WritableKeyPath<_TraitValues, UITraitEnvironmentLayoutDirection?> { \.layoutDirection }
}

/// The trait of the preferred content size category (Dynamic Type).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, _SystemTrait {
    /// `.unspecified`.
    public static let defaultValue = UIContentSizeCategory.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    static var _field: WritableKeyPath<_TraitValues, UIContentSizeCategory?> { \.preferredContentSizeCategory }
}

/// The trait of the accessibility contrast; it affects colours.
public struct UITraitAccessibilityContrast: UITraitDefinition, _SystemTrait {
    /// `.unspecified`.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// True: dynamic colours may have high-contrast values.
    public static let affectsColorAppearance = true
    /// UIKit's identifier.
    public static let identifier = "UITraitAccessibilityContrast"
    static var _field: WritableKeyPath<_TraitValues, UIAccessibilityContrast?> { \.accessibilityContrast }
}

/// The trait of the legibility weight (Bold Text).
public struct UITraitLegibilityWeight: UITraitDefinition, _SystemTrait {
    /// `.unspecified`.
    public static let defaultValue = UILegibilityWeight.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitLegibilityWeight"
    static var _field: WritableKeyPath<_TraitValues, UILegibilityWeight?> { \.legibilityWeight }
}

/// The trait of the interface level (base or elevated); it affects colours.
public struct UITraitUserInterfaceLevel: UITraitDefinition, _SystemTrait {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    /// True: the background colours have elevated values in dark mode.
    public static let affectsColorAppearance = true
    /// UIKit's identifier.
    public static let identifier = "UITraitUserInterfaceLevel"
    static var _field: WritableKeyPath<_TraitValues, UIUserInterfaceLevel?> { \.userInterfaceLevel }
}
