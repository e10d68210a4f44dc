import Foundation

extension _ImageBlender {
    /// Composites the samples of raster row `y`, columns `x0 ..< x0 + count`, under a map
    /// of ``_ColumnMap``'s form onto `dst`, under coverage `k`.
    ///
    /// Four pixels whose texel squares are inside the image go together through
    /// ``bilinear(_:_:wy:wx:)``, with the column's offset and weights from the table; any
    /// other pixel goes alone through ``sample(_:_:)``.
    func blendColumns<Order: _ChannelOrder, Mode: _SourceMode>(
        _ table: _ColumnMap, row y: Int, x0: Int, count: Int, into dst: UnsafeMutableRawPointer, k: UInt16,
        _: Order.Type, _: Mode.Type
    ) {
        let row = Int64(y)
        let base = x0 - table.lo
        let u = table.u + base
        let v = table.v + base
        let dv = table.dv + base
        @inline(__always) func fv(_ j: Int) -> Int64 { v[j] &+ row &* dv[j] }
        // The pixels whose texel squares are inside the image form one stretch: u and v are
        // projective functions of the column, monotonic where w > 0. The stretch's ends are
        // found with a margin that covers the fixed-point rounding of v (under 2⁻³² texel
        // per row stepped), so that every pixel between them is inside too.
        let margin = (row &+ 2) &* 2
        let top = Int64(height - 1) << 32
        @inline(__always) func inside(_ j: Int) -> Bool {
            let f = fv(j)
            return f >= margin && f < top &- margin
        }
        var a = Swift.max(table.valid.lowerBound - x0, 0)
        var b = Swift.min(table.valid.upperBound - x0, count)
        while a < b, !inside(a) { a &+= 1 }
        while b > a, !inside(b &- 1) { b &-= 1 }
        if a >= b { (a, b) = (count, count) }
        if a > 0 { columnPixels(u, v, dv, row: row, count: a, into: dst, k: k, Order.self, Mode.self) }
        let stride = width &* 4
        let pairs = Self.weightPairs
        let offsets = table.offsets + base
        let weights = table.weights + base
        @inline(__always) func sample(_ j: Int) -> _V128 {
            let f = fv(j)
            let at = Int(truncatingIfNeeded: f >> 32) &* stride &+ Int(offsets[j])
            return Self.bilinear(
                _Lanes.load64(pixels, at), _Lanes.load64(pixels, at &+ stride),
                wy: pairs[Int(truncatingIfNeeded: (f >> 24) & 0xFF)], wx: weights[j])
        }
        var i = a
        while i &+ 4 <= b {
            let s01 = _Lanes.pack32(sample(i), sample(i &+ 1))
            let s23 = _Lanes.pack32(sample(i &+ 2), sample(i &+ 3))
            put4(s01, s23, dst, i &* 4, k: k, Order.self, Mode.self)
            i &+= 4
        }
        if i < count {
            columnPixels(
                u + i, v + i, dv + i, row: row, count: count - i, into: dst + i &* 4, k: k, Order.self, Mode.self)
        }
    }

    /// ``blendColumns`` one pixel at a time.
    @inline(never)
    private func columnPixels<Order: _ChannelOrder, Mode: _SourceMode>(
        _ u: UnsafeMutablePointer<Int64>, _ v: UnsafeMutablePointer<Int64>, _ dv: UnsafeMutablePointer<Int64>,
        row: Int64, count: Int, into dst: UnsafeMutableRawPointer, k: UInt16, _: Order.Type, _: Mode.Type
    ) {
        for j in 0..<count {
            putOne(sample(u[j], v[j] &+ row &* dv[j]), dst, j &* 4, k: k, Order.self)
        }
    }
}
