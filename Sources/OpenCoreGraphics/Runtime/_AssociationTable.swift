import Foundation

/// The side table behind `objc_setAssociatedObject`: for each object with associations, the
/// values under their keys.
///
/// Swift has no hook into the deallocation of an arbitrary class instance, so the table keeps
/// entries by `ObjectIdentifier` and learns of deallocations two ways:
/// - an `_AssociationOwner` (Segue's `CALayer`, `UIResponder`, `UIGestureRecognizer`, and so every
///   view, view controller and layer) removes its entry from its own `deinit`: exact and
///   immediate;
/// - any other object is held by a weak reference. An entry whose reference has become nil
///   belongs to a deallocated object: it is purged when met (a new object at the same address
///   never sees the old values) and by a sweep that runs when the table has grown to twice its
///   size after the last sweep (amortised O(1) per association), and by
///   `_purgeDeallocatedAssociations()`, which the media clock's frame loop calls.
///
/// Values are released outside the lock, so a value's `deinit` may use associations itself.
final class _AssociationTable: @unchecked Sendable {
    static let shared = _AssociationTable()

    /// One object's associations.
    final class Entry {
        /// The object, for entries that are not owners (nil once it is deallocated).
        weak var object: AnyObject?
        /// Owners and class objects: their deallocation is reported, or never happens.
        let isTracked: Bool
        var values: [UnsafeRawPointer: Value] = [:]

        init(object: AnyObject?, isTracked: Bool) {
            self.object = object
            self.isTracked = isTracked
        }

        /// Whether the entry belongs to `object` (and not to a deallocated predecessor).
        func belongs(to object: AnyObject?) -> Bool { isTracked || self.object === object }
    }

    /// A value as the policy holds it.
    enum Value {
        case strong(Any)
        case weak(WeakBox)

        var current: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    /// A weak reference to an `ASSIGN` value.
    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepThreshold = 1024

    /// The number of objects with associations (deallocated ones not yet swept included).
    var count: Int { lock.withLock { entries.count } }

    func value(for identifier: ObjectIdentifier, object: AnyObject?, key: UnsafeRawPointer) -> Any? {
        var stale: Entry?
        let result: Any? = lock.withLock {
            guard let entry = entries[identifier] else { return nil }
            guard entry.belongs(to: object) else {
                stale = entries.removeValue(forKey: identifier)
                return nil
            }
            return entry.values[key]?.current
        }
        withExtendedLifetime(stale) {}
        return result
    }

    func set(
        _ value: Value?, for identifier: ObjectIdentifier, object: AnyObject?, isTracked: Bool,
        key: UnsafeRawPointer
    ) {
        var released: [Any] = []
        lock.withLock {
            if let entry = entries[identifier], !entry.belongs(to: object) {
                released.append(entries.removeValue(forKey: identifier)!)
            }
            if let value {
                let entry: Entry
                if let existing = entries[identifier] {
                    entry = existing
                } else {
                    entry = Entry(object: isTracked ? nil : object, isTracked: isTracked)
                    entries[identifier] = entry
                    if entries.count >= sweepThreshold { sweep(into: &released) }
                }
                if let old = entry.values.updateValue(value, forKey: key) { released.append(old) }
            } else if let entry = entries[identifier], let old = entry.values.removeValue(forKey: key) {
                released.append(old)
                if entry.values.isEmpty { entries[identifier] = nil }
            }
        }
        released.removeAll()  // outside the lock
    }

    /// Removes every association of the object at `identifier` (or of a deallocated
    /// predecessor at the same address, which is as good as gone).
    func removeAll(for identifier: ObjectIdentifier) {
        let removed: Entry? = lock.withLock { entries.removeValue(forKey: identifier) }
        withExtendedLifetime(removed) {}
    }

    /// Drops the entries of deallocated objects; returns how many were dropped.
    @discardableResult
    func purgeDeallocated() -> Int {
        var released: [Any] = []
        lock.withLock { sweep(into: &released) }
        return released.count
    }

    /// Moves the entries of deallocated objects into `released`; the caller holds the lock.
    private func sweep(into released: inout [Any]) {
        var kept: [ObjectIdentifier: Entry] = [:]
        kept.reserveCapacity(entries.count)
        for (identifier, entry) in entries {
            if !entry.isTracked && entry.object == nil { released.append(entry) } else { kept[identifier] = entry }
        }
        entries = kept
        sweepThreshold = max(1024, entries.count * 2)
    }
}
