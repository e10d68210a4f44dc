import Foundation

@testable import OpenCoreGraphics

/// Helpers shared by drawing tests.
enum DrawingFixture {
    /// A context with its own zeroed memory, RGBA premultiplied.
    static func context(width: Int, height: Int, info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue)
        -> CGContext
    {
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
    }

    /// A context filled with opaque white.
    static func whiteContext(width: Int, height: Int) -> CGContext {
        let context = context(width: width, height: height)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return context
    }

    /// A 16 × 16 test picture: red, green, blue and yellow quadrants (red at the top left),
    /// a white diagonal from top left to bottom right, and a half-transparent black border.
    static func testImage() -> CGImage {
        var bytes: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<16 {
                var rgba: [UInt8]
                switch (x < 8, y < 8) {
                case (true, true): rgba = [255, 0, 0, 255]
                case (false, true): rgba = [0, 160, 0, 255]
                case (true, false): rgba = [0, 0, 255, 255]
                case (false, false): rgba = [255, 220, 0, 255]
                }
                if x == y { rgba = [255, 255, 255, 255] }
                if x == 0 || y == 0 || x == 15 || y == 15 { rgba = [0, 0, 0, 128] }
                bytes += rgba
            }
        }
        return CGImage(width: 16, height: 16, premultipliedRGBA: bytes)!
    }
}
