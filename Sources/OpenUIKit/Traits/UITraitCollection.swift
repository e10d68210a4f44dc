import Foundation
import Synchronization

/// The traits of an interface's environment: its style (light or dark), size classes, display
/// scale, idiom, layout direction, text size, contrast, text weight and level.
///
/// A trait collection is immutable. A trait it does not specify reads as the trait's
/// unspecified value (`.unspecified`, or 0 for `displayScale`). Views, view controllers,
/// presentation controllers and windows each have one (`UITraitEnvironment.traitCollection`),
/// which flows down from the window (see `UITraitEnvironment`).
open class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    /// The traits the collection specifies.
    let _values: _TraitValues

    init(_values values: _TraitValues) {
        _values = values
        super.init()
    }

    /// Creates a collection that specifies no trait.
    public override init() {
        _values = _TraitValues()
        super.init()
    }

    /// Creates a collection from several: each trait takes its value from the last collection
    /// of the list that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(_values: traitCollections.reduce(_TraitValues()) { $0.applying($1._values) })
    }

    /// Creates a collection with the traits `mutations` sets.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = _MutableTraitValues(values: _TraitValues())
        mutations(&traits)
        self.init(_values: (traits as? _MutableTraitValues)?.values ?? _TraitValues())
    }

    /// A copy of the collection with the changes `mutations` makes.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = _MutableTraitValues(values: _values)
        mutations(&traits)
        return UITraitCollection(_values: (traits as? _MutableTraitValues)?.values ?? _values)
    }

    /// A collection that specifies only one trait.
    private convenience init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        var values = _TraitValues()
        values.setValue(value, of: trait)
        self.init(_values: values)
    }

    /// Creates a collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(UITraitUserInterfaceStyle.self, userInterfaceStyle)
    }
    /// Creates a collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitHorizontalSizeClass.self, horizontalSizeClass)
    }
    /// Creates a collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitVerticalSizeClass.self, verticalSizeClass)
    }
    /// Creates a collection that specifies only the display scale; a scale that is not
    /// positive and finite leaves it unspecified.
    public convenience init(displayScale scale: CGFloat) { self.init(UITraitDisplayScale.self, scale) }
    /// Creates a collection that specifies only the interface idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(UITraitUserInterfaceIdiom.self, idiom)
    }
    /// Creates a collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(UITraitLayoutDirection.self, layoutDirection)
    }
    /// Creates a collection that specifies only the preferred content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory)
    }
    /// Creates a collection that specifies only the accessibility contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(UITraitAccessibilityContrast.self, accessibilityContrast)
    }
    /// Creates a collection that specifies only the legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(UITraitLegibilityWeight.self, legibilityWeight)
    }
    /// Creates a collection that specifies only the interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(UITraitUserInterfaceLevel.self, userInterfaceLevel)
    }

    // MARK: Traits

    /// The interface style: light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle { _values.value(of: UITraitUserInterfaceStyle.self) }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { _values.value(of: UITraitHorizontalSizeClass.self) }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { _values.value(of: UITraitVerticalSizeClass.self) }
    /// The display scale (pixels per point); 0 when unspecified.
    public var displayScale: CGFloat { _values.value(of: UITraitDisplayScale.self) }
    /// The interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { _values.value(of: UITraitUserInterfaceIdiom.self) }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { _values.value(of: UITraitLayoutDirection.self) }
    /// The preferred content size category (Dynamic Type).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        _values.value(of: UITraitPreferredContentSizeCategory.self)
    }
    /// The accessibility contrast.
    public var accessibilityContrast: UIAccessibilityContrast { _values.value(of: UITraitAccessibilityContrast.self) }
    /// The legibility weight (Bold Text).
    public var legibilityWeight: UILegibilityWeight { _values.value(of: UITraitLegibilityWeight.self) }
    /// The interface level: base or elevated.
    public var userInterfaceLevel: UIUserInterfaceLevel { _values.value(of: UITraitUserInterfaceLevel.self) }

    /// The value of any trait, system or custom; its default value when unspecified.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { _values.value(of: trait) }

    // MARK: Comparing

    /// Whether the receiver has the same value for every trait `trait` specifies; true for nil.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return _values.contains(allOf: trait._values)
    }

    /// Whether dynamic colours could resolve differently with the two collections: whether a
    /// trait that affects colours (style, contrast, level, and custom traits that say so)
    /// differs. Always true for nil.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let other = traitCollection else { return true }
        return _values.changedTraits(from: other._values).contains { $0.affectsColorAppearance }
    }

    /// The traits, system and custom, whose values differ between the receiver and
    /// `traitCollection` (iOS 17); compared with nil, the traits the receiver specifies
    /// (UIKitBehaviour #403).
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        _values.changedTraits(from: traitCollection?._values ?? _TraitValues())
    }

    /// The system traits that affect how dynamic colours resolve.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self]
    }

    /// Two collections are equal when they specify the same traits with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other._values == _values
    }

    /// A hash of the system traits, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        let v = _values
        hasher.combine(v.userInterfaceStyle)
        hasher.combine(v.horizontalSizeClass)
        hasher.combine(v.verticalSizeClass)
        hasher.combine(v.displayScale)
        hasher.combine(v.userInterfaceIdiom)
        hasher.combine(v.preferredContentSizeCategory)
        return hasher.finalize()
    }

    /// The collection itself: trait collections are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The specified traits, as `<UITraitCollection: UserInterfaceStyle = Dark; …>`.
    open override var description: String {
        let v = _values
        var parts: [String] = []
        if let x = v.userInterfaceIdiom { parts.append("UserInterfaceIdiom = \(x)") }
        if let x = v.displayScale { parts.append("DisplayScale = \(x)") }
        if let x = v.horizontalSizeClass { parts.append("HorizontalSizeClass = \(x)") }
        if let x = v.verticalSizeClass { parts.append("VerticalSizeClass = \(x)") }
        if let x = v.userInterfaceStyle { parts.append("UserInterfaceStyle = \(x)") }
        if let x = v.layoutDirection { parts.append("LayoutDirection = \(x)") }
        if let x = v.preferredContentSizeCategory { parts.append("PreferredContentSizeCategory = \(x.rawValue)") }
        if let x = v.accessibilityContrast { parts.append("AccessibilityContrast = \(x)") }
        if let x = v.legibilityWeight { parts.append("LegibilityWeight = \(x)") }
        if let x = v.userInterfaceLevel { parts.append("UserInterfaceLevel = \(x)") }
        for custom in v.custom.values { parts.append("\(custom.trait.name) = \(custom.value)") }
        return "<UITraitCollection: \(parts.joined(separator: "; "))>"
    }
}
