import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// The PNG codec: hand-built files decode to known pixels; bad input gives nil.
@Suite struct PNGCodecTests {
    @Test func testFileHelperMatchesThePublishedIENDChunk() {
        // Every PNG ends with the same 12 bytes: length 0, "IEND", CRC AE 42 60 82
        // (PNG specification §11.2.5; the CRC is a fixed, published value).
        expectEqual(PNGTestFile.crc32(Array("IEND".utf8)), 0xAE42_6082)
        // Adler-32 of "Wikipedia" is 0x11E60398 (RFC 1950's algorithm, a widely quoted example).
        expectEqual(PNGTestFile.adler32(Array("Wikipedia".utf8)), 0x11E6_0398)
    }

    @Test func handBuiltRGBAFileDecodesToPremultipliedPixels() throws {
        var file = PNGTestFile(width: 2, height: 2, colorType: .rgba)
        file.addImageData(rows: [[255, 0, 0, 255, 0, 255, 0, 128], [0, 0, 255, 0, 10, 20, 30, 255]])
        let image = try #require(_PNGCodec.decode(file.data))
        #expect(image.width == 2 && image.height == 2)
        // (0, 255, 0) at alpha 128 → green 255 × 128 / 255 = 128; alpha 0 → all zero.
        expectEqual(image._premultipliedRGBA, [255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 0, 0, 10, 20, 30, 255])
    }

    @Test func grayFileExpandsToOpaqueRGB() throws {
        var file = PNGTestFile(width: 3, height: 1, colorType: .gray)
        file.addImageData(rows: [[0x00, 0x40, 0xC0]])
        let image = try #require(_PNGCodec.decode(file.data))
        expectEqual(image._premultipliedRGBA, [0, 0, 0, 255, 64, 64, 64, 255, 192, 192, 192, 255])
    }

    @Test func grayAlphaFileIsPremultiplied() throws {
        var file = PNGTestFile(width: 1, height: 1, colorType: .grayAlpha)
        file.addImageData(rows: [[200, 51]])
        let image = try #require(_PNGCodec.decode(file.data))
        // 200 × 51 / 255 = 40.
        expectEqual(image._premultipliedRGBA, [40, 40, 40, 51])
    }

    @Test func paletteFileWithTransparencyChunk() throws {
        var file = PNGTestFile(width: 2, height: 1, colorType: .palette)
        file.add("PLTE", [255, 0, 0, 0, 0, 255])
        file.add("tRNS", [102])  // entry 0 at alpha 102 (0.4); entry 1 stays opaque
        file.addImageData(rows: [[0, 1]])
        let image = try #require(_PNGCodec.decode(file.data))
        // 255 × 102 / 255 = 102.
        expectEqual(image._premultipliedRGBA, [102, 0, 0, 102, 0, 0, 255, 255])
    }

    @Test func sixteenBitFileIsReducedToEightBitsAsSRGB() throws {
        var file = PNGTestFile(width: 1, height: 1, bitDepth: 16, colorType: .rgb)
        file.addImageData(rows: [[0xFF, 0xFF, 0x00, 0x00, 0x80, 0x80]])
        let image = try #require(_PNGCodec.decode(file.data))
        // 0x8080 / 257 = 128 exactly; no gamma change for a file without gAMA.
        expectEqual(image._premultipliedRGBA, [255, 0, 128, 255])
    }

    @Test func emptyAndGarbageInputGiveNil() {
        #expect(_PNGCodec.decode(Data()) == nil)
        #expect(_PNGCodec.decode(Data([0x89])) == nil)
        #expect(_PNGCodec.decode(Data("this is not a PNG at all, just text".utf8)) == nil)
        #expect(_PNGCodec.decode(Data(_PNGCodec.signature)) == nil)
        // Deterministic noise from a linear congruential sequence.
        var state: UInt32 = 12345
        let noise = (0..<512).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(state >> 24)
        }
        #expect(_PNGCodec.decode(Data(_PNGCodec.signature + noise)) == nil)
    }

    @Test func everyTruncationGivesNil() {
        var file = PNGTestFile(width: 4, height: 4, colorType: .rgba)
        file.addImageData(rows: Array(repeating: Array(repeating: 90, count: 16), count: 4))
        let bytes = file.bytes
        #expect(_PNGCodec.decode(Data(bytes)) != nil)
        // Cutting anywhere before the IDAT chunk's CRC loses pixel data or the header.
        let idatEnd = bytes.count - 12
        for length in 0..<idatEnd {
            #expect(_PNGCodec.decode(Data(bytes.prefix(length))) == nil, "length \(length)")
        }
    }

    @Test func corruptedFilesGiveNil() {
        var file = PNGTestFile(width: 2, height: 1, colorType: .rgb)
        file.addImageData(rows: [[1, 2, 3, 4, 5, 6]])
        let good = file.bytes
        // IHDR's CRC is bytes 29…32 (8 signature + 4 length + 4 type + 13 data).
        var badCRC = good
        badCRC[29] ^= 0xFF
        #expect(_PNGCodec.decode(Data(badCRC)) == nil)
        // An invalid color type (5 does not exist).
        var badType = PNGTestFile(width: 2, height: 1, colorType: .rgb)
        badType.chunks[0].data[9] = 5
        badType.addImageData(rows: [[1, 2, 3, 4, 5, 6]])
        #expect(_PNGCodec.decode(badType.data) == nil)
        // A zlib stream whose Adler-32 is wrong.
        var badZlib = PNGTestFile(width: 2, height: 1, colorType: .rgb)
        var stream = PNGTestFile.zlibStored([0, 1, 2, 3, 4, 5, 6])
        stream[stream.count - 1] ^= 0x55
        badZlib.add("IDAT", stream)
        #expect(_PNGCodec.decode(badZlib.data) == nil)
        // Too little image data for the declared size.
        var short = PNGTestFile(width: 4, height: 4, colorType: .rgb)
        short.addImageData(rows: [[1, 2, 3]])
        #expect(_PNGCodec.decode(short.data) == nil)
        // No image data at all.
        #expect(_PNGCodec.decode(PNGTestFile(width: 1, height: 1, colorType: .rgb).data) == nil)
    }

    @Test func oversizedHeadersAreRejectedBeforeAllocating() {
        // 100 000 × 100 000 × 4 bytes = 4e10 > 2^28; valid IHDR, tiny IDAT.
        var huge = PNGTestFile(width: 100_000, height: 100_000, colorType: .rgba)
        huge.addImageData(rows: [[0, 0, 0, 0]])
        #expect(_PNGCodec.decode(huge.data) == nil)
        // 8193 × 8192 × 4 is just over 2^28.
        var justOver = PNGTestFile(width: 8193, height: 8192, colorType: .gray)
        justOver.addImageData(rows: [[0]])
        #expect(_PNGCodec.decode(justOver.data) == nil)
        // Width 2^31 is outside PNG's range; zero width is invalid.
        var wide = PNGTestFile(width: 1 << 31, height: 1, colorType: .gray)
        wide.addImageData(rows: [[0]])
        #expect(_PNGCodec.decode(wide.data) == nil)
        var empty = PNGTestFile(width: 0, height: 1, colorType: .gray)
        empty.addImageData(rows: [[]])
        #expect(_PNGCodec.decode(empty.data) == nil)
        expectEqual(_PNGCodec.pixelByteCount(width: 8192, height: 8192), 1 << 28)
        expectEqual(_PNGCodec.pixelByteCount(width: 8193, height: 8192), nil)
        expectEqual(_PNGCodec.pixelByteCount(width: Int.max, height: 2), nil)
    }

    @Test func encodedFileStartsWithSignatureAndDecodesBack() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 0, 0, 10, 20, 30, 255, 5, 6, 7, 8, 1, 1, 1, 1]
        let image = try #require(CGImage(width: 3, height: 2, premultipliedRGBA: pixels))
        let data = try #require(_PNGCodec.encode(image))
        expectEqual(Array(data.prefix(8)), _PNGCodec.signature)
        // IHDR: width 3, height 2, depth 8, color type 6 (RGBA).
        expectEqual(Array(data[16..<26]), [0, 0, 0, 3, 0, 0, 0, 2, 8, 6])
        let back = try #require(_PNGCodec.decode(data))
        #expect(back.width == 3 && back.height == 2)
        expectEqual(back._premultipliedRGBA, pixels)
    }

    @Test func unpremultiplyByHand() {
        // 64 at alpha 128 → 64 × 255 / 128 = 127.5 → 128 (half rounds up); alpha 0 → zeros.
        var pixels: [UInt8] = [64, 0, 128, 128, 9, 9, 9, 0, 200, 100, 0, 255]
        _PNGCodec.unpremultiply(&pixels)
        expectEqual(pixels, [128, 0, 255, 128, 0, 0, 0, 0, 200, 100, 0, 255])
    }

    @Test func unpremultiplyEveryAlphaAndColorPair() {
        // All 65 536 (alpha, color) pairs against the formula, written out here by hand:
        // straight = min(255, round-half-up(255 · color / alpha)); alpha 0 clears the pixel.
        var pixels: [UInt8] = []
        for alpha in 0...255 {
            for color in 0...255 { pixels += [UInt8(color), UInt8(255 - color), 0, UInt8(alpha)] }
        }
        _PNGCodec.unpremultiply(&pixels)
        var mismatches = 0
        for alpha in 0...255 {
            for color in 0...255 {
                let i = (alpha * 256 + color) * 4
                let expect = { (c: Int) -> UInt8 in
                    alpha == 0 ? 0 : UInt8(min(255, (2 * 255 * c + alpha) / (2 * alpha)))
                }
                if pixels[i] != expect(color) || pixels[i + 1] != expect(255 - color) || pixels[i + 2] != 0
                    || pixels[i + 3] != UInt8(alpha)
                {
                    mismatches += 1
                }
            }
        }
        expectEqual(mismatches, 0)
    }

    @Test func roundTripKeepsValidPremultipliedPixels() async {
        // Any premultiplied pixel (color ≤ alpha) survives un-premultiply → PNG → premultiply.
        await propertyCheck(count: 200, input: Gen.int(in: 0...255), Gen.int(in: 0...255), Gen.int(in: 0...255)) {
            a, r, g in
            let pixel: [UInt8] = [UInt8(min(r, a)), UInt8(min(g, a)), UInt8(a / 2), UInt8(a)]
            let image = CGImage(width: 1, height: 1, premultipliedRGBA: pixel)!
            let back = _PNGCodec.encode(image).flatMap(_PNGCodec.decode)
            expectEqual(back?._premultipliedRGBA, pixel)
        }
    }
}
