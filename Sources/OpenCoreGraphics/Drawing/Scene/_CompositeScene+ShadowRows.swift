import Foundation

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
        let lo = target.minX
        let hi = target.maxX
        let table = scratch.columns(shadow, m11: m.m11, m31: m.m31, lo: lo, hi: hi)
        let v = (Double(y) + 0.5) * m.m22 + m.m32
        let rect = shadow.rect
        let y0 = Double(rect.minY)
        let y1 = Double(rect.maxY)
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
            let j = Int(r)
            let f = Float(r - Double(j))
            let top = t.storage + j * t.count
            let bottom = top + t.count
            let slice = table.slice(k, count: t.count)
            for i in 0..<t.count { slice[i] = top[i] + (bottom[i] - top[i]) * f }
            active.append(
                _CornerRow(
                    columns: table.cornerColumns[k]! - lo, fractions: table.cornerFractions[k]! - lo, slice: slice,
                    range: table.cornerRanges[k]))
        }
        let reuse =
            active.isEmpty && table.weightsValid && table.weightsFy == fy && table.weightsStrength == strength
            && table.weightsRuns.elementsEqual(runs)
        let fx = table.fx
        let weights = table.weights
        // The value of the flat columns, as at their first pixel.
        let flatValue = flat.isEmpty ? 0 : shadow.value((Double(flat.lowerBound) + 0.5) * m.m11 + m.m31, v)
        for run in runs {
            let scale = run.coverage * strength
            let r0 = Int(run.x0)
            let r1 = Int(run.x1)
            let a = Swift.min(Swift.max(flat.lowerBound, r0), r1)
            let b = Swift.max(Swift.min(flat.upperBound, r1), a)
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
                            if c.range.contains(x) {
                                inCorner = true
                                next = Swift.min(next, c.range.upperBound)
                            } else if c.range.lowerBound > x {
                                next = Swift.min(next, c.range.lowerBound)
                            }
                        }
                        if inCorner {
                            cornerWeights(
                                x..<next, fx: fx - lo, fy: fy, scale: scale, active: active, into: weights - lo)
                        } else {
                            _Lanes.weights(
                                fx + (x - lo), times: fy, scale: scale, count: next - x, into: weights + (x - lo))
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
                out[x] =
                    UInt32(
                        truncatingIfNeeded: _Lanes.truncate(Swift.min(Swift.max(Float(value) * scale + 0.5, 0), 255)))
                    &* 0x10001
                x &+= 1
            }
        }
    }
}
