// Status: partial — Segue's RGBA8 initializer only; no data providers (Apple's general initializer)
internal import CSegueKernels
import Foundation
import Synchronization

/// A bitmap image: a grid of RGBA pixels, 8 bits per channel, alpha premultiplied.
///
/// Segue's images serve as layer contents. Rows run from the top of the image to the
/// bottom, pixels left to right, four bytes each (`r, g, b, a`, color already multiplied by
/// alpha), with no padding between rows.
///
/// - Note: Differs from Core Graphics: Apple's general initializer (data provider, bitmap
///   info, color space, decode array, rendering intent) arrives with the renderer. Until then
///   images are made with Segue's ``init(width:height:premultipliedRGBA:)``.
public final class CGImage: Sendable {
    /// The image's width in pixels.
    ///
    /// Always positive.
    public let width: Int
    /// The image's height in pixels.
    ///
    /// Always positive.
    public let height: Int
    /// The pixel bytes: `height` rows of `width` premultiplied RGBA pixels, top row first.
    ///
    /// Segue's read access for renderers and codecs; `bytesPerRow × height` bytes long.
    package let _premultipliedRGBA: [UInt8]

    /// Creates an image from premultiplied RGBA bytes.
    ///
    /// Returns `nil` unless `width` and `height` are positive and `premultipliedRGBA` holds
    /// exactly `width × height × 4` bytes. The bytes are taken as they are: a color byte
    /// larger than its pixel's alpha is not corrected.
    public convenience init?(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        self.init(width: width, height: height, premultipliedRGBA: premultipliedRGBA, _isOpaque: false)
    }

    /// Creates an image from premultiplied RGBA bytes, marking it opaque when its alpha is
    /// known to be 255 everywhere (images made from padded bitmap contexts); `measuredOpaque`
    /// is what a caller that already looked at every alpha byte found (see
    /// ``_allPixelsOpaque``), nil when it did not look; `halfSize` is the image halved, when
    /// the caller made it already.
    package init?(
        width: Int, height: Int, premultipliedRGBA: [UInt8], _isOpaque isOpaque: Bool, measuredOpaque: Bool? = nil,
        halfSize: CGImage? = nil
    ) {
        guard width > 0, height > 0 else { return nil }
        let (pixels, overflow1) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: 4)
        guard !overflow1, !overflow2, premultipliedRGBA.count == bytes else { return nil }
        self.width = width
        self.height = height
        self._premultipliedRGBA = premultipliedRGBA
        self._isOpaque = isOpaque
        _measuredOpacity = Atomic(measuredOpaque.map { $0 ? 1 : 2 } ?? 0)
        _halfSize = halfSize
    }

    /// The image at half its width and height, made with it (``_HalfSizeMirror``), which
    /// ``_halved()`` returns rather than halving again.
    let _halfSize: CGImage?

    /// Whether every pixel is known to be opaque.
    let _isOpaque: Bool

    /// Whether every pixel's alpha is 255, found by looking once (0 not yet known, 1 yes, 2 no).
    private let _measuredOpacity: Atomic<UInt8>

    /// Whether every pixel is opaque: known from how the image was made, or found by
    /// scanning its alpha bytes once (renderers use it to replace instead of blend).
    package var _allPixelsOpaque: Bool {
        if _isOpaque { return true }
        switch _measuredOpacity.load(ordering: .relaxed) {
        case 1: return true
        case 2: return false
        default:
            let opaque = _premultipliedRGBA.withUnsafeBytes { segue_all_opaque($0.baseAddress!, $0.count / 4) }
            _measuredOpacity.store(opaque ? 1 : 2, ordering: .relaxed)
            return opaque
        }
    }

    /// Whether every pixel is known to be opaque without looking at them: from how the image
    /// was made, or from an earlier ``_allPixelsOpaque``.
    package var _knownOpaque: Bool { _isOpaque || _measuredOpacity.load(ordering: .relaxed) == 1 }

    /// The image's alpha information: `.premultipliedLast`, or `.noneSkipLast` for images
    /// known to be opaque.
    ///
    /// Segue's images are always stored as `r, g, b, a` bytes.
    public var alphaInfo: CGImageAlphaInfo { _isOpaque ? .noneSkipLast : .premultipliedLast }

    /// The image's bitmap information: its ``alphaInfo`` with the default byte order.
    ///
    /// Describes the bytes of ``_premultipliedRGBA``.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }

    /// The image's color space: sRGB.
    ///
    /// Segue's images are always sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(_name: CGColorSpace.sRGB, model: .rgb) }

    /// Whether the image is a mask: always `false`.
    ///
    /// Segue has no image masks.
    public var isMask: Bool { false }

    /// Whether drawing the image may smooth it when it is scaled: always `true`.
    ///
    /// The context's `interpolationQuality` decides how.
    public var shouldInterpolate: Bool { true }

    /// The number of bits in one color or alpha channel: always 8.
    ///
    /// Segue images always use one byte per channel.
    public var bitsPerComponent: Int { 8 }

    /// The number of bits in one pixel: always 32.
    ///
    /// Four channels of 8 bits.
    public var bitsPerPixel: Int { 32 }

    /// The number of bytes in one row of pixels: `width × 4`.
    ///
    /// Rows are stored without padding.
    public var bytesPerRow: Int { width * 4 }

    /// Returns a new image holding the pixels of this image inside a rectangle.
    ///
    /// The rectangle is in pixels with its origin at the image's top-left corner. It is
    /// standardized, expanded to whole pixels (as `CGRect.integral` does) and intersected
    /// with the image's bounds; if nothing is left (or the rectangle has NaN coordinates), the
    /// result is `nil`.
    public func cropping(to rect: CGRect) -> CGImage? {
        // Clipped by hand: Foundation's CGRect.intersection traps on NaN coordinates.
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard !values.contains(where: \.isNaN) else { return nil }
        let left = Swift.max(Swift.min(rect.origin.x, rect.origin.x + rect.size.width).rounded(.down), 0)
        let right = Swift.min(Swift.max(rect.origin.x, rect.origin.x + rect.size.width).rounded(.up), CGFloat(width))
        let top = Swift.max(Swift.min(rect.origin.y, rect.origin.y + rect.size.height).rounded(.down), 0)
        let bottom = Swift.min(Swift.max(rect.origin.y, rect.origin.y + rect.size.height).rounded(.up), CGFloat(height))
        guard left < right, top < bottom else { return nil }
        let x0 = Int(left)
        let y0 = Int(top)
        let w = Int(right) - x0
        let h = Int(bottom) - y0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(w * h * 4)
        for row in y0..<(y0 + h) {
            let start = (row * width + x0) * 4
            bytes.append(contentsOf: _premultipliedRGBA[start..<(start + w * 4)])
        }
        return CGImage(width: w, height: h, premultipliedRGBA: bytes, _isOpaque: _isOpaque)
    }
}
