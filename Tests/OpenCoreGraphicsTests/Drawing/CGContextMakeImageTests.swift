import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// `makeImage()` reads any supported layout back as premultiplied RGBA; the layouts with
/// their own copying paths (RGBA, and RGB with a padding byte, an opaque layer's backing
/// store) against the per-pixel conversion every layout can take.
@Suite struct CGContextMakeImageTests {
    @Test(arguments: [
        CGImageAlphaInfo.premultipliedLast.rawValue,
        CGImageAlphaInfo.noneSkipLast.rawValue,
        CGImageAlphaInfo.noneSkipFirst.rawValue,
        CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    ])
    func imageBytesAreThePixelsInRGBA(bitmapInfo: UInt32) {
        var random = SeededGenerator(seed: UInt64(bitmapInfo) &+ 1)
        let width = 13
        let height = 5
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo)!
        // Arbitrary bytes, padding bytes included (an opaque layout ignores them).
        let data = context.data!
        for i in 0..<(context.bytesPerRow * height) {
            data.storeBytes(of: UInt8.random(in: 0...255, using: &random), toByteOffset: i, as: UInt8.self)
        }
        let layout = context._layout
        let image = context.makeImage()!
        let bytes = image._premultipliedRGBA
        for y in 0..<height {
            for x in 0..<width {
                let p = data.loadUnaligned(fromByteOffset: y * context.bytesPerRow + x * 4, as: UInt32.self)
                let c = layout.unpack(p)
                let i = (y * width + x) * 4
                #expect(
                    [bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]] == [
                        UInt8(c.r), UInt8(c.g), UInt8(c.b), UInt8(c.a)
                    ],
                    "pixel (\(x), \(y))")
            }
        }
    }
}
