import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@Suite struct CGImageTests {
    /// A width × height image whose pixel (x, y) is `[x, y, 0, 255]`.
    func gradient(width: Int, height: Int) -> CGImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { bytes += [UInt8(x), UInt8(y), 0, 255] }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)!
    }

    @Test func validImageReportsItsLayout() {
        let image = CGImage(width: 3, height: 2, premultipliedRGBA: Array(repeating: 7, count: 24))!
        #expect(image.width == 3 && image.height == 2)
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32)
        expectEqual(image.bytesPerRow, 12)
        expectEqual(image._premultipliedRGBA.count, 24)
    }

    @Test func sizeMismatchIsRejected() {
        #expect(CGImage(width: 3, height: 2, premultipliedRGBA: Array(repeating: 0, count: 23)) == nil)
        #expect(CGImage(width: 3, height: 2, premultipliedRGBA: Array(repeating: 0, count: 25)) == nil)
        #expect(CGImage(width: 3, height: 2, premultipliedRGBA: []) == nil)
    }

    @Test func nonPositiveOrOverflowingSizesAreRejected() {
        #expect(CGImage(width: 0, height: 2, premultipliedRGBA: []) == nil)
        #expect(CGImage(width: 2, height: -1, premultipliedRGBA: []) == nil)
        #expect(CGImage(width: -2, height: -1, premultipliedRGBA: Array(repeating: 0, count: 8)) == nil)
        #expect(CGImage(width: Int.max, height: 2, premultipliedRGBA: []) == nil)
        #expect(CGImage(width: 1 << 31, height: 1 << 31, premultipliedRGBA: []) == nil)
    }

    @Test func croppingCopiesTheCoveredPixels() {
        let image = gradient(width: 4, height: 3)
        let crop = image.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2))!
        #expect(crop.width == 2 && crop.height == 2)
        expectEqual(crop._premultipliedRGBA, [1, 1, 0, 255, 2, 1, 0, 255, 1, 2, 0, 255, 2, 2, 0, 255])
    }

    @Test func croppingExpandsToWholePixelsAndClipsToBounds() {
        let image = gradient(width: 4, height: 3)
        let crop = image.cropping(to: CGRect(x: 2.5, y: -5, width: 10, height: 5.2))!
        // x 2…4 (clipped), y 0…1 (integral of −5…0.2, clipped).
        #expect(crop.width == 2 && crop.height == 1)
        expectEqual(crop._premultipliedRGBA, [2, 0, 0, 255, 3, 0, 0, 255])
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)) == nil)
    }

    @Test func halvedAveragesEachTwoByTwoBlockAndDropsAnOddEdge() throws {
        // 5 × 3: columns 0–3 and rows 0–1 are used; the fifth column and third row are dropped.
        let image = gradient(width: 5, height: 3)
        let half = try #require(image._halved())
        #expect(half.width == 2 && half.height == 1)
        // Pixel 0: x in 0, 1 and y in 0, 1: red (0+1+0+1+2)/4 = 1, green (0+0+1+1+2)/4 = 1.
        // Pixel 1: x in 2, 3: red (2+3+2+3+2)/4 = 3.
        expectEqual(half._premultipliedRGBA, [1, 1, 0, 255, 3, 1, 0, 255])
        #expect(gradient(width: 1, height: 8)._halved() == nil)
        let translucent = CGImage(
            width: 2, height: 2, premultipliedRGBA: [200, 0, 0, 200, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])!
        expectEqual(translucent._halved()?._premultipliedRGBA, [50, 0, 0, 50])
    }

    @Test func halvedIsTheRoundedMeanFourPixelsAtATimeAndInTheTail() throws {
        // 2 × 19 output columns: four at a time, then a tail of three.
        var state: UInt32 = 9
        let bytes = (0..<(39 * 4 * 4)).map { _ in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let image = try #require(CGImage(width: 39, height: 4, premultipliedRGBA: bytes))
        let half = try #require(image._halved())
        #expect(half.width == 19 && half.height == 2)
        var expected: [UInt8] = []
        for y in 0..<2 {
            for x in 0..<19 {
                for c in 0..<4 {
                    let at = { (dx: Int, dy: Int) in Int(bytes[((2 * y + dy) * 39 + 2 * x + dx) * 4 + c]) }
                    expected.append(UInt8((at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1) + 2) >> 2))
                }
            }
        }
        expectEqual(half._premultipliedRGBA, expected)
    }

    @Test func halvedKeepsOpacityOnceItIsKnown() throws {
        let image = gradient(width: 6, height: 4)
        #expect(!image._knownOpaque)
        try expectEqual(#require(image._halved())._knownOpaque, false)
        #expect(image._allPixelsOpaque)
        #expect(image._knownOpaque)
        #expect(try #require(image._halved())._knownOpaque)
        let translucent = CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 100, count: 16))!
        #expect(!translucent._allPixelsOpaque)
        try expectEqual(#require(translucent._halved())._knownOpaque, false)
    }
}
