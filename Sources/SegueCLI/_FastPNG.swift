import Foundation
import OpenCoreGraphics

/// A PNG encoder tuned for speed rather than size, for frame folders and contact sheets.
///
/// Writes 8-bit RGBA with straight alpha, as `_PNGCodec.encode` does — or 8-bit RGB when
/// every pixel is opaque (rendered screens and contact sheets are), a quarter less to
/// compress — without interlacing, the way the APNG writer writes its frames: the first row
/// Sub-filtered (unfiltered for RGB), the others Up-filtered, compressed at zlib's fastest
/// level. On a 4092 × 1830 contact sheet
/// (release build, one core) this takes about 0.08 s where libpng's defaults take 0.46 s, for
/// a file about 1.7 times as large.
enum _FastPNG {
    /// The PNG file of `image`, or nil if zlib fails (it only does when out of memory).
    static func encode(_ image: CGImage) -> Data? {
        encode(premultipliedRGBA: image._premultipliedRGBA, width: image.width, height: image.height)
    }

    /// The PNG file of `width × height` premultiplied RGBA pixels (rows top to bottom), or nil
    /// for a size that does not match the pixels or if zlib fails.
    static func encode(premultipliedRGBA pixels: [UInt8], width: Int, height: Int) -> Data? {
        let rowBytes = width * 4
        guard width > 0, height > 0, pixels.count == rowBytes * height else { return nil }
        if isOpaque(pixels) { return encodeOpaque(pixels, width: width, height: height) }
        var straight = [UInt8](repeating: 0, count: rowBytes * height)
        _ = pixels.withUnsafeBytes { source in
            straight.withUnsafeMutableBytes { target in
                _StraightAlpha.convert(source.baseAddress!, into: target.baseAddress!, pixelCount: width * height)
            }
        }
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        straight.withUnsafeBufferPointer { pixels in
            filtered.withUnsafeMutableBufferPointer { output in
                let rows = pixels.baseAddress!, out = output.baseAddress!
                _PNGRowFilter.filterSub(rows, count: rowBytes, into: out)
                for row in 1..<height {
                    _PNGRowFilter.filterUp(
                        rows + row * rowBytes, above: rows + (row - 1) * rowBytes, count: rowBytes,
                        into: out + row * (rowBytes + 1))
                }
            }
        }
        return file(filtered, width: width, height: height, colorType: 6)
    }

    /// Whether every alpha byte is 255.
    private static func isOpaque(_ pixels: [UInt8]) -> Bool {
        pixels.withUnsafeBytes { raw in
            var all: UInt32 = 0xFFFF_FFFF
            for index in stride(from: 0, to: raw.count, by: 4) {
                all &= raw.loadUnaligned(fromByteOffset: index, as: UInt32.self) | 0x00FF_FFFF
            }
            return all == 0xFFFF_FFFF
        }
    }

    /// An opaque image as RGB: the first row unfiltered, the others Up-filtered.
    private static func encodeOpaque(_ pixels: [UInt8], width: Int, height: Int) -> Data? {
        let rowBytes = width * 3
        let rgb = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, initialized in
            pixels.withUnsafeBufferPointer { source in
                for pixel in 0..<(width * height) {
                    buffer[pixel * 3] = source[pixel * 4]
                    buffer[pixel * 3 + 1] = source[pixel * 4 + 1]
                    buffer[pixel * 3 + 2] = source[pixel * 4 + 2]
                }
            }
            initialized = rowBytes * height
        }
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        rgb.withUnsafeBufferPointer { rows in
            filtered.withUnsafeMutableBufferPointer { output in
                let rows = rows.baseAddress!, out = output.baseAddress!
                (out + 1).update(from: rows, count: rowBytes)  // filter type 0: none
                for row in 1..<height {
                    _PNGRowFilter.filterUp(
                        rows + row * rowBytes, above: rows + (row - 1) * rowBytes, count: rowBytes,
                        into: out + row * (rowBytes + 1))
                }
            }
        }
        return file(filtered, width: width, height: height, colorType: 2)
    }

    /// The PNG file of filtered rows: signature, IHDR, one IDAT, IEND.
    private static func file(_ filtered: [UInt8], width: Int, height: Int, colorType: UInt8) -> Data? {
        guard let compressed = filtered.withUnsafeBytes({ _ZlibDeflate.compress($0.baseAddress!, count: $0.count) }) else {
            return nil
        }
        var file = _PNGCodec.signature
        file.reserveCapacity(compressed.count + 64)
        // IHDR: width, height, bit depth 8, color type (2 RGB, 6 RGBA), deflate, adaptive filtering, no interlace.
        appendChunk("IHDR", bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0], to: &file)
        appendChunk("IDAT", compressed, to: &file)
        appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    /// Appends one chunk: length, type, data, CRC of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let start = file.count
        file += bigEndian(data.count)
        file += Array(type.utf8)
        file += data
        let crc = file.withUnsafeBytes { _ZlibDeflate.crc32(of: UnsafeRawBufferPointer(rebasing: $0[(start + 4)...])) }
        file += bigEndian(Int(crc))
    }

    /// The four big-endian bytes of a value below 2^32.
    private static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
