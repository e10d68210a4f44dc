/// A class whose `deinit` releases its associated objects itself (Segue's own base classes:
/// `CALayer`, `UIResponder`, `UIGestureRecognizer`).
///
/// Other objects are tracked through a weak reference and their values released by a sweep
/// (see `_AssociationTable`). An owner needs no weak reference and releases its values the
/// moment it is deallocated: its `deinit` checks the flag — one load, false for almost every
/// object — and calls `_releaseAssociatedObjects(of:)`.
package protocol _AssociationOwner: AnyObject {
    /// Set by the table once a value has been associated with the object; never cleared.
    var _hasAssociatedObjects: Bool { get set }
}

/// Releases the associated values of an `_AssociationOwner` that is being deallocated.
///
/// Call from the owner's `deinit` when `_hasAssociatedObjects` is true.
package func _releaseAssociatedObjects(ofDeallocating identifier: ObjectIdentifier) {
    _AssociationTable.shared.removeAll(for: identifier)
}
