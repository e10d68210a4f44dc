import CPNG
import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// The zlib streams the PNG and APNG writers produce: raw deflate data (Segue's encoder, or
/// zlib's at a given level) wrapped with a header and an Adler-32 computed by `_Adler32`.
@Suite @BackgroundLane struct ZlibDeflateTests {
    /// zlib's own Adler-32 of `bytes`.
    private func zlibAdler(_ bytes: [UInt8]) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) })
    }

    private func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    @Test func adlerOfTheTextbookExample() {
        let bytes = Array("Wikipedia".utf8)
        expectEqual(bytes.withUnsafeBytes { _Adler32.checksum($0.baseAddress!, count: $0.count) }, 0x11E6_0398)
    }

    @Test(arguments: [0, 1, 15, 31, 32, 33, 4095, 4096, 4097, 5535, 5536, 5537, 5552, 5553, 11_103, 100_003])
    func adlerAgreesWithZlib(count: Int) {
        for bytes in [randomBytes(count, seed: UInt64(count)), [UInt8](repeating: 255, count: count)] {
            let ours = bytes.withUnsafeBytes { $0.baseAddress.map { _Adler32.checksum($0, count: count) } ?? 1 }
            #expect(ours == zlibAdler(bytes), "\(count) bytes")
        }
    }

    @Test(arguments: [UInt32(0xFFF0_FFF0), 0x0001_FFF0, 0xFFF0_0001, 0x1234_5678])
    func adlerContinuesFromAnyState(start: UInt32) {
        // The largest sums a continued stream can start from, over the longest all-255 runs
        // the vector steps take before reducing: every 32-bit lane must hold them.
        for bytes in [[UInt8](repeating: 255, count: 11_103), randomBytes(6_000, seed: UInt64(start))] {
            let ours = bytes.withUnsafeBytes { _Adler32.checksum($0.baseAddress!, count: $0.count, continuing: start) }
            let zlib = UInt32(bytes.withUnsafeBufferPointer { adler32(uLong(start), $0.baseAddress, uInt($0.count)) })
            expectEqual(ours, zlib)
        }
    }

    @Test func adlerContinuesAcrossCalls() {
        let bytes = randomBytes(10_000, seed: 7)
        let split = bytes.withUnsafeBytes { raw in
            _Adler32.checksum(
                raw.baseAddress! + 3_333, count: 6_667,
                continuing: _Adler32.checksum(raw.baseAddress!, count: 3_333))
        }
        expectEqual(split, zlibAdler(bytes))
    }

    @Test(arguments: [Int32(1), 6, 9])
    func streamsInflateBackWithAValidHeaderAndChecksum(level: Int32) throws {
        let input = randomBytes(50_000, seed: 3).map { $0 & 0x0F }  // compressible
        let stream = try #require(
            input.withUnsafeBytes { _ZlibDeflate.compress($0.baseAddress!, count: $0.count, level: level) })
        expectEqual(stream[0], 0x78)
        let header: Int = Int(stream[0]) * 256 + Int(stream[1])
        expectEqual(header % 31, 0)
        #expect(stream.count < input.count)
        var output = [UInt8](repeating: 0, count: input.count)
        var length = uLongf(input.count)
        // uncompress checks the header and the Adler-32 trailer.
        let status = stream.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer {
                uncompress($0.baseAddress, &length, source.baseAddress, uLong(source.count))
            }
        }
        expectEqual(status, Z_OK)
        #expect(Int(length) == input.count && output == input)
    }

    /// Inflates `stream` with zlib (which checks the header and the Adler-32 trailer), or nil.
    private func inflated(_ stream: [UInt8], count: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: max(count, 1))
        var length = uLongf(output.count)
        let status = stream.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer {
                uncompress($0.baseAddress, &length, source.baseAddress, uLong(source.count))
            }
        }
        guard status == Z_OK, Int(length) == count else { return nil }
        return Array(output.prefix(count))
    }

    /// Inputs for Segue's encoder: incompressible (stored blocks), runs, a small alphabet
    /// (more than one block of 65,536 symbols), rows like a PNG-filtered frame's, and runs of
    /// three-byte pixels (matches at distance 3) of a color that changes every 100 pixels.
    private func segueInputs(count: Int) -> [(String, [UInt8])] {
        let random = randomBytes(count, seed: UInt64(count) + 11)
        let row = randomBytes(97, seed: 5).map { $0 & 0x3 }
        let colors = randomBytes(3 * 64, seed: 9)
        return [
            ("random", random),
            ("zeros", [UInt8](repeating: 0, count: count)),
            ("two values", random.map { $0 & 1 }),
            ("rows", (0..<count).map { $0 % 1_000 < 900 ? 0 : row[$0 % row.count] }),
            ("pixels", (0..<count).map { colors[($0 / 300 % 64) * 3 + $0 % 3] })
        ]
    }

    @Test(arguments: [0, 1, 3, 8, 9, 258, 259, 4_000, 65_537, 300_000, 1_500_000])
    func segueStreamsInflateBackWithAValidHeaderAndChecksum(count: Int) throws {
        for (name, input) in segueInputs(count: count) {
            let stream = try #require(
                input.withUnsafeBytes {
                    _ZlibDeflate.compress($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count: count)
                })
            #expect((Int(stream[0]) * 256 + Int(stream[1])) % 31 == 0, "\(name), \(count) bytes")
            #expect(inflated(stream, count: count) == input, "\(name), \(count) bytes")
        }
    }

    @Test func segueStreamsAreTheSameBytesEachTimeAndSmallerThanZlibsFastestOnRuns() throws {
        let input = segueInputs(count: 800_000)[3].1
        let compress = { (level: Int32?) in
            input.withUnsafeBytes { _ZlibDeflate.compress($0.baseAddress!, count: $0.count, level: level) }
        }
        let first = try #require(compress(nil))
        expectEqual(compress(nil), first)
        #expect(first.count < input.count / 20)
        #expect(first != compress(1))
        expectEqual(inflated(first, count: input.count), input)
    }

    /// Byte values with Fibonacci frequencies (value k appears fib(k) times, k up to 26) in a
    /// seeded random order: an optimal Huffman code would need codes of more than 15 bits, so
    /// the encoder must limit the lengths and still produce a stream that inflates back.
    @Test func skewedFrequenciesNeedingCodesLongerThanFifteenBitsInflateBack() throws {
        var fibonacci = [1, 1]
        while fibonacci.count < 27 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        var input = [UInt8]()
        for (value, count) in fibonacci.enumerated() {
            input += repeatElement(UInt8(value * 9), count: count)
        }
        var state: UInt64 = 19
        for index in input.indices.reversed() where index > 0 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            input.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        let stream = try #require(input.withUnsafeBytes { _ZlibDeflate.compress($0.baseAddress!, count: $0.count) })
        expectEqual(inflated(stream, count: input.count), input)
    }

    @Test func aCorruptedChecksumIsRejectedByInflate() throws {
        let input = Array(repeating: UInt8(42), count: 1_000)
        var stream = try #require(input.withUnsafeBytes { _ZlibDeflate.compress($0.baseAddress!, count: $0.count) })
        stream[stream.count - 1] ^= 1
        var output = [UInt8](repeating: 0, count: input.count)
        var length = uLongf(input.count)
        let status = stream.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer {
                uncompress($0.baseAddress, &length, source.baseAddress, uLong(source.count))
            }
        }
        expectEqual(status, Z_DATA_ERROR)
    }

    @Test func anEmptyInputIsAValidStream() throws {
        let stream = try #require([UInt8(0)].withUnsafeBytes { _ZlibDeflate.compress($0.baseAddress!, count: 0) })
        expectEqual(Array(stream.suffix(4)), [0, 0, 0, 1])
    }
}
