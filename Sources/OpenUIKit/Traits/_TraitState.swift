import Foundation

/// What one trait environment keeps: its traits as last computed, its overrides, and its
/// trait-change registrations.
@MainActor
final class _TraitState {
    /// The traits last computed (nil until first needed).
    var current: UITraitCollection?
    /// The environment's `traitOverrides` (and `overrideUserInterfaceStyle`).
    let overrides = _TraitOverrideStorage()
    /// The registrations of `registerForTraitChanges(_:handler:)`, in order.
    var registrations: [_TraitChangeRegistration] = []

    init(onOverridesChange: @escaping @MainActor () -> Void) {
        overrides.didChange = onOverridesChange
    }
}

/// A trait environment Segue updates: it knows where its traits come from and what to do when
/// they change, beyond `traitCollectionDidChange(_:)`.
@MainActor
protocol _TraitNode: UITraitEnvironment, AnyObject {
    var _traitState: _TraitState { get }
    /// The traits the environment inherits, before its own overrides.
    func _inheritedTraits() -> UITraitCollection
    /// The environment's own reaction to new traits (colours, layout), before the callbacks.
    func _traitsWillNotify(previous: UITraitCollection, current: UITraitCollection)
}

extension _TraitNode {
    /// The environment's traits: the last computed ones, computed now the first time.
    var _currentTraits: UITraitCollection {
        if let current = _traitState.current { return current }
        let computed = _computeTraits()
        _traitState.current = computed
        return computed
    }

    /// The inherited traits with the environment's overrides applied.
    func _computeTraits() -> UITraitCollection {
        let inherited = _inheritedTraits()
        let overrides = _traitState.overrides
        guard !overrides.isEmpty else { return inherited }
        return UITraitCollection(_values: inherited._values.applying(overrides.values))
    }

    /// Computes the traits again and, when they changed, tells the environment: its own
    /// reaction, then `traitCollectionDidChange(_:)`, then the registered handlers whose traits
    /// changed, with the new traits as `UITraitCollection.current`. Returns whether they changed.
    @discardableResult
    func _refreshOwnTraits() -> Bool {
        let new = _computeTraits()
        let previous = _traitState.current ?? UITraitCollection._screenTraits
        _traitState.current = new
        guard previous._values != new._values else { return false }
        new.performAsCurrent {
            _traitsWillNotify(previous: previous, current: new)
            traitCollectionDidChange(previous)
            let changed = new._values.changedTraits(from: previous._values).map(ObjectIdentifier.init)
            for registration in _traitState.registrations
            where registration.traits.contains(where: { changed.contains(ObjectIdentifier($0)) }) {
                registration.handler(self, previous)
            }
        }
        return true
    }

    /// `registerForTraitChanges(_:handler:)` for every kind of environment.
    func _register<Environment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = _TraitChangeRegistration(traits: traits) { object, previous in
            guard let environment = object as? Environment else {
                UIView._report(
                    "registerForTraitChanges: the handler takes \(Environment.self), but the traits of a \(type(of: object)) changed; not called"
                )
                return
            }
            handler(environment, previous)
        }
        if traits.isEmpty {
            UIView._report("registerForTraitChanges: no traits to observe; the handler will never run")
        }
        _traitState.registrations.append(registration)
        return registration
    }

    /// `unregisterForTraitChanges(_:)` for every kind of environment.
    func _unregister(_ registration: any UITraitChangeRegistration) {
        _traitState.registrations.removeAll { $0 === registration }
    }

    /// `overrideUserInterfaceStyle`: the overridden style, `.unspecified` when none.
    var _overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _traitState.overrides.values.userInterfaceStyle ?? .unspecified }
        set {
            var overrides = UITraitOverrides(_storage: _traitState.overrides)
            if newValue == .unspecified {
                overrides.remove(UITraitUserInterfaceStyle.self)
            } else {
                overrides.userInterfaceStyle = newValue
            }
        }
    }
}
