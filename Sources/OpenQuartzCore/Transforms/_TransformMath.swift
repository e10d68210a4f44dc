import Foundation
import OpenCoreGraphics

/// Small pieces of vector and matrix arithmetic shared by the transform functions, the
/// decomposition and the key-path components.
///
/// Everything works in `Double` on row vectors: a 3×3 linear part is stored as its three rows
/// `(r0, r1, r2)`, and a point `p` maps to `p.x·r0 + p.y·r1 + p.z·r2`.
enum _TransformMath {
    /// Three rows of a 3×3 matrix.
    typealias Rows3 = (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// Relative size below which a determinant or a row counts as zero up to rounding.
    static let negligible = 1e-12

    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

    static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }

    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// The determinant of a 3×3 matrix given by rows.
    static func determinant(_ r: Rows3) -> Double { dot(r.0, cross(r.1, r.2)) }

    /// The product `a · b` of two 3×3 matrices given by rows.
    static func multiply(_ a: Rows3, _ b: Rows3) -> Rows3 {
        func row(_ v: SIMD3<Double>) -> SIMD3<Double> { v.x * b.0 + v.y * b.1 + v.z * b.2 }
        return (row(a.0), row(a.1), row(a.2))
    }

    /// The rows of the right-handed rotation by `angle` radians about a unit axis.
    ///
    /// This is the transpose of the textbook (column-vector) Rodrigues matrix, because points
    /// are row vectors here.
    static func rotationRows(angle: Double, unitAxis u: SIMD3<Double>) -> Rows3 {
        let c = cos(angle)
        let s = sin(angle)
        let k = 1 - c
        return (
            SIMD3(c + u.x * u.x * k, u.x * u.y * k + u.z * s, u.x * u.z * k - u.y * s),
            SIMD3(u.x * u.y * k - u.z * s, c + u.y * u.y * k, u.y * u.z * k + u.x * s),
            SIMD3(u.x * u.z * k + u.y * s, u.y * u.z * k - u.x * s, c + u.z * u.z * k)
        )
    }

    /// Solves `A · q = c` for the column `q`, where `A` is given by rows, or returns nil when
    /// `A` is singular up to rounding.
    static func solve(_ a: Rows3, _ c: SIMD3<Double>) -> SIMD3<Double>? {
        let det = determinant(a)
        let bound = length(a.0) * length(a.1) * length(a.2)
        guard det.isFinite, det != 0, abs(det) > negligible * bound else { return nil }
        // The columns of A⁻¹ are (r1 × r2, r2 × r0, r0 × r1) / det.
        return (c.x * cross(a.1, a.2) + c.y * cross(a.2, a.0) + c.z * cross(a.0, a.1)) / det
    }

    /// The inverse of `t`, or nil when `t` is singular up to rounding or has non-finite entries.
    static func inverse(of t: CATransform3D) -> CATransform3D? {
        if t.m14 == 0 && t.m24 == 0 && t.m34 == 0 && t.m44 == 1 {
            return affineInverse(of: t)
        }
        let a: [Double] = t._entries.map(Double.init)
        let s0 = a[0] * a[5] - a[4] * a[1]
        let s1 = a[0] * a[6] - a[4] * a[2]
        let s2 = a[0] * a[7] - a[4] * a[3]
        let s3 = a[1] * a[6] - a[5] * a[2]
        let s4 = a[1] * a[7] - a[5] * a[3]
        let s5 = a[2] * a[7] - a[6] * a[3]
        let c5 = a[10] * a[15] - a[14] * a[11]
        let c4 = a[9] * a[15] - a[13] * a[11]
        let c3 = a[9] * a[14] - a[13] * a[10]
        let c2 = a[8] * a[15] - a[12] * a[11]
        let c1 = a[8] * a[14] - a[12] * a[10]
        let c0 = a[8] * a[13] - a[12] * a[9]
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        var bound = 1.0
        for row in 0..<4 {
            bound *= a[(4 * row)..<(4 * row + 4)].reduce(0) { $0 + $1 * $1 }.squareRoot()
        }
        guard det.isFinite, det != 0, abs(det) > 1e-14 * bound else { return nil }
        let d = 1 / det
        let inverse: [Double] = [
            (a[5] * c5 - a[6] * c4 + a[7] * c3) * d, (-a[1] * c5 + a[2] * c4 - a[3] * c3) * d,
            (a[13] * s5 - a[14] * s4 + a[15] * s3) * d, (-a[9] * s5 + a[10] * s4 - a[11] * s3) * d,
            (-a[4] * c5 + a[6] * c2 - a[7] * c1) * d, (a[0] * c5 - a[2] * c2 + a[3] * c1) * d,
            (-a[12] * s5 + a[14] * s2 - a[15] * s1) * d, (a[8] * s5 - a[10] * s2 + a[11] * s1) * d,
            (a[4] * c4 - a[5] * c2 + a[7] * c0) * d, (-a[0] * c4 + a[1] * c2 - a[3] * c0) * d,
            (a[12] * s4 - a[13] * s2 + a[15] * s0) * d, (-a[8] * s4 + a[9] * s2 - a[11] * s0) * d,
            (-a[4] * c3 + a[5] * c1 - a[6] * c0) * d, (a[0] * c3 - a[1] * c1 + a[2] * c0) * d,
            (-a[12] * s3 + a[13] * s1 - a[14] * s0) * d, (a[8] * s3 - a[9] * s1 + a[10] * s0) * d
        ]
        guard inverse.allSatisfy(\.isFinite) else { return nil }
        return CATransform3D(_entries: inverse.map { CGFloat($0) })
    }

    /// The inverse of a transform whose fourth column is `(0, 0, 0, 1)`: `[A 0; t 1]⁻¹ =
    /// [A⁻¹ 0; −t·A⁻¹ 1]`, which is both cheaper and more accurate than the general formula.
    private static func affineInverse(of t: CATransform3D) -> CATransform3D? {
        let a = t._linearRows
        let det = determinant(a)
        let bound = length(a.0) * length(a.1) * length(a.2)
        guard det.isFinite, det != 0, abs(det) > 1e-14 * bound else { return nil }
        let c0 = cross(a.1, a.2) / det
        let c1 = cross(a.2, a.0) / det
        let c2 = cross(a.0, a.1) / det
        // c0, c1, c2 are the columns of A⁻¹; its rows are read across them.
        let inverse: Rows3 = (SIMD3(c0.x, c1.x, c2.x), SIMD3(c0.y, c1.y, c2.y), SIMD3(c0.z, c1.z, c2.z))
        let translation = t._translationVector
        let moved = -(translation.x * inverse.0 + translation.y * inverse.1 + translation.z * inverse.2)
        let result = CATransform3D(_linear: inverse, translation: moved)
        guard result._entries.allSatisfy(\.isFinite) else { return nil }
        return result
    }
}

extension CATransform3D {
    /// Creates a transform `[A 0; t 1]` from the rows of its 3×3 part `A` and a translation.
    init(_linear a: _TransformMath.Rows3, translation t: SIMD3<Double>) {
        self.init(
            m11: CGFloat(a.0.x), m12: CGFloat(a.0.y), m13: CGFloat(a.0.z), m14: 0,
            m21: CGFloat(a.1.x), m22: CGFloat(a.1.y), m23: CGFloat(a.1.z), m24: 0,
            m31: CGFloat(a.2.x), m32: CGFloat(a.2.y), m33: CGFloat(a.2.z), m34: 0,
            m41: CGFloat(t.x), m42: CGFloat(t.y), m43: CGFloat(t.z), m44: 1)
    }

    /// Creates a transform from its sixteen entries in row order.
    init(_entries e: [CGFloat]) {
        _require(e.count == 16, "a CATransform3D has 16 entries")
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The sixteen entries in row order.
    var _entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The rows of the upper-left 3×3 part.
    var _linearRows: _TransformMath.Rows3 {
        (
            SIMD3(Double(m11), Double(m12), Double(m13)),
            SIMD3(Double(m21), Double(m22), Double(m23)),
            SIMD3(Double(m31), Double(m32), Double(m33))
        )
    }

    /// The translation row `(m41, m42, m43)`.
    var _translationVector: SIMD3<Double> { SIMD3(Double(m41), Double(m42), Double(m43)) }
}
