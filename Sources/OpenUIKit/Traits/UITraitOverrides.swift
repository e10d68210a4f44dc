import Foundation

/// The traits a view, view controller, presentation controller or window overrides for itself
/// and everything that inherits its traits (iOS 17).
///
/// ```swift
/// view.traitOverrides.userInterfaceStyle = .dark
/// controller.traitOverrides.preferredContentSizeCategory = .extraLarge
/// ```
///
/// Every change updates the owner's traits at once (`traitCollectionDidChange(_:)` and the
/// registered handlers run before the assignment returns). A value is a view of its owner's
/// overrides: a copy made with `let overrides = view.traitOverrides` changes the view's too.
public struct UITraitOverrides: UIMutableTraits {
    /// The owner's overrides.
    let _storage: _TraitOverrideStorage

    /// The overridden value of any trait; its default value when not overridden.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { _storage.values.value(of: trait) }
        nonmutating set {
            var values = _storage.values
            values.setValue(newValue, of: trait)
            _storage.set(values, marking: trait)
        }
    }

    /// Whether the trait is overridden.
    public func contains(_ trait: UITrait) -> Bool { _storage.marked.contains(ObjectIdentifier(trait)) }

    /// Removes the override of the trait.
    public func remove(_ trait: UITrait) {
        var values = _storage.values
        values.remove(trait)
        _storage.set(values, unmarking: trait)
    }
}

/// The overrides of one trait environment, shared by the `UITraitOverrides` values handed out.
final class _TraitOverrideStorage: @unchecked Sendable {
    /// The overridden values.
    private(set) var values = _TraitValues()
    /// The traits set through `UITraitOverrides`, even to an unspecified value.
    private(set) var marked: Set<ObjectIdentifier> = []
    /// Called on the main actor after every change.
    var didChange: (@MainActor () -> Void)?

    var isEmpty: Bool { marked.isEmpty }

    func set(_ newValues: _TraitValues, marking trait: UITrait) {
        marked.insert(ObjectIdentifier(trait))
        update(newValues)
    }

    func set(_ newValues: _TraitValues, unmarking trait: UITrait) {
        marked.remove(ObjectIdentifier(trait))
        update(newValues)
    }

    /// Replaces every override by `other`'s.
    func replace(with other: _TraitOverrideStorage) {
        guard other !== self else { return }
        marked = other.marked
        update(other.values)
    }

    private func update(_ newValues: _TraitValues) {
        let changed = newValues != values
        values = newValues
        guard changed, let didChange else { return }
        MainActor.assumeIsolated { didChange() }
    }
}
