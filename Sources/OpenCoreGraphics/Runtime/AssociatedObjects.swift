import Foundation

// The Objective-C runtime's associated objects, for any class instance (not only `NSObject`).
// See `_AssociationTable` for how values are released when their object is deallocated.

/// Returns the value associated with `object` for `key`, or nil.
///
/// `key` is compared by address, as in the Objective-C runtime: pass the address of a global or
/// static variable (`&key`), or any other pointer that stays the same.
/// `object` nil (or an optional holding nil) gives nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let target = _AssociationTarget(object, function: "objc_getAssociatedObject") else { return nil }
    return _AssociationTable.shared.value(for: target.identifier, object: target.object, key: key)
}

/// Associates `value` with `object` for `key` under `policy`; a nil value removes the association.
///
/// The value is released when it is replaced or removed, by `objc_removeAssociatedObjects`, or
/// when `object` is deallocated. `object` nil does nothing, as in the Objective-C runtime.
/// - Precondition: `object` is a class instance (or a class): a value of a value type has no
///   identity to associate with (Apple's runtime would box it and lose the value); this traps.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
    _ policy: objc_AssociationPolicy
) {
    guard let target = _AssociationTarget(object, function: "objc_setAssociatedObject") else { return }
    let stored = value.flatMap { _AssociationTarget.unwrapped($0) }.map {
        _AssociationTable.Value(storing: $0, policy: policy)
    }
    if stored != nil, let owner = target.object as? _AssociationOwner, !owner._hasAssociatedObjects {
        owner._hasAssociatedObjects = true
    }
    _AssociationTable.shared.set(
        stored, for: target.identifier, object: target.object,
        isTracked: target.isTracked, key: key)
}

/// Removes every association of `object`.
///
/// Apple warns that this also removes associations other code made; prefer setting nil for
/// your own keys. `object` nil does nothing.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let target = _AssociationTarget(object, function: "objc_removeAssociatedObjects") else { return }
    _AssociationTable.shared.removeAll(for: target.identifier)
}

/// Releases the associated values of objects that have been deallocated since the last sweep;
/// returns how many objects' entries were dropped.
///
/// Segue addition. Objects of Segue's own classes (layers, views, view controllers, gesture
/// recognizers) release their values as they are deallocated; other objects' values are
/// released by a sweep that runs as the table grows and on every frame of the media clock.
/// Call this to release them now (a test that counts deallocations, for example).
@discardableResult
package func _purgeDeallocatedAssociations() -> Int {
    _AssociationTable.shared.purgeDeallocated()
}

/// The number of objects that currently have associations (Segue addition, for tests).
package var _associatedObjectCount: Int { _AssociationTable.shared.count }

extension _AssociationTable.Value {
    init(storing value: Any, policy: objc_AssociationPolicy) {
        let isObject = type(of: value) is AnyObject.Type
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN where isObject:
            self = .weak(_AssociationTable.WeakBox(value as AnyObject))
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            self = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        default:
            self = .strong(value)
        }
    }
}
