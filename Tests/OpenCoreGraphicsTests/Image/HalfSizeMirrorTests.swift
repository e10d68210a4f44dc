import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// `_HalfSizeMirror`: the half-size image of a bitmap redrawn row by row, the same pixels as
/// `CGImage._halved()`, whether the rows drawn were halved as they were drawn or not.
@Suite struct HalfSizeMirrorTests {
    /// A 7 × 9 bitmap whose pixels depend on `seed`.
    static func bitmap(seed: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<9 {
            for x in 0..<7 {
                bytes += [UInt8((x * 37 + y * 11 + seed) % 256), UInt8((y * 23 + seed * 3) % 256), 9, 255]
            }
        }
        return bytes
    }

    static func halved(_ bytes: [UInt8]) throws -> [UInt8] {
        try #require(CGImage(width: 7, height: 9, premultipliedRGBA: bytes)?._halved())._premultipliedRGBA
    }

    @Test func rowsNotHalvedWhileDrawnAreHalvedWhenTheImageIsMade() throws {
        let mirror = try #require(_HalfSizeMirror(fullWidth: 7, fullHeight: 9))
        #expect(mirror.width == 3 && mirror.height == 4)
        var full = Self.bitmap(seed: 0)
        mirror.prepare(drawing: [0..<9])
        let first = try #require(full.withUnsafeBytes { mirror.makeImage(of: $0.baseAddress!, opaque: true) })
        try expectEqual(first._premultipliedRGBA, Self.halved(full))
        #expect(first._knownOpaque)
        // Rows 3–5 change: half rows 1 and 2; row 3 is halved as it is drawn, the rest later.
        let next = Self.bitmap(seed: 50)
        full.replaceSubrange(3 * 28..<6 * 28, with: next[3 * 28..<6 * 28])
        mirror.prepare(drawing: [3..<6])
        full.withUnsafeBytes { mirror.halve(2..<4, of: $0.baseAddress!, bytesPerRow: 28) }
        let second = try #require(full.withUnsafeBytes { mirror.makeImage(of: $0.baseAddress!, opaque: false) })
        try expectEqual(second._premultipliedRGBA, Self.halved(full))
        #expect(!second._knownOpaque)
        // The first image, still kept, was not written over.
        try expectEqual(first._premultipliedRGBA, Self.halved(Self.bitmap(seed: 0)))
    }

    @Test func storageOfAnImageThatIsGoneIsWrittenAgain() throws {
        let mirror = try #require(_HalfSizeMirror(fullWidth: 7, fullHeight: 9))
        var full = Self.bitmap(seed: 1)
        mirror.prepare(drawing: [0..<9])
        var image = full.withUnsafeBytes { mirror.makeImage(of: $0.baseAddress!, opaque: true) }
        let address = image?._premultipliedRGBA.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }
        image = nil
        full = Self.bitmap(seed: 2)
        mirror.prepare(drawing: [0..<2, 6..<9])
        let again = try #require(full.withUnsafeBytes { mirror.makeImage(of: $0.baseAddress!, opaque: true) })
        expectEqual(again._premultipliedRGBA.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }, address)
        // Rows 2–5 were not drawn: their half rows keep the first bitmap's.
        var expected = try Self.halved(Self.bitmap(seed: 2))
        let old = try Self.halved(Self.bitmap(seed: 1))
        expected.replaceSubrange(1 * 12..<3 * 12, with: old[1 * 12..<3 * 12])
        expectEqual(again._premultipliedRGBA, expected)
    }

    @Test func aKeptImageGivesUpItsStorageAndTheFrameGoesToTheOwnersStorage() throws {
        let mirror = try #require(_HalfSizeMirror(fullWidth: 7, fullHeight: 9))
        var full = Self.bitmap(seed: 3)
        expectEqual(mirror.prepare(drawing: [0..<9])?.pixels, nil, "no image yet: nothing given up")
        let first = try #require(full.withUnsafeBytes { mirror.makeImage(of: $0.baseAddress!, opaque: true) })
        let firstAddress = first._premultipliedRGBA.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }
        var asked: [Int] = []
        let givenUp = try #require(
            mirror.prepare(drawing: [2..<4]) { count in
                asked.append(count)
                return [UInt8](repeating: 0xAB, count: count)
            })
        expectEqual(asked, [3 * 4 * 4])
        #expect(givenUp.image === first)
        expectEqual(givenUp.pixels.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }, firstAddress)
        // Rows 2–3 (half row 1) are drawn; the others are copied over the owner's storage.
        let next = Self.bitmap(seed: 4)
        full.replaceSubrange(2 * 28..<4 * 28, with: next[2 * 28..<4 * 28])
        let second = try #require(full.withUnsafeBytes { mirror.makeImage(of: $0.baseAddress!, opaque: true) })
        try expectEqual(second._premultipliedRGBA, Self.halved(full))
        try expectEqual(first._premultipliedRGBA, Self.halved(Self.bitmap(seed: 3)))
    }

    @Test func noMirrorOfABitmapNarrowerOrShorterThanTwoPixels() {
        #expect(_HalfSizeMirror(fullWidth: 1, fullHeight: 9) == nil, "no column left")
        #expect(_HalfSizeMirror(fullWidth: 9, fullHeight: 1) == nil, "no row left")
        #expect(_HalfSizeMirror(fullWidth: 2, fullHeight: 2) != nil)
    }
}
