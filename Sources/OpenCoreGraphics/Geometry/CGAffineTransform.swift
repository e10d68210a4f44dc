import Foundation

/// An affine transformation matrix for 2-D drawing: `[a b 0; c d 0; tx ty 1]`.
///
/// Points are row vectors: `(x′, y′, 1) = (x, y, 1) · M`, so `x′ = a·x + c·y + tx` and
/// `y′ = b·x + d·y + ty`, exactly as in Core Graphics.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates the identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()
}
