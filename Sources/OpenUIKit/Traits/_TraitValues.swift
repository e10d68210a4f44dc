import Foundation

/// The traits a collection (or a set of overrides) specifies: nil, or no entry, is unspecified.
///
/// The value type behind `UITraitCollection`, `UITraitOverrides` and the mutable traits of
/// `UITraitCollection(mutations:)`.
struct _TraitValues: Equatable, @unchecked Sendable {
    var userInterfaceStyle: UIUserInterfaceStyle?
    var horizontalSizeClass: UIUserInterfaceSizeClass?
    var verticalSizeClass: UIUserInterfaceSizeClass?
    var displayScale: CGFloat?
    var userInterfaceIdiom: UIUserInterfaceIdiom?
    var layoutDirection: UITraitEnvironmentLayoutDirection?
    var preferredContentSizeCategory: UIContentSizeCategory?
    var accessibilityContrast: UIAccessibilityContrast?
    var legibilityWeight: UILegibilityWeight?
    var userInterfaceLevel: UIUserInterfaceLevel?
    /// Values of traits defined outside UIKit, by trait type.
    var custom: [ObjectIdentifier: _CustomTraitValue] = [:]

    /// The system traits, in the order descriptions list them.
    nonisolated(unsafe) static let systemTraits: [any _SystemTrait.Type] = [
        UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitHorizontalSizeClass.self,
        UITraitVerticalSizeClass.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
        UITraitPreferredContentSizeCategory.self, UITraitAccessibilityContrast.self,
        UITraitLegibilityWeight.self, UITraitUserInterfaceLevel.self
    ]

    /// The value of `trait`, or its default value when unspecified.
    func value<T: UITraitDefinition>(of trait: T.Type) -> T.Value {
        if let system = trait as? any _SystemTrait.Type {
            return Self.systemValue(system, in: self) as? T.Value ?? T.defaultValue
        }
        return custom[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
    }

    private static func systemValue<S: _SystemTrait>(_ trait: S.Type, in values: _TraitValues) -> Any? {
        values[keyPath: S._field]
    }

    /// Sets `trait` to `value`; a system trait set to its unspecified value becomes unspecified.
    mutating func setValue<T: UITraitDefinition>(_ value: T.Value, of trait: T.Type) {
        if let system = trait as? any _SystemTrait.Type {
            Self.setSystemValue(value, system, in: &self)
        } else {
            custom[ObjectIdentifier(trait)] = _CustomTraitValue(value, trait: trait)
        }
    }

    private static func setSystemValue<S: _SystemTrait>(_ value: Any, _ trait: S.Type, in values: inout _TraitValues) {
        guard var typed = value as? S.Value else { return }
        if let scale = typed as? CGFloat, !(scale.isFinite && scale > 0) { typed = S.defaultValue }
        values[keyPath: S._field] = typed == S.defaultValue ? nil : typed
    }

    /// Whether `trait` is specified.
    func contains(_ trait: UITrait) -> Bool {
        if let system = trait as? any _SystemTrait.Type { return Self.systemValue(system, in: self) != nil }
        return custom[ObjectIdentifier(trait)] != nil
    }

    /// Makes `trait` unspecified.
    mutating func remove(_ trait: UITrait) {
        if let system = trait as? any _SystemTrait.Type {
            Self.clear(system, in: &self)
        } else {
            custom[ObjectIdentifier(trait)] = nil
        }
    }

    private static func clear<S: _SystemTrait>(_ trait: S.Type, in values: inout _TraitValues) {
        values[keyPath: S._field] = nil
    }

    /// Whether `trait` has different values here and in `other`.
    func differs(in trait: UITrait, from other: _TraitValues) -> Bool {
        if let system = trait as? any _SystemTrait.Type { return system._differs(self, other) }
        let key = ObjectIdentifier(trait)
        return custom[key] != other.custom[key]
    }

    /// The values with every trait `other` specifies taken from `other`.
    func applying(_ other: _TraitValues) -> _TraitValues {
        var result = self
        for trait in Self.systemTraits where other.contains(trait) { Self.copy(trait, from: other, to: &result) }
        result.custom.merge(other.custom) { _, new in new }
        return result
    }

    private static func copy<S: _SystemTrait>(_ trait: S.Type, from source: _TraitValues, to target: inout _TraitValues)
    {
        target[keyPath: S._field] = source[keyPath: S._field]
    }

    /// Whether every trait `other` specifies has the same value here.
    func contains(allOf other: _TraitValues) -> Bool {
        for trait in Self.systemTraits where other.contains(trait) && trait._differs(self, other) { return false }
        return other.custom.allSatisfy { custom[$0.key] == $0.value }
    }

    /// The traits that differ between the two sets of values, system traits first.
    func changedTraits(from other: _TraitValues) -> [UITrait] {
        var changed: [UITrait] = Self.systemTraits.filter { $0._differs(self, other) }
        for key in Set(custom.keys).union(other.custom.keys) where custom[key] != other.custom[key] {
            if let trait = (custom[key] ?? other.custom[key])?.trait { changed.append(trait) }
        }
        return changed
    }
}

/// The value of a trait defined outside UIKit, with its type.
struct _CustomTraitValue: Equatable {
    let value: Any
    let trait: UITrait

    init<T: UITraitDefinition>(_ value: T.Value, trait: T.Type) {
        self.value = value
        self.trait = trait
    }

    /// Equal when both values are `Equatable` and `==`; values of other types never are.
    static func == (lhs: _CustomTraitValue, rhs: _CustomTraitValue) -> Bool {
        guard let left = lhs.value as? any Equatable else { return false }
        return left._isEqual(to: rhs.value)
    }
}

extension Equatable {
    /// Whether `other` is a value of the same type equal to the receiver.
    fileprivate func _isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
