// Status: partial — observe(_:options:changeHandler:) only; no NSKeyValueObservingCustomization, willChangeValue(for:)/didChangeValue(for:), subscript(keyPath:)
import Foundation

// Key-value observing types of Apple's Foundation overlay, which Foundation on Linux lacks.

/// What an observation reports: the new value, the old one, an initial notification, a
/// notification before the change.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler runs once at once, before `observe` returns.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler also runs before each change (`isPrior` true).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// A change reported to a `observe(_:options:changeHandler:)` handler.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// Always `.setting` for the properties Segue observes.
    public let kind: Kind
    /// The new value, if `.new` was asked for (never in a prior notification).
    public let newValue: Value?
    /// The old value, if `.old` was asked for (never in an initial notification).
    public let oldValue: Value?
    /// nil unless the key path is an ordered to-many property (never, in Segue).
    public let indexes: IndexSet?
    /// Whether this notification comes before the change (`.prior`).
    public let isPrior: Bool
}

/// Lets `observe(_:options:changeHandler:)` be declared for `NSObject` and its subclasses with
/// `Self` as the root of the key path, as in Apple's Foundation overlay.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes the property at `keyPath`; the observation lasts until the returned object is
    /// invalidated or deallocated.
    ///
    /// The handler runs synchronously when the property is set (also to the value it had), and
    /// for changes the property follows (see each class's documentation of its observable
    /// keys). Segue's observable properties are listed in docs/Porting.md; any other key path
    /// traps, naming it, rather than never notifying.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    )
        -> NSKeyValueObservation
    {
        guard let object = self as? any _KeyValueObservable,
            let key = type(of: object)._observableKey(for: keyPath, root: Self.self)
        else {
            _unimplemented("KVO of \(keyPath) on \(Self.self)")
        }
        let read: (AnyObject) -> Any = { ($0 as! Self)[keyPath: keyPath] }
        let observation = NSKeyValueObservation(object: object, key: key, options: options, read: read) {
            object, change in
            changeHandler(
                object as! Self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: change.new.map { $0 as! Value },
                    oldValue: change.old.map { $0 as! Value },
                    indexes: nil, isPrior: change.isPrior))
        }
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
                    oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
}
