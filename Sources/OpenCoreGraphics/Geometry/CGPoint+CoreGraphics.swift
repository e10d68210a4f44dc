// Status: partial — no dictionaryRepresentation / init(dictionaryRepresentation:) (needs CFDictionary)
import Foundation

extension CGPoint {
    /// Returns the point mapped through an affine transform.
    ///
    /// The result is `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// Whether this point has the same coordinates as another.
    ///
    /// The same test as `==`; kept for code written against Core Graphics' `CGPointEqualToPoint`.
    public func equalTo(_ point2: CGPoint) -> Bool {
        x == point2.x && y == point2.y
    }
}
