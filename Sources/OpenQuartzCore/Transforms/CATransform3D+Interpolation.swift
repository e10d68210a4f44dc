import Foundation
import OpenCoreGraphics

extension CATransform3D {
    /// Interpolates between two transforms by decomposition, as Core Animation does.
    ///
    /// Both matrices are split into scale, skew, rotation, translation and perspective
    /// (`_TransformDecomposition`); those parts are interpolated linearly and the rotation by
    /// spherical linear interpolation along the shorter arc, then the result is recomposed.
    /// So a rotation animates as a rotation (a quarter turn passes through the eighth turn,
    /// not through a shrunken matrix average), and a scale from 1 to 3 passes through 2.
    ///
    /// - `fraction` 0 and 1 return `from` and `to` exactly, and equal endpoints return `from`.
    /// - Fractions outside 0…1, as a spring's overshoot produces, extrapolate: the linear
    ///   parts continue along their lines and the rotation continues about the same axis.
    /// - A rotation of more than half a turn between the endpoints goes the short way round,
    ///   because a matrix cannot tell 270° from −90°; animate `transform.rotation.z` (a scalar)
    ///   for longer turns, as with Core Animation.
    /// - If either matrix cannot be decomposed (non-finite entries, `m44 == 0`, or a singular
    ///   matrix other than a zero scale), the sixteen entries are interpolated linearly
    ///   instead, which is continuous and exact at the endpoints.
    static func _interpolate(from: CATransform3D, to: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 || from == to { return from }
        if fraction == 1 { return to }
        guard let a = _TransformDecomposition(from), let b = _TransformDecomposition(to) else {
            return _interpolateEntries(from: from, to: to, fraction: fraction)
        }
        return _TransformDecomposition.interpolate(a, b, fraction: fraction).matrix
    }

    /// Interpolates the sixteen matrix entries linearly: the fallback of `_interpolate` for
    /// matrices that cannot be decomposed.
    static func _interpolateEntries(from: CATransform3D, to: CATransform3D, fraction: Double) -> CATransform3D {
        let t = CGFloat(fraction)
        let a = from._entries
        let b = to._entries
        return CATransform3D(_entries: (0..<16).map { a[$0] + (b[$0] - a[$0]) * t })
    }

    /// Maps the point `(x, y, z, 1)` through the matrix and returns the homogeneous result.
    func _transformPoint(x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (
            x * m11 + y * m21 + z * m31 + m41,
            x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43,
            x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// Maps a point of the plane `z = 0` through the matrix and projects it back onto that
    /// plane, dividing by `w` (the perspective divide the renderer performs).
    ///
    /// Returns nil when the point maps to or behind the eye (`w <= 0`), where the projection is
    /// undefined, or when the result is not finite.
    func _projectPoint(_ point: CGPoint) -> CGPoint? {
        let p = _transformPoint(x: point.x, y: point.y, z: 0)
        guard p.w > 0 else { return nil }
        let result = CGPoint(x: p.x / p.w, y: p.y / p.w)
        guard result.x.isFinite, result.y.isFinite else { return nil }
        return result
    }
}
