import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

@testable import SegueCommandLine

/// The CLI's own fast paths must give exactly what the slower shared ones give.
@MainActor
@Suite struct FrameEncodingTests {
    @Test func fastPNGDecodesToWhatLibpngsEncodingDecodesTo() throws {
        // Premultiplied pixels of every kind: opaque, clear, and translucent with colour
        // bytes at and below their alpha.
        var pixels: [UInt8] = []
        var state: UInt32 = 12345
        for _ in 0..<(37 * 23) {
            state = state &* 1_103_515_245 &+ 12345
            let alpha = [0, 255, 1, 128, UInt8(truncatingIfNeeded: state >> 16)][Int(state >> 8) % 5]
            for shift in [3, 11, 19] as [UInt32] {
                pixels.append(UInt8(Int((state >> shift) & 0xFF) % (Int(alpha) + 1)))
            }
            pixels.append(alpha)
        }
        let image = try #require(CGImage(width: 37, height: 23, premultipliedRGBA: pixels))
        let fast = try #require(_PNGCodec.encodeFast(image))
        let reference = try #require(_PNGCodec.encode(image))
        let decodedFast = try #require(_PNGCodec.decode(fast))
        let decodedReference = try #require(_PNGCodec.decode(reference))
        expectEqual(decodedFast._premultipliedRGBA, decodedReference._premultipliedRGBA)
        #expect(decodedFast.width == 37 && decodedFast.height == 23)
    }

    @Test func fastPNGWritesOpaqueImagesAsRGB() throws {
        var pixels: [UInt8] = []
        for index in 0..<(29 * 17) {
            pixels += [UInt8(index % 256), UInt8(index * 7 % 256), UInt8(index * 13 % 256), 255]
        }
        let image = try #require(CGImage(width: 29, height: 17, premultipliedRGBA: pixels))
        let fast = try #require(_PNGCodec.encodeFast(image))
        #expect(fast[25] == 2, "colour type RGB")
        let decoded = try #require(_PNGCodec.decode(fast))
        expectEqual(decoded._premultipliedRGBA, pixels)
        // One translucent pixel keeps the alpha channel.
        pixels[4 * 100 + 3] = 254
        let translucent = try #require(_PNGCodec.encodeFast(premultipliedRGBA: pixels, width: 29, height: 17))
        #expect(translucent[25] == 6, "colour type RGBA")
    }

    @Test func fastPNGRefusesPixelsThatDoNotMatchTheSize() {
        expectEqual(_PNGCodec.encodeFast(premultipliedRGBA: [0, 0, 0, 255], width: 2, height: 1), nil)
        expectEqual(_PNGCodec.encodeFast(premultipliedRGBA: [], width: 0, height: 0), nil)
    }
}
