import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// UIImage: PNG loading, size in points, orientation, PNG export.
@Suite struct UIImageTests {
    /// A 2 × 1 RGBA PNG made with Python's zlib and struct modules (not libpng): pixels
    /// (255, 0, 0, 255) and (0, 0, 255, 64).
    static let tinyPNG = Data([
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0xF4, 0x22, 0x7F,
        0x8A, 0x00, 0x00, 0x00, 0x0E, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xF8, 0xCF, 0xC0, 0x00,
        0x42, 0x0E, 0x00, 0x0F, 0x3A, 0x03, 0x3E, 0xEA, 0x53, 0x8F, 0x1F, 0x00, 0x00, 0x00, 0x00, 0x49,
        0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82
    ])

    @Test func decodesPNGData() throws {
        let image = try #require(UIImage(data: Self.tinyPNG))
        #expect(image.scale == 1 && image.imageOrientation == .up)
        expectEqual(image.size, CGSize(width: 2, height: 1))
        // Blue at alpha 64 premultiplied: 255 × 64 / 255 = 64.
        expectEqual(image.cgImage?._premultipliedRGBA, [255, 0, 0, 255, 0, 0, 64, 64])
    }

    @Test func scaleDividesTheSize() throws {
        let image = try #require(UIImage(data: Self.tinyPNG, scale: 2))
        #expect(image.scale == 2 && image.size == CGSize(width: 1, height: 0.5))
    }

    @Test func malformedDataGivesNil() {
        expectEqual(UIImage(data: Data()), nil)
        expectEqual(UIImage(data: Data("GIF89a".utf8)), nil)
        expectEqual(UIImage(data: Self.tinyPNG.prefix(50)), nil)
        var corrupted = Self.tinyPNG
        corrupted[45] ^= 0xFF  // inside the compressed image data
        expectEqual(UIImage(data: corrupted), nil)
    }

    @Test func cgImageInitializersAndRotatedSizes() throws {
        let cg = try #require(CGImage(width: 4, height: 2, premultipliedRGBA: Array(repeating: 255, count: 32)))
        let plain = UIImage(cgImage: cg)
        #expect(plain.size == CGSize(width: 4, height: 2) && plain.scale == 1 && plain.cgImage === cg)
        // UIKit reports the size in the display orientation: a quarter turn swaps the sides.
        expectEqual(UIImage(cgImage: cg, scale: 2, orientation: .right).size, CGSize(width: 1, height: 2))
        expectEqual(UIImage(cgImage: cg, scale: 2, orientation: .leftMirrored).size, CGSize(width: 1, height: 2))
        expectEqual(UIImage(cgImage: cg, scale: 2, orientation: .down).size, CGSize(width: 2, height: 1))
        expectEqual(UIImage(cgImage: cg, scale: 1, orientation: .upMirrored).imageOrientation, .upMirrored)
        #expect(UIImage.Orientation.rightMirrored.rawValue == 7 && UIImage.Orientation.left.rawValue == 2)
    }

    @Test func pngDataRoundTrips() throws {
        let pixels: [UInt8] = [10, 20, 30, 255, 0, 0, 0, 0, 50, 0, 25, 100, 1, 2, 3, 4]
        let cg = try #require(CGImage(width: 2, height: 2, premultipliedRGBA: pixels))
        let data = try #require(UIImage(cgImage: cg, scale: 3, orientation: .up).pngData())
        expectEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let back = try #require(UIImage(data: data))
        expectEqual(back.cgImage?._premultipliedRGBA, pixels)
        #expect(back.scale == 1)  // PNG data carries no scale, as in UIKit
    }

    @Test func filesLoadWithTheScaleOfTheirName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-uiimage-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, scale) in [("icon.png", 1.0), ("icon@2x.png", 2.0), ("icon@3x.png", 3.0)] {
            let url = directory.appendingPathComponent(name)
            try Self.tinyPNG.write(to: url)
            let image = try #require(UIImage(contentsOfFile: url.path))
            #expect(image.scale == CGFloat(scale), "\(name)")
        }
        expectEqual(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path), nil)
        let text = directory.appendingPathComponent("notes.png")
        try Data("not an image".utf8).write(to: text)
        expectEqual(UIImage(contentsOfFile: text.path), nil)
    }
}
