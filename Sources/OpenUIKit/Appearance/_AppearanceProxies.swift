import Foundation

/// The appearance proxies of every class, keyed by the class they customise.
///
/// A proxy is a real instance of the nearest Segue class, marked as a proxy: its
/// appearance-marked setters record themselves into its recipe instead of marking the
/// property as set. Instances look up the recipes of their class and its superclasses when
/// they enter a window (UIKitBehaviour #432).
@MainActor
enum _AppearanceProxies {
    /// Whether any setter was ever recorded (entering a window does nothing until then).
    static var hasRecipes = false
    private static var recipesByClass: [ObjectIdentifier: [_AppearanceRecipe]] = [:]
    private static var created = 0

    /// The proxy of `type` for the scope, made with `make` the first time.
    static func proxy<Proxy: _AppearanceCustomizable>(
        of type: AnyClass, containers: [any UIAppearanceContainer.Type] = [], traits: UITraitCollection? = nil,
        make: () -> Proxy
    ) -> Proxy {
        let containerClasses: [AnyClass] = containers.map { $0 as AnyClass }
        let traits = traits.flatMap(validTraits)
        let key = ObjectIdentifier(type)
        if let recipe = recipesByClass[key]?.first(where: { $0.hasScope(type, containerClasses, traits) }),
            let proxy = recipe.proxy as? Proxy
        {
            return proxy
        }
        created += 1
        let recipe = _AppearanceRecipe(
            targetClass: type, containerClasses: containerClasses, traits: traits, order: created)
        let proxy = make()
        proxy._proxyState.recipe = recipe
        recipe.proxy = proxy
        recipesByClass[key, default: []].append(recipe)
        return proxy
    }

    /// A trait collection with no traits scopes nothing (nil); otherwise kept as given.
    private static func validTraits(_ traits: UITraitCollection) -> UITraitCollection? {
        traits == UITraitCollection() ? nil : traits
    }

    /// The recipes whose scope includes `object`, in the order they apply.
    static func recipes(matching object: AnyObject, containers: [AnyObject], traits: UITraitCollection?)
        -> [_AppearanceRecipe]
    {
        var found: [_AppearanceRecipe] = []
        var current: AnyClass? = type(of: object)
        while let type = current {
            if let recipes = recipesByClass[ObjectIdentifier(type)] {
                found += recipes.filter { !$0.setters.isEmpty && $0.matches(containers: containers, traits: traits) }
            }
            current = _getSuperclass(type)
        }
        return found.sorted(by: _AppearanceRecipe.appliesBefore)
    }

    /// Forgets every proxy and recorded setter (for tests that customise globally).
    package static func removeAll() {
        recipesByClass = [:]
        hasRecipes = false
    }
}

extension UIView {
    /// Forgets every appearance proxy and its recorded customisations.
    ///
    /// Segue addition for tests: appearance proxies are global, so a test that sets them
    /// clears them when it ends.
    package static func _removeAllAppearanceProxies() { _AppearanceProxies.removeAll() }

    /// The appearance containers above the view, nearest first: each superview, with a
    /// controller after its root view, and a presented controller's presentation controller
    /// after it.
    var _appearanceContainers: [AnyObject] {
        var containers: [AnyObject] = []
        var view: UIView? = self
        while let current = view {
            if current !== self { containers.append(current) }
            if let controller = current._viewController {
                containers.append(controller)
                if controller.presentingViewController != nil, let presentation = controller.presentationController {
                    containers.append(presentation)
                }
            }
            view = current._superview
        }
        return containers
    }

    /// Reports `tintColor` set: a proxy's tint given back restores the view's own (usually
    /// nil, inheriting), not the inherited colour the getter answers.
    func _appearanceTintSet(_ color: UIColor?) {
        _appearanceSetterCalled(
            \UIView.tintColor,
            snapshot: { view in
                let own = view._tintColor
                return { $0.tintColor = own }
            }
        ) { $0.tintColor = color }
    }

    /// Applies the matching appearance proxies' customisations (on entering a window).
    func _applyAppearanceProxies() {
        guard _AppearanceProxies.hasRecipes else { return }
        _applyAppearanceRecipes(containers: _appearanceContainers, traits: traitCollection)
        (self as? UITabBar)?._applyItemAppearanceProxies()
    }

    /// After the view's traits changed in a window: when that changes which trait-scoped
    /// proxies match, the matching proxies apply again, and a property that only a proxy that
    /// no longer matches had set goes back to its value from before the proxies
    /// (UIKitBehaviour #444, #445). What the app set on the view still wins.
    func _appearanceTraitsDidChange(previous: UITraitCollection, current: UITraitCollection) {
        guard _AppearanceProxies.hasRecipes, window != nil else { return }
        if let state = _proxyStateIfMade, state.isExcluded || state.recipe != nil { return }
        let containers = _appearanceContainers
        let before = _AppearanceProxies.recipes(matching: self, containers: containers, traits: previous)
        let after = _AppearanceProxies.recipes(matching: self, containers: containers, traits: current)
        let scoped = { (recipes: [_AppearanceRecipe]) in recipes.filter { $0.traits != nil }.map(ObjectIdentifier.init)
        }
        guard scoped(before) != scoped(after) else { return }
        let state = _proxyState
        let stillSet = Set(after.flatMap { $0.setters.map(\.key) })
        _withoutAppearanceMarks {
            for key in state.proxyKeys.subtracting(stillSet) where !state.assignedKeys.contains(key) {
                state.valuesBeforeProxies[key]?(self)
                state.valuesBeforeProxies[key] = nil
                state.proxyKeys.remove(key)
            }
        }
        _applyAppearance(after)
    }
}

extension UITabBar {
    /// Applies the proxies of `UITabBarItem` to the bar's items, the bar their nearest
    /// container (when the bar enters a window and when its items change in one).
    func _applyItemAppearanceProxies() {
        guard _AppearanceProxies.hasRecipes, window != nil else { return }
        let containers = [self as AnyObject] + _appearanceContainers
        for item in items ?? [] { item._applyAppearanceRecipes(containers: containers, traits: traitCollection) }
    }
}
