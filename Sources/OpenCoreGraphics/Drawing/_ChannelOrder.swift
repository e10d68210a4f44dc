import Foundation

/// A byte shuffle from RGBA pixels to a destination layout, as a type so that sampling
/// loops are specialized for it.
protocol _ChannelOrder {
    /// `p` (RGBA) in `layout`.
    static func convert(_ p: UInt32, _ layout: _PixelLayout) -> UInt32
    /// The red/blue plane of four RGBA pixels (`r₀ b₀ r₁ b₁ …`, see ``_ImageBlender``) in the
    /// destination order (only for orders that keep green and alpha in place).
    static func convertRedBlue(_ rb: SIMD8<UInt16>) -> SIMD8<UInt16>
}

/// The destination is RGBA too.
enum _KeepOrder: _ChannelOrder {
    @inline(__always) static func convert(_ p: UInt32, _ layout: _PixelLayout) -> UInt32 { p }
    @inline(__always) static func convertRedBlue(_ rb: SIMD8<UInt16>) -> SIMD8<UInt16> { rb }
}

/// The destination is BGRA.
enum _SwapRedBlue: _ChannelOrder {
    @inline(__always) static func convert(_ p: UInt32, _ layout: _PixelLayout) -> UInt32 {
        (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
    }
    @inline(__always) static func convertRedBlue(_ rb: SIMD8<UInt16>) -> SIMD8<UInt16> {
        // A pixel's red and blue share a 32-bit lane: swap its halves.
        let x = unsafeBitCast(rb, to: SIMD4<UInt32>.self)
        return unsafeBitCast((x &<< 16) | (x &>> 16), to: SIMD8<UInt16>.self)
    }
}

/// Any other destination layout.
enum _AnyOrder: _ChannelOrder {
    @inline(__always) static func convert(_ p: UInt32, _ layout: _PixelLayout) -> UInt32 {
        layout.fromRGBA(p, .general)
    }
    /// Not used: the fused paths do not serve general layouts.
    @inline(__always) static func convertRedBlue(_ rb: SIMD8<UInt16>) -> SIMD8<UInt16> { rb }
}
