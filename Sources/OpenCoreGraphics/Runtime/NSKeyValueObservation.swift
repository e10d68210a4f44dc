import Foundation

/// The token of a key-value observation: it lasts until `invalidate()` or until the token is
/// deallocated.
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// The observed object (not retained, as in Foundation).
    private weak var object: (any _KeyValueObservable)?
    /// What the object's observers hold (not the token, so that dropping the token ends it).
    private let entry: _KeyValueObservers.Entry

    init(
        object: any _KeyValueObservable, key: String, options: NSKeyValueObservingOptions,
        read: @escaping (AnyObject) -> Any, notify: @escaping (AnyObject, _KeyValueObservers.Change) -> Void
    ) {
        self.object = object
        entry = _KeyValueObservers.Entry(key: key, options: options, read: read, notify: notify)
        super.init()
        let observers = object._keyValueObservers ?? _KeyValueObservers()
        observers.add(entry)
        object._keyValueObservers = observers
    }

    /// Ends the observation; the handler is not called again. Called when the token is deallocated.
    public func invalidate() {
        guard let object else { return }
        self.object = nil
        if let observers = object._keyValueObservers, observers.remove(entry) {
            object._keyValueObservers = nil  // back to the one-check fast path
        }
    }

    deinit { invalidate() }
}
