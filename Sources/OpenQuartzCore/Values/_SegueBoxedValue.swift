import Foundation

/// An `NSValue` holding one Swift struct (a transform, insets, an offset) under the
/// Objective-C type encoding Apple's `NSValue` gives that struct.
///
/// Segue addition behind `NSValue(caTransform3D:)`, `NSValue(cgAffineTransform:)`,
/// `NSValue(uiEdgeInsets:)` and their siblings: swift-corelibs-foundation's
/// `NSValue(bytes:objCType:)` stops the program for struct encodings, so those initializers
/// return an instance of this subclass instead. It answers `objCType` with Apple's encoding
/// (`{CATransform3D=dddddddddddddddd}`), copies the struct's bytes out in `getValue(_:)`, and
/// is equal to another box (`isEqual(_:)`, `==`) when both hold the same kind of struct and
/// the structs are `==` — so 0 equals −0 and a struct containing NaN equals only itself —
/// with a `hash` that agrees. Create one through those `NSValue` initializers, not directly.
package final class _SegueBoxedValue: NSValue, @unchecked Sendable {
    /// The boxed struct.
    package let _payload: AnyHashable
    /// The struct's bytes, as `getValue(_:)` copies them out.
    private let _bytes: [UInt8]
    /// Apple's type encoding, NUL-terminated; lives as long as the box (`objCType` points at it).
    private let _encoding: UnsafeMutablePointer<CChar>

    /// Boxes `payload` under the type encoding `objCType`.
    public init<Payload: Hashable & Sendable>(_payload payload: Payload, objCType: String) {
        _payload = AnyHashable(payload)
        _bytes = withUnsafeBytes(of: payload) { Array($0) }
        _encoding = strdup(objCType)!
        super.init()
    }

    deinit { free(_encoding) }

    /// Not supported: `NSValue(bytes:objCType:)` makes Foundation's own values.
    public required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<Int8>) {
        _unimplemented("_SegueBoxedValue.init(bytes:objCType:)")
    }

    /// Not supported: there are no archives.
    public required convenience init?(coder aDecoder: NSCoder) {
        _unimplemented("_SegueBoxedValue.init(coder:)")
    }

    public override func getValue(_ value: UnsafeMutableRawPointer) {
        _bytes.withUnsafeBytes { value.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    }

    public override var objCType: UnsafePointer<Int8> { UnsafePointer(_encoding) }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? _SegueBoxedValue else { return false }
        return other === self || (strcmp(_encoding, other._encoding) == 0 && _payload == other._payload)
    }

    public override var hash: Int { _payload.hashValue }

    public override var description: String { String(describing: _payload.base) }
}

/// Lets an `NSValue` convenience initializer produce an instance of a subclass.
package protocol _SegueValueFactory {}

extension _SegueValueFactory {
    /// Segue addition: initializes the receiver as `value` itself.
    ///
    /// How `NSValue(caTransform3D:)` and its siblings return a `_SegueBoxedValue`.
    public init(_segueValue value: Self) { self = value }
}

extension NSValue: _SegueValueFactory {}

extension NSValue {
    /// Segue addition: boxes `payload` under Apple's type encoding `objCType`.
    ///
    /// The shared body of `NSValue(caTransform3D:)`, `NSValue(cgAffineTransform:)` and their
    /// siblings; an `NSValue` subclass other than `NSValue` itself cannot be made this way.
    public convenience init<Payload: Hashable & Sendable>(_segueBoxing payload: Payload, objCType: String) {
        let box = _SegueBoxedValue(_payload: payload, objCType: objCType)
        guard let value = box as? Self else {
            _programmerError("\(Self.self) cannot box a \(Payload.self); use NSValue")
        }
        self.init(_segueValue: value)
    }

    /// Segue addition: the struct of type `T` the receiver holds under Apple's type encoding
    /// `objCType`, or nil when it holds something else.
    ///
    /// Reads boxes made by Segue's initializers and Foundation's own `NSValue(point:)`,
    /// `NSValue(size:)`, `NSValue(rect:)`.
    package func _segueUnboxed<T>(as type: T.Type, objCType encoding: String, zero: T) -> T? {
        if let box = self as? _SegueBoxedValue { return box._payload.base as? T }
        guard !(self is NSNumber), String(cString: objCType) == encoding else { return nil }
        var result = zero
        withUnsafeMutableBytes(of: &result) { getValue($0.baseAddress!) }
        return result
    }

    /// Segue addition: the struct of type `T` the receiver holds, or `zero` — reported through
    /// `CAEngine.report(_:)` — when it holds another kind of value.
    ///
    /// The body of `cgRectValue`, `caTransform3DValue` and their siblings. Apple's accessors
    /// reinterpret the bytes of a value of another type of the same size and raise an
    /// exception for other sizes; Segue answers the type's zero value instead.
    package func _segueValue<T>(as type: T.Type, objCType encoding: String, zero: T, accessor: String) -> T {
        if let value = _segueUnboxed(as: type, objCType: encoding, zero: zero) { return value }
        CAEngine.current.report("NSValue.\(accessor): \(_segueKindDescription) holds no \(T.self); returning \(zero)")
        return zero
    }

    /// What the receiver holds, for messages: "an NSValue holding {CGRect=…}" or "an NSNumber".
    var _segueKindDescription: String {
        if self is NSNumber { return "an NSNumber" }
        if let box = self as? _SegueBoxedValue { return "an NSValue holding a \(type(of: box._payload.base))" }
        return "an NSValue of type \(String(cString: objCType))"
    }
}

/// The Objective-C type encodings Apple's `NSValue` reports for the geometry structs it boxes
/// (64-bit, where `CGFloat` is a `double`).
package enum _ObjCTypeEncoding {
    /// `CGPoint`, as Foundation's `NSValue(point:)` reports it too.
    public static let cgPoint = "{CGPoint=dd}"
    /// `CGSize`, as Foundation's `NSValue(size:)` reports it too.
    public static let cgSize = "{CGSize=dd}"
    /// `CGRect`, as Foundation's `NSValue(rect:)` reports it too.
    public static let cgRect = "{CGRect={CGPoint=dd}{CGSize=dd}}"
    /// `CGVector`.
    public static let cgVector = "{CGVector=dd}"
    /// `CGAffineTransform`.
    public static let cgAffineTransform = "{CGAffineTransform=dddddd}"
    /// `CATransform3D`.
    public static let caTransform3D = "{CATransform3D=dddddddddddddddd}"
    /// `UIEdgeInsets`.
    public static let uiEdgeInsets = "{UIEdgeInsets=dddd}"
    /// `NSDirectionalEdgeInsets`.
    public static let nsDirectionalEdgeInsets = "{NSDirectionalEdgeInsets=dddd}"
    /// `UIOffset`.
    public static let uiOffset = "{UIOffset=dd}"
}
