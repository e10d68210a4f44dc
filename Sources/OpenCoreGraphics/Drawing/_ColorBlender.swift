import Foundation

/// Composites one premultiplied color source-over a span of destination pixels, under one
/// coverage or a coverage per pixel, four pixels at a time in planar 16-bit lanes (see
/// ``_ImageBlender``).
///
/// Bit for bit ``_Compositor``'s source-over: the color scaled by the coverage
/// (`div255(c·k)`), then `s + div255(d·(255 − sₐ))` per channel.
enum _ColorBlender {
    /// The two planes of a pixel repeated four times.
    @inline(__always)
    static func planes(of pixel: UInt32) -> (rb: SIMD8<UInt16>, ga: SIMD8<UInt16>) {
        _ImageBlender.planes(unsafeBitCast(SIMD4<UInt32>(repeating: pixel), to: SIMD8<UInt16>.self))
    }

    /// Source over of the pixel `s` (already scaled by coverage) on `count` pixels at `dst`.
    @inline(__always)
    static func blend(dst: UnsafeMutableRawPointer, count: Int, scaled s: UInt32, alphaShift: UInt32) {
        blend(dst: dst, from: UnsafeRawPointer(dst), count: count, scaled: s, alphaShift: alphaShift)
    }

    /// Source over of the pixel `s` (already scaled by coverage) on `count` pixels read at
    /// `source` and written at `dst` (the same place, or not overlapping).
    static func blend(
        dst: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int, scaled s: UInt32, alphaShift: UInt32
    ) {
        guard count > 0 else { return }
        guard s != 0 else {
            if source != UnsafeRawPointer(dst) { dst.copyMemory(from: source, byteCount: count * 4) }
            return
        }
        let inverse = 255 - ((s >> alphaShift) & 0xFF)
        if inverse == 0 {
            UnsafeMutableRawPointer(dst).initializeMemory(as: UInt32.self, repeating: s, count: count)
            return
        }
        let (sRB, sGA) = planes(of: s)
        let factor = SIMD8<UInt16>(repeating: UInt16(inverse))
        var i = 0
        while i + 4 <= count {
            let (dRB, dGA) = _ImageBlender.planes(source.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self))
            let rb = sRB &+ _Compositor.div255(dRB &* factor), ga = sGA &+ _Compositor.div255(dGA &* factor)
            dst.storeBytes(of: rb | (ga &<< 8), toByteOffset: i &* 4, as: SIMD8<UInt16>.self)
            i &+= 4
        }
        while i < count {
            let d = source.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
            dst.storeBytes(of: s &+ _Compositor.scale(d, inverse), toByteOffset: i &* 4, as: UInt32.self)
            i &+= 1
        }
    }

    /// Source over of `color` on `count` pixels at `dst`, pixel `i` under coverage
    /// `weights[i] & 0xFF`; each weight is given twice, as `w · 0x10001`. Alpha must be the
    /// fourth byte.
    static func blend(dst: UnsafeMutableRawPointer, count: Int, color: UInt32, weights: UnsafePointer<UInt32>) {
        guard count > 0, color != 0 else { return }
        let (cRB, cGA) = planes(of: color)
        let w = UnsafeRawPointer(weights)
        var i = 0
        while i + 4 <= count {
            let k = w.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
            if k == .zero {
                i &+= 4
                continue
            }
            let sRB = _Compositor.div255(cRB &* k), sGA = _Compositor.div255(cGA &* k)
            let alpha = unsafeBitCast(sGA, to: SIMD4<UInt32>.self) &>> 16
            let inverse = SIMD8(repeating: 255) &- unsafeBitCast(alpha | (alpha &<< 16), to: SIMD8<UInt16>.self)
            let (dRB, dGA) = _ImageBlender.planes(dst.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self))
            let rb = sRB &+ _Compositor.div255(dRB &* inverse), ga = sGA &+ _Compositor.div255(dGA &* inverse)
            dst.storeBytes(of: rb | (ga &<< 8), toByteOffset: i &* 4, as: SIMD8<UInt16>.self)
            i &+= 4
        }
        while i < count {
            let k = weights[i] & 0xFF
            if k != 0 {
                let s = _Compositor.scale(color, k)
                let d = dst.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                dst.storeBytes(of: s &+ _Compositor.scale(d, 255 - (s >> 24)), toByteOffset: i &* 4, as: UInt32.self)
            }
            i &+= 1
        }
    }
}
