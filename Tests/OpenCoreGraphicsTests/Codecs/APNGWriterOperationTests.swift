import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// APNGWriter's blend and dispose choices, checked by compositing the file independently.
@Suite @BackgroundLane struct APNGWriterOperationTests {
    static func frame(fill: [UInt8] = [240, 240, 245, 255]) -> APNGTestFrame {
        APNGTestFrame(width: 10, height: 8, fill: fill)
    }

    static func write(_ frames: [APNGTestFrame], delay: Double = 0.1) throws -> APNGTestReader {
        var writer = try APNGWriter(width: frames[0].width, height: frames[0].height)
        for frame in frames { try writer.addFrame(frame.image, delay: delay) }
        return try APNGTestReader(writer.finish())
    }

    @Test func opaqueChangesWithUnchangedPixelsBetweenBlendOver() throws {
        var a = Self.frame()
        a.fill(x: 0, y: 0, width: 10, height: 8, [10, 20, 30, 255])
        a.set(4, 4, [99, 99, 99, 255])  // unchanged below, inside the next frame's box
        a.set(9, 7, [10, 10, 10, 128])  // translucent, outside the box: the file is RGBA
        var b = a
        b.set(2, 3, [200, 0, 0, 255])
        b.set(6, 5, [0, 200, 0, 255])
        let file = try Self.write([a, b])
        let control = file.controls[1]
        expectEqual(control.geometry, [2, 3, 5, 3])
        #expect(control.blend == 1)  // over
        // The written region: the two changed pixels, transparent black everywhere else.
        var expected = [UInt8](repeating: 0, count: 5 * 3 * 4)
        expected.replaceSubrange(0..<4, with: [200, 0, 0, 255])
        expected.replaceSubrange(56..<60, with: [0, 200, 0, 255])
        try expectEqual(file.pixels(ofFrame: 1), expected)
        try expectEqual(file.composedFrames(), [a.straight, b.straight])
    }

    @Test func translucentChangesBlendSource() throws {
        let a = Self.frame()
        var b = a
        b.set(2, 3, [60, 0, 0, 128])  // translucent: over would mix it with the old pixel
        b.set(5, 3, [0, 90, 0, 255])
        let file = try Self.write([a, b])
        #expect(file.controls[1].blend == 0)  // source
        try expectEqual(file.composedFrames(), [a.straight, b.straight])
    }

    @Test func fullyChangedRectangleBlendsSource() throws {
        let a = Self.frame()
        var b = a
        b.fill(x: 1, y: 1, width: 3, height: 2, [0, 0, 0, 255])
        let file = try Self.write([a, b])
        // Every pixel of the box changed: nothing to gain from over.
        expectEqual(file.controls[1].blend, 0)
        expectEqual(file.controls[1].geometry, [1, 1, 3, 2])
    }

    @Test func revertingToTheEarlierFrameDisposesToPrevious() throws {
        // A blinking cursor: A, A with a cursor, A again.
        let a = Self.frame()
        var b = a
        b.fill(x: 3, y: 2, width: 1, height: 4, [0, 0, 0, 255])
        let file = try Self.write([a, b, a])
        #expect(file.controls.map(\.dispose) == [0, 2, 0])  // none, previous, none
        // After restoring, the third frame draws one pixel the canvas already has.
        let third = file.controls[2]
        expectEqual(third.geometry, [0, 0, 1, 1])
        try expectEqual(file.composedFrames(), [a.straight, b.straight, a.straight])
    }

    @Test func frameBlendedOverIsNotDisposedToPrevious() throws {
        // Reverting a frame blended with over would be cheapest with previous, but that pair
        // is avoided (Pillow 13 composites onto its saved copy and so restores the wrong
        // canvas): the revert is drawn instead, over again.
        var a = Self.frame()
        a.set(9, 7, [10, 10, 10, 128])  // translucent, never changed: the file is RGBA
        var b = a
        b.set(1, 1, [0, 0, 0, 255])
        b.set(4, 3, [0, 0, 0, 255])
        let file = try Self.write([a, b, a])
        expectEqual(file.controls.map(\.blend), [0, 1, 1])
        expectEqual(file.controls.map(\.dispose), [0, 0, 0])
        expectEqual(file.controls[2].geometry, [1, 1, 4, 3])
        try expectEqual(file.composedFrames(), [a.straight, b.straight, a.straight])
    }

    @Test func clearingToTransparentDisposesToBackground() throws {
        var a = Self.frame(fill: [0, 0, 0, 0])
        a.fill(x: 2, y: 2, width: 4, height: 3, [0, 0, 255, 255])
        let b = Self.frame(fill: [0, 0, 0, 0])
        let file = try Self.write([a, b])
        #expect(file.controls[0].dispose == 1)  // background: clearing the first frame gives b
        try expectEqual(file.composedFrames(), [a.straight, b.straight])
    }

    @Test func keepingTheFrameDisposesToNone() throws {
        let a = Self.frame()
        var b = a
        b.set(0, 0, [1, 1, 1, 255])
        var c = b
        c.set(9, 7, [2, 2, 2, 255])
        let file = try Self.write([a, b, c])
        expectEqual(file.controls.map(\.dispose), [0, 0, 0])
        try expectEqual(file.composedFrames(), [a.straight, b.straight, c.straight])
    }

    @Test func randomSequencesReproduceEveryFrame() throws {
        // Seeded sequences of edits: opaque and translucent rectangles, clearing, returning to
        // an earlier frame and repeating one; every frame must come back exactly.
        for seed in 1...40 as ClosedRange<UInt64> {
            var random = SeededBytes(seed: seed)
            let width = random.int(1...14)
            let height = random.int(1...11)
            var current = APNGTestFrame(width: width, height: height, fill: [0, 0, 0, 0])
            var history: [APNGTestFrame] = []
            for _ in 0..<random.int(1...8) {
                switch random.int(0...5) {
                case 0, 1:
                    let alpha = random.int(0...2) == 0 ? UInt8(random.int(0...254)) : 255
                    let color = (0..<3).map { _ in UInt8(random.int(0...Int(alpha))) } + [alpha]
                    let x = random.int(0...(width - 1))
                    let y = random.int(0...(height - 1))
                    current.fill(
                        x: x, y: y, width: random.int(1...(width - x)), height: random.int(1...(height - y)), color)
                case 2:
                    current = APNGTestFrame(width: width, height: height, fill: [0, 0, 0, 0])
                case 3:
                    if let earlier = history.randomElementSeeded(&random) { current = earlier }
                case 4:
                    break  // repeat the frame
                default:
                    current.set(random.int(0...(width - 1)), random.int(0...(height - 1)), [7, 7, 7, 255])
                }
                history.append(current)
            }
            var writer = try APNGWriter(width: width, height: height)
            for frame in history { try writer.addFrame(frame.image, delay: 1.0 / 30) }
            let data = writer.finish()
            let file = try APNGTestReader(data)
            // Merged repeats drop out of the file; compare against the frames that remain.
            var distinct: [[UInt8]] = []
            for frame in history where distinct.last != frame.straight { distinct.append(frame.straight) }
            #expect(try file.composedFrames() == distinct, "seed \(seed)")
            #expect(file.frameCount == file.controls.count && file.frameCount == distinct.count, "seed \(seed)")
            #expect(file.sequenceNumbers == (0..<UInt32(file.sequenceNumbers.count)).map { $0 }, "seed \(seed)")
            #expect(_PNGCodec.decode(data)?._premultipliedRGBA == history[0].pixels, "seed \(seed)")
        }
    }

    @Test func largeFramesSpanSeveralDataChunks() throws {
        // Noise does not compress, so a 600 × 600 frame needs more than one 1 MiB chunk.
        var random = SeededBytes(seed: 7)
        var a = APNGTestFrame(width: 600, height: 600)
        a.pixels = random.bytes(600 * 600 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        var b = a
        b.fill(x: 0, y: 0, width: 600, height: 600, [1, 2, 3, 255])
        b.pixels.replaceSubrange(0..<(600 * 300 * 4), with: a.pixels[0..<(600 * 300 * 4)])
        var writer = try APNGWriter(width: 600, height: 600)
        try writer.addFrame(a.image, delay: 0.5)
        try writer.addFrame(b.image, delay: 0.5)
        try writer.addFrame(a.image, delay: 0.5)
        let data = writer.finish()
        let file = try APNGTestReader(data)
        expectEqual(file.chunkTypes.filter { $0 == "IDAT" }.count, 2)
        expectEqual(file.sequenceNumbers, (0..<UInt32(file.sequenceNumbers.count)).map { $0 })
        try expectEqual(file.composedFrames(), [a.straight, b.straight, a.straight])
        expectEqual(_PNGCodec.decode(data)?._premultipliedRGBA, a.pixels)
    }
}

extension Array {
    /// A seeded choice, or `nil` for an empty array.
    func randomElementSeeded(_ random: inout SeededBytes) -> Element? {
        isEmpty ? nil : self[random.int(0...(count - 1))]
    }
}
