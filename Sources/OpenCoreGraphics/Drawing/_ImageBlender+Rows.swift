import Foundation

/// Axis-aligned drawing: each raster row reads one pair of image rows.
extension _ImageBlender {
    /// Composites `count` samples of the image row pair `ya`, `yb` (weight `wy/256` on `yb`)
    /// at columns stepping from `start` by `step` (32.32 fixed point, texel centres at whole
    /// numbers) onto `dst`, under coverage `k`.
    ///
    /// Bit for bit what ``_ImageSampler`` followed by ``_Compositor``'s source-over gives. The
    /// two rows are mixed once for the texels the span reads (contiguous, sixteen bytes at a
    /// time), and the columns from there; the columns' offsets and weights depend only on
    /// `start` and `step`, so they are kept in `scratch` for the next row that starts alike.
    func blendRow<Order: _ChannelOrder, Mode: _SourceMode>(
        _ ya: Int, _ yb: Int, _ wy: UInt16, start: Int64, step: Int64, count: Int,
        into dst: UnsafeMutableRawPointer, k: UInt16, scratch: _BlendScratch, _: Order.Type, _: Mode.Type
    ) {
        guard count > 0, k > 0 else { return }
        guard step > 0, count >= 8 else {
            rowPixels(ya, yb, wy, start: start, step: step, from: 0, to: count, into: dst, k: k, Order.self, Mode.self)
            return
        }
        var fu = start
        var i = 0
        if fu < 0 {
            // Pixels left of the image: up to the first whose texel `ix` is at least 0.
            let n = Swift.min(count, Int((-fu + step - 1) / step))
            rowPixels(ya, yb, wy, start: fu, step: step, from: 0, to: n, into: dst, k: k, Order.self, Mode.self)
            fu &+= Int64(n) &* step
            i = n
        }
        // Pixels whose texel pairs are inside: ix + 1 ≤ width − 1.
        let limit = Int64(width - 1) << 32
        let inside = fu < limit ? Swift.min(count, i + Int((limit - 1 - fu) / step) + 1) : i
        let quads = (inside - i) & ~3
        if quads > 0 {
            let first = Int(truncatingIfNeeded: fu >> 32)
            let last = Int(truncatingIfNeeded: (fu &+ Int64(quads - 1) &* step) >> 32) + 1
            let source: UnsafeRawPointer
            if wy == 0 {
                source = pixels + ya &* width &* 4
            } else {
                scratch.reserveTexels(width)
                mixRows(ya, yb, wy, from: first, through: last, into: scratch.texels)
                source = UnsafeRawPointer(scratch.texels)
            }
            if scratch.columnStart != fu || scratch.columnStep != step || scratch.columnCount < quads {
                Self.makeColumns(start: fu, step: step, count: quads, in: scratch)
            }
            let offsets = scratch.offsets, weights = scratch.weights
            let out = dst + i &* 4
            var j = 0
            while j < quads {
                @inline(__always) func sample(_ n: Int) -> _V128 {
                    Self.linear(source, Int(offsets[j &+ n]), wx: weights[j &+ n])
                }
                put4(_Lanes.pack32(sample(0), sample(1)), _Lanes.pack32(sample(2), sample(3)), out, j &* 4, k: k, Order.self, Mode.self)
                j &+= 4
            }
            fu &+= Int64(quads) &* step
            i += quads
        }
        rowPixels(ya, yb, wy, start: fu, step: step, from: i, to: count, into: dst, k: k, Order.self, Mode.self)
    }

    /// Writes texels `from ... through` of image rows `ya` and `yb` mixed with weight `wy/256`
    /// on `yb` (`(top·(256 − wy) + bottom·wy) >> 8` per channel) to `out`, at their columns.
    private func mixRows(_ ya: Int, _ yb: Int, _ wy: UInt16, from: Int, through: Int, into out: UnsafeMutableRawPointer) {
        let top = pixels + ya &* width &* 4, bottom = pixels + yb &* width &* 4
        let below = SIMD8<UInt16>(repeating: wy), above = SIMD8<UInt16>(repeating: 256 &- wy)
        var x = from
        while x + 4 <= through + 1 {
            let (tRB, tGA) = Self.planes(top.loadUnaligned(fromByteOffset: x &* 4, as: SIMD8<UInt16>.self))
            let (bRB, bGA) = Self.planes(bottom.loadUnaligned(fromByteOffset: x &* 4, as: SIMD8<UInt16>.self))
            let rb = (tRB &* above &+ bRB &* below) &>> 8, ga = (tGA &* above &+ bGA &* below) &>> 8
            out.storeBytes(of: rb | (ga &<< 8), toByteOffset: x &* 4, as: SIMD8<UInt16>.self)
            x += 4
        }
        while x <= through {
            let t = top.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            let b = bottom.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            out.storeBytes(of: _ImageSampler.lerp(t, b, UInt32(wy)), toByteOffset: x &* 4, as: UInt32.self)
            x += 1
        }
    }

    /// Fills `scratch`'s column tables for `count` pixels from `start` by `step`.
    private static func makeColumns(start: Int64, step: Int64, count: Int, in scratch: _BlendScratch) {
        scratch.reserveColumns(count)
        let offsets = scratch.offsets, weights = scratch.weights
        var f = start
        for j in 0..<count {
            offsets[j] = Int32(truncatingIfNeeded: (f >> 32) &* 4)
            weights[j] = weightPair(Int32(truncatingIfNeeded: (f >> 24) & 0xFF))
            f &+= step
        }
        scratch.columnStart = start
        scratch.columnStep = step
        scratch.columnCount = count
    }

    /// ``blendRow`` one pixel at a time with texels clamped to the image, for pixels
    /// `from ..< to` (`start` is pixel `from`'s position).
    ///
    /// As in ``_ImageSampler``, a pixel whose texel pair is inside the image mixes rows
    /// first when the columns step forward; every other pixel mixes columns first.
    @inline(never)
    private func rowPixels<Order: _ChannelOrder, Mode: _SourceMode>(
        _ ya: Int, _ yb: Int, _ wy: UInt16, start: Int64, step: Int64, from: Int, to: Int,
        into dst: UnsafeMutableRawPointer, k: UInt16, _: Order.Type, _: Mode.Type
    ) {
        let top = pixels + ya &* width &* 4, bottom = pixels + yb &* width &* 4
        let maxX = width - 1
        var fu = start
        for i in from..<Swift.max(from, to) {
            let ix = Int(truncatingIfNeeded: fu >> 32)
            let wx = UInt32(truncatingIfNeeded: (fu >> 24) & 0xFF)
            let xa = Swift.min(Swift.max(ix, 0), maxX), xb = Swift.min(Swift.max(ix &+ 1, 0), maxX)
            let ta = top.loadUnaligned(fromByteOffset: xa &* 4, as: UInt32.self)
            let tb = top.loadUnaligned(fromByteOffset: xb &* 4, as: UInt32.self)
            let p: UInt32
            if wy == 0 {
                p = _ImageSampler.lerp(ta, tb, wx)
            } else {
                let ba = bottom.loadUnaligned(fromByteOffset: xa &* 4, as: UInt32.self)
                let bb = bottom.loadUnaligned(fromByteOffset: xb &* 4, as: UInt32.self)
                if step > 0, ix >= 0, ix < maxX {
                    p = _ImageSampler.lerp(
                        _ImageSampler.lerp(ta, ba, UInt32(wy)), _ImageSampler.lerp(tb, bb, UInt32(wy)), wx)
                } else {
                    p = _ImageSampler.lerp(_ImageSampler.lerp(ta, tb, wx), _ImageSampler.lerp(ba, bb, wx), UInt32(wy))
                }
            }
            putOne(p, dst, i &* 4, k: k, Order.self)
            fu &+= step
        }
    }
}
