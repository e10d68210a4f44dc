internal import CSegueKernels
import Foundation

/// Where the four 8-bit channels of a 32-bit pixel sit in memory, for one bitmap format.
///
/// A pixel read as a little-endian `UInt32` has the byte at memory offset `i` in bits
/// `8·i ..< 8·i + 8`; the shifts below are those bit positions. Formats with a padding byte
/// instead of alpha (`noneSkipFirst`/`noneSkipLast`) are opaque: their padding byte is read
/// as 255 wherever the destination alpha matters and is otherwise left as compositing makes it.
struct _PixelLayout: Sendable, Equatable {
    /// Byte offsets of red, green, blue and alpha (or padding) within a pixel.
    var red: Int, green: Int, blue: Int, alpha: Int
    /// Whether the fourth byte is padding: every pixel is opaque.
    var isOpaque: Bool

    /// The layout of `CGImage`'s own pixels: `r, g, b, a` in memory, premultiplied.
    static let rgba = _PixelLayout(red: 0, green: 1, blue: 2, alpha: 3, isOpaque: false)
    /// `r, g, b` and a padding byte in memory (`noneSkipLast`): an opaque layer's backing store.
    static let rgbx = _PixelLayout(red: 0, green: 1, blue: 2, alpha: 3, isOpaque: true)

    /// Creates a layout from byte offsets.
    init(red: Int, green: Int, blue: Int, alpha: Int, isOpaque: Bool) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.isOpaque = isOpaque
    }

    /// The layout of an 8-bit RGB bitmap context with the given bitmap info, or `nil` when
    /// Core Graphics would not accept the combination either.
    ///
    /// Accepted: alpha `premultipliedFirst`, `premultipliedLast`, `noneSkipFirst`,
    /// `noneSkipLast`; byte order default, `byteOrder32Big` or `byteOrder32Little`; no
    /// floating-point components.
    init?(bitmapInfo: CGBitmapInfo) {
        guard bitmapInfo.rawValue & CGBitmapInfo.floatInfoMask.rawValue == 0,
            let alphaInfo = bitmapInfo._alphaInfo
        else { return nil }
        let alphaFirst: Bool
        let opaque: Bool
        switch alphaInfo {
        case .premultipliedLast: (alphaFirst, opaque) = (false, false)
        case .premultipliedFirst: (alphaFirst, opaque) = (true, false)
        case .noneSkipLast: (alphaFirst, opaque) = (false, true)
        case .noneSkipFirst: (alphaFirst, opaque) = (true, true)
        case .none, .last, .first, .alphaOnly: return nil
        }
        // Offsets in the order the alpha info names the channels (ARGB or RGBA).
        var offsets = alphaFirst ? [1, 2, 3, 0] : [0, 1, 2, 3]  // r, g, b, a
        switch bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue {
        case CGBitmapInfo.byteOrderDefault.rawValue, CGBitmapInfo.byteOrder32Big.rawValue:
            break
        case CGBitmapInfo.byteOrder32Little.rawValue:
            offsets = offsets.map { 3 - $0 }
        default:
            return nil
        }
        self.init(red: offsets[0], green: offsets[1], blue: offsets[2], alpha: offsets[3], isOpaque: opaque)
    }

    /// The bit position of alpha in a pixel read as a little-endian `UInt32`.
    var alphaShift: UInt32 { UInt32(alpha * 8) }

    /// Packs channel bytes into a pixel in this layout.
    func pack(red r: UInt8, green g: UInt8, blue b: UInt8, alpha a: UInt8) -> UInt32 {
        UInt32(r) << UInt32(red * 8) | UInt32(g) << UInt32(green * 8)
            | UInt32(b) << UInt32(blue * 8) | UInt32(a) << UInt32(alpha * 8)
    }

    /// Unpacks a pixel in this layout into `(r, g, b, a)` bytes; opaque layouts report 255.
    func unpack(_ pixel: UInt32) -> (r: UInt32, g: UInt32, b: UInt32, a: UInt32) {
        let r = (pixel >> UInt32(red * 8)) & 0xFF
        let g = (pixel >> UInt32(green * 8)) & 0xFF
        let b = (pixel >> UInt32(blue * 8)) & 0xFF
        let a = isOpaque ? 255 : (pixel >> UInt32(alpha * 8)) & 0xFF
        return (r, g, b, a)
    }

    /// How to turn an RGBA pixel (``rgba`` layout) into this layout quickly.
    var swizzleFromRGBA: _Swizzle {
        if red == 0, green == 1, blue == 2, alpha == 3 { return .identity }
        if red == 2, green == 1, blue == 0, alpha == 3 { return .swapRedBlue }
        return .general
    }

    /// Converts an RGBA pixel (``rgba`` layout) into this layout.
    @inline(__always)
    func fromRGBA(_ p: UInt32, _ swizzle: _Swizzle) -> UInt32 {
        switch swizzle {
        case .identity: return p
        case .swapRedBlue: return (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
        case .general:
            return (p & 0xFF) << UInt32(red * 8) | ((p >> 8) & 0xFF) << UInt32(green * 8)
                | ((p >> 16) & 0xFF) << UInt32(blue * 8) | (p >> 24) << UInt32(alpha * 8)
        }
    }

    /// ``fromRGBA(_:_:)`` as the C kernels take it.
    func kernelOrder(_ swizzle: _Swizzle) -> segue_order {
        let kind: Int32
        switch swizzle {
        case .identity: kind = 0
        case .swapRedBlue: kind = 1
        case .general: kind = 2
        }
        return segue_order(
            kind: kind, red: UInt32(red * 8), green: UInt32(green * 8), blue: UInt32(blue * 8), alpha: UInt32(alpha * 8)
        )
    }

    /// Converts a pixel in this layout into the RGBA layout, with 255 alpha when opaque.
    @inline(__always)
    func toRGBA(_ p: UInt32) -> UInt32 {
        let c = unpack(p)
        return c.r | c.g << 8 | c.b << 16 | c.a << 24
    }
}

/// A byte shuffle between two pixel layouts.
enum _Swizzle: Sendable {
    /// The layouts are the same.
    case identity
    /// Red and blue trade places (RGBA ↔ BGRA).
    case swapRedBlue
    /// Any other shuffle, done byte by byte.
    case general
}
