import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `UIImage(named:)` and `UIImage(named:in:compatibleWith:)`: bundle files found by UIKit's
/// name rules, the screen scale's variant preferred, cached, nil for anything unusable.
@MainActor
@Suite struct UIImageNamedTests {
    /// PNG data of a `pixels` × `pixels` opaque image.
    static func png(pixels: Int) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: pixels, height: pixels), format: format).pngData { context in
            UIColor.red.setFill()
            context.fill(context.format.bounds)
        }
    }

    /// A bundle on disk holding `files` (relative path → contents), as a SwiftPM target's
    /// resource bundle is laid out on Linux.
    static func bundle(_ files: [String: Data], function: String = #function) throws -> Bundle {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "segue-named-\(getpid())-\(function.prefix { $0 != "(" })-\(UUID().uuidString).bundle")
        for (path, data) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return try #require(Bundle(path: directory.path))
    }

    /// One image at three scales (4 pt square each), one only at 2x, one in a folder.
    static func iconBundle() throws -> Bundle {
        try bundle([
            "icon.png": png(pixels: 4), "icon@2x.png": png(pixels: 8), "icon@3x.png": png(pixels: 12),
            "retina@2x.png": png(pixels: 6), "Icons/close.png": png(pixels: 5), "badge~iphone.png": png(pixels: 7),
            "badge.png": png(pixels: 9), "plain": png(pixels: 3),
            "broken.png": Data("not a png".utf8), "truncated.png": png(pixels: 4).prefix(40)
        ])
    }

    @Test func theVariantForTheScreenScaleIsChosen() throws {
        let bundle = try Self.iconBundle()
        for (scale, pixels) in [(CGFloat(1), 4), (2, 8), (3, 12)] {
            _ = HeadlessHost(scale: scale)
            let image = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
            #expect(image.scale == scale && image.cgImage?.width == pixels)
            expectEqual(image.size, CGSize(width: 4, height: 4))
            // The extension may be given; the scale variant is still preferred.
            expectEqual(UIImage(named: "icon.png", in: bundle, compatibleWith: nil)?.scale, scale)
        }
    }

    @Test func missingScalesFallBackHigherFirstThenLower() throws {
        let bundle = try Self.iconBundle()
        _ = HeadlessHost(scale: 1)
        expectEqual(UIImage(named: "retina", in: bundle, compatibleWith: nil)?.scale, 2)
        _ = HeadlessHost(scale: 3)
        let image = try #require(UIImage(named: "retina", in: bundle, compatibleWith: nil))
        #expect(image.scale == 2 && image.size == CGSize(width: 3, height: 3))
        expectEqual(UIImage(named: "Icons/close", in: bundle, compatibleWith: nil)?.scale, 1)
        expectEqual(_NamedImageCache.preferredScales(for: 2), [2, 3, 1])
        expectEqual(_NamedImageCache.preferredScales(for: 3), [3, 2, 1])
        expectEqual(_NamedImageCache.preferredScales(for: .nan), [1, 2, 3])
    }

    @Test func iphoneVariantsAndExactNames() throws {
        let bundle = try Self.iconBundle()
        _ = HeadlessHost(scale: 2)
        expectEqual(UIImage(named: "badge", in: bundle, compatibleWith: nil)?.cgImage?.width, 7)
        // A file whose name is exactly the given name, without an extension.
        expectEqual(UIImage(named: "plain", in: bundle, compatibleWith: nil)?.cgImage?.width, 3)
    }

    @Test func unusableNamesAndFilesGiveNil() throws {
        let bundle = try Self.iconBundle()
        _ = HeadlessHost(scale: 2)
        for name in ["", "missing", "broken", "broken.png", "truncated", "icon.jpg", "Icons", "../icon", "icon@2x@2x"] {
            #expect(UIImage(named: name, in: bundle, compatibleWith: nil) == nil, "\(name)")
        }
        #expect(UIImage(named: "segue-no-such-image") == nil)  // the main bundle
    }

    @Test func namedImagesAreCached() throws {
        let bundle = try Self.iconBundle()
        _ = HeadlessHost(scale: 2)
        let first = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
        // The file is gone, yet the name still loads: the decoded image is cached.
        try FileManager.default.removeItem(atPath: bundle.bundlePath + "/icon@2x.png")
        let second = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
        #expect(first.isEqual(second) && first.cgImage === second.cgImage && first.hash == second.hash)
        // Two decodes of the same file are different image data, as in UIKit.
        let path = bundle.bundlePath + "/icon.png"
        #expect(!(UIImage(contentsOfFile: path)!.isEqual(UIImage(contentsOfFile: path))))
        // Another screen scale is another cache entry.
        _ = HeadlessHost(scale: 3)
        expectEqual(UIImage(named: "icon", in: bundle, compatibleWith: nil)?.scale, 3)
    }

    @Test func imageEqualityComparesTheBackingPixels() throws {
        let cg = try #require(CGImage(width: 1, height: 1, premultipliedRGBA: [1, 2, 3, 255]))
        let image = UIImage(cgImage: cg)
        #expect(image.isEqual(UIImage(cgImage: cg)) && image == UIImage(cgImage: cg))
        #expect(!image.isEqual(UIImage(cgImage: cg, scale: 2, orientation: .up)))
        #expect(!image.isEqual(UIImage(cgImage: cg, scale: 1, orientation: .left)))
        #expect(!image.isEqual("icon") && !image.isEqual(nil))
        #expect(!UIImage().isEqual(UIImage()))
        let empty = UIImage()
        #expect(empty.isEqual(empty))
    }
}
