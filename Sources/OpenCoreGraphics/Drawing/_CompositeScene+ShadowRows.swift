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
        let x0 = Double(rect.minX), x1 = Double(rect.maxX)
        let inverse = 1 / sigma
        for x in lo..<hi {
            let u = (Double(x) + 0.5) * m11 + m31
            fx[x - lo] = _NormalCDF.value((u - x0) * inverse) - _NormalCDF.value((u - x1) * inverse)
        }
        var columns: [UnsafeMutablePointer<Int32>?] = [], fractions: [UnsafeMutablePointer<Float>?] = []
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
            var first = hi, last = lo
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
        rect == shadow.rect && sigma == shadow.sigma && self.m11 == m11 && self.m31 == m31 && self.lo == lo && self.hi == hi
    }
}

/// The ``_ShadowColumns`` of the shadows a thread paints in a frame (the few most recent).
final class _ShadowScratch {
    private var tables: [_ShadowColumns] = []

    /// Forgets the tables (their shadows belong to a past frame).
    func forgetCaches() { tables.removeAll() }

    /// The table of `shadow` under the map for columns `lo ..< hi`, made if needed.
    func columns(_ shadow: _RoundedRectShadow, m11: Double, m31: Double, lo: Int, hi: Int) -> _ShadowColumns {
        if let i = tables.firstIndex(where: { $0.matches(shadow, m11: m11, m31: m31, lo: lo, hi: hi) }) {
            return tables[i]
        }
        if tables.count >= 8 { tables.removeFirst() }
        let table = _ShadowColumns(shadow, m11: m11, m31: m31, lo: lo, hi: hi)
        tables.append(table)
        return table
    }
}

extension _CompositeScene {
    /// Paints one row of an analytic shadow whose map from raster to local space keeps axes
    /// apart (scale and translation): returns `false`, painting nothing, for other maps or
    /// targets whose alpha is not the fourth byte.
    ///
    /// The shadow is `Fx(u)·Fy(v)` minus corner corrections (``_RoundedRectShadow``). Under
    /// such a map `u` depends on the column only and `v` on the row only, so `Fx` is taken
    /// from a per-column table and `Fy` once per row; the corner tables are read only in the
    /// columns a corner's correction reaches, and only in rows it reaches. Where `Fx` is
    /// exactly 1 (``_RoundedRectShadow/flatColumns(row:toLocal:)``) the row is one weight;
    /// rows with the same `Fy` and runs and no corner reuse the previous row's weights. The
    /// weights are those of ``_RoundedRectShadow/value(_:_:)`` bit for bit, except that a
    /// corner table's two rows are mixed once per row before its columns are (its own
    /// lookup mixes columns first): a correction can differ in its last single-precision
    /// place, which moves a weight by one in a few pixels a frame.
    func paintShadowRow(
        _ runs: UnsafeBufferPointer<_CoverageRun>, shadow: _RoundedRectShadow, toLocal m: _PlaneMap, pixel: UInt32,
        alpha: Float, row y: Int, target: _RowTarget, scratch: _ShadowScratch
    ) -> Bool {
        guard m.isAffine, m.m12 == 0, m.m21 == 0, m.m11 != 0, layout.alphaShift == 24 else { return false }
        let lo = target.minX, hi = target.maxX
        let table = scratch.columns(shadow, m11: m.m11, m31: m.m31, lo: lo, hi: hi)
        let v = (Double(y) + 0.5) * m.m22 + m.m32
        let rect = shadow.rect
        let y0 = Double(rect.minY), y1 = Double(rect.maxY)
        let inverse = 1 / shadow.sigma
        let fy = _NormalCDF.value((v - y0) * inverse) - _NormalCDF.value((v - y1) * inverse)
        let strength = Float(shadow.color.alpha) * alpha * 255
        let flat = shadow.flatColumns(row: y, toLocal: m) ?? 0..<0
        // The corner tables that can be non-zero in this row: their two rows and fraction, as
        // `_ShadowCornerTable.value` takes them.
        var active: [_CornerRow] = []
        for (k, t) in shadow.tables.enumerated() {
            guard let t else { continue }
            let dv = k < 2 ? v - y0 : y1 - v
            let r = (dv + t.reach) / t.spacing
            guard r >= 0, r < Double(t.count - 1), !table.cornerRanges[k].isEmpty else { continue }
            // The two table rows mixed once for the whole row (rows first; the table's own
            // lookup mixes columns first, which rounds differently by a unit in the last
            // place of a single-precision correction).
            let j = Int(r), f = Float(r - Double(j))
            let top = t.storage + j * t.count, bottom = top + t.count
            let slice = table.slice(k, count: t.count)
            for i in 0..<t.count { slice[i] = top[i] + (bottom[i] - top[i]) * f }
            active.append(_CornerRow(
                columns: table.cornerColumns[k]! - lo, fractions: table.cornerFractions[k]! - lo, slice: slice,
                range: table.cornerRanges[k]))
        }
        let reuse = active.isEmpty && table.weightsValid && table.weightsFy == fy && table.weightsStrength == strength
            && table.weightsRuns.elementsEqual(runs)
        let fx = table.fx, weights = table.weights
        // The value of the flat columns, as at their first pixel.
        let flatValue = flat.isEmpty ? 0 : shadow.value((Double(flat.lowerBound) + 0.5) * m.m11 + m.m31, v)
        for run in runs {
            let scale = run.coverage * strength
            let r0 = Int(run.x0), r1 = Int(run.x1)
            let a = Swift.min(Swift.max(flat.lowerBound, r0), r1), b = Swift.max(Swift.min(flat.upperBound, r1), a)
            if a < b {
                // Fx is 1 and no corner reaches: one value.
                let w = UInt32(Swift.min(Swift.max(Float(flatValue) * scale + 0.5, 0), 255))
                if w != 0 {
                    _ColorBlender.blend(
                        dst: target.base + a * 4, count: b - a, scaled: _Compositor.scale(pixel, w), alphaShift: 24)
                }
            }
            for (p, q) in [(r0, a), (b, r1)] where p < q {
                if !reuse {
                    // Columns no corner reaches, then those some corner does.
                    var x = p
                    while x < q {
                        var next = q
                        var inCorner = false
                        for c in active {
                            if c.range.contains(x) { inCorner = true; next = Swift.min(next, c.range.upperBound) }
                            else if c.range.lowerBound > x { next = Swift.min(next, c.range.lowerBound) }
                        }
                        if inCorner {
                            cornerWeights(x..<next, fx: fx - lo, fy: fy, scale: scale, active: active, into: weights - lo)
                        } else {
                            _Lanes.weights(fx + (x - lo), times: fy, scale: scale, count: next - x, into: weights + (x - lo))
                        }
                        x = next
                    }
                }
                _ColorBlender.blend(dst: target.base + p * 4, count: q - p, color: pixel, weights: weights + (p - lo))
            }
        }
        table.weightsValid = active.isEmpty
        if active.isEmpty, !reuse {
            table.weightsFy = fy
            table.weightsStrength = strength
            table.weightsRuns.removeAll(keepingCapacity: true)
            table.weightsRuns.append(contentsOf: runs)
        }
        return true
    }

    /// Writes the weights of `columns` (where corner tables reach) with the corrections of
    /// the `active` tables subtracted, in table order, as ``_RoundedRectShadow/value(_:_:)``
    /// does, except that each table's rows are mixed before its columns (`fx` and `out` are
    /// indexed by column).
    private func cornerWeights(
        _ columns: Range<Int>, fx: UnsafeMutablePointer<Double>, fy: Double, scale: Float, active: [_CornerRow],
        into out: UnsafeMutablePointer<UInt32>
    ) {
        active.withUnsafeBufferPointer { corners in
            var x = columns.lowerBound
            while x < columns.upperBound {
                var result = fx[x] * fy
                for c in corners {
                    let i = Int(c.columns[x])
                    guard i >= 0 else { continue }
                    let a = c.slice[i]
                    result -= Double(a + (c.slice[i &+ 1] - a) * c.fractions[x])
                }
                let value = Swift.min(Swift.max(result, 0), 1)
                out[x] = UInt32(truncatingIfNeeded: _Lanes.truncate(Swift.min(Swift.max(Float(value) * scale + 0.5, 0), 255)))
                    &* 0x10001
                x &+= 1
            }
        }
    }
}

/// One corner table's part in a row of a shadow: its two rows mixed for the row
/// (``slice``), and per raster column (indexed by column) the table column and fraction.
struct _CornerRow {
    let columns: UnsafeMutablePointer<Int32>
    let fractions: UnsafeMutablePointer<Float>
    let slice: UnsafeMutablePointer<Float>
    /// The raster columns where the table can be non-zero.
    let range: Range<Int>
}
