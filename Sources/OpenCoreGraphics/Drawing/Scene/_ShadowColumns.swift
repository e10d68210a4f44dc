import Foundation

/// Scratch for painting analytic shadows under axis-aligned maps, per shadow: its column
/// factor per raster column, and the weights of the last row painted (reused by the rows
/// below that would compute the same ones).
final class _ShadowColumns {
    /// What ``fx`` was made for.
    let rect: CGRect, sigma: Double, m11: Double, m31: Double, lo: Int, hi: Int
    /// `Fx(u)` of column `lo + i`, exactly as ``_RoundedRectShadow/value(_:_:)`` forms it.
    let fx: UnsafeMutablePointer<Double>
    /// Per column `lo + i`: the weight (twice, `w · 0x10001`) of the row described by
    /// ``weightsFy``, ``weightsStrength`` and ``weightsRuns``.
    let weights: UnsafeMutablePointer<UInt32>
    /// Per corner table (in ``_RoundedRectShadow/tables`` order) and column `lo + i`: the
    /// table column its lookup reads (−1 where the table is zero) and the fraction past it.
    let cornerColumns: [UnsafeMutablePointer<Int32>?]
    let cornerFractions: [UnsafeMutablePointer<Float>?]
    /// Per corner table: the columns where it can be non-zero.
    let cornerRanges: [Range<Int>]
    /// Per corner table: one row of it, mixed between two of its rows (see ``slice(_:count:)``).
    private var slices: [UnsafeMutablePointer<Float>] = []
    private var sliceCapacity = 0

    /// Room for corner table `k`'s row of `count` values.
    func slice(_ k: Int, count: Int) -> UnsafeMutablePointer<Float> {
        if count > sliceCapacity {
            for s in slices { s.deallocate() }
            sliceCapacity = count
            slices = (0..<4).map { _ in .allocate(capacity: count) }
        }
        return slices[k]
    }

    /// Whether ``weights`` can be reused, and for which row factor, strength and runs.
    var weightsValid = false
    var weightsFy = 0.0
    var weightsStrength: Float = 0
    var weightsRuns: [_CoverageRun] = []

    /// The column factors of `shadow` for columns `lo ..< hi` under the map
    /// `u = m11·(x + ½) + m31`.
    init(_ shadow: _RoundedRectShadow, m11: Double, m31: Double, lo: Int, hi: Int) {
        (rect, sigma, self.m11, self.m31, self.lo, self.hi) = (shadow.rect, shadow.sigma, m11, m31, lo, hi)
        fx = .allocate(capacity: Swift.max(1, hi - lo))
        weights = .allocate(capacity: Swift.max(1, hi - lo))
        let x0 = Double(rect.minX)
        let x1 = Double(rect.maxX)
        let inverse = 1 / sigma
        for x in lo..<hi {
            let u = (Double(x) + 0.5) * m11 + m31
            fx[x - lo] = _NormalCDF.value((u - x0) * inverse) - _NormalCDF.value((u - x1) * inverse)
        }
        var columns: [UnsafeMutablePointer<Int32>?] = []
        var fractions: [UnsafeMutablePointer<Float>?] = []
        var ranges: [Range<Int>] = []
        for (k, table) in shadow.tables.enumerated() {
            guard let table else {
                columns.append(nil)
                fractions.append(nil)
                ranges.append(0..<0)
                continue
            }
            let column = UnsafeMutablePointer<Int32>.allocate(capacity: Swift.max(1, hi - lo))
            let fraction = UnsafeMutablePointer<Float>.allocate(capacity: Swift.max(1, hi - lo))
            var first = hi
            var last = lo
            for x in lo..<hi {
                // As `_ShadowCornerTable.value`: the offset from the corner, into the rectangle.
                let u = (Double(x) + 0.5) * m11 + m31
                let du = k == 0 || k == 2 ? u - x0 : x1 - u
                let t = (du + table.reach) / table.spacing
                if t >= 0, t < Double(table.count - 1) {
                    let i = Int(t)
                    column[x - lo] = Int32(i)
                    fraction[x - lo] = Float(t - Double(i))
                    first = Swift.min(first, x)
                    last = Swift.max(last, x + 1)
                } else {
                    column[x - lo] = -1
                    fraction[x - lo] = 0
                }
            }
            columns.append(column)
            fractions.append(fraction)
            ranges.append(first < last ? first..<last : 0..<0)
        }
        cornerColumns = columns
        cornerFractions = fractions
        cornerRanges = ranges
    }

    deinit {
        fx.deallocate()
        weights.deallocate()
        for c in cornerColumns { c?.deallocate() }
        for f in cornerFractions { f?.deallocate() }
        for s in slices { s.deallocate() }
    }

    /// Whether this is the table of `shadow` under the map for columns `lo ..< hi`.
    func matches(_ shadow: _RoundedRectShadow, m11: Double, m31: Double, lo: Int, hi: Int) -> Bool {
        rect == shadow.rect && sigma == shadow.sigma && self.m11 == m11 && self.m31 == m31 && self.lo == lo
            && self.hi == hi
    }
}
