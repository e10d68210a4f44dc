import Foundation

extension CGAffineTransform {
    /// Returns the matrix product `self · t2`: this transform followed by `t2`.
    ///
    /// Mapping a point through the result equals mapping it through `self` and then through
    /// `t2` (UIKitBehaviour #148).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns a transform that translates by `(tx, ty)` before applying this transform.
    ///
    /// The result is `translation · self` (UIKitBehaviour #148): the new operation acts first, so
    /// the offsets are measured in the coordinate space this transform maps from.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that scales by `(sx, sy)` before applying this transform.
    ///
    /// The result is `scale · self` (UIKitBehaviour #148).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that rotates by `angle` radians before applying this transform.
    ///
    /// The result is `rotation · self` (UIKitBehaviour #148), with the rotation matrix of
    /// ``init(rotationAngle:)``.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse of this transform, or the transform itself if it has no inverse.
    ///
    /// As in Core Graphics, a singular matrix (determinant `a·d − b·c` equal to zero) is
    /// returned unchanged; Segue also returns `self` when the determinant is not finite, so
    /// NaN or infinite entries never produce a matrix of NaNs from a "successful" inversion.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(
            a: ia,
            b: ib,
            c: ic,
            d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
    }
}
