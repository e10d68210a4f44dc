import Foundation

/// Core Graphics' two-circle gradient, solved per point: the largest `t` in the drawn range
/// with `|p − c0 − t·cd| = r0 + t·dr ≥ 0`.
///
/// With `pd = p − c0`: `a·t² − 2·b·t + c = 0`, `a = cd·cd − dr²`, `b = pd·cd + r0·dr`,
/// `c = pd·pd − r0²`; `a` is fixed, so its inverse and sign are worked out once.
struct _RadialSolver {
    let c0x: Double, c0y: Double, r0: Double, cdx: Double, cdy: Double, dr: Double, a: Double
    /// `1 / a`, or 0 when `a` is (nearly) 0 and the equation is linear.
    let inverseA: Double
    /// The sign of `a`: `(b + sign·√disc) / a` is the larger root.
    let sign: Double
    let before: Bool, after: Bool

    init(c0: (Double, Double), r0: Double, cd: (Double, Double), dr: Double, before: Bool, after: Bool) {
        (c0x, c0y, self.r0, cdx, cdy, self.dr) = (c0.0, c0.1, r0, cd.0, cd.1, dr)
        a = cd.0 * cd.0 + cd.1 * cd.1 - dr * dr
        let linear = Swift.abs(a) < 1e-12 * Swift.max(1, dr * dr, cd.0 * cd.0 + cd.1 * cd.1)
        inverseA = linear ? 0 : 1 / a
        sign = a < 0 ? -1 : 1
        self.before = before
        self.after = after
    }

    /// Whether location `t` is drawn: its radius is not negative and it lies in 0…1 or in an
    /// extended range.
    @inline(__always)
    func usable(_ t: Double) -> Bool {
        guard t.isFinite, r0 + t * dr >= 0 else { return false }
        return t < 0 ? before : t > 1 ? after : true
    }

    /// The location of point `(x, y)`, or NaN when no drawn circle passes through it.
    ///
    /// Both roots are worked out and chosen between without branching on the data, so that
    /// the square roots of neighbouring pixels overlap.
    @inline(__always)
    func location(_ x: Double, _ y: Double) -> Double {
        let pdx = x - c0x
        let pdy = y - c0y
        let b = pdx * cdx + pdy * cdy + r0 * dr
        let c = pdx * pdx + pdy * pdy - r0 * r0
        if inverseA == 0 {
            // One root: the circles' edges touch along a line.
            let t = c / (2 * b)
            return usable(t) ? t : .nan
        }
        let discriminant = b * b - a * c
        let s = sign * Swift.max(discriminant, 0).squareRoot()
        let high = (b + s) * inverseA
        let low = (b - s) * inverseA
        let t = usable(high) ? high : low
        return discriminant >= 0 && usable(t) ? t : .nan
    }
}
