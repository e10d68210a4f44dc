import Foundation

/// The traps and conversions of key-value coding on Segue's UIKit classes.
///
/// An unknown key traps with the message of UIKit's `NSUnknownKeyException`; a value of the
/// wrong type, or nil for a non-object property, traps with the message of its
/// `NSInvalidArgumentException` — in every build configuration.
@MainActor enum _KeyValueCoding {
    nonisolated static func unknownKey(_ key: String, of object: AnyObject, setting: Bool) -> Never {
        let address = String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
        let selector = setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:"
        fatalError(
            "NSUnknownKeyException: [<\(type(of: object)) 0x\(address)> \(selector)]: this class is not key value coding-compliant for the key \(key)."
        )
    }

    /// `value` as a `T`: the value itself, an `NSNumber` for numbers and Booleans, or an
    /// `NSValue` holding the struct (`encoding`).
    nonisolated static func cast<T>(
        _ value: Any?, as type: T.Type, key: String, of object: AnyObject,
        encoding: String? = nil, zero: T? = nil
    ) -> T {
        guard let value else {
            fatalError(
                "NSInvalidArgumentException: [<\(Swift.type(of: object))> setNilValueForKey]: could not set nil as the value for the key \(key)."
            )
        }
        if let typed = value as? T { return typed }
        if let number = value as? NSNumber {
            if T.self == CGFloat.self { return CGFloat(number.doubleValue) as! T }
            if T.self == Bool.self { return number.boolValue as! T }
        }
        if let box = value as? NSValue, let encoding, let zero,
            let unboxed = box._segueUnboxed(as: T.self, objCType: encoding, zero: zero)
        {
            return unboxed
        }
        fatalError(
            "NSInvalidArgumentException: [<\(Swift.type(of: object))> setValue:forKey:]: a \(Swift.type(of: value)) is not a \(T.self), the type of the key \(key)."
        )
    }

    /// Follows a dotted key path: the first key on `object`, the rest on the value found.
    static func value(forKeyPath keyPath: String, of object: AnyObject, first: (String) -> Any?) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return first(keyPath) }
        let head = String(keyPath[..<dot])
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch first(head) {
        case let layer as CALayer: return layer.value(forKeyPath: rest)
        case let responder as UIResponder: return responder.value(forKeyPath: rest)
        default: unknownKey(rest, of: object, setting: false)
        }
    }

    /// Sets a value at a dotted key path.
    static func setValue(
        _ value: Any?, forKeyPath keyPath: String, of object: AnyObject,
        first: (String) -> Any?, set: (Any?, String) -> Void
    ) {
        guard let dot = keyPath.firstIndex(of: ".") else { return set(value, keyPath) }
        let head = String(keyPath[..<dot])
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch first(head) {
        case let layer as CALayer: layer.setValue(value, forKeyPath: rest)
        case let responder as UIResponder: responder.setValue(value, forKeyPath: rest)
        default: unknownKey(rest, of: object, setting: true)
        }
    }
}

/// Lets observable key paths be written with the client's root type (`\MyController.preferredContentSize`).
protocol _UIViewControllerKeyPathRoot: UIViewController {}
extension UIViewController: _UIViewControllerKeyPathRoot {}
