import Foundation

/// Drawing under any other map: each pixel reads its own texel square.
extension _ImageBlender {
    /// Composites `count` samples stepping linearly from 32.32 position `(fu, fv)` by
    /// `(du, dv)` (texel centres at whole numbers) onto `dst`, under coverage `k`.
    ///
    /// Bit for bit what ``_ProjectiveSampler``'s bilinear run followed by ``_Compositor``'s
    /// source-over gives. Four pixels whose texel squares are all inside the image go
    /// together: their top and bottom texel pairs are read as planes, mixed by rows with
    /// each pixel's row weight, then by columns; any other pixel goes alone through
    /// ``sample(_:_:)``.
    @inline(__always)
    func blendRun<Order: _ChannelOrder>(
        _ fu: Int64, _ fv: Int64, _ du: Int64, _ dv: Int64, count: Int,
        into dst: UnsafeMutableRawPointer, k: UInt16, _: Order.Type
    ) {
        let maxX = width - 1, maxY = height - 1
        let stride = width &* 4
        var fu = fu, fv = fv
        var i = 0
        @inline(__always) func inside(_ u: SIMD4<Int64>, _ v: SIMD4<Int64>) -> Bool {
            let ix = u &>> 32, iy = v &>> 32
            return all((ix .>= 0) .& (ix .< Int64(maxX)) .& (iy .>= 0) .& (iy .< Int64(maxY)))
        }
        let lanes = SIMD4<Int64>(0, 1, 2, 3)
        while i + 4 <= count {
            let u = SIMD4(repeating: fu) &+ lanes &* du, v = SIMD4(repeating: fv) &+ lanes &* dv
            if inside(u, v) {
                let at = (v &>> 32) &* Int64(stride) &+ (u &>> 32) &* 4
                @inline(__always) func pair(_ j: Int, _ below: Int) -> UInt64 {
                    pixels.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: at[j]) &+ below, as: UInt64.self)
                }
                let (t01RB, t01GA) = Self.planes(Self.pairs(pair(0, 0), pair(1, 0)))
                let (b01RB, b01GA) = Self.planes(Self.pairs(pair(0, stride), pair(1, stride)))
                let (t23RB, t23GA) = Self.planes(Self.pairs(pair(2, 0), pair(3, 0)))
                let (b23RB, b23GA) = Self.planes(Self.pairs(pair(2, stride), pair(3, stride)))
                let wy = SIMD4<UInt32>(truncatingIfNeeded: (v &>> 24) & 0xFF)
                let below01 = Self.weights(wy[0], wy[0], wy[1], wy[1])
                let below23 = Self.weights(wy[2], wy[2], wy[3], wy[3])
                let above01 = SIMD8(repeating: 256) &- below01, above23 = SIMD8(repeating: 256) &- below23
                let c01RB = (t01RB &* above01 &+ b01RB &* below01) &>> 8
                let c01GA = (t01GA &* above01 &+ b01GA &* below01) &>> 8
                let c23RB = (t23RB &* above23 &+ b23RB &* below23) &>> 8
                let c23GA = (t23GA &* above23 &+ b23GA &* below23) &>> 8
                let wx = SIMD4<UInt32>(truncatingIfNeeded: (u &>> 24) & 0xFF)
                let w = Self.weights(wx[0], wx[1], wx[2], wx[3])
                let wBar = SIMD8(repeating: 256) &- w
                put4(Self.columns(c01RB, c23RB, w, wBar), Self.columns(c01GA, c23GA, w, wBar), dst + i &* 4, k: k, Order.self)
            } else {
                samplePixels(fu, fv, du, dv, count: 4, into: dst + i &* 4, k: k, Order.self)
            }
            fu &+= 4 &* du
            fv &+= 4 &* dv
            i += 4
        }
        if i < count { samplePixels(fu, fv, du, dv, count: count - i, into: dst + i &* 4, k: k, Order.self) }
    }

    /// ``blendRun`` one pixel at a time.
    @inline(never)
    private func samplePixels<Order: _ChannelOrder>(
        _ fu: Int64, _ fv: Int64, _ du: Int64, _ dv: Int64, count: Int,
        into dst: UnsafeMutableRawPointer, k: UInt16, _: Order.Type
    ) {
        var fu = fu, fv = fv
        for i in 0..<count {
            putOne(sample(fu, fv), dst, i &* 4, k: k, Order.self)
            fu &+= du
            fv &+= dv
        }
    }
}
