import Foundation

/// A bitmap's layout: its alpha information, whether components are floating point, and
/// the byte order of its pixels.
///
/// The low five bits (``alphaInfoMask``) hold a ``CGImageAlphaInfo`` raw value; bits 12–14
/// (``byteOrderMask``) hold the byte order. With ``byteOrder32Little`` each 32-bit pixel is
/// stored least significant byte first, so `premultipliedFirst` (ARGB) appears in memory as
/// `b, g, r, a`; ``byteOrderDefault`` and ``byteOrder32Big`` store the named order as is.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The bit pattern, as Core Graphics' `CGBitmapInfo`.
    ///
    /// Combine with `CGImageAlphaInfo.rawValue` using `|`.
    public var rawValue: UInt32

    /// Creates bitmap information from a bit pattern.
    ///
    /// Any pattern is accepted; contexts validate it when they are created.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Creates bitmap information from a bit pattern (Apple's unlabeled form).
    ///
    /// The same as ``init(rawValue:)``.
    public init(_ rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The bits holding the alpha information: `0x1F`.
    ///
    /// `CGImageAlphaInfo(rawValue: info.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits holding floating-point information: `0xF00`.
    ///
    /// Segue's contexts accept integer components only.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating-point values: `1 << 8`.
    ///
    /// Not accepted by Segue's contexts.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the byte order: `0x7000`.
    ///
    /// Compare the masked value with the byte-order constants.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order: components in the order the alpha information names them.
    ///
    /// Zero, so it is also the byte order of a bitmap info with no byte-order bits.
    public static let byteOrderDefault = CGBitmapInfo(rawValue: 0 << 12)
    /// 16-bit little-endian pixels: `1 << 12`.
    ///
    /// Not accepted by Segue's 8-bit RGB contexts.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian pixels: `2 << 12`.
    ///
    /// The four bytes of each pixel are stored in reverse of the named order.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian pixels: `3 << 12`.
    ///
    /// Not accepted by Segue's 8-bit RGB contexts.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian pixels: `4 << 12`.
    ///
    /// The four bytes of each pixel are stored in the named order.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// 16-bit pixels in the host's byte order (little-endian on every platform Segue runs on).
    ///
    /// Equal to ``byteOrder16Little``.
    public static let byteOrder16Host = byteOrder16Little
    /// 32-bit pixels in the host's byte order (little-endian on every platform Segue runs on).
    ///
    /// Equal to ``byteOrder32Little``.
    public static let byteOrder32Host = byteOrder32Little

    /// The alpha information in the low bits, if it names a known case.
    ///
    /// `nil` for the unused values 8…31.
    package var _alphaInfo: CGImageAlphaInfo? {
        CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue)
    }
}
