import Foundation

/// Boxing Core Graphics and UIKit geometry in `NSValue`, as UIKit's `NSValue` additions do:
/// how points, rectangles and transforms travel through `Any`-typed APIs such as
/// `CABasicAnimation.fromValue` in code written for Apple platforms.
///
/// Points, sizes and rectangles are Foundation's own values (`NSValue(cgRect: r)` equals
/// `NSValue(rect: r)`, as on macOS, where `NSRect` is `CGRect`); the other structs are boxed
/// by Segue under Apple's type encodings. Every value gives its struct back exactly, and two
/// values are equal (`isEqual(_:)`, `==`), with equal hashes, when they hold the same kind of
/// struct and the structs are `==`.
///
/// - Note: An accessor asked for a struct the value does not hold (`cgPointValue` of a
///   rectangle's value) returns that struct's zero value (`.zero`, a transform of zeros) and
///   reports the misuse through `CAEngine.report(_:)`; Apple reinterprets the bytes or raises.
extension NSValue {
    /// Creates a value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// Creates a value holding a vector.
    public convenience init(cgVector vector: CGVector) {
        self.init(_segueBoxing: vector, objCType: _ObjCTypeEncoding.cgVector)
    }

    /// Creates a value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// Creates a value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Creates a value holding an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(_segueBoxing: transform, objCType: _ObjCTypeEncoding.cgAffineTransform)
    }

    /// Creates a value holding edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(_segueBoxing: insets, objCType: _ObjCTypeEncoding.uiEdgeInsets)
    }

    /// Creates a value holding directional edge insets.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(_segueBoxing: insets, objCType: _ObjCTypeEncoding.nsDirectionalEdgeInsets)
    }

    /// Creates a value holding an offset.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(_segueBoxing: offset, objCType: _ObjCTypeEncoding.uiOffset)
    }

    /// The point the value holds.
    public var cgPointValue: CGPoint {
        _segueValue(as: CGPoint.self, objCType: _ObjCTypeEncoding.cgPoint, zero: .zero, accessor: "cgPointValue")
    }

    /// The vector the value holds.
    public var cgVectorValue: CGVector {
        _segueValue(
            as: CGVector.self, objCType: _ObjCTypeEncoding.cgVector, zero: CGVector(dx: 0, dy: 0),
            accessor: "cgVectorValue")
    }

    /// The size the value holds.
    public var cgSizeValue: CGSize {
        _segueValue(as: CGSize.self, objCType: _ObjCTypeEncoding.cgSize, zero: .zero, accessor: "cgSizeValue")
    }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect {
        _segueValue(as: CGRect.self, objCType: _ObjCTypeEncoding.cgRect, zero: .zero, accessor: "cgRectValue")
    }

    /// The affine transform the value holds.
    public var cgAffineTransformValue: CGAffineTransform {
        _segueValue(
            as: CGAffineTransform.self, objCType: _ObjCTypeEncoding.cgAffineTransform,
            zero: CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0), accessor: "cgAffineTransformValue")
    }

    /// The edge insets the value holds.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        _segueValue(
            as: UIEdgeInsets.self, objCType: _ObjCTypeEncoding.uiEdgeInsets, zero: .zero,
            accessor: "uiEdgeInsetsValue")
    }

    /// The directional edge insets the value holds.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        _segueValue(
            as: NSDirectionalEdgeInsets.self, objCType: _ObjCTypeEncoding.nsDirectionalEdgeInsets,
            zero: .zero, accessor: "directionalEdgeInsetsValue")
    }

    /// The offset the value holds.
    public var uiOffsetValue: UIOffset {
        _segueValue(as: UIOffset.self, objCType: _ObjCTypeEncoding.uiOffset, zero: .zero, accessor: "uiOffsetValue")
    }
}
