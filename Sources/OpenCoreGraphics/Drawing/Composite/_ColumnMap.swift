import Foundation

/// The columns of a projective map under which an image's column depends on the raster
/// column only (`m21 = m23 = 0`: the layer turns about an axis parallel to the raster's
/// columns, as in flips and cube transitions): per raster column, where it reads the image
/// across and how it steps down.
///
/// For raster column `x` the preimage is `u = (m11·cx + m31) / w`, `v = (m12·cx + m32) / w +
/// cy · m22 / w` with `w = m13·cx + m33`, `cx = x + ½`, `cy = y + ½`: `u` is fixed and `v`
/// is linear in the row. Both are kept in 32.32 fixed point (shifted by half a texel, for
/// bilinear sampling): the column's `u`, and `v` at row 0 with its step per row — exact to
/// 2⁻³² texel per row stepped, where the general path steps linearly between exact points
/// eight pixels apart.
final class _ColumnMap {
    /// What the table was made for.
    let map: _PlaneMap, lo: Int, hi: Int, width: Int, height: Int
    /// Per column `lo + i`: `u`, `v` at row 0 and `v`'s step per row.
    let u: UnsafeMutablePointer<Int64>
    let v: UnsafeMutablePointer<Int64>
    let dv: UnsafeMutablePointer<Int64>
    /// Per column: the byte offset of its left texel within an image row, or −1 when its
    /// texel pair is not inside the image (or the column is behind the eye).
    let offsets: UnsafeMutablePointer<Int32>
    /// Per column: its column weights (``_ImageBlender/weightPair(_:)``).
    let weights: UnsafeMutablePointer<_V128>
    /// The columns whose texel pair is inside the image: one stretch (empty when the columns
    /// that are do not form one, which a projective map cannot give but rounding might).
    let valid: Range<Int>

    init(map m: _PlaneMap, lo: Int, hi: Int, width: Int, height: Int) {
        (map, self.lo, self.hi, self.width, self.height) = (m, lo, hi, width, height)
        let n = Swift.max(1, hi - lo)
        u = .allocate(capacity: n)
        v = .allocate(capacity: n)
        dv = .allocate(capacity: n)
        offsets = .allocate(capacity: n)
        weights = .allocate(capacity: n)
        for x in lo..<hi {
            let cx = Double(x) + 0.5
            let w = m.m13 * cx + m.m33
            let i = x - lo
            guard w > 1e-12, w.isFinite else {
                (u[i], v[i], dv[i], offsets[i]) = (0, 0, 0, -1)
                weights[i] = _ImageBlender.weightPair(0)
                continue
            }
            let fu = _ProjectiveSampler.fixed((m.m11 * cx + m.m31) / w - 0.5)
            let step = m.m22 / w
            u[i] = fu
            v[i] = _ProjectiveSampler.fixed((m.m12 * cx + m.m32) / w + 0.5 * step - 0.5)
            dv[i] = _ProjectiveSampler.fixed(step)
            let ix = Int(truncatingIfNeeded: fu >> 32)
            offsets[i] = ix >= 0 && ix < width - 1 ? Int32(ix * 4) : -1
            weights[i] = _ImageBlender.weightPair(Int32(truncatingIfNeeded: (fu >> 24) & 0xFF))
        }
        let columns = offsets
        var first = hi
        var last = lo
        for x in lo..<hi where columns[x - lo] >= 0 {
            first = Swift.min(first, x)
            last = x + 1
        }
        let stretch = first < last && (first..<last).allSatisfy { columns[$0 - lo] >= 0 }
        valid = stretch ? first..<last : lo..<lo
    }

    deinit {
        u.deallocate()
        v.deallocate()
        dv.deallocate()
        offsets.deallocate()
        weights.deallocate()
    }

    /// Reads one byte of every cache line of `image` that rows `rows`, columns
    /// `first ..< last` will sample, and returns their sum.
    ///
    /// The texels a band of rows reads under a turned layer lie on slanted lines across
    /// the image, many image rows at once, which the hardware prefetchers do not follow:
    /// the band would wait for memory line by line. These reads are independent of each
    /// other and few instructions apart, so the processor has many of them in flight at
    /// once; the band then finds its texels in cache. Columns are visited 8 apart (a cache
    /// line holds 16 texels) and every image row between the band's first and last row's
    /// preimage, plus one (not where those are more than two rows per raster row apart).
    func touch(_ image: CGImage, rows: Range<Int>, from first: Int, to last: Int) -> UInt8 {
        let a = Swift.max(first, lo)
        let b = Swift.min(last, hi)
        guard a < b, let top = rows.first, let bottom = rows.last else { return 0 }
        let stride = width * 4
        let maxRow = height - 1
        return image._premultipliedRGBA.withUnsafeBytes { raw in
            guard let pixels = raw.baseAddress else { return 0 }
            var sum: UInt8 = 0
            var x = a
            while x < b {
                let i = x - lo
                let o = offsets[i]
                if o >= 0 {
                    let r0 = Int(truncatingIfNeeded: (v[i] &+ Int64(top) &* dv[i]) >> 32)
                    let r1 = Int(truncatingIfNeeded: (v[i] &+ Int64(bottom) &* dv[i]) >> 32)
                    var r = Swift.max(Swift.min(r0, r1), 0)
                    let end = Swift.min(Swift.max(r0, r1) + 1, maxRow)
                    // Scaled down steeply, most of those rows hold no texel a sample reads.
                    if end - r <= 2 * rows.count + 2 {
                        while r <= end {
                            sum &+= pixels.load(fromByteOffset: r &* stride &+ Int(o), as: UInt8.self)
                            r &+= 1
                        }
                    }
                }
                x &+= 8
            }
            return sum
        }
    }

    /// Whether `m` has the form the table serves.
    static func serves(_ m: _PlaneMap) -> Bool { m.m21 == 0 && m.m23 == 0 && m.m13 != 0 }
}
