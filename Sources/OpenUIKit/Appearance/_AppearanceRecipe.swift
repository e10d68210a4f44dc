import Foundation

/// One appearance proxy's scope and the setters called on it, in order.
///
/// The scope is a class (and its subclasses), an optional containment chain (nearest
/// container first, each one somewhere above the previous one), and optional traits the
/// instance's trait collection must contain.
@MainActor
final class _AppearanceRecipe {
    /// A recorded setter: its key, what replays it on an instance, and (where the property can
    /// be read) what captures an instance's current value as a closure that sets it back.
    typealias Setter = (key: AnyHashable, replay: @MainActor (AnyObject) -> Void, snapshot: Snapshot?)
    /// Sets an instance's property back to a value captured earlier.
    typealias Restore = @MainActor (AnyObject) -> Void
    /// Captures an instance's current value (nil when the object is not of the setter's class).
    typealias Snapshot = @MainActor (AnyObject) -> Restore?

    let targetClass: AnyClass
    let containerClasses: [AnyClass]
    let traits: UITraitCollection?
    /// How many superclasses the target class has (a subclass's recipe is applied later).
    let classDepth: Int
    /// When the proxy was first asked for (ties are applied in that order).
    let order: Int
    /// The proxy object the app's setters are called on (kept alive by the recipe).
    var proxy: AnyObject?
    private(set) var setters: [Setter] = []

    init(targetClass: AnyClass, containerClasses: [AnyClass], traits: UITraitCollection?, order: Int) {
        self.targetClass = targetClass
        self.containerClasses = containerClasses
        self.traits = traits
        self.order = order
        classDepth = _AppearanceRecipe.depth(of: targetClass)
    }

    /// Records a setter; a later call with the same key replaces the earlier one in place.
    func record(
        _ key: AnyHashable, snapshot: Snapshot? = nil,
        replay: @escaping @MainActor (AnyObject) -> Void
    ) {
        if let index = setters.firstIndex(where: { $0.key == key }) {
            setters[index].replay = replay
            setters[index].snapshot = snapshot
        } else {
            setters.append((key, replay, snapshot))
        }
        _AppearanceProxies.hasRecipes = true
    }

    /// Whether this recipe has the given scope.
    func hasScope(_ type: AnyClass, _ containers: [AnyClass], _ traits: UITraitCollection?) -> Bool {
        targetClass == type
            && containerClasses.count == containers.count
            && zip(containerClasses, containers).allSatisfy { $0 == $1 }
            && self.traits == traits
    }

    /// Whether `containers` (the object's containers, nearest first) hold the chain in order,
    /// and `traits` contains the recipe's traits.
    func matches(containers: [AnyObject], traits: UITraitCollection?) -> Bool {
        if let required = self.traits {
            guard let traits, traits.containsTraits(in: required) else { return false }
        }
        var next = 0
        for container in containers where next < containerClasses.count {
            if _AppearanceRecipe.isKind(container, of: containerClasses[next]) { next += 1 }
        }
        return next == containerClasses.count
    }

    /// The order recipes apply in: superclass before subclass, then shorter containment
    /// chains, then without traits before with, then by age; later ones win (UIKitBehaviour #434).
    static func appliesBefore(_ a: _AppearanceRecipe, _ b: _AppearanceRecipe) -> Bool {
        if a.classDepth != b.classDepth { return a.classDepth < b.classDepth }
        if a.containerClasses.count != b.containerClasses.count {
            return a.containerClasses.count < b.containerClasses.count
        }
        if (a.traits == nil) != (b.traits == nil) { return a.traits == nil }
        return a.order < b.order
    }

    static func isKind(_ object: AnyObject, of type: AnyClass) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let candidate = current {
            if candidate == type { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    static func depth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = _getSuperclass(type)
        while let candidate = current {
            depth += 1
            current = _getSuperclass(candidate)
        }
        return depth
    }
}
