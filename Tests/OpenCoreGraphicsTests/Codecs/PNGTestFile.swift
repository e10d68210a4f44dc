import Foundation

/// Builds PNG files byte by byte for codec tests, independently of libpng.
///
/// Chunks get their CRC-32 from a bitwise implementation of the PNG specification's
/// algorithm (ISO/IEC 15948 §5.5, polynomial 0xEDB88320); image data is wrapped in a zlib
/// stream of *stored* (uncompressed) deflate blocks (RFC 1950/1951) with its Adler-32, so every
/// byte of the file is known to the test.
struct PNGTestFile {
    /// Color types from the PNG specification (§11.2.2, IHDR).
    enum ColorType: UInt8 {
        case gray = 0
        case rgb = 2
        case palette = 3
        case grayAlpha = 4
        case rgba = 6
    }

    var chunks: [(type: String, data: [UInt8])] = []

    /// A file with an IHDR chunk for the given size and format (no interlace).
    init(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: ColorType) {
        chunks.append(
            ("IHDR", Self.bigEndian(width) + Self.bigEndian(height) + [bitDepth, colorType.rawValue, 0, 0, 0]))
    }

    /// Adds a chunk with the given four-letter type and payload.
    mutating func add(_ type: String, _ data: [UInt8]) {
        chunks.append((type, data))
    }

    /// Adds an IDAT chunk holding `rows`, each prefixed with filter type 0 (None).
    mutating func addImageData(rows: [[UInt8]]) {
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
        add("IDAT", Self.zlibStored(raw))
    }

    /// The complete file: signature, chunks, and a closing IEND chunk.
    var bytes: [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for chunk in chunks + [("IEND", [])] {
            let typeBytes = Array(chunk.type.utf8)
            out += Self.bigEndian(UInt32(chunk.data.count))
            out += typeBytes + chunk.data
            out += Self.bigEndian(Self.crc32(typeBytes + chunk.data))
        }
        return out
    }

    var data: Data { Data(bytes) }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 as in the PNG specification, computed bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// Adler-32 (RFC 1950 §8).
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return (b << 16) | a
    }

    /// A zlib stream (header 0x78 0x01) of stored deflate blocks holding `raw`.
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, raw.count - offset)
            let final: UInt8 = offset + length == raw.count ? 1 : 0
            out += [
                final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)
            ]
            out += raw[offset..<(offset + length)]
            offset += length
        } while offset < raw.count
        return out + bigEndian(adler32(raw))
    }
}
