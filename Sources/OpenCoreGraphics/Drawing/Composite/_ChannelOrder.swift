import Foundation

/// A byte shuffle from RGBA pixels to a destination layout, as a type so that sampling
/// loops are specialized for it.
protocol _ChannelOrder {
    /// `p` (RGBA) in `layout`.
    static func convert(_ p: UInt32, _ layout: _PixelLayout) -> UInt32
    /// Two RGBA pixels of 16-bit channels in the destination order (only for orders that keep
    /// alpha in the fourth place).
    static func convert16(_ v: _V128) -> _V128
}

/// The destination is RGBA too.
enum _KeepOrder: _ChannelOrder {
    @inline(__always) static func convert(_ p: UInt32, _ layout: _PixelLayout) -> UInt32 { p }
    @inline(__always) static func convert16(_ v: _V128) -> _V128 { v }
}

/// The destination is BGRA.
enum _SwapRedBlue: _ChannelOrder {
    @inline(__always) static func convert(_ p: UInt32, _ layout: _PixelLayout) -> UInt32 {
        (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
    }
    @inline(__always) static func convert16(_ v: _V128) -> _V128 { _Lanes.swapRedBlue(v) }
}
