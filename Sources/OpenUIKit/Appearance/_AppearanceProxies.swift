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
           let proxy = recipe.proxy as? Proxy {
            return proxy
        }
        created += 1
        let recipe = _AppearanceRecipe(targetClass: type, containerClasses: containerClasses, traits: traits, order: created)
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
    static func recipes(matching object: AnyObject, containers: [AnyObject], traits: UITraitCollection?) -> [_AppearanceRecipe] {
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

    /// Applies the matching appearance proxies' customisations (on entering a window).
    func _applyAppearanceProxies() {
        guard _AppearanceProxies.hasRecipes else { return }
        _applyAppearanceRecipes(containers: _appearanceContainers, traits: traitCollection)
    }
}
