import Foundation

/// A unit quaternion `(x, y, z, w)` describing a 3-D rotation, as used by transform
/// interpolation.
///
/// The rotation by `θ` about the unit axis `u` is `(u·sin(θ/2), cos(θ/2))`, and `q` and `−q`
/// describe the same rotation. Conversions follow the row-vector convention of
/// `CATransform3D`, so `_Quaternion(angle: θ, unitAxis: u).rotationRows` equals the 3×3 part
/// of `CATransform3DMakeRotation(θ, u.x, u.y, u.z)`.
struct _Quaternion: Equatable, Sendable {
    /// The components `(x, y, z, w)`.
    var vector: SIMD4<Double>

    /// The identity rotation.
    static let identity = _Quaternion(vector: SIMD4(0, 0, 0, 1))

    init(vector: SIMD4<Double>) { self.vector = vector }

    /// The rotation by `angle` radians about a unit axis.
    init(angle: Double, unitAxis u: SIMD3<Double>) {
        let s = sin(angle / 2)
        vector = SIMD4(u.x * s, u.y * s, u.z * s, cos(angle / 2))
    }

    /// The rotation whose row-vector matrix has the given orthonormal rows (determinant +1).
    ///
    /// Uses the numerically stable branch on the largest diagonal term (Shepperd's method).
    init(rotationRows r: _TransformMath.Rows3) {
        let (m11, m12, m13) = (r.0.x, r.0.y, r.0.z)
        let (m21, m22, m23) = (r.1.x, r.1.y, r.1.z)
        let (m31, m32, m33) = (r.2.x, r.2.y, r.2.z)
        let trace = m11 + m22 + m33
        var q: SIMD4<Double>
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()  // s = 4w
            q = SIMD4((m23 - m32) / s, (m31 - m13) / s, (m12 - m21) / s, s / 4)
        } else if m11 >= m22 && m11 >= m33 {
            let s = 2 * (1 + m11 - m22 - m33).squareRoot()  // s = 4x
            q = SIMD4(s / 4, (m12 + m21) / s, (m13 + m31) / s, (m23 - m32) / s)
        } else if m22 >= m33 {
            let s = 2 * (1 + m22 - m11 - m33).squareRoot()  // s = 4y
            q = SIMD4((m12 + m21) / s, s / 4, (m23 + m32) / s, (m31 - m13) / s)
        } else {
            let s = 2 * (1 + m33 - m11 - m22).squareRoot()  // s = 4z
            q = SIMD4((m13 + m31) / s, (m23 + m32) / s, s / 4, (m12 - m21) / s)
        }
        let norm = (q * q).sum().squareRoot()
        vector = norm > 0 && norm.isFinite ? q / norm : SIMD4(0, 0, 0, 1)
    }

    /// The rows of the rotation's row-vector matrix.
    var rotationRows: _TransformMath.Rows3 {
        let (x, y, z, w) = (vector.x, vector.y, vector.z, vector.w)
        return (
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        )
    }

    /// Spherical linear interpolation from `a` to `b` along the shorter arc.
    ///
    /// `fraction` 0 gives `a` and 1 gives `b` (or `−b`, the same rotation); fractions outside
    /// 0…1 continue along the same great circle, so a spring's overshoot rotates a little past
    /// the target about the same axis.
    static func slerp(_ a: _Quaternion, _ b: _Quaternion, fraction t: Double) -> _Quaternion {
        let p = a.vector
        var q = b.vector
        if (p * q).sum() < 0 { q = -q }  // the shorter way round
        // The angle between the two unit vectors, computed without acos's loss of precision
        // near 0: half the angle is atan2(|p − q|, |p + q|).
        let difference = ((p - q) * (p - q)).sum().squareRoot()
        let total = ((p + q) * (p + q)).sum().squareRoot()
        let omega = 2 * atan2(difference, total)
        let result: SIMD4<Double>
        if omega < 1e-9 {
            result = p + (q - p) * t
        } else {
            let s = sin(omega)
            result = p * (sin((1 - t) * omega) / s) + q * (sin(t * omega) / s)
        }
        let norm = (result * result).sum().squareRoot()
        return norm > 0 && norm.isFinite ? _Quaternion(vector: result / norm) : a
    }
}
