import Foundation

/// A class whose instances take customisations from appearance proxies: every view and bar
/// item.
///
/// Apps customise a class once, usually at launch, by setting appearance-marked properties on
/// its proxy (`UIButton.appearance().tintColor = .systemPink`); each instance takes the
/// proxy's values when it enters a window, for the properties the app did not set on it
/// (UIKitBehaviour #432–#436). The proxies are vended by `appearance()`,
/// `appearance(whenContainedInInstancesOf:)`, `appearance(for:)` and
/// `appearance(for:whenContainedInInstancesOf:)`.
///
/// - Note: Differs from UIKit: the four methods are in extensions of this protocol, not its
///   requirements, and return the nearest Segue class (`UILabel` for an app's `MyLabel`), not
///   `Self`. Swift can only make an instance of a class held in a metatype through a
///   `required` initializer, and a subclass of `UIView` need not inherit one; the proxy of
///   `MyLabel` still customises only `MyLabel`s (see docs/Deviations.md).
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {}

/// A class whose instances can contain views that appearance proxies are scoped to: views,
/// view controllers and presentation controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}

/// The appearance state of one customisable object: on a proxy, the recipe its setters
/// record into; on an instance, the appearance-marked properties the app set on it.
@MainActor
final class _ProxyCustomizationState {
    /// The recipe this object records into (set only on proxies).
    weak var recipe: _AppearanceRecipe?
    /// The keys of the appearance-marked properties set directly on this instance.
    var assignedKeys: Set<AnyHashable> = []
    /// While true, setters neither record nor mark (the proxy's values are being applied, or
    /// Segue sets its own defaults).
    var isQuiet = false
    /// Whether proxies skip this object (views Segue makes for bar button items).
    var isExcluded = false
    /// The keys whose value a proxy gave this instance, and for each (where the property can be
    /// read) how to give back the value it had before any proxy set it (UIKitBehaviour #444).
    var proxyKeys: Set<AnyHashable> = []
    var valuesBeforeProxies: [AnyHashable: _AppearanceRecipe.Restore] = [:]
}

/// What proxies and instances share: the state their appearance-marked setters report to.
@MainActor
protocol _AppearanceCustomizable: AnyObject {
    var _proxyStateIfMade: _ProxyCustomizationState? { get set }
}

extension _AppearanceCustomizable {
    var _proxyState: _ProxyCustomizationState {
        if let state = _proxyStateIfMade { return state }
        let state = _ProxyCustomizationState()
        _proxyStateIfMade = state
        return state
    }

    /// Whether this object is an appearance proxy.
    var _isAppearanceProxy: Bool { _proxyStateIfMade?.recipe != nil }

    /// Reports that the appearance-marked setter `key` was called: a proxy records `replay`
    /// (later calls with the same key replace it); an instance remembers that the app set the
    /// property, so that no proxy overrides it (UIKitBehaviour #433).
    /// `snapshot`, where the property can be read, returns what sets it back to its current value.
    func _appearanceSetterCalled(
        _ key: AnyHashable, snapshot: (@MainActor (Self) -> @MainActor (Self) -> Void)? = nil,
        replay: @escaping @MainActor (Self) -> Void
    ) {
        guard let state = _proxyStateIfMade else {
            _proxyState.assignedKeys.insert(key)
            return
        }
        if state.isQuiet { return }
        if let recipe = state.recipe {
            var read: _AppearanceRecipe.Snapshot?
            if let snapshot {
                read = { (object: AnyObject) -> _AppearanceRecipe.Restore? in
                    guard let typed = object as? Self else { return nil }
                    let restore = snapshot(typed)
                    return { (other: AnyObject) in if let typed = other as? Self { restore(typed) } }
                }
            }
            recipe.record(key, snapshot: read) { object in if let object = object as? Self { replay(object) } }
        } else {
            state.assignedKeys.insert(key)
        }
    }

    /// Reports that the appearance-marked property at `keyPath` was set to `value`.
    func _appearancePropertySet<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>, _ value: Value) {
        _appearanceSetterCalled(
            keyPath,
            snapshot: { object in
                let old = object[keyPath: keyPath]
                return { $0[keyPath: keyPath] = old }
            }
        ) { $0[keyPath: keyPath] = value }
    }

    /// Runs `body` without recording or marking: for defaults Segue sets through public setters.
    func _withoutAppearanceMarks(_ body: () -> Void) {
        let state = _proxyState
        let wasQuiet = state.isQuiet
        state.isQuiet = true
        body()
        state.isQuiet = wasQuiet
    }

    /// Applies the recipes that match this object, least specific first, skipping the
    /// properties set on it directly (UIKitBehaviour #432–#435).
    func _applyAppearanceRecipes(containers: [AnyObject], traits: UITraitCollection?) {
        guard _AppearanceProxies.hasRecipes else { return }
        if let state = _proxyStateIfMade, state.isExcluded || state.recipe != nil { return }
        let recipes = _AppearanceProxies.recipes(matching: self, containers: containers, traits: traits)
        guard !recipes.isEmpty else { return }
        _applyAppearance(recipes)
    }

    /// Replays `recipes` in order, skipping the properties set on this object directly, and
    /// remembers which properties proxies set and what they held before.
    func _applyAppearance(_ recipes: [_AppearanceRecipe]) {
        let state = _proxyState
        let assigned = state.assignedKeys
        _withoutAppearanceMarks {
            for recipe in recipes {
                for setter in recipe.setters where !assigned.contains(setter.key) {
                    if state.valuesBeforeProxies[setter.key] == nil, !state.proxyKeys.contains(setter.key),
                        let restore = setter.snapshot?(self)
                    {
                        state.valuesBeforeProxies[setter.key] = restore
                    }
                    state.proxyKeys.insert(setter.key)
                    setter.replay(self)
                }
            }
        }
    }
}

extension UIView: _AppearanceCustomizable {}
extension UIBarItem: _AppearanceCustomizable {}
