/// Conversion from premultiplied to straight (un-premultiplied) 8-bit RGBA.
///
/// Each color byte `c` of a pixel with alpha `a` becomes `min(255, (c × 255 + a / 2) / a)`
/// (division rounding to nearest); pixels with zero alpha become `0, 0, 0, 0`; opaque pixels
/// are copied. The divisions come from a table of all 65 536 (alpha, color) pairs, and opaque
/// pixels are recognised a whole pixel at a time, so converting an opaque 780 × 1688 frame
/// costs about as much as copying it.
package enum _StraightAlpha {
    /// `table[a << 8 | c]` is the straight value of color `c` at alpha `a`.
    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 {
                table[a << 8 | c] = UInt8(Swift.min(255, (c * 255 + a / 2) / a))
            }
        }
        return table
    }()

    /// Converts `pixelCount` premultiplied pixels from `source` into `target`, and returns
    /// whether every pixel is opaque (alpha 255).
    ///
    /// The two may be the same memory.
    @discardableResult
    package static func convert(
        _ source: UnsafeRawPointer, into target: UnsafeMutableRawPointer, pixelCount: Int
    ) -> Bool {
        var opaque = true
        table.withUnsafeBufferPointer { table in
            let lookup = table.baseAddress!
            for i in 0..<pixelCount {
                let offset = i * 4
                let pixel = source.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                let alpha = UInt32(littleEndian: pixel) >> 24
                if alpha == 255 {
                    target.storeBytes(of: pixel, toByteOffset: offset, as: UInt32.self)
                } else {
                    opaque = false
                    let row = lookup + Int(alpha << 8)
                    let bytes = source.assumingMemoryBound(to: UInt8.self) + offset
                    let r = row[Int(bytes[0])], g = row[Int(bytes[1])], b = row[Int(bytes[2])]
                    let straight = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | alpha << 24
                    target.storeBytes(of: UInt32(littleEndian: straight), toByteOffset: offset, as: UInt32.self)
                }
            }
        }
        return opaque
    }
}
