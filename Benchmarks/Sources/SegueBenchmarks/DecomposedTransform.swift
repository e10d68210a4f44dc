import OpenQuartzCore

/// A transform held as the parts that interpolate separately — translation, scale and a
/// rotation quaternion — as an ideal engine would cache them per keyframe.
///
/// The plain loop's own arithmetic, written without the engine: keyframes are decomposed once,
/// when the scene is planned; each frame only interpolates the parts and recomposes a matrix.
/// Skew and perspective are left out because the benchmark's keyframes (scales and rotations
/// about z) have none; the engine carries them as zero and identity.
struct DecomposedTransform {
    var translation: SIMD3<Double>
    var scale: SIMD3<Double>
    /// A unit quaternion `(x, y, z, w)`.
    var rotation: SIMD4<Double>

    /// The decomposition of `scale(s, s, 1)` followed by a rotation of `angle` about z.
    init(angle: Double, uniformScale s: Double) {
        translation = .zero
        scale = SIMD3(s, s, 1)
        rotation = SIMD4(0, 0, (angle / 2).sinValue, (angle / 2).cosValue)
    }

    init(translation: SIMD3<Double>, scale: SIMD3<Double>, rotation: SIMD4<Double>) {
        self.translation = translation
        self.scale = scale
        self.rotation = rotation
    }

    /// Interpolates the parts: linearly for translation and scale, by shortest-arc slerp for the rotation.
    @inline(__always)
    static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ t: Double) -> DecomposedTransform {
        DecomposedTransform(
            translation: a.translation + (b.translation - a.translation) * t,
            scale: a.scale + (b.scale - a.scale) * t,
            rotation: slerp(a.rotation, b.rotation, t))
    }

    /// Spherical linear interpolation between unit quaternions along the shorter arc.
    @inline(__always)
    static func slerp(_ p: SIMD4<Double>, _ q0: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        var q = q0
        var cosine = (p * q).sum()
        if cosine < 0 {
            q = -q
            cosine = -cosine
        }
        let result: SIMD4<Double>
        if cosine > 0.999_999_999 {
            result = p + (q - p) * t
        } else {
            let omega = cosine.arcCosine
            let s = omega.sinValue
            result = p * (((1 - t) * omega).sinValue / s) + q * ((t * omega).sinValue / s)
        }
        return result / (result * result).sum().squareRoot()
    }

    /// Recomposes `scale · rotation · translation` as a 4×4 matrix (row vectors, as `CATransform3D`).
    @inline(__always)
    var matrix: CATransform3D {
        let (x, y, z, w) = (rotation.x, rotation.y, rotation.z, rotation.w)
        let r0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)) * scale.x
        let r1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)) * scale.y
        let r2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)) * scale.z
        return CATransform3D(
            m11: r0.x, m12: r0.y, m13: r0.z, m14: 0,
            m21: r1.x, m22: r1.y, m23: r1.z, m24: 0,
            m31: r2.x, m32: r2.y, m33: r2.z, m34: 0,
            m41: translation.x, m42: translation.y, m43: translation.z, m44: 1)
    }
}

// The libm functions, spelled as properties so the arithmetic above reads in one direction.
extension Double {
    @inline(__always) var sinValue: Double { sin(self) }
    @inline(__always) var cosValue: Double { cos(self) }
    @inline(__always) var arcCosine: Double { acos(Swift.min(self, 1)) }
}
