import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// The PNG decoder on hostile input: noise, flipped bits, cut files, lying headers. Every case
/// must come back as `nil` (or, where the damage cannot be seen, as the original pixels), and
/// none may crash. Issue #5 (PNG decoding: malformed input → nil, never a crash).
@Suite struct PNGCodecMalformedInputTests {
    /// A 16 × 12 image with opaque, translucent and clear pixels, and its PNG encoding.
    static let sample: (image: CGImage, data: Data) = {
        var frame = APNGTestFrame(width: 16, height: 12, fill: [30, 60, 90, 255])
        frame.fill(x: 3, y: 2, width: 6, height: 5, [40, 20, 0, 128])
        frame.fill(x: 10, y: 6, width: 4, height: 4, [0, 0, 0, 0])
        let image = frame.image
        return (image, _PNGCodec.encode(image)!)
    }()

    @Test func seededNoiseIsRejected() {
        for seed in 1...200 as ClosedRange<UInt64> {
            var random = SeededBytes(seed: seed)
            let noise = random.bytes(random.int(0...3000))
            #expect(_PNGCodec.decode(Data(noise)) == nil, "seed \(seed)")
            // Behind a valid signature the noise reaches libpng's chunk reader.
            #expect(_PNGCodec.decode(Data(_PNGCodec.signature + noise)) == nil, "seed \(seed)")
        }
    }

    @Test func noiseAfterAValidHeaderIsRejected() {
        // A valid IHDR chunk, then noise: libpng must reject it at the first bad chunk.
        let header = Array(Self.sample.data.prefix(33))
        for seed in 1...100 as ClosedRange<UInt64> {
            var random = SeededBytes(seed: seed)
            #expect(_PNGCodec.decode(Data(header + random.bytes(random.int(0...2000)))) == nil, "seed \(seed)")
        }
    }

    @Test func flippedBitsGiveNilOrTheOriginalPixels() {
        // Every chunk is CRC-protected, so a flipped bit either breaks the file or falls where
        // it changes nothing (for instance in the final IEND CRC, which libpng need not read).
        let good = [UInt8](Self.sample.data)
        var random = SeededBytes(seed: 99)
        for trial in 0..<400 {
            var bad = good
            let position = random.int(0...(bad.count - 1))
            bad[position] ^= UInt8(1) << UInt8(random.int(0...7))
            let result = _PNGCodec.decode(Data(bad))
            #expect(
                result == nil || result?._premultipliedRGBA == Self.sample.image._premultipliedRGBA,
                "trial \(trial), byte \(position)")
        }
    }

    @Test func corruptedAPNGsGiveNilOrTheFirstFrame() throws {
        var writer = try APNGWriter(width: 16, height: 12)
        try writer.addFrame(Self.sample.image, delay: 0.1)
        var frame = APNGTestFrame(width: 16, height: 12)
        frame.fill(x: 1, y: 1, width: 5, height: 5, [200, 10, 10, 255])
        try writer.addFrame(frame.image, delay: 0.1)
        let good = [UInt8](writer.finish())
        var random = SeededBytes(seed: 5)
        for trial in 0..<300 {
            var bad = good
            let position = random.int(0...(bad.count - 1))
            bad[position] ^= UInt8(1) << UInt8(random.int(0...7))
            let result = _PNGCodec.decode(Data(bad))
            #expect(
                result == nil || result?._premultipliedRGBA == Self.sample.image._premultipliedRGBA,
                "trial \(trial), byte \(position)")
        }
        for length in stride(from: 0, to: good.count, by: 7) {
            let result = _PNGCodec.decode(Data(good.prefix(length)))
            #expect(
                result == nil || result?._premultipliedRGBA == Self.sample.image._premultipliedRGBA, "length \(length)")
        }
    }

    @Test func badIDATChecksumIsRejected() {
        var bytes = [UInt8](Self.sample.data)
        // Walk the chunks to the IDAT chunk and flip one bit of its CRC.
        var offset = 8
        while offset + 8 <= bytes.count, String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) != "IDAT" {
            offset += 12 + Int(APNGTestReader.uint32(bytes, offset))
        }
        let length = Int(APNGTestReader.uint32(bytes, offset))
        bytes[offset + 8 + length] ^= 0x01
        #expect(_PNGCodec.decode(Data(bytes)) == nil)
    }

    @Test func lyingHeadersAreRejected() {
        // Sizes whose RGBA pixels exceed 2^28 bytes, each with a valid IHDR CRC and tiny data.
        for (width, height) in [(65535, 65535), (1, 0x7FFF_FFFF), (0x7FFF_FFFF, 1), (67_108_865, 1), (16385, 4097)] {
            var file = PNGTestFile(width: UInt32(width), height: UInt32(height), colorType: .rgba)
            file.addImageData(rows: [[0, 0, 0, 0]])
            #expect(_PNGCodec.decode(file.data) == nil, "\(width) × \(height)")
        }
        // A chunk claiming 2^31 − 1 bytes of data, in a 60-byte file.
        var bytes = [UInt8](Self.sample.data)
        bytes.replaceSubrange(33..<37, with: [0x7F, 0xFF, 0xFF, 0xFF])
        #expect(_PNGCodec.decode(Data(bytes)) == nil)
        // A bit depth PNG does not define for RGBA (4), and an unknown interlace method.
        for (index, value) in [(24, UInt8(4)), (28, UInt8(7))] {
            var file = PNGTestFile(width: 2, height: 2, colorType: .rgba)
            file.chunks[0].data[index - 16] = value
            file.addImageData(rows: [[0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]])
            #expect(_PNGCodec.decode(file.data) == nil, "IHDR byte \(index) = \(value)")
        }
    }

    @Test func zeroLengthAndSignatureOnlyAreRejected() {
        #expect(_PNGCodec.decode(Data()) == nil)
        #expect(_PNGCodec.decode(Data(_PNGCodec.signature)) == nil)
        #expect(_PNGCodec.decode(Data(_PNGCodec.signature.prefix(7))) == nil)
        #expect(_PNGCodec.decode(Self.sample.data) != nil)  // the intact file does decode
    }
}
