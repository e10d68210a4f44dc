import Foundation
import Synchronization

/// The shadow of a rounded rectangle: its indicator blurred by a Gaussian of standard
/// deviation `sigma`, evaluated in closed form instead of by blurring pixels.
///
/// **Method.** A Gaussian blur of a rectangle `[x0, x1] × [y0, y1]` is exactly separable:
/// `Fx(u) · Fy(v)` with `Fx(u) = Φ((u − x0)/σ) − Φ((u − x1)/σ)` (Φ the standard normal
/// distribution function, read from a table). A rounded rectangle is that rectangle minus a
/// small region at each rounded corner (the corner square outside the quarter circle), and
/// blurring is linear, so the shadow is the rectangle's product minus each corner region's
/// blurred indicator. That correction is non-zero only within about 4σ of its corner; it is
/// integrated once per (radius, σ) — exactly along x with Φ, by the midpoint rule along y —
/// into a table with spacing at most σ/8 and read bilinearly (error below 0.3 % of full
/// opacity), and tables are cached between frames.
package struct _RoundedRectShadow {
    /// The rectangle casting the shadow, in local coordinates (already offset).
    package let rect: CGRect
    /// Its corner radii (clamped to fit).
    package let radii: _CornerRadii
    /// The Gaussian's standard deviation, in local units (positive).
    package let sigma: Double
    /// The shadow color, its alpha including the shadow opacity.
    package let color: CGColor
    /// The corner tables, in the order of ``_CornerRadii``'s corners (nil for square ones).
    let tables: [_ShadowCornerTable?]

    /// A shadow of `rect` rounded by `radii`, blurred with standard deviation `sigma`.
    package init(rect: CGRect, radii: _CornerRadii, sigma: Double, color: CGColor) {
        let r = rect.standardized
        self.rect = r
        let fitted = radii.clamped(width: Double(r.width), height: Double(r.height))
        self.radii = fitted
        self.sigma = Swift.max(sigma, 1e-6)
        self.color = color
        let s = self.sigma
        tables = [fitted.minXMinY, fitted.maxXMinY, fitted.minXMaxY, fitted.maxXMaxY].map {
            $0 > 0 ? _ShadowCornerTable.cached(radius: $0, sigma: s) : nil
        }
    }

    /// How far beyond the rectangle the shadow reaches (where it is below 1/30000).
    package var reach: Double { 4 * sigma }

    /// The rectangle outside which the shadow is negligible.
    package var extent: CGRect { rect.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach)) }

    /// Whether the shadow can show at all.
    var isVisible: Bool {
        color.alpha > 0 && rect.width > 0 && rect.height > 0 && rect.minX.isFinite && rect.minY.isFinite
            && rect.maxX.isFinite && rect.maxY.isFinite && sigma.isFinite
    }

    /// For a map from raster to local space that keeps axes apart (no rotation, no
    /// perspective), the columns of raster row `y` where the shadow is flat: at least 5σ from
    /// the rectangle's sides and clear of every corner's correction, so that its value there
    /// is the row's constant `Fy(v)`. `nil` for other maps.
    func flatColumns(row y: Int, toLocal m: _PlaneMap) -> Range<Int>? {
        guard m.isAffine, m.m12 == 0, m.m21 == 0, m.m11 > 0 else { return nil }
        let v = m.m22 * (Double(y) + 0.5) + m.m32
        let x0 = Double(rect.minX)
        let x1 = Double(rect.maxX)
        let y0 = Double(rect.minY)
        let y1 = Double(rect.maxY)
        let edge = _NormalCDF.limit * sigma
        let zone = 4 * sigma
        // Corner corrections reach r + 4σ from their corner along both axes.
        var left = x0 + edge
        var right = x1 - edge
        if v < y0 + radii.minXMinY + zone { left = Swift.max(left, x0 + radii.minXMinY + zone) }
        if v > y1 - radii.minXMaxY - zone { left = Swift.max(left, x0 + radii.minXMaxY + zone) }
        if v < y0 + radii.maxXMinY + zone { right = Swift.min(right, x1 - radii.maxXMinY - zone) }
        if v > y1 - radii.maxXMaxY - zone { right = Swift.min(right, x1 - radii.maxXMaxY - zone) }
        guard right > left else { return 0..<0 }
        // Pixel centres x + 0.5 whose u = m11·(x + 0.5) + m31 lies in [left, right].
        let a = ((left - m.m31) / m.m11 - 0.5).rounded(.up)
        let b = ((right - m.m31) / m.m11 - 0.5).rounded(.down)
        guard a.isFinite, b.isFinite, b >= a, Swift.abs(a) < 1e9, Swift.abs(b) < 1e9 else { return 0..<0 }
        return Int(a)..<(Int(b) + 1)
    }

    /// The shadow's opacity (0…1, before the color's alpha) at local point `(u, v)`.
    @inline(__always)
    func value(_ u: Double, _ v: Double) -> Double {
        let x0 = Double(rect.minX)
        let x1 = Double(rect.maxX)
        let y0 = Double(rect.minY)
        let y1 = Double(rect.maxY)
        let inverse = 1 / sigma
        let fx = _NormalCDF.value((u - x0) * inverse) - _NormalCDF.value((u - x1) * inverse)
        let fy = _NormalCDF.value((v - y0) * inverse) - _NormalCDF.value((v - y1) * inverse)
        var result = fx * fy
        if let t = tables[0] { result -= t.value(u - x0, v - y0) }
        if let t = tables[1] { result -= t.value(x1 - u, v - y0) }
        if let t = tables[2] { result -= t.value(u - x0, y1 - v) }
        if let t = tables[3] { result -= t.value(x1 - u, y1 - v) }
        return Swift.min(Swift.max(result, 0), 1)
    }
}

/// The standard normal distribution function Φ, from a table.
enum _NormalCDF {
    /// Samples of Φ on `[-limit, limit]` with spacing `1/scale`.
    static let limit = 5.0
    static let scale = 64.0
    static let table: [Double] = {
        let n = Int(2 * limit * scale) + 2
        return (0..<n).map { i in 0.5 * (1 + erf((Double(i) / scale - limit) / 2.0.squareRoot())) }
    }()

    /// Φ(t), interpolated linearly (error below 10⁻⁵).
    @inline(__always)
    static func value(_ t: Double) -> Double {
        if t <= -limit { return 0 }
        if t >= limit { return 1 }
        let x = (t + limit) * scale
        let i = Int(x)
        let f = x - Double(i)
        return table.withUnsafeBufferPointer { $0[i] + ($0[i + 1] - $0[i]) * f }
    }
}

/// The blurred indicator of one rounded corner's cut-away region, tabulated.
///
/// Coordinates are relative to the corner of the rectangle, pointing into it: the region is
/// `{(x, y) ∈ [0, r]² : (x − r)² + (y − r)² > r²}`.
final class _ShadowCornerTable: @unchecked Sendable {
    let radius: Double
    let sigma: Double
    /// The grid starts at `−reach` on both axes, with `count × count` samples `spacing` apart.
    let spacing: Double
    let count: Int
    let reach: Double
    let samples: [Float]
    /// ``samples``, at a fixed address (immutable after `init`).
    let storage: UnsafeMutablePointer<Float>

    init(radius r: Double, sigma: Double) {
        radius = r
        self.sigma = sigma
        reach = 4 * sigma
        let span = r + 2 * reach
        let spacing = Swift.max(sigma / 8, span / 255)
        let count = Int((span / spacing).rounded(.up)) + 2
        self.spacing = spacing
        self.count = count
        // The region's right end at height y: x_e(y) = r − √(r² − (r − y)²).
        let steps = 32
        var values = [Float](repeating: 0, count: count * count)
        for j in 0..<count {
            let dv = -reach + Double(j) * spacing
            let lo = Swift.max(0, dv - 4 * sigma)
            let hi = Swift.min(r, dv + 4 * sigma)
            guard hi > lo else { continue }
            let h = (hi - lo) / Double(steps)
            for i in 0..<count {
                let du = -reach + Double(i) * spacing
                let left = _NormalCDF.value(du / sigma)
                var sum = 0.0
                for k in 0..<steps {
                    let y = lo + (Double(k) + 0.5) * h
                    let d = r - y
                    let xe = r - (r * r - d * d).squareRoot()
                    let weight = exp(-0.5 * ((dv - y) / sigma) * ((dv - y) / sigma))
                    sum += weight * (left - _NormalCDF.value((du - xe) / sigma))
                }
                values[j * count + i] = Float(sum * h / (sigma * (2 * Double.pi).squareRoot()))
            }
        }
        samples = values
        storage = .allocate(capacity: values.count)
        storage.initialize(from: values, count: values.count)
    }

    deinit { storage.deallocate() }

    /// The correction at `(du, dv)` from the corner (0 far from it).
    @inline(__always)
    func value(_ du: Double, _ dv: Double) -> Double {
        let x = (du + reach) / spacing
        let y = (dv + reach) / spacing
        guard x >= 0, y >= 0, x < Double(count - 1), y < Double(count - 1) else { return 0 }
        let i = Int(x)
        let j = Int(y)
        let fx = Float(x - Double(i))
        let fy = Float(y - Double(j))
        return samples.withUnsafeBufferPointer { s in
            let a = s[j * count + i]
            let b = s[j * count + i + 1]
            let c = s[(j + 1) * count + i]
            let d = s[(j + 1) * count + i + 1]
            return Double((a + (b - a) * fx) + ((c + (d - c) * fx) - (a + (b - a) * fx)) * fy)
        }
    }

    /// Tables made recently, keyed by radius and σ.
    private static let cache = Mutex<[String: _ShadowCornerTable]>([:])

    /// The table for `radius` and `sigma`, made once and kept while used.
    static func cached(radius: Double, sigma: Double) -> _ShadowCornerTable {
        let key = "\(radius.bitPattern):\(sigma.bitPattern)"
        if let table = cache.withLock({ $0[key] }) { return table }
        let table = _ShadowCornerTable(radius: radius, sigma: sigma)
        cache.withLock { tables in
            if tables.count >= 32 { tables.removeAll() }
            tables[key] = table
        }
        return table
    }
}
