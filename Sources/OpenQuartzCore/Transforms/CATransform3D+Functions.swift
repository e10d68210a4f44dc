import Foundation
import OpenCoreGraphics

// Status: interface only — bodies arrive with the transforms work (issue 2).

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Returns a transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the vector `(x, y, z)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    _unimplemented("CATransform3DMakeRotation")
}

/// Returns `translate · t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    _unimplemented("CATransform3DTranslate")
}

/// Returns `scale · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    _unimplemented("CATransform3DScale")
}

/// Returns `rotation · t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    _unimplemented("CATransform3DRotate")
}

/// Returns `a · b`: apply `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    _unimplemented("CATransform3DConcat")
}

/// Returns the inverse of `t`, or `t` itself if it has none.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    _unimplemented("CATransform3DInvert")
}

/// Returns a 3-D transform equivalent to the affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    _unimplemented("CATransform3DMakeAffineTransform")
}

/// Whether `t` can be exactly represented by an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    _unimplemented("CATransform3DIsAffine")
}

/// Returns the affine transform represented by `t` (undefined if `t` is not affine).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    _unimplemented("CATransform3DGetAffineTransform")
}

/// The scalar components of a transform that key paths such as `transform.rotation.z` name.
enum _TransformComponent: Sendable {
    case rotationX, rotationY, rotationZ
    case scaleX, scaleY, scaleZ, scale
    case translationX, translationY, translationZ
}

extension CATransform3D {
    /// Maps the point `(x, y, z, 1)` through the matrix and returns the homogeneous result.
    func _transformPoint(x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (x * m11 + y * m21 + z * m31 + m41,
         x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43,
         x * m14 + y * m24 + z * m34 + m44)
    }

    /// Interpolates between two transforms by decomposition, as Core Animation does.
    static func _interpolate(from: CATransform3D, to: CATransform3D, fraction: Double) -> CATransform3D {
        _unimplemented("CATransform3D interpolation")
    }

    /// Reads a key-path component (`transform.rotation.z` and friends) from the decomposed matrix.
    func _component(_ component: _TransformComponent) -> CGFloat {
        _unimplemented("CATransform3D key-path components")
    }

    /// Returns this transform with one decomposed component replaced by `value`.
    func _setting(_ component: _TransformComponent, to value: CGFloat) -> CATransform3D {
        _unimplemented("CATransform3D key-path components")
    }
}
