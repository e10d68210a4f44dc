import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// A solid color drawn over exactly the pixels of the image draw before it (a dimming layer
/// over a full-screen layer) is merged into that draw and painted while the row is in
/// cache: the result must be the bytes the two draws give one after the other.
@Suite struct CompositeSceneOverlayTests {
    private func render(merged: Bool, seed: UInt64, pixelForPixel: Bool) -> ([UInt8], Int) {
        var random = SeededGenerator(seed: seed)
        let width = 24
        let height = 16
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFillColor(CGColor(red: 0.2, green: 0.7, blue: 0.4, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        let pictureBytes = (0..<(20 * 14)).flatMap { _ in
            [
                UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random), 255
            ]
        }
        let picture = CGImage(width: 20, height: 14, premultipliedRGBA: pictureBytes)!
        // Whole pixels (copied) or a fractional placement and scale (sampled), with partly
        // covered edge pixels.
        let rect =
            pixelForPixel
            ? CGRect(x: 2, y: 1, width: 20, height: 14) : CGRect(x: 1.5, y: 0.75, width: 19.3, height: 13.6)
        let imageToLocal = CGAffineTransform(
            a: rect.width / 20, b: 0, c: 0, d: rect.height / 14, tx: rect.minX, ty: rect.minY)
        let scene = _CompositeScene()
        scene.begin(for: context)
        scene.fill(
            .rect(rect), map: .identity, nearPlanes: [],
            paint: .image(picture, imageToLocal: imageToLocal, nearest: false),
            alpha: 1, clip: -1)
        if !merged {
            // An empty group in between keeps the two draws apart.
            scene.beginGroup(alpha: 1)
            scene.endGroup()
        }
        scene.fill(
            .roundedRect(rect, .zero), map: .identity, nearPlanes: [],
            paint: .color(CGColor(red: 0, green: 0, blue: 0.1, alpha: 0.5)), alpha: 0.9, clip: -1)
        let entries = scene.entries.count
        scene.render(into: context)
        let bytes = Array(UnsafeRawBufferPointer(start: context.data, count: context.bytesPerRow * height))
        return (bytes, entries)
    }

    @Test(arguments: [false, true])
    func mergedColorMatchesTwoDraws(pixelForPixel: Bool) {
        for seed in UInt64(0)..<4 {
            let (merged, mergedEntries) = render(merged: true, seed: seed, pixelForPixel: pixelForPixel)
            let (separate, separateEntries) = render(merged: false, seed: seed, pixelForPixel: pixelForPixel)
            expectEqual(mergedEntries, 1)
            expectEqual(separateEntries, 2)
            expectEqual(merged, separate)
        }
    }
}
