import Foundation
import OpenCoreGraphics

/// A transform split into the parts Core Animation interpolates separately: scale, skew,
/// rotation, translation and perspective.
///
/// The parts compose, with row vectors, as `M = S · K · R · T · P` — scale first, then skew,
/// rotation, translation, and perspective last — where
/// - `S = diag(scale.x, scale.y, scale.z)`,
/// - `K` is the shear `[1 0 0; xy 1 0; xz yz 1]` with `skew = (xy, xz, yz)`,
/// - `R` is the rotation of the unit quaternion `rotation`,
/// - `T` translates by `translation`,
/// - `P` is the identity with its fourth column replaced by `perspective`.
///
/// Decomposition is the classic "unmatrix" (Graphics Gems II; CSS Transforms 2) adapted to
/// row vectors, with two Segue choices:
/// - A reflection (negative determinant) is given to the one axis whose direction is most
///   opposed to its untransformed direction, so `scale(−1, 1, 1)` decomposes to scale
///   `(−1, 1, 1)` and no rotation, not to a half-turn.
/// - An axis scaled to exactly zero (up to rounding) is allowed: its scale is 0 and the
///   rotation is completed from the other axes, as close to no rotation as possible. So
///   `scale(0, 0, 1)` interpolates like any other scale.
///
/// The matrix is normalised to `m44 = 1` before it is split, as in the classic algorithm, and
/// the factor divided out is kept in `homogeneous`: multiplying a whole matrix by a positive
/// number does not change where it maps points, but keeping the factor makes recomposition
/// return the very same entries (e.g. `translate(0, 0, 100) · perspective` has `m44 = 0.8`).
///
/// Decomposition fails (returns nil) for non-finite entries, `m44 == 0`, a perspective part
/// whose 3×3 part is singular, and a singular 3×3 part whose rows are not simply zero
/// (e.g. two parallel rows).
struct _TransformDecomposition: Equatable, Sendable {
    var scale: SIMD3<Double>
    /// The shear factors `(xy, xz, yz)`.
    var skew: SIMD3<Double>
    var rotation: _Quaternion
    var translation: SIMD3<Double>
    /// The fourth column `(m14, m24, m34, m44)` of the perspective part.
    var perspective: SIMD4<Double>
    /// The factor `m44` divided out before decomposing; the recomposed matrix is multiplied by it.
    var homogeneous: Double = 1

    /// The decomposition of the identity transform.
    static let identity = _TransformDecomposition(
        scale: SIMD3(1, 1, 1), skew: .zero, rotation: .identity, translation: .zero,
        perspective: SIMD4(0, 0, 0, 1))

    init(
        scale: SIMD3<Double>, skew: SIMD3<Double>, rotation: _Quaternion,
        translation: SIMD3<Double>, perspective: SIMD4<Double>, homogeneous: Double = 1
    ) {
        self.scale = scale
        self.skew = skew
        self.rotation = rotation
        self.translation = translation
        self.perspective = perspective
        self.homogeneous = homogeneous
    }

    /// Decomposes `t`, or returns nil if it cannot be decomposed (see the type's discussion).
    ///
    /// Allocates nothing: the entries, rows and partial results are fixed-size values.
    init?(_ t: CATransform3D) {
        let entries = SIMD16<Double>(
            Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14),
            Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24),
            Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34),
            Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44))
        guard Self.allFinite(entries), entries[15] != 0 else { return nil }
        // Normalise so that m44 = 1; a homogeneous matrix means the same after scaling.
        homogeneous = entries[15]
        let n = entries / SIMD16(repeating: entries[15])
        guard Self.allFinite(n) else { return nil }
        let a: _TransformMath.Rows3 = (
            SIMD3(n[0], n[1], n[2]), SIMD3(n[4], n[5], n[6]),
            SIMD3(n[8], n[9], n[10])
        )
        translation = SIMD3(n[12], n[13], n[14])

        // M = [A c; t 1] = [A 0; t 1] · [I q; 0 s] with A·q = c and s = 1 − t·q.
        let column = SIMD3(n[3], n[7], n[11])
        if column == .zero {
            perspective = SIMD4(0, 0, 0, 1)
        } else {
            guard let q = _TransformMath.solve(a, column) else { return nil }
            perspective = SIMD4(q.x, q.y, q.z, 1 - _TransformMath.dot(translation, q))
        }

        guard let linear = Self.decomposeLinear(a) else { return nil }
        (scale, skew, rotation) = linear
    }

    @inline(__always)
    private static func allFinite(_ v: SIMD16<Double>) -> Bool {
        for i in 0..<16 where !v[i].isFinite { return false }
        return true
    }

    /// Three values addressed by index 0…2, without an array.
    private struct Triple<Element> {
        var x: Element, y: Element, z: Element

        subscript(i: Int) -> Element {
            get { i == 0 ? x : i == 1 ? y : z }
            set {
                switch i {
                case 0: x = newValue
                case 1: y = newValue
                default: z = newValue
                }
            }
        }
    }

    /// The index of shear factor `(i, j)`, `j < i`, in `skew = (xy, xz, yz)`.
    @inline(__always)
    private static func shearIndex(_ i: Int, _ j: Int) -> Int { i == 1 ? 0 : j + 1 }

    /// Splits a 3×3 part `A` into `S · K · R` by Gram–Schmidt on its rows.
    private static func decomposeLinear(_ a: _TransformMath.Rows3)
        -> (SIMD3<Double>, SIMD3<Double>, _Quaternion)?
    {
        typealias M = _TransformMath
        let rows = Triple(x: a.0, y: a.1, z: a.2)
        let tolerance = M.negligible * Swift.max(M.length(a.0), M.length(a.1), M.length(a.2))
        var units = Triple<SIMD3<Double>?>(x: nil, y: nil, z: nil)
        var scale = SIMD3<Double>.zero
        var skew = SIMD3<Double>.zero  // the shear factors (xy, xz, yz): (1, 0), (2, 0), (2, 1)
        for i in 0..<3 {
            var residual = rows[i]
            for j in 0..<i {
                guard let u = units[j] else { continue }
                let k = shearIndex(i, j)
                skew[k] = M.dot(residual, u)
                residual -= skew[k] * u
            }
            let size = M.length(residual)
            if size > tolerance {
                scale[i] = size
                units[i] = residual / size
                for j in 0..<i { skew[shearIndex(i, j)] /= size }
            } else if M.length(rows[i]) <= tolerance {
                for j in 0..<i { skew[shearIndex(i, j)] = 0 }  // a zero row: scale 0, nothing to shear
            } else {
                return nil  // a non-zero row lying in the span of the rows before it
            }
        }
        var u = completeBasis(units)
        if M.dot(u[0], M.cross(u[1], u[2])) < 0 {
            // Move the reflection into the scale of the axis most turned away from itself.
            var k = 0
            for i in 1..<3 where u[i][i] < u[k][k] { k = i }
            u[k] = -u[k]
            scale[k] = -scale[k]
            // S·K·R = (S·F)·(F·K·F)·(F·R) for F = diag(±1): shears touching axis k flip.
            if k != 2 { skew[0] = -skew[0] }  // xy touches axes 0 and 1
            if k != 1 { skew[1] = -skew[1] }  // xz touches axes 0 and 2
            if k != 0 { skew[2] = -skew[2] }  // yz touches axes 1 and 2
        }
        return (scale, skew, _Quaternion(rotationRows: (u[0], u[1], u[2])))
    }

    /// Fills the unknown directions of zero-scaled axes so the three form an orthonormal
    /// basis, each filled direction as close to its own axis as the others allow.
    private static func completeBasis(_ units: Triple<SIMD3<Double>?>) -> Triple<SIMD3<Double>> {
        typealias M = _TransformMath
        let axes = Triple(x: SIMD3<Double>(1, 0, 0), y: SIMD3(0, 1, 0), z: SIMD3(0, 0, 1))
        var u = Triple(x: units.x ?? axes.x, y: units.y ?? axes.y, z: units.z ?? axes.z)
        var knownCount = 0
        var firstKnown = -1
        var firstUnknown = -1
        for i in 0..<3 {
            if units[i] != nil {
                knownCount += 1
                if firstKnown < 0 { firstKnown = i }
            } else if firstUnknown < 0 {
                firstUnknown = i
            }
        }
        switch knownCount {
        case 2:
            let k = firstUnknown
            u[k] = M.cross(u[(k + 1) % 3], u[(k + 2) % 3])
            if u[k][k] < 0 { u[k] = -u[k] }
        case 1:
            let k = firstKnown
            let i = (k + 1) % 3
            let j = (k + 2) % 3
            var candidate = axes[i] - M.dot(axes[i], u[k]) * u[k]
            if M.length(candidate) < 0.5 { candidate = axes[j] - M.dot(axes[j], u[k]) * u[k] }
            u[i] = candidate / M.length(candidate)
            u[j] = M.cross(u[k], u[i])
            if u[j][j] < 0 { u[j] = -u[j] }
        default:
            break  // all known, or none (the zero matrix: no rotation)
        }
        return u
    }

    /// Recomposes the transform `S · K · R · T · P`, times `homogeneous`.
    var matrix: CATransform3D {
        typealias M = _TransformMath
        let r = rotation.rotationRows
        let sheared: M.Rows3 = (r.0, skew[0] * r.0 + r.1, skew[1] * r.0 + skew[2] * r.1 + r.2)
        let a: M.Rows3 = (scale.x * sheared.0, scale.y * sheared.1, scale.z * sheared.2)
        var t = CATransform3D(_linear: a, translation: translation)
        let q = SIMD3(perspective.x, perspective.y, perspective.z)
        if q != .zero || perspective.w != 1 {
            // [A 0; t 1] · [I q; 0 s] = [A, A·q; t, t·q + s]
            t.m14 = CGFloat(M.dot(a.0, q))
            t.m24 = CGFloat(M.dot(a.1, q))
            t.m34 = CGFloat(M.dot(a.2, q))
            t.m44 = CGFloat(M.dot(translation, q) + perspective.w)
        }
        if homogeneous != 1 {
            let h = CGFloat(homogeneous)
            t = CATransform3D(
                m11: t.m11 * h, m12: t.m12 * h, m13: t.m13 * h, m14: t.m14 * h,
                m21: t.m21 * h, m22: t.m22 * h, m23: t.m23 * h, m24: t.m24 * h,
                m31: t.m31 * h, m32: t.m32 * h, m33: t.m33 * h, m34: t.m34 * h,
                m41: t.m41 * h, m42: t.m42 * h, m43: t.m43 * h, m44: t.m44 * h)
        }
        return t
    }

    /// Interpolates part by part: linearly for scale, skew, translation, perspective and the
    /// homogeneous factor, by shortest-path slerp for the rotation. Fractions outside 0…1 extrapolate.
    static func interpolate(_ a: Self, _ b: Self, fraction t: Double) -> Self {
        func lerp<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double { x + (y - x) * t }
        return _TransformDecomposition(
            scale: lerp(a.scale, b.scale), skew: lerp(a.skew, b.skew),
            rotation: _Quaternion.slerp(a.rotation, b.rotation, fraction: t),
            translation: lerp(a.translation, b.translation),
            perspective: lerp(a.perspective, b.perspective),
            homogeneous: a.homogeneous + (b.homogeneous - a.homogeneous) * t)
    }
}
