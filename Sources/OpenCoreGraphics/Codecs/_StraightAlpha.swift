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
    /// The two may be the same memory. Pixels go four at a time (two 8-byte words) when all
    /// four are opaque, which is most of an interface frame, and one at a time otherwise.
    @discardableResult
    package static func convert(
        _ source: UnsafeRawPointer, into target: UnsafeMutableRawPointer, pixelCount: Int
    ) -> Bool {
        var opaque = true
        table.withUnsafeBufferPointer { table in
            let lookup = table.baseAddress!
            // The alpha bytes of two little-endian pixels in one word.
            let alphas: UInt64 = 0xFF00_0000_FF00_0000
            var i = 0
            while i &+ 4 <= pixelCount {
                let offset = i &* 4
                let first = source.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let second = source.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
                if UInt64(littleEndian: first & second) & alphas == alphas {
                    target.storeBytes(of: first, toByteOffset: offset, as: UInt64.self)
                    target.storeBytes(of: second, toByteOffset: offset &+ 8, as: UInt64.self)
                } else {
                    for pixel in i..<(i &+ 4) where !convertPixel(pixel, source, target, lookup) { opaque = false }
                }
                i &+= 4
            }
            for pixel in i..<pixelCount where !convertPixel(pixel, source, target, lookup) { opaque = false }
        }
        return opaque
    }

    /// Converts pixel `index`, returning whether it is opaque.
    @inline(__always)
    private static func convertPixel(
        _ index: Int, _ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, _ lookup: UnsafePointer<UInt8>
    ) -> Bool {
        let offset = index &* 4
        let pixel = source.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        let alpha = UInt32(littleEndian: pixel) >> 24
        if alpha == 255 {
            target.storeBytes(of: pixel, toByteOffset: offset, as: UInt32.self)
            return true
        }
        let row = lookup + Int(alpha << 8)
        let bytes = source.assumingMemoryBound(to: UInt8.self) + offset
        let r = row[Int(bytes[0])]
        let g = row[Int(bytes[1])]
        let b = row[Int(bytes[2])]
        let straight = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | alpha << 24
        target.storeBytes(of: UInt32(littleEndian: straight), toByteOffset: offset, as: UInt32.self)
        return false
    }
}
