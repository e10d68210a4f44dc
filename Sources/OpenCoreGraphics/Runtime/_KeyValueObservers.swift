/// An object whose properties can be observed with `observe(_:options:changeHandler:)`.
///
/// Its observable setters cost one check when nothing observes it: `_keyValueObservers` is
/// nil; otherwise they run their change inside `_KeyValueObservers.change(_:of:_:)`.
package protocol _KeyValueObservable: AnyObject {
    /// The observations of this object, nil when there are none.
    var _keyValueObservers: _KeyValueObservers? { get set }

    /// The key `keyPath` (rooted at `root`, the type the client wrote) stands for, or nil when
    /// it cannot be observed.
    static func _observableKey(for keyPath: AnyKeyPath, root: Any.Type) -> String?
}

/// The observations of one object, by key, and the notifications of its changes.
package final class _KeyValueObservers {
    /// What a handler receives, before it is typed.
    struct Change {
        var new: Any?
        var old: Any?
        var isPrior: Bool
    }

    /// One observation, as the observed object holds it.
    final class Entry {
        let key: String
        let options: NSKeyValueObservingOptions
        /// Reads the observed property of the object.
        let read: (AnyObject) -> Any
        /// Calls the client's handler.
        let notify: (AnyObject, Change) -> Void

        init(
            key: String, options: NSKeyValueObservingOptions, read: @escaping (AnyObject) -> Any,
            notify: @escaping (AnyObject, Change) -> Void
        ) {
            self.key = key
            self.options = options
            self.read = read
            self.notify = notify
        }
    }

    private var byKey: [String: [Entry]] = [:]
    /// Keys whose change is being notified: a nested change of the same key (a setter that
    /// calls another observable setter) is not notified twice.
    private var active: [String] = []

    init() {}

    func add(_ observation: Entry) {
        byKey[observation.key, default: []].append(observation)
    }

    /// Removes an observation; returns whether none is left.
    func remove(_ observation: Entry) -> Bool {
        byKey[observation.key]?.removeAll { $0 === observation }
        if byKey[observation.key]?.isEmpty == true { byKey[observation.key] = nil }
        return byKey.isEmpty
    }

    /// Runs `body`, which sets the properties `keys` of `object`, and notifies their observers:
    /// prior notifications (with the old values) before, the others after.
    public func change(_ keys: [String], of object: AnyObject, _ body: () -> Void) {
        var pending: [(Entry, old: Any?)] = []
        for key in keys where !active.contains(key) {
            guard let observations = byKey[key] else { continue }
            active.append(key)
            for observation in observations {
                let wantsOld = observation.options.contains(.old) || observation.options.contains(.prior)
                let old = wantsOld ? observation.read(object) : nil
                if observation.options.contains(.prior) {
                    observation.notify(
                        object, Change(new: nil, old: observation.options.contains(.old) ? old : nil, isPrior: true))
                }
                pending.append((observation, old))
            }
        }
        guard !pending.isEmpty else { return body() }
        body()
        let keysNotified = Set(pending.map(\.0.key))
        active.removeAll { keysNotified.contains($0) }
        for (observation, old) in pending where byKey[observation.key]?.contains(where: { $0 === observation }) == true
        {
            let new = observation.options.contains(.new) ? observation.read(object) : nil
            observation.notify(
                object, Change(new: new, old: observation.options.contains(.old) ? old : nil, isPrior: false))
        }
    }
}
