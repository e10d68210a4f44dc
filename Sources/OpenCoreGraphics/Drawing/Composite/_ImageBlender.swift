import Foundation

/// Samples an image bilinearly along a span of one raster row and composites the samples
/// source-over onto the destination in the same pass, four pixels at a time.
///
/// **Method.** The arithmetic is exactly that of ``_ImageSampler`` / ``_ProjectiveSampler``
/// followed by ``_Compositor``'s source-over, fused so that no sample is stored in between:
/// rows are mixed first (`(top·(256 − wy) + bottom·wy) >> 8`), then columns, both with 8-bit
/// weights; the sample is scaled by the coverage `k` (`div255(s·k)`), and the destination by
/// `255 − alpha`. When every image pixel is opaque, a sample's alpha is 255 and its scaled
/// alpha is `k` itself, so the destination factor is a constant. Pixels whose texel pairs are
/// not both inside the image take a clamped scalar path with the same arithmetic.
///
/// The kernels are written in ``_Lanes`` (one SSE2 instruction each on x86-64). A pixel's
/// texels are mixed with multiply-adds of 16-bit pairs: its top and bottom texel pairs are
/// interleaved byte by byte, so that each channel's top and bottom values sit side by side
/// and one multiply-add with `(256 − wy, wy)` mixes the rows; the two mixed texels are
/// interleaved the same way and mixed with `(256 − wx, wx)`. Four samples are packed to 16-bit
/// lanes and composited together.
///
/// Only destinations with alpha in the fourth byte (RGBA, BGRA) are handled; others use the
/// separate sampling and blending passes.
struct _ImageBlender {
    /// The image's RGBA bytes (valid only while the image's storage is pinned).
    let pixels: UnsafeRawPointer
    /// The image's size in pixels.
    let width: Int, height: Int
    /// Whether every pixel of the image is opaque.
    let opaque: Bool

    /// Whether the fused path serves a destination layout.
    static func handles(_ layout: _PixelLayout) -> Bool {
        switch layout.swizzleFromRGBA {
        case .identity, .swapRedBlue: return layout.alpha == 3
        case .general: return false
        }
    }

    /// `Order` as the C kernels take it: 1 for a BGRA destination, 0 for RGBA.
    @inline(__always)
    static func swap<Order: _ChannelOrder>(_: Order.Type) -> Int32 { Order.self == _SwapRedBlue.self ? 1 : 0 }

    /// `Mode` as the C kernels take it: 0 replacing, 1 opaque under coverage, 2 translucent.
    @inline(__always)
    static func mode<Mode: _SourceMode>(_: Mode.Type) -> Int32 { Mode.full ? 0 : Mode.opaque ? 1 : 2 }

    /// A pair of 8-bit weights as the 16-bit pair `(256 − w, w)` in every 32-bit lane.
    @inline(__always)
    static func weightPair(_ w: Int32) -> _V128 { _Lanes.splat32((w << 16) | (256 - w)) }

    /// ``weightPair(_:)`` of every weight 0…255, so that a kernel reads it instead of making it.
    nonisolated(unsafe) static let weightPairs: UnsafeMutablePointer<_V128> = {
        let table = UnsafeMutablePointer<_V128>.allocate(capacity: 256)
        for w in 0..<256 { table[w] = weightPair(Int32(w)) }
        return table
    }()

    /// The bilinear sample of a texel square — `top` and `bottom` hold its two rows, 8 bytes
    /// each (left texel, right texel) — with row weight `wy` and column weight `wx`: the
    /// channels in 32-bit lanes.
    @inline(__always)
    static func bilinear(_ top: _V128, _ bottom: _V128, wy: _V128, wx: _V128) -> _V128 {
        let zero = _V128()
        let rows = _Lanes.unpackLo8(top, bottom)
        let left = _Lanes.srl32(_Lanes.madd16(_Lanes.unpackLo8(rows, zero), wy), 8)
        let right = _Lanes.srl32(_Lanes.madd16(_Lanes.unpackHi8(rows, zero), wy), 8)
        return _Lanes.srl32(_Lanes.madd16(_Lanes.or(left, _Lanes.sll32(right, 16)), wx), 8)
    }

    /// Composites four samples — 16-bit channels, RGBA order, pixels 0–1 in `s01` and 2–3 in
    /// `s23` — at `dst + offset` under coverage `k` (255 when `Mode.full`).
    @inline(__always)
    func put4<Order: _ChannelOrder, Mode: _SourceMode>(
        _ s01: _V128, _ s23: _V128, _ dst: UnsafeMutableRawPointer, _ offset: Int, k: UInt16, _: Order.Type,
        _: Mode.Type
    ) {
        var s01 = Order.convert16(s01)
        var s23 = Order.convert16(s23)
        if Mode.full {
            _Lanes.store128(_Lanes.pack16(s01, s23), dst, offset)
            return
        }
        // Scaling by 255 changes nothing (div255(255·s) = s), so coverage always scales.
        let kv = _Lanes.v(SIMD8<UInt16>(repeating: k))
        s01 = _Lanes.div255(_Lanes.mul16(s01, kv))
        s23 = _Lanes.div255(_Lanes.mul16(s23, kv))
        let full = _Lanes.v(SIMD8<UInt16>(repeating: 255))
        let i01 =
            Mode.opaque ? _Lanes.v(SIMD8<UInt16>(repeating: 255 &- k)) : _Lanes.sub16(full, _Lanes.broadcastAlpha(s01))
        let i23 = Mode.opaque ? i01 : _Lanes.sub16(full, _Lanes.broadcastAlpha(s23))
        let d = _Lanes.load128(dst, offset)
        let d01 = _Lanes.unpackLo8(d, _V128())
        let d23 = _Lanes.unpackHi8(d, _V128())
        let r01 = _Lanes.add16(s01, _Lanes.div255(_Lanes.mul16(d01, i01)))
        let r23 = _Lanes.add16(s23, _Lanes.div255(_Lanes.mul16(d23, i23)))
        _Lanes.store128(_Lanes.pack16(r01, r23), dst, offset)
    }

    /// Composites one sample (RGBA order, not yet converted) at `dst + offset` with the
    /// scalar arithmetic of ``_Compositor``.
    @inline(__always)
    func putOne<Order: _ChannelOrder>(
        _ rgba: UInt32, _ dst: UnsafeMutableRawPointer, _ offset: Int, k: UInt16, _: Order.Type
    ) {
        var s = Order.convert(rgba, .rgba)
        if k != 255 { s = _Compositor.scale(s, UInt32(k)) }
        let inverse = 255 - (s >> 24)
        if inverse == 0 {
            dst.storeBytes(of: s, toByteOffset: offset, as: UInt32.self)
        } else if s != 0 {
            let d = dst.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            dst.storeBytes(of: s &+ _Compositor.scale(d, inverse), toByteOffset: offset, as: UInt32.self)
        }
    }

    /// The bilinear sample at 32.32 position `(fu, fv)`, as ``_ProjectiveSampler`` takes it:
    /// rows mixed first when both texel pairs are inside the image, else columns first with
    /// texels clamped to the image.
    @inline(__always)
    func sample(_ fu: Int64, _ fv: Int64) -> UInt32 {
        let ix = Int(truncatingIfNeeded: fu >> 32)
        let iy = Int(truncatingIfNeeded: fv >> 32)
        let wx = UInt32(truncatingIfNeeded: (fu >> 24) & 0xFF)
        let wy = UInt32(truncatingIfNeeded: (fv >> 24) & 0xFF)
        let maxX = width - 1
        let maxY = height - 1
        let xa = Swift.min(Swift.max(ix, 0), maxX)
        let xb = Swift.min(Swift.max(ix &+ 1, 0), maxX)
        let ya = Swift.min(Swift.max(iy, 0), maxY)
        let yb = Swift.min(Swift.max(iy &+ 1, 0), maxY)
        @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
            pixels.loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self)
        }
        if ix >= 0, ix < maxX, iy >= 0, iy < maxY {
            let left = _ImageSampler.lerp(texel(xa, ya), texel(xa, yb), wy)
            let right = _ImageSampler.lerp(texel(xb, ya), texel(xb, yb), wy)
            return _ImageSampler.lerp(left, right, wx)
        }
        let top = _ImageSampler.lerp(texel(xa, ya), texel(xb, ya), wx)
        let bottom = _ImageSampler.lerp(texel(xa, yb), texel(xb, yb), wx)
        return _ImageSampler.lerp(top, bottom, wy)
    }
}
