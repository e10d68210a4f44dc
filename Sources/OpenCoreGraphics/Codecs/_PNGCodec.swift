import CPNG
import Foundation

/// Segue's PNG decoder and encoder, built on libpng's simplified API.
///
/// Decoding accepts every PNG that libpng reads (gray, gray + alpha, palette, RGB, RGBA, 8 or
/// 16 bits per channel, with or without a `tRNS` chunk, interlaced or not): libpng converts
/// each of them to 8-bit sRGB RGBA, which is then premultiplied into a ``CGImage``. Encoding
/// un-premultiplies a ``CGImage`` and writes an 8-bit RGBA PNG.
///
/// Malformed, truncated or empty data, and images larger than ``maximumPixelBytes`` once
/// decoded, give `nil`; the codec never traps on bad input. libpng's own errors are caught
/// inside libpng (the simplified API returns an error code), so no `longjmp` crosses Swift code.
package enum _PNGCodec {
    /// The largest decoded image accepted, in bytes of RGBA pixels: 2^28 (256 MiB).
    ///
    /// An image whose `width × height × 4` is larger is rejected from its header alone, before
    /// any pixel memory is allocated, so hostile headers cannot make the decoder allocate
    /// without bound. 2^28 bytes is, for example, 8192 × 8192 pixels.
    package static let maximumPixelBytes = 1 << 28

    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// libpng's `PNG_FORMAT_RGBA`: color, alpha, 8 bits per channel, R G B A order.
    private static let formatRGBA: png_uint_32 = 0x03

    /// Decodes PNG data into a premultiplied RGBA image.
    ///
    /// Returns `nil` when the data is not a complete, valid PNG, or when the decoded image
    /// would exceed ``maximumPixelBytes``.
    package static func decode(_ data: Data) -> CGImage? {
        guard data.count >= signature.count, data.prefix(signature.count).elementsEqual(signature) else {
            return nil
        }
        return data.withUnsafeBytes { raw -> CGImage? in
            guard let base = raw.baseAddress else { return nil }
            var image = png_image()
            image.version = png_uint_32(PNG_IMAGE_VERSION)
            image.opaque = nil
            guard png_image_begin_read_from_memory(&image, base, raw.count) != 0 else {
                png_image_free(&image)
                return nil
            }
            let width = Int(image.width)
            let height = Int(image.height)
            guard width > 0, height > 0, let byteCount = pixelByteCount(width: width, height: height) else {
                png_image_free(&image)
                return nil
            }
            image.format = formatRGBA
            // 16-bit files without gAMA/sRGB chunks are sRGB-encoded, as browsers and Apple's
            // decoders read them (libpng's simplified API would otherwise assume linear).
            image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
            var pixels = [UInt8](repeating: 0, count: byteCount)
            let ok = pixels.withUnsafeMutableBytes { buffer in
                // Row stride 0 asks for packed rows; no background (alpha is kept); no colormap.
                png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
            }
            png_image_free(&image)
            guard ok != 0 else { return nil }
            premultiply(&pixels)
            return CGImage(width: width, height: height, premultipliedRGBA: pixels)
        }
    }

    /// Encodes an image as an 8-bit RGBA PNG.
    ///
    /// The image's premultiplied pixels are un-premultiplied first (fully transparent pixels
    /// become transparent black). Returns `nil` only if libpng reports an error.
    package static func encode(_ cgImage: CGImage) -> Data? {
        guard cgImage.width <= Int(Int32.max) / 4, cgImage.height <= Int(UInt32.max) else { return nil }
        var pixels = cgImage._premultipliedRGBA
        unpremultiply(&pixels)
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.opaque = nil
        image.width = png_uint_32(cgImage.width)
        image.height = png_uint_32(cgImage.height)
        image.format = formatRGBA
        image.flags = 0
        return pixels.withUnsafeBytes { buffer -> Data? in
            // First pass: ask for the encoded size.
            var size: Int = 0
            guard png_image_write_to_memory(&image, nil, &size, 0, buffer.baseAddress, 0, nil) != 0, size > 0 else {
                png_image_free(&image)
                return nil
            }
            var output = Data(count: size)
            let ok = output.withUnsafeMutableBytes { out in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, buffer.baseAddress, 0, nil)
            }
            png_image_free(&image)
            guard ok != 0 else { return nil }
            return output.prefix(size)
        }
    }

    /// `width × height × 4`, or `nil` when it overflows or exceeds ``maximumPixelBytes``.
    package static func pixelByteCount(width: Int, height: Int) -> Int? {
        let (pixels, overflow1) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: 4)
        guard !overflow1, !overflow2, bytes <= maximumPixelBytes else { return nil }
        return bytes
    }

    /// Multiplies each pixel's color bytes by its alpha, rounding to nearest.
    package static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i + 3 < p.count {
                let a = UInt32(p[i + 3])
                if a != 255 {
                    for c in 0..<3 { p[i + c] = UInt8((UInt32(p[i + c]) * a + 127) / 255) }
                }
                i += 4
            }
        }
    }

    /// Divides each pixel's color bytes by its alpha, rounding to nearest and clamping to 255.
    ///
    /// Pixels with zero alpha become `0, 0, 0, 0`.
    package static func unpremultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBytes { p in
            guard let base = p.baseAddress else { return }
            _StraightAlpha.convert(base, into: base, pixelCount: p.count / 4)
        }
    }
}
