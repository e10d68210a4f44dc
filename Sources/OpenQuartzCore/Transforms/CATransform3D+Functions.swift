import Foundation
import OpenCoreGraphics

// The C-style CATransform3D functions of Core Animation (CATransform3D.h). Points are row
// vectors, so `a · b` applies `a` first and `b` second (UIKitBehaviour #146, #147).

/// Returns whether `t` is the identity transform.
///
/// The comparison is exact: every entry must equal the matching entry of
/// `CATransform3DIdentity` (`-0.0` counts as `0`).
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Returns whether two transforms are exactly equal.
///
/// Entries are compared with `==`, so a transform that contains NaN is equal to nothing, not
/// even to itself.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Returns a transform that translates by `(tx, ty, tz)`.
///
/// The result is `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`: the offsets sit in the fourth
/// row because points are row vectors.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)`.
///
/// The result is the diagonal matrix `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the vector `(x, y, z)`.
///
/// The axis is normalised first, so only its direction matters. The rotation is right-handed:
/// about `(0, 0, 1)` it is `[cos θ, sin θ, 0, 0; −sin θ, cos θ, 0, 0; 0 0 1 0; 0 0 0 1]`, which
/// carries the x axis toward the y axis (clockwise on a y-down screen). If the axis has length
/// zero the identity transform is returned, as Core Animation documents.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    // Divide by the largest component first so that tiny or huge axes neither underflow nor
    // overflow while being normalised.
    var axis = SIMD3(Double(x), Double(y), Double(z))
    let largest = max(abs(axis.x), abs(axis.y), abs(axis.z))
    guard largest != 0 else { return CATransform3DIdentity }
    axis /= largest
    axis /= _TransformMath.length(axis)
    let rows = _TransformMath.rotationRows(angle: Double(angle), unitAxis: axis)
    return CATransform3D(_linear: rows, translation: .zero)
}

/// Translates `t` by `(tx, ty, tz)` and returns the result, `translate(tx, ty, tz) · t`.
///
/// Because the translation comes first in the product, it is applied before `t`: it moves
/// the layer in `t`'s own (untransformed) coordinate space.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    // Only the fourth row of `translate · t` differs from `t`.
    var r = t
    r.m41 = tx * t.m11 + ty * t.m21 + tz * t.m31 + t.m41
    r.m42 = tx * t.m12 + ty * t.m22 + tz * t.m32 + t.m42
    r.m43 = tx * t.m13 + ty * t.m23 + tz * t.m33 + t.m43
    r.m44 = tx * t.m14 + ty * t.m24 + tz * t.m34 + t.m44
    return r
}

/// Scales `t` by `(sx, sy, sz)` and returns the result, `scale(sx, sy, sz) · t`.
///
/// The scale is applied before `t`, so it does not scale `t`'s translation.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var r = t
    r.m11 = sx * t.m11
    r.m12 = sx * t.m12
    r.m13 = sx * t.m13
    r.m14 = sx * t.m14
    r.m21 = sy * t.m21
    r.m22 = sy * t.m22
    r.m23 = sy * t.m23
    r.m24 = sy * t.m24
    r.m31 = sz * t.m31
    r.m32 = sz * t.m32
    r.m33 = sz * t.m33
    r.m34 = sz * t.m34
    return r
}

/// Rotates `t` by `angle` radians about the vector `(x, y, z)` and returns the result,
/// `rotation(angle, x, y, z) · t`.
///
/// The rotation is applied before `t`. Core Animation leaves a zero-length axis undefined;
/// Segue returns `t` unchanged, consistent with `CATransform3DMakeRotation` returning the
/// identity for such an axis.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    guard x != 0 || y != 0 || z != 0 else { return t }
    return CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Concatenates `b` to `a` and returns the result, `a · b`.
///
/// With row vectors the product applies `a` first and `b` second.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    func row(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat)
        -> (CGFloat, CGFloat, CGFloat, CGFloat)
    {
        (
            x * b.m11 + y * b.m21 + z * b.m31 + w * b.m41,
            x * b.m12 + y * b.m22 + z * b.m32 + w * b.m42,
            x * b.m13 + y * b.m23 + z * b.m33 + w * b.m43,
            x * b.m14 + y * b.m24 + z * b.m34 + w * b.m44
        )
    }
    let r1 = row(a.m11, a.m12, a.m13, a.m14)
    let r2 = row(a.m21, a.m22, a.m23, a.m24)
    let r3 = row(a.m31, a.m32, a.m33, a.m34)
    let r4 = row(a.m41, a.m42, a.m43, a.m44)
    return CATransform3D(
        m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3,
        m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
        m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3,
        m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
}

/// Inverts `t` and returns the result, or returns `t` itself if it has no inverse.
///
/// A matrix counts as singular when its determinant is zero or not finite, or so small
/// against the product of its row lengths (Hadamard's bound) that it is zero up to rounding;
/// matrices with NaN or infinite entries are returned unchanged too.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    _TransformMath.inverse(of: t) ?? t
}

/// Returns a transform with the same effect as the affine transform `m`.
///
/// The result is `[a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1]`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Returns whether `t` can be represented exactly by an affine transform.
///
/// That is the case when `t` has the shape `[a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1]`, exactly:
/// any z scale or translation, rotation out of the plane or perspective makes it non-affine.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// Returns the affine transform represented by `t`.
///
/// The result is read from `m11`, `m12`, `m21`, `m22`, `m41` and `m42`; if `t` is not affine
/// (see `CATransform3DIsAffine`) Core Animation leaves the value undefined and Segue simply
/// drops the other entries.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
