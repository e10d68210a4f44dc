import Foundation

/// Where a bitmap keeps its alpha channel, and whether color is premultiplied by it.
///
/// The raw values are Core Graphics' (`kCGImageAlphaNone` = 0 … `kCGImageAlphaOnly` = 7);
/// combine one with a byte order from ``CGBitmapInfo`` to describe a pixel format.
/// Segue's bitmap contexts accept the four formats Core Graphics accepts for 8-bit RGB:
/// ``premultipliedLast``, ``premultipliedFirst``, ``noneSkipLast`` and ``noneSkipFirst``.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel: every pixel is opaque and there is no padding byte.
    ///
    /// Not accepted by bitmap contexts (as in Core Graphics).
    case none = 0
    /// Alpha in the least significant byte of each pixel (RGBA), color premultiplied.
    ///
    /// The most common format: `r, g, b, a` in memory with the default byte order.
    case premultipliedLast = 1
    /// Alpha in the most significant byte of each pixel (ARGB), color premultiplied.
    ///
    /// With ``CGBitmapInfo/byteOrder32Little`` the bytes in memory are `b, g, r, a` (BGRA).
    case premultipliedFirst = 2
    /// Alpha last, color not premultiplied.
    ///
    /// Not accepted by bitmap contexts (as in Core Graphics).
    case last = 3
    /// Alpha first, color not premultiplied.
    ///
    /// Not accepted by bitmap contexts (as in Core Graphics).
    case first = 4
    /// A padding byte where alpha would be last (RGBX); pixels are opaque.
    ///
    /// The padding byte's value is ignored.
    case noneSkipLast = 5
    /// A padding byte where alpha would be first (XRGB); pixels are opaque.
    ///
    /// The padding byte's value is ignored.
    case noneSkipFirst = 6
    /// Alpha only, no color: a mask.
    ///
    /// Not accepted by Segue's bitmap contexts yet.
    case alphaOnly = 7
}
