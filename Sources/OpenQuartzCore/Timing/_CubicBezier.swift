/// A unit cubic Bézier timing curve from (0, 0) to (1, 1), stored as polynomial coefficients.
///
/// Both coordinates are cubic polynomials in the curve parameter `t`:
/// `x(t) = ((ax·t + bx)·t + cx)·t` and likewise for `y`. The coefficients are computed once, so
/// evaluating the curve allocates nothing and costs a few multiply-adds per Newton step.
///
/// The x coordinates of the control points are clamped to 0…1, which keeps `x(t)` monotonic on
/// 0…1 and so makes the inverse `t(x)` unique. Non-finite y coordinates are treated as 0.
struct _CubicBezier: Hashable, Sendable {
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double

    /// Tolerance on the curve parameter at which Newton's method stops.
    static let parameterTolerance = 1e-12
    /// Width of the bracket at which bisection stops.
    static let bisectionTolerance = 1e-13

    /// Creates the curve through (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`), (1, 1).
    init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
        let x1 = Self.unitClamped(c1x)
        let x2 = Self.unitClamped(c2x)
        let y1 = c1y.isFinite ? c1y : 0
        let y2 = c2y.isFinite ? c2y : 0
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// `value` limited to 0…1, with NaN mapped to 0.
    @inline(__always)
    static func unitClamped(_ value: Double) -> Double {
        if !(value >= 0) { return 0 }
        return value > 1 ? 1 : value
    }

    /// The x coordinate at curve parameter `t`.
    @inline(__always)
    func x(at t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// The y coordinate at curve parameter `t`.
    @inline(__always)
    func y(at t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// The derivative dx/dt at curve parameter `t`.
    @inline(__always)
    func dxdt(at t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter `t` in 0…1 at which `x(t) == x`, for `x` in 0…1.
    ///
    /// Newton's method from `t = x` converges in a handful of steps on ordinary curves; where the
    /// slope is too flat or a step leaves 0…1, bisection on the monotonic `x(t)` takes over.
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = self.x(at: t) - x
            if error == 0 { return t }
            let slope = dxdt(at: t)
            if abs(slope) < 1e-7 { break }
            let step = error / slope
            let next = t - step
            if !(next >= 0 && next <= 1) { break }
            t = next
            if abs(step) < Self.parameterTolerance { return t }
        }
        var low = 0.0
        var high = 1.0
        t = x
        while high - low > Self.bisectionTolerance {
            let value = self.x(at: t)
            if value == x { return t }
            if value < x { low = t } else { high = t }
            t = 0.5 * (low + high)
        }
        return t
    }

    /// The curve's y at horizontal position `x`; `x` is clamped to 0…1 and NaN counts as 0.
    func solve(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        return y(at: parameter(forX: x))
    }
}
