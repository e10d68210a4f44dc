import Foundation

/// An affine transformation matrix for 2-D drawing: `[a b 0; c d 0; tx ty 1]`.
///
/// Points are row vectors: `(x′, y′, 1) = (x, y, 1) · M`, so `x′ = a·x + c·y + tx` and
/// `y′ = b·x + d·y + ty`, exactly as in Core Graphics. Composition follows the same
/// convention (UIKitBehaviour #148): `t1.concatenating(t2)` is the matrix product `t1 · t2`, which
/// applies `t1` first and `t2` second.
public struct CGAffineTransform: Hashable, Sendable {
    /// The entry in the first row and first column.
    ///
    /// Scales (and, with `b` and `c`, rotates or shears) the x coordinate.
    public var a: CGFloat
    /// The entry in the first row and second column.
    ///
    /// The share of the input x coordinate that goes into the output y coordinate.
    public var b: CGFloat
    /// The entry in the second row and first column.
    ///
    /// The share of the input y coordinate that goes into the output x coordinate.
    public var c: CGFloat
    /// The entry in the second row and second column.
    ///
    /// Scales (and, with `b` and `c`, rotates or shears) the y coordinate.
    public var d: CGFloat
    /// The entry in the third row and first column.
    ///
    /// The translation added to every output x coordinate.
    public var tx: CGFloat
    /// The entry in the third row and second column.
    ///
    /// The translation added to every output y coordinate.
    public var ty: CGFloat

    /// Creates the identity transform.
    ///
    /// Equal to ``identity``: `a` and `d` are 1, every other entry is 0.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    ///
    /// The entries are stored as given, without any validation.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform that moves points by the given offsets.
    ///
    /// The matrix is `[1 0 0 1 tx ty]`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales points about the origin.
    ///
    /// The matrix is `[sx 0 0 sy 0 0]`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates points about the origin by an angle in radians.
    ///
    /// The matrix is `[cos θ, sin θ, −sin θ, cos θ, 0, 0]` (UIKitBehaviour #148). In Core Graphics'
    /// y-up space a positive angle turns counterclockwise; in UIKit's y-down space the same
    /// matrix turns clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    ///
    /// Applying it leaves every point, size and rectangle unchanged.
    public static let identity = CGAffineTransform()

    /// Whether this transform is the identity transform.
    ///
    /// Compares all six entries exactly with ``identity``.
    public var isIdentity: Bool {
        self == .identity
    }
}

extension CGAffineTransform: Codable {
    /// Creates a transform by decoding the six entries `a, b, c, d, tx, ty` in that order.
    ///
    /// The entries are read from an unkeyed container, as Apple's overlay writes them.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes the six entries `a, b, c, d, tx, ty` in that order.
    ///
    /// The entries are written to an unkeyed container.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}
