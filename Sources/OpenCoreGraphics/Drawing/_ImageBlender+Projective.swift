import Foundation

/// Drawing under any other map: each pixel reads its own texel square.
extension _ImageBlender {
    /// Composites `count` samples stepping linearly from 32.32 position `(fu, fv)` by
    /// `(du, dv)` (texel centres at whole numbers) onto `dst`, under coverage `k`.
    ///
    /// Bit for bit what ``_ProjectiveSampler``'s bilinear run followed by ``_Compositor``'s
    /// source-over gives. The positions are linear, so when the first and the last pixel's
    /// texel squares are inside the image every pixel's is: then the samples are taken with
    /// ``bilinear(_:_:wy:wx:)`` and composited four at a time. Otherwise every pixel goes
    /// alone through ``sample(_:_:)``.
    @inline(__always)
    func blendRun<Order: _ChannelOrder, Mode: _SourceMode>(
        _ fu: Int64, _ fv: Int64, _ du: Int64, _ dv: Int64, count: Int,
        into dst: UnsafeMutableRawPointer, k: UInt16, _: Order.Type, _: Mode.Type
    ) {
        guard count > 0 else { return }
        // Steps below 256 texels a pixel keep the positions from wrapping around.
        let limit: Int64 = 1 << 40
        guard du > -limit, du < limit, dv > -limit, dv < limit, count < 1 << 22 else {
            samplePixels(fu, fv, du, dv, count: count, into: dst, k: k, Order.self, Mode.self)
            return
        }
        let lastU = fu &+ Int64(count - 1) &* du, lastV = fv &+ Int64(count - 1) &* dv
        let maxX = UInt(width - 1), maxY = UInt(height - 1)
        @inline(__always) func inside(_ u: Int64, _ v: Int64) -> Bool {
            UInt(bitPattern: Int(truncatingIfNeeded: u >> 32)) < maxX && UInt(bitPattern: Int(truncatingIfNeeded: v >> 32)) < maxY
        }
        guard inside(fu, fv), inside(lastU, lastV) else {
            samplePixels(fu, fv, du, dv, count: count, into: dst, k: k, Order.self, Mode.self)
            return
        }
        let stride = width &* 4
        var fu = fu, fv = fv
        var i = 0
        let pairs = Self.weightPairs
        @inline(__always) func sample() -> _V128 {
            let at = Int(truncatingIfNeeded: fv >> 32) &* stride &+ Int(truncatingIfNeeded: fu >> 32) &* 4
            let wy = pairs[Int(truncatingIfNeeded: (fv >> 24) & 0xFF)]
            let wx = pairs[Int(truncatingIfNeeded: (fu >> 24) & 0xFF)]
            fu &+= du
            fv &+= dv
            return Self.bilinear(_Lanes.load64(pixels, at), _Lanes.load64(pixels, at &+ stride), wy: wy, wx: wx)
        }
        while i + 4 <= count {
            let p0 = sample(), p1 = sample(), p2 = sample(), p3 = sample()
            put4(_Lanes.pack32(p0, p1), _Lanes.pack32(p2, p3), dst, i &* 4, k: k, Order.self, Mode.self)
            i &+= 4
        }
        if i < count { samplePixels(fu, fv, du, dv, count: count - i, into: dst + i &* 4, k: k, Order.self, Mode.self) }
    }

    /// ``blendRun`` one pixel at a time.
    @inline(never)
    private func samplePixels<Order: _ChannelOrder, Mode: _SourceMode>(
        _ fu: Int64, _ fv: Int64, _ du: Int64, _ dv: Int64, count: Int,
        into dst: UnsafeMutableRawPointer, k: UInt16, _: Order.Type, _: Mode.Type
    ) {
        var fu = fu, fv = fv
        for i in 0..<count {
            putOne(sample(fu, fv), dst, i &* 4, k: k, Order.self)
            fu &+= du
            fv &+= dv
        }
    }
}
