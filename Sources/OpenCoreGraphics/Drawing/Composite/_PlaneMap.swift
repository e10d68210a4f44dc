import Foundation

/// A projective map of the plane (a 3×3 matrix acting on row vectors `(x, y, 1)`): how a flat
/// layer's local coordinates land on the raster once every 3-D transform above it has been
/// flattened by projection.
///
/// `(x, y)` maps to `(X / W, Y / W)` with `(X, Y, W) = (x, y, 1) · M`. Points with `W ≤ 0` lie
/// behind the eye and must be clipped away before mapping (see ``_NearPlane``). Affine maps
/// have `m13 = m23 = 0` and `m33 = 1`.
package struct _PlaneMap: Sendable, Equatable {
    package var m11: Double, m12: Double, m13: Double
    package var m21: Double, m22: Double, m23: Double
    package var m31: Double, m32: Double, m33: Double

    /// The map that changes nothing.
    package static let identity = _PlaneMap(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// Creates a map from its nine entries (row-major).
    package init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
        m31: Double, m32: Double, m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The projective map of an affine transform.
    package init(_ t: CGAffineTransform) {
        self.init(
            m11: Double(t.a), m12: Double(t.b), m13: 0, m21: Double(t.c), m22: Double(t.d), m23: 0,
            m31: Double(t.tx), m32: Double(t.ty), m33: 1)
    }

    /// Whether the map is affine (no perspective).
    package var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Whether every entry is finite.
    package var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite
    }

    /// `self · other`: apply `self`, then `other`.
    package func concatenating(_ o: _PlaneMap) -> _PlaneMap {
        _PlaneMap(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The determinant; its sign tells whether the map keeps the plane's orientation where
    /// `W > 0`.
    package var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse map, or `nil` when the map collapses the plane (a layer seen edge-on) or
    /// is not finite.
    package func inverted() -> _PlaneMap? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = -(m21 * m33 - m23 * m31)
        let c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        guard det != 0, det.isFinite else { return nil }
        let s = 1 / det
        let inverse = _PlaneMap(
            m11: c11 * s, m12: -(m12 * m33 - m13 * m32) * s, m13: (m12 * m23 - m13 * m22) * s,
            m21: c12 * s, m22: (m11 * m33 - m13 * m31) * s, m23: -(m11 * m23 - m13 * m21) * s,
            m31: c13 * s, m32: -(m11 * m32 - m12 * m31) * s, m33: (m11 * m22 - m12 * m21) * s)
        return inverse.isFinite ? inverse : nil
    }

    /// The homogeneous image `(X, Y, W)` of `(x, y)`.
    @inline(__always)
    package func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
    }

    /// Maps a point (its image is non-finite when it lies on the eye's plane, `W = 0`).
    @inline(__always)
    package func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let h = homogeneous(x, y)
        if h.w == 1 { return (h.x, h.y) }
        return (h.x / h.w, h.y / h.w)
    }

    /// The `W` column as a half-plane `a·x + b·y + c > 0` of the points in front of the eye.
    package var nearPlane: _NearPlane { _NearPlane(a: m13, b: m23, c: m33) }

    /// The largest factor by which the map stretches lengths at local point `(x, y)` (the
    /// largest singular value of its Jacobian there), or `nil` where `W ≤ 0`.
    package func stretch(at x: Double, _ y: Double) -> Double? {
        let h = homogeneous(x, y)
        guard h.w > 0 else { return nil }
        let iw = 1 / h.w
        // d(X/W)/dx etc.
        let a = (m11 - h.x * iw * m13) * iw
        let b = (m12 - h.y * iw * m13) * iw
        let c = (m21 - h.x * iw * m23) * iw
        let d = (m22 - h.y * iw * m23) * iw
        let p = a * a + b * b
        let q = c * c + d * d
        let r = a * c + b * d
        return ((p + q) / 2 + (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()).squareRoot()
    }
}

/// A half-plane of local coordinates, `a·x + b·y + c > 0`: the points a projective map (or an
/// ancestor's) sends in front of the eye.
package struct _NearPlane: Sendable, Equatable {
    package var a: Double, b: Double, c: Double

    /// Creates the half-plane `a·x + b·y + c > 0`.
    package init(a: Double, b: Double, c: Double) {
        (self.a, self.b, self.c) = (a, b, c)
    }

    /// Whether the half-plane holds the whole plane (an affine map's constant `W > 0`).
    package var isWholePlane: Bool { a == 0 && b == 0 && c > 0 }

    /// The same condition in the coordinates of a plane that `map` sends to this one.
    ///
    /// A point `p` of that plane satisfies it when `p · map`, taken homogeneously and with a
    /// positive `W`, lands in this half-plane.
    package func pulledBack(through map: _PlaneMap) -> _NearPlane {
        _NearPlane(
            a: map.m11 * a + map.m12 * b + map.m13 * c,
            b: map.m21 * a + map.m22 * b + map.m23 * c,
            c: map.m31 * a + map.m32 * b + map.m33 * c)
    }

    /// The signed value at a point (positive in front of the eye).
    @inline(__always)
    package func value(_ x: Double, _ y: Double) -> Double { a * x + b * y + c }

    /// The margin kept in front of the eye: points with a value below this fraction of the
    /// half-plane's scale are clipped, so no mapped coordinate grows without bound.
    static let epsilon = 1e-7
}
