import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// APNGWriter: the file's chunks, frame geometry, delays, limits. Issue #5 (PNG/APNG).
@Suite struct APNGWriterTests {
    static let canvas = (width: 12, height: 9)

    static func writer(loopCount: Int = 0) throws -> APNGWriter {
        try APNGWriter(width: canvas.width, height: canvas.height, loopCount: loopCount)
    }

    static func frame() -> APNGTestFrame {
        APNGTestFrame(width: canvas.width, height: canvas.height)
    }

    @Test func testReaderCRCMatchesThePublishedValue() {
        // The IEND chunk's CRC is AE 42 60 82 in every PNG (PNG specification §11.2.5).
        expectEqual(APNGTestReader.crc32(Array("IEND".utf8)), 0xAE42_6082)
        #expect(APNGTestReader.crc32(Array("123456789".utf8)) == 0xCBF4_3926)  // the CRC-32 check value
    }

    @Test func chunksComeInTheSpecifiedOrderWithValidCRCs() throws {
        var writer = try Self.writer(loopCount: 3)
        var a = Self.frame()
        try writer.addFrame(a.image, delay: 0.5)
        a.set(3, 4, [255, 0, 0, 255])
        try writer.addFrame(a.image, delay: 0.5)
        a.set(8, 1, [0, 0, 255, 255])
        try writer.addFrame(a.image, delay: 0.5)
        let file = try APNGTestReader(writer.finish())  // throws on any bad CRC
        expectEqual(file.chunkTypes, ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(file.width == 12 && file.height == 9)
        // Every frame is opaque, so the file is RGB (colour type 2).
        #expect(file.bitDepth == 8 && file.colorType == 2 && file.interlace == 0)
        #expect(file.frameCount == 3 && file.playCount == 3)
        // One sequence shared by fcTL and fdAT, from 0 without gaps.
        expectEqual(file.sequenceNumbers, [0, 1, 2, 3, 4])
        expectEqual(writer.frameCount, 3)
    }

    @Test func firstFrameCoversTheCanvasAndIsTheDefaultImage() throws {
        var writer = try Self.writer()
        var a = Self.frame()
        a.fill(x: 2, y: 2, width: 5, height: 3, [0, 100, 0, 255])
        a.set(0, 0, [40, 20, 10, 128])  // translucent
        a.set(11, 8, [0, 0, 0, 0])  // clear
        try writer.addFrame(a.image, delay: 1.0 / 60)
        let data = writer.finish()
        let file = try APNGTestReader(data)
        #expect(
            file.controls[0]
                == .init(
                    sequence: 0, width: 12, height: 9, x: 0, y: 0, delayNumerator: 1, delayDenominator: 60, dispose: 0,
                    blend: 0
                ))
        try expectEqual(file.pixels(ofFrame: 0), a.straight)
        // libpng ignores the animation chunks and decodes the first frame.
        let decoded = try #require(_PNGCodec.decode(data))
        expectEqual(decoded._premultipliedRGBA, a.pixels)
    }

    @Test func changedPixelsGiveTheDirtyRectangle() throws {
        var writer = try Self.writer()
        var a = Self.frame()
        try writer.addFrame(a.image, delay: 0.1)
        // Changes at (5, 4) and (7, 5): the box is x 5…7, y 4…5.
        a.set(5, 4, [1, 2, 3, 255])
        a.set(7, 5, [9, 9, 9, 255])
        try writer.addFrame(a.image, delay: 0.2)
        let file = try APNGTestReader(writer.finish())
        let control = file.controls[1]
        expectEqual(control.geometry, [5, 4, 3, 2])
        expectEqual(control.delay, [1, 5])
        try expectEqual(file.composedFrames().last, a.straight)
    }

    @Test func delaysAreExactFractions() throws {
        var writer = try Self.writer()
        var a = Self.frame()
        let delays: [(Double, Int, Int)] = [
            (1.0 / 60, 1, 60), (0.1, 1, 10), (0.25, 1, 4), (2.5, 5, 2), (1.0 / 24, 1, 24),
            (1.0 / 120, 1, 120), (0, 0, 1), (65535, 65535, 1), (7.0 / 1000, 7, 1000)
        ]
        for (index, entry) in delays.enumerated() {
            a.set(index, 0, [UInt8(index * 20), 0, 0, 255])
            try writer.addFrame(a.image, delay: entry.0)
        }
        let file = try APNGTestReader(writer.finish())
        expectEqual(file.controls.map(\.delay), delays.map { [$0.1, $0.2] })
    }

    @Test func delayFractionsForArbitraryRatios() {
        // Any ratio of 16-bit terms comes back in lowest terms: 6/4 → 3/2, 100/300 → 1/3.
        expectEqual(_APNGDelay(seconds: 6.0 / 4), _APNGDelay(numerator: 3, denominator: 2))
        expectEqual(_APNGDelay(seconds: 100.0 / 300), _APNGDelay(numerator: 1, denominator: 3))
        expectEqual(_APNGDelay(seconds: 1.0 / 65535), _APNGDelay(numerator: 1, denominator: 65535))
        // π to within 16-bit terms: 65298/20785 is the best such fraction (355/113 is coarser).
        expectEqual(_APNGDelay(seconds: Double.pi), _APNGDelay(numerator: 65298, denominator: 20785))
        // 1e-5 s is nearer 1/65535 (1.5e-5) than 0.
        expectEqual(_APNGDelay(seconds: 1e-5), _APNGDelay(numerator: 1, denominator: 65535))
        expectEqual(_APNGDelay(seconds: 1e-6), _APNGDelay(numerator: 0, denominator: 1))
    }

    @Test func identicalFramesLengthenThePreviousFrame() throws {
        var writer = try Self.writer()
        var a = Self.frame()
        try writer.addFrame(a.image, delay: 1.0 / 60)
        try writer.addFrame(a.image, delay: 1.0 / 60)  // 1/60 + 1/60 = 1/30
        try writer.addFrame(a.image, delay: 0.1)  // 1/30 + 1/10 = 2/15
        a.set(1, 1, [0, 0, 0, 255])
        try writer.addFrame(a.image, delay: 1.0 / 60)
        expectEqual(writer.frameCount, 2)
        let file = try APNGTestReader(writer.finish())
        expectEqual(file.frameCount, 2)
        expectEqual(file.controls.map(\.delay), [[2, 15], [1, 60]])
    }

    @Test func identicalFrameWhoseSumHasNoFractionIsOnePixel() throws {
        var writer = try Self.writer()
        let a = Self.frame()
        try writer.addFrame(a.image, delay: 1.0 / 65535)
        // 1/65535 + 1/65521 needs a denominator of 65535 × 65521 (they share no factor).
        try writer.addFrame(a.image, delay: 1.0 / 65521)
        let file = try APNGTestReader(writer.finish())
        expectEqual(file.frameCount, 2)
        let control = file.controls[1]
        expectEqual(control.geometry, [0, 0, 1, 1])
        expectEqual(control.delay, [1, 65521])
        try expectEqual(file.composedFrames(), [a.straight, a.straight])
    }

    @Test func badDelaysAndSizesThrowAndLeaveTheWriterAlone() throws {
        var writer = try Self.writer()
        let a = Self.frame()
        for delay in [-0.001, .nan, .infinity, -.infinity, 65535.5] {
            // Matched by hand: a NaN payload never equals itself.
            do {
                try writer.addFrame(a.image, delay: delay)
                Issue.record("delay \(delay) accepted")
            } catch let APNGWriter.Error.invalidDelay(value) {
                #expect(value.isNaN ? delay.isNaN : value == delay)
            }
        }
        let wide = APNGTestFrame(width: 13, height: 9)
        #expect(
            throws: APNGWriter.Error.frameSizeMismatch(canvasWidth: 12, canvasHeight: 9, frameWidth: 13, frameHeight: 9)
        ) {
            try writer.addFrame(wide.image, delay: 0.1)
        }
        expectEqual(writer.frameCount, 0)
        try writer.addFrame(a.image, delay: 0.1)
        expectEqual(writer.frameCount, 1)
    }

    @Test func absurdCanvasesAndLoopCountsAreRefused() {
        for (width, height) in [(0, 5), (5, 0), (-1, 5), (8193, 8192), (Int.max, 2), (1 << 31, 1)] {
            #expect(throws: APNGWriter.Error.invalidCanvasSize(width: width, height: height)) {
                try APNGWriter(width: width, height: height)
            }
        }
        #expect(throws: APNGWriter.Error.invalidLoopCount(-1)) { try APNGWriter(width: 2, height: 2, loopCount: -1) }
        #expect(throws: APNGWriter.Error.invalidLoopCount(1 << 32)) {
            try APNGWriter(width: 2, height: 2, loopCount: 1 << 32)
        }
        #expect((try? APNGWriter(width: 8192, height: 8192, loopCount: Int(UInt32.max))) != nil)
    }

    @Test func finishWithoutFramesGivesOneTransparentFrame() throws {
        let data = try Self.writer().finish()
        let file = try APNGTestReader(data)
        #expect(file.frameCount == 1 && file.controls.count == 1)
        try expectEqual(file.pixels(ofFrame: 0), [UInt8](repeating: 0, count: 12 * 9 * 4))
        expectEqual(_PNGCodec.decode(data)?._premultipliedRGBA, [UInt8](repeating: 0, count: 12 * 9 * 4))
    }

    /// An opaque frame is kept as its image's own pixels: the writer keeps the image alive while
    /// it reads them (so a renderer reusing the storage of images that are gone never takes it),
    /// and lets it go once no canvas of the writer holds them.
    @Test func imagesLiveWhileTheWriterHoldsTheirPixels() throws {
        var writer = try Self.writer()
        weak var first: CGImage?
        weak var translucent: CGImage?
        try {
            let image = Self.frame().image
            first = image
            try writer.addFrame(image, delay: 0.1)
        }()
        #expect(first != nil, "the canvas shown is the first frame's pixels")
        // Each frame adds a pixel (so disposing with *none* is chosen, never *previous*, which
        // would keep the first frame as the canvas to restore).
        var next = Self.frame()
        for k in 0..<3 {
            next.set(k, 1, [UInt8(10 * k), 0, 0, 255])
            try writer.addFrame(next.image, delay: 0.1)
            #expect((first != nil) == (k < 2), "frame \(k + 1)")
        }
        // A frame that is not opaque is converted into the writer's own storage.
        try {
            var frame = Self.frame()
            frame.set(0, 0, [0, 0, 0, 0])
            let image = frame.image
            translucent = image
            try writer.addFrame(image, delay: 0.1)
        }()
        #expect(translucent == nil, "converted into the writer's own storage: the image is not kept")
        let file = try APNGTestReader(writer.finish())
        expectEqual(file.frameCount, 5)
    }

    @Test func errorDescriptionsNameTheValues() {
        let mismatch = APNGWriter.Error.frameSizeMismatch(
            canvasWidth: 4, canvasHeight: 3, frameWidth: 5, frameHeight: 6)
        expectEqual(mismatch.description, "APNG frame is 5 × 6 but the canvas is 4 × 3")
        #expect("\(APNGWriter.Error.invalidDelay(-2))".contains("-2.0"))
    }
}
