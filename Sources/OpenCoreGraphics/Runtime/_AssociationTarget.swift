/// The object an association is made on: a class instance or a class, identified by address.
struct _AssociationTarget {
    let identifier: ObjectIdentifier
    /// The instance (nil for a class object, which is never deallocated).
    let object: AnyObject?
    /// Whether the table may trust the identifier without a weak reference.
    let isTracked: Bool

    /// nil for a nil object (an optional holding nil); traps for a value of a value type.
    init?(_ object: Any, function: StaticString) {
        guard let object = Self.unwrapped(object) else { return nil }
        if type(of: object) is AnyObject.Type {
            let instance = object as AnyObject
            self.identifier = ObjectIdentifier(instance)
            self.object = instance
            self.isTracked = instance is _AssociationOwner
        } else if let type = object as? Any.Type {
            self.identifier = ObjectIdentifier(type)
            self.object = nil
            self.isTracked = true
        } else {
            fatalError("\(function): \(type(of: object)) is a value type; associated objects need a class instance")
        }
    }

    /// The value inside any number of optionals, or nil if one of them is nil.
    static func unwrapped(_ value: Any) -> Any? {
        guard let optional = value as? any _AssociationOptional else { return value }
        return optional._wrapped.flatMap(unwrapped)
    }
}

/// Lets `_AssociationTarget` see through an `Optional` boxed in `Any`.
protocol _AssociationOptional {
    var _wrapped: Any? { get }
}

extension Optional: _AssociationOptional {
    var _wrapped: Any? { self.map { $0 as Any } }
}
