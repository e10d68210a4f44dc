internal import CSegueKernels
import Foundation

extension _PNGCodec {
    /// A PNG file written for speed rather than size, for frame folders and contact sheets:
    /// an animation frame of the APNG writer on its own — straight alpha, RGB when every pixel
    /// is opaque (a quarter less to deflate) or RGBA otherwise, the first row Sub-filtered and
    /// the others Up-filtered, deflated by Segue's own fast encoder.
    ///
    /// On a 4092 × 1830 contact sheet (release build, one core) this takes about 0.08 s where
    /// libpng's defaults (``encode(_:)``) take 0.46 s, for a larger file. With `knownOpaque`
    /// the pixels are taken as opaque without looking. Returns nil for a size that does not
    /// match the pixels.
    package static func encodeFast(
        premultipliedRGBA pixels: [UInt8], width: Int, height: Int, knownOpaque: Bool = false
    ) -> Data? {
        guard width > 0, height > 0, pixelByteCount(width: width, height: height) == pixels.count else { return nil }
        // Opaque pixels are the same premultiplied or not: only others are converted.
        let opaque = knownOpaque || pixels.withUnsafeBytes { segue_all_opaque($0.baseAddress!, width * height) }
        var straight = pixels
        if !opaque {
            straight = [UInt8](unsafeUninitializedCapacity: pixels.count) { _, count in count = pixels.count }
            pixels.withUnsafeBytes { source in
                straight.withUnsafeMutableBytes { target in
                    _ = _StraightAlpha.convert(
                        source.baseAddress!, into: target.baseAddress!, pixelCount: width * height)
                }
            }
        }
        var scratch: [UInt8] = []
        let data = straight.withUnsafeBufferPointer {
            APNGWriter.compressRegion(
                $0.baseAddress!, unchangedFrom: nil, canvasWidth: width,
                in: _PixelRect(x: 0, y: 0, width: width, height: height),
                bytesPerPixel: opaque ? 3 : 4, scratch: &scratch)
        }
        var file = signature
        file.reserveCapacity(data.count + 64)
        // IHDR: width, height, bit depth 8, colour type 2 (RGB) or 6 (RGBA), deflate, adaptive filtering, no interlace.
        let header = APNGWriter.bigEndian(width) + APNGWriter.bigEndian(height) + [8, opaque ? 2 : 6, 0, 0, 0]
        APNGWriter.appendChunk("IHDR", header, to: &file)
        APNGWriter.appendChunk("IDAT", data, to: &file)
        APNGWriter.appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    /// ``encodeFast(premultipliedRGBA:width:height:knownOpaque:)`` of an image (not looking
    /// for transparent pixels when the image is known to have none).
    package static func encodeFast(_ image: CGImage) -> Data? {
        encodeFast(
            premultipliedRGBA: image._premultipliedRGBA, width: image.width, height: image.height,
            knownOpaque: image._knownOpaque)
    }
}
