import Foundation

/// The token of a key-value observation: it lasts until `invalidate()` or until the token is
/// deallocated.
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// The observed object (not retained, as in Foundation).
    private weak var object: (any _KeyValueObservable)?
    let key: String
    let options: NSKeyValueObservingOptions
    /// Reads the observed property of the object.
    let read: (AnyObject) -> Any
    /// Calls the client's handler.
    let notify: (AnyObject, _KeyValueObservers.Change) -> Void

    init(object: any _KeyValueObservable, key: String, options: NSKeyValueObservingOptions,
         read: @escaping (AnyObject) -> Any, notify: @escaping (AnyObject, _KeyValueObservers.Change) -> Void) {
        self.object = object
        self.key = key
        self.options = options
        self.read = read
        self.notify = notify
        super.init()
        let observers = object._keyValueObservers ?? _KeyValueObservers()
        observers.add(self)
        object._keyValueObservers = observers
    }

    /// Ends the observation; the handler is not called again. Called when the token is deallocated.
    public func invalidate() {
        guard let object else { return }
        self.object = nil
        if let observers = object._keyValueObservers, observers.remove(self) {
            object._keyValueObservers = nil  // back to the one-check fast path
        }
    }

    deinit { invalidate() }
}
