import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// APNGWriter's colour type: RGB while every frame is opaque, RGBA once one is not.
@Suite struct APNGWriterColorTypeTests {
    static func write(_ frames: [APNGTestFrame], delay: Double = 0.1) throws -> (data: Data, file: APNGTestReader) {
        var writer = try APNGWriter(width: frames[0].width, height: frames[0].height)
        for frame in frames { try writer.addFrame(frame.image, delay: delay) }
        let data = writer.finish()
        return (data, try APNGTestReader(data))
    }

    /// Opaque frames like the gallery's: a screen, a sliding bar, a revert, a full change.
    static func opaqueFrames() -> [APNGTestFrame] {
        var a = APNGTestFrame(width: 13, height: 9, fill: [0, 0, 0, 255])
        a.fill(x: 1, y: 1, width: 11, height: 7, [240, 240, 245, 255])
        var b = a
        b.fill(x: 2, y: 3, width: 4, height: 2, [0, 122, 255, 255])
        var c = a
        c.fill(x: 5, y: 3, width: 4, height: 2, [0, 122, 255, 255])
        var d = c
        d.set(12, 8, [1, 2, 3, 255])
        let e = APNGTestFrame(width: 13, height: 9, fill: [17, 34, 51, 255])
        return [a, b, a, c, d, e]
    }

    @Test func opaqueFramesAreWrittenAsRGB() throws {
        let frames = Self.opaqueFrames()
        let (data, file) = try Self.write(frames)
        // IHDR: bit depth 8, colour type 2; no tRNS chunk (no colour key).
        #expect(file.bitDepth == 8 && file.colorType == 2)
        #expect(!file.chunkTypes.contains("tRNS"))
        // The first frame's data is 9 rows of 1 + 13 × 3 bytes (the reader inflates exactly that).
        try expectEqual(APNGTestReader.inflate(file.frameData[0], expectedCount: 9 * 40).count, 360)
        // No alpha: source blending only, and no clearing to transparent black.
        #expect(file.controls.allSatisfy { $0.blend == 0 && $0.dispose != 1 })
        try expectEqual(file.composedFrames(), frames.map(\.straight))
        // libpng shows the first frame (as RGB expanded to opaque RGBA).
        expectEqual(_PNGCodec.decode(data)?._premultipliedRGBA, frames[0].pixels)
    }

    @Test func rgbFilesStillUseDirtyRectanglesAndPreviousDisposal() throws {
        let frames = Self.opaqueFrames()
        let file = try Self.write(frames).file
        // b's bar is undone by restoring a (previous), so the third frame is one pixel.
        expectEqual(file.controls[1].geometry, [2, 3, 4, 2])
        expectEqual(file.controls[1].dispose, 2)
        expectEqual(file.controls[2].geometry, [0, 0, 1, 1])
        expectEqual(file.controls[3].geometry, [5, 3, 4, 2])
        expectEqual(file.controls[4].geometry, [12, 8, 1, 1])
        expectEqual(file.controls[5].geometry, [0, 0, 13, 9])
        // Region pixels come back with alpha 255: frame 3 is the bar, all blue.
        try expectEqual(file.pixels(ofFrame: 3), Array([[UInt8]](repeating: [0, 122, 255, 255], count: 8).joined()))
    }

    @Test func translucentFrameAfterOpaqueOnesRewritesTheFileAsRGBA() throws {
        var frames = Self.opaqueFrames()
        var late = frames.last!
        late.set(4, 4, [20, 10, 0, 128])
        late.set(0, 0, [0, 0, 0, 0])
        frames.append(late)
        frames.append(APNGTestFrame(width: 13, height: 9, fill: [0, 0, 0, 0]))
        let (data, file) = try Self.write(frames)
        expectEqual(file.colorType, 6)
        // The earlier frames keep their rectangles and operations.
        let opaqueOnly = try Self.write(Self.opaqueFrames()).file
        expectEqual(
            Array(file.controls.prefix(5).map(\.geometry)), Array(opaqueOnly.controls.prefix(5).map(\.geometry)))
        expectEqual(Array(file.controls.prefix(5).map(\.dispose)), Array(opaqueOnly.controls.prefix(5).map(\.dispose)))
        try expectEqual(file.composedFrames(), frames.map(\.straight))
        expectEqual(file.sequenceNumbers, (0..<UInt32(file.sequenceNumbers.count)).map { $0 })
        expectEqual(_PNGCodec.decode(data)?._premultipliedRGBA, frames[0].pixels)
    }

    @Test func translucentFirstFrameStaysRGBAEvenIfLaterFramesAreOpaque() throws {
        var a = APNGTestFrame(width: 6, height: 5)
        a.set(2, 2, [50, 50, 50, 100])
        let b = APNGTestFrame(width: 6, height: 5, fill: [9, 9, 9, 255])
        let file = try Self.write([a, b]).file
        expectEqual(file.colorType, 6)
        try expectEqual(file.composedFrames(), [a.straight, b.straight])
    }

    @Test func writerCanKeepGoingAfterFinishAcrossTheSwitch() throws {
        let frames = Self.opaqueFrames()
        var writer = try APNGWriter(width: 13, height: 9)
        for frame in frames { try writer.addFrame(frame.image, delay: 0.05) }
        try expectEqual(APNGTestReader(writer.finish()).colorType, 2)
        let clear = APNGTestFrame(width: 13, height: 9, fill: [0, 0, 0, 0])
        try writer.addFrame(clear.image, delay: 0.05)
        let file = try APNGTestReader(writer.finish())
        expectEqual(file.colorType, 6)
        try expectEqual(file.composedFrames(), (frames + [clear]).map(\.straight))
    }

    @Test func seededOpaqueSequencesReproduceEveryFrame() throws {
        // Mostly opaque edits (returning to earlier frames, repeats, single pixels), and in
        // some sequences one translucent edit late on; every frame must come back exactly,
        // in RGB exactly when every frame is opaque.
        for seed in 1...40 as ClosedRange<UInt64> {
            var random = SeededBytes(seed: seed &* 7919)
            let width = random.int(1...14)
            let height = random.int(1...11)
            var current = APNGTestFrame(width: width, height: height, fill: [0, 0, 0, 255])
            var history: [APNGTestFrame] = []
            let translucentAt = random.int(0...1) == 0 ? random.int(1...8) : -1
            for step in 0..<random.int(1...9) {
                switch random.int(0...3) {
                case 0, 1:
                    let color = (0..<3).map { _ in UInt8(random.int(0...255)) } + [255]
                    let x = random.int(0...(width - 1))
                    let y = random.int(0...(height - 1))
                    current.fill(
                        x: x, y: y, width: random.int(1...(width - x)), height: random.int(1...(height - y)), color)
                case 2:
                    if let earlier = history.randomElementSeeded(&random) { current = earlier }
                default:
                    current.set(random.int(0...(width - 1)), random.int(0...(height - 1)), [7, 7, 7, 255])
                }
                if step == translucentAt { current.set(0, 0, [30, 20, 10, 200]) }
                history.append(current)
            }
            let (data, file) = try Self.write(history, delay: 1.0 / 60)
            var distinct: [[UInt8]] = []
            for frame in history where distinct.last != frame.straight { distinct.append(frame.straight) }
            let allOpaque = history.allSatisfy { frame in
                stride(from: 3, to: frame.pixels.count, by: 4).allSatisfy { frame.pixels[$0] == 255 }
            }
            #expect(file.colorType == (allOpaque ? 2 : 6), "seed \(seed)")
            #expect(try file.composedFrames() == distinct, "seed \(seed)")
            #expect(file.frameCount == distinct.count, "seed \(seed)")
            #expect(_PNGCodec.decode(data)?._premultipliedRGBA == history[0].pixels, "seed \(seed)")
        }
    }

    @Test func subFilterWithThreeBytePixels() {
        // Each byte minus the byte three places to its left; the first pixel is copied.
        let row: [UInt8] = [10, 20, 30, 15, 18, 40, 5, 255, 41]
        var out = [UInt8](repeating: 9, count: 10)
        row.withUnsafeBufferPointer { r in
            out.withUnsafeMutableBufferPointer {
                _PNGRowFilter.filterSub(r.baseAddress!, count: 9, bytesPerPixel: 3, into: $0.baseAddress!)
            }
        }
        expectEqual(out, [1, 10, 20, 30, 5, 254, 10, 246, 237, 1])
    }

    @Test(arguments: [1, 3, 4, 5, 11, 780])
    func upFilterOfRGBFromRGBAIsDropThenFilter(width: Int) {
        // Pixel counts with and without a tail after whole groups of four; the alpha bytes
        // differ from the colour ones so a stray alpha byte would show.
        let row: [UInt8] = (0..<width * 4).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) }
        let above: [UInt8] = (0..<width * 4).map { UInt8(truncatingIfNeeded: $0 * 91 + 200) }
        var fused = [UInt8](repeating: 7, count: 1 + width * 3 + 1)
        var rgbRow = [UInt8](repeating: 0, count: width * 3)
        var rgbAbove = rgbRow
        var separate = fused
        row.withUnsafeBufferPointer { r in
            above.withUnsafeBufferPointer { a in
                fused.withUnsafeMutableBufferPointer {
                    _PNGRowFilter.filterUpRGB(
                        r.baseAddress!, above: a.baseAddress!, pixelCount: width, into: $0.baseAddress!)
                }
                rgbRow.withUnsafeMutableBufferPointer {
                    APNGWriter.dropAlpha(r.baseAddress!, count: width, into: $0.baseAddress!)
                }
                rgbAbove.withUnsafeMutableBufferPointer {
                    APNGWriter.dropAlpha(a.baseAddress!, count: width, into: $0.baseAddress!)
                }
            }
        }
        rgbRow.withUnsafeBufferPointer { r in
            rgbAbove.withUnsafeBufferPointer { a in
                separate.withUnsafeMutableBufferPointer {
                    _PNGRowFilter.filterUp(
                        r.baseAddress!, above: a.baseAddress!, count: width * 3, into: $0.baseAddress!)
                }
            }
        }
        expectEqual(fused, separate)
        expectEqual(fused[0], _PNGRowFilter.up)
        // Nothing written past the row.
        expectEqual(fused.last, 7)
        expectEqual(fused[1], row[0] &- above[0])
    }

    @Test func unfilterUndoesNoneSubAndUp() {
        // Two rows of two RGB pixels: Sub then Up; a third row filtered None.
        var filtered: [UInt8] = [1, 10, 20, 30, 5, 254, 10, 2, 1, 1, 1, 0, 0, 0, 0, 7, 8, 9, 10, 11, 12]
        let ok = filtered.withUnsafeMutableBufferPointer {
            _PNGRowFilter.unfilter($0.baseAddress!, rowBytes: 6, height: 3, bytesPerPixel: 3)
        }
        #expect(ok)
        expectEqual(Array(filtered.prefix(18)), [10, 20, 30, 15, 18, 40, 11, 21, 31, 15, 18, 40, 7, 8, 9, 10, 11, 12])
        var bad: [UInt8] = [4, 1, 2, 3]
        #expect(
            !bad.withUnsafeMutableBufferPointer {
                _PNGRowFilter.unfilter($0.baseAddress!, rowBytes: 3, height: 1, bytesPerPixel: 3)
            })
    }

    @Test func straightAlphaConversionReportsOpacity() {
        // 11 pixels: two blocks of four and a tail of three. One translucent pixel, moved
        // through every position, must be found and converted; the rest copied.
        let opaquePixels: [UInt8] = (0..<11).flatMap { (n: Int) -> [UInt8] in [UInt8(n), UInt8(2 * n), 200, 255] }
        var converted = opaquePixels
        #expect(
            converted.withUnsafeMutableBytes {
                _StraightAlpha.convert($0.baseAddress!, into: $0.baseAddress!, pixelCount: 11)
            })
        expectEqual(converted, opaquePixels)
        for position in 0..<11 {
            var pixels = opaquePixels
            // Premultiplied (40, 20, 0) at alpha 128 is straight (80, 40, 0): 40·255/128 = 79.7.
            pixels.replaceSubrange((position * 4)..<(position * 4 + 4), with: [40, 20, 0, 128])
            var target = [UInt8](repeating: 0, count: 44)
            let opaque = pixels.withUnsafeBytes { source in
                target.withUnsafeMutableBytes {
                    _StraightAlpha.convert(source.baseAddress!, into: $0.baseAddress!, pixelCount: 11)
                }
            }
            #expect(!opaque, "translucent pixel \(position)")
            var expected = opaquePixels
            expected.replaceSubrange((position * 4)..<(position * 4 + 4), with: [80, 40, 0, 128])
            #expect(target == expected, "translucent pixel \(position)")
        }
    }
}

extension APNGWriterColorTypeTests {
    @Test func droppingAlphaPacksEveryPixelsColorBytes() {
        // Every length from 0 to 9 pixels (whole blocks of four and every tail), with a guard
        // byte after the row that must stay untouched.
        for count in 0...9 {
            var pixels: [UInt8] = []
            var expected: [UInt8] = []
            for byte in 0..<(count * 4) { pixels.append(byte % 4 == 3 ? UInt8(255 - byte) : UInt8(byte + 1)) }
            for byte in 0..<(count * 4) where byte % 4 != 3 { expected.append(UInt8(byte + 1)) }
            var out = [UInt8](repeating: 0xEE, count: count * 3 + 1)
            pixels.withUnsafeBufferPointer { source in
                out.withUnsafeMutableBufferPointer {
                    APNGWriter.dropAlpha(
                        source.baseAddress ?? UnsafePointer(bitPattern: 16)!, count: count, into: $0.baseAddress!)
                }
            }
            #expect(out == expected + [0xEE], "\(count) pixels")
        }
    }
}
