import Foundation

/// Samples an image bilinearly along a span of one raster row and composites the samples
/// source-over onto the destination in the same pass, four pixels at a time in 16-bit lanes.
///
/// **Method.** The arithmetic is exactly that of ``_ImageSampler`` / ``_ProjectiveSampler``
/// followed by ``_Compositor``'s source-over, fused so that no sample is stored in between:
/// rows are mixed first (`(top·(256 − wy) + bottom·wy) >> 8`), then columns, both with 8-bit
/// weights; the sample is scaled by the coverage `k` (`div255(s·k)`), and the destination by
/// `255 − alpha`. When every image pixel is opaque, a sample's alpha is 255 and its scaled
/// alpha is `k` itself, so the destination factor is a constant. Pixels whose texel pairs are
/// not both inside the image take a clamped scalar path with the same arithmetic.
///
/// Four pixels travel together in *planar* 16-bit lanes: a red/blue plane
/// `r₀ b₀ r₁ b₁ r₂ b₂ r₃ b₃` and a green/alpha plane `g₀ a₀ … g₃ a₃`. Sixteen bytes of RGBA
/// split into the two planes with one mask and one shift, and pack back with a shift and an
/// or — no byte unpacking, and every lane does work. A pixel's two texels (8 bytes) split the
/// same way; the planes of four pixels' texel pairs are regrouped by 32-bit shuffles into
/// left and right texels, mixed with the column weights.
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

    /// Sixteen bytes (four RGBA pixels, or two texel pairs) as a red/blue and a green/alpha plane.
    @inline(__always)
    static func planes(_ v: SIMD8<UInt16>) -> (rb: SIMD8<UInt16>, ga: SIMD8<UInt16>) {
        (v & 0xFF, v &>> 8)
    }

    /// Two 8-byte texel pairs, as 16 bytes.
    @inline(__always)
    static func pairs(_ a: UInt64, _ b: UInt64) -> SIMD8<UInt16> {
        unsafeBitCast(SIMD2<UInt64>(a, b), to: SIMD8<UInt16>.self)
    }

    /// Four pixels' texels mixed by column: `p` and `q` hold the planes of pixels 0–1 and
    /// 2–3 (each pixel's left texel, then its right), `w` the right texels' weights (each
    /// pixel's twice) and `w̄ = 256 − w`.
    @inline(__always)
    static func columns(_ p: SIMD8<UInt16>, _ q: SIMD8<UInt16>, _ w: SIMD8<UInt16>, _ wBar: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let x = unsafeBitCast(p, to: SIMD4<UInt32>.self), y = unsafeBitCast(q, to: SIMD4<UInt32>.self)
        let l = unsafeBitCast(SIMD4<UInt32>(x[0], x[2], y[0], y[2]), to: SIMD8<UInt16>.self)
        let r = unsafeBitCast(SIMD4<UInt32>(x[1], x[3], y[1], y[3]), to: SIMD8<UInt16>.self)
        return (l &* wBar &+ r &* w) &>> 8
    }

    /// Weights `w` for four pixels (each in two adjacent lanes).
    @inline(__always)
    static func weights(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> SIMD8<UInt16> {
        unsafeBitCast(SIMD4<UInt32>(a, b, c, d) &* 0x10001, to: SIMD8<UInt16>.self)
    }

    /// Composites four samples (planes, RGBA order) at `dst` under coverage `k`.
    @inline(__always)
    func put4<Order: _ChannelOrder>(
        _ rb: SIMD8<UInt16>, _ ga: SIMD8<UInt16>, _ dst: UnsafeMutableRawPointer, k: UInt16, _: Order.Type
    ) {
        let rb = Order.convertRedBlue(rb)
        if k == 255, opaque {
            dst.storeBytes(of: rb | (ga &<< 8), as: SIMD8<UInt16>.self)
            return
        }
        let sRB = k == 255 ? rb : _Compositor.div255(rb &* SIMD8(repeating: k))
        let sGA = k == 255 ? ga : _Compositor.div255(ga &* SIMD8(repeating: k))
        let inverse: SIMD8<UInt16>
        if opaque {
            inverse = SIMD8(repeating: 255 &- k)
        } else {
            let alpha = unsafeBitCast(sGA, to: SIMD4<UInt32>.self) &>> 16
            inverse = SIMD8(repeating: 255) &- unsafeBitCast(alpha | (alpha &<< 16), to: SIMD8<UInt16>.self)
        }
        let (dRB, dGA) = Self.planes(dst.loadUnaligned(as: SIMD8<UInt16>.self))
        // Within a byte for premultiplied colors (a channel above alpha is not one).
        let oRB = sRB &+ _Compositor.div255(dRB &* inverse)
        let oGA = sGA &+ _Compositor.div255(dGA &* inverse)
        dst.storeBytes(of: oRB | (oGA &<< 8), as: SIMD8<UInt16>.self)
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
        let ix = Int(truncatingIfNeeded: fu >> 32), iy = Int(truncatingIfNeeded: fv >> 32)
        let wx = UInt32(truncatingIfNeeded: (fu >> 24) & 0xFF), wy = UInt32(truncatingIfNeeded: (fv >> 24) & 0xFF)
        let maxX = width - 1, maxY = height - 1
        let xa = Swift.min(Swift.max(ix, 0), maxX), xb = Swift.min(Swift.max(ix &+ 1, 0), maxX)
        let ya = Swift.min(Swift.max(iy, 0), maxY), yb = Swift.min(Swift.max(iy &+ 1, 0), maxY)
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

/// Scratch memory for ``_ImageBlender``: one row of texels mixed between two image rows, and
/// the column offsets and weights of the last span an axis-aligned image was drawn over
/// (reused while later rows start at the same place).
final class _BlendScratch {
    /// Mixed texels, indexed by image column (4 bytes each).
    private(set) var texels: UnsafeMutableRawPointer
    private var texelCapacity: Int
    /// Per pixel of the span: the byte offset of its left texel.
    private(set) var offsets: UnsafeMutablePointer<Int32>
    /// Per four pixels of the span: the right texels' weights, then 256 minus them.
    private(set) var weights: UnsafeMutablePointer<SIMD8<UInt16>>
    private var columnCapacity: Int
    /// What the column tables hold: start and step (32.32) and how many pixels.
    var columnStart: Int64 = 0, columnStep: Int64 = 0, columnCount = 0

    init() {
        texelCapacity = 0
        texels = .allocate(byteCount: 16, alignment: 16)
        columnCapacity = 0
        offsets = .allocate(capacity: 4)
        weights = .allocate(capacity: 2)
    }

    deinit {
        texels.deallocate()
        offsets.deallocate()
        weights.deallocate()
    }

    /// Makes room for `count` texels (plus a 16-byte margin).
    func reserveTexels(_ count: Int) {
        guard count > texelCapacity else { return }
        texels.deallocate()
        texelCapacity = count
        texels = .allocate(byteCount: count * 4 + 16, alignment: 16)
    }

    /// Makes room for column tables of `count` pixels (forgetting what they held).
    func reserveColumns(_ count: Int) {
        guard count > columnCapacity else { return }
        offsets.deallocate()
        weights.deallocate()
        columnCapacity = count
        offsets = .allocate(capacity: count + 4)
        weights = .allocate(capacity: 2 * (count / 4 + 1))
        columnCount = 0
    }
}
