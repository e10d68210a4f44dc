@testable import OpenCoreGraphics

/// Small premultiplied test frames for the APNG writer tests.
struct APNGTestFrame {
    var width: Int
    var height: Int
    /// Premultiplied RGBA, top row first.
    var pixels: [UInt8]

    /// A frame filled with one premultiplied color.
    init(width: Int, height: Int, fill: [UInt8] = [240, 240, 245, 255]) {
        self.width = width
        self.height = height
        pixels = Array([[UInt8]](repeating: fill, count: width * height).joined())
    }

    /// Sets one pixel's premultiplied bytes.
    mutating func set(_ x: Int, _ y: Int, _ color: [UInt8]) {
        pixels.replaceSubrange(((y * width + x) * 4)..<((y * width + x) * 4 + 4), with: color)
    }

    /// Fills a rectangle with premultiplied bytes.
    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, _ color: [UInt8]) {
        for row in y..<(y + h) {
            for column in x..<(x + w) { set(column, row, color) }
        }
    }

    var image: CGImage { CGImage(width: width, height: height, premultipliedRGBA: pixels)! }

    /// The straight-alpha bytes a decoder should show: each color byte `c` at alpha `a`
    /// becomes `min(255, (255c + a/2) / a)`, rounded down, and alpha 0 gives all zeros.
    var straight: [UInt8] {
        var out = pixels
        for i in stride(from: 0, to: out.count, by: 4) {
            let a = Int(out[i + 3])
            for c in 0..<3 { out[i + c] = a == 0 ? 0 : UInt8(min(255, (Int(out[i + c]) * 255 + a / 2) / a)) }
        }
        return out
    }
}

/// A deterministic xorshift sequence for seeded tests.
struct SeededBytes {
    var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: next() >> 32) }
    }
}
