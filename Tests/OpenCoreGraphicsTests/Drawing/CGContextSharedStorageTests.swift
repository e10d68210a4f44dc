import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// Drawing into the storage of the images a context's owner hands out
/// (`CGContext._draw(into:)`, `_makeImage(sharing:)`) and what is known of each
/// row's opacity (`_RowOpacity`).
@Suite struct CGContextSharedStorageTests {
    private let width = 4
    private let height = 3

    /// A context over memory of its own making, for `_draw(into:)`.
    private func makeContext(over memory: inout [UInt8]) -> CGContext {
        memory.withUnsafeMutableBytes { bytes in
            CGContext(
                data: bytes.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        }
    }

    private func fill(_ context: CGContext, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
        context.setBlendMode(.copy)
        context.setFillColor(CGColor(red: r, green: g, blue: b, alpha: a))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }

    @Test func drawingGoesIntoTheStorageAndTheImageSharesIt() throws {
        var first = [UInt8](repeating: 0, count: width * height * 4)
        let context = makeContext(over: &first)
        var storage = [UInt8](repeating: 0, count: width * height * 4)
        context._draw(into: &storage)
        fill(context, 1, 0, 0)
        expectEqual(Array(storage[0..<4]), [255, 0, 0, 255])
        expectEqual(first, [UInt8](repeating: 0, count: width * height * 4))
        let image = try #require(context._makeImage(sharing: storage))
        let shared = image._premultipliedRGBA.withUnsafeBytes { image in
            storage.withUnsafeBytes { $0.baseAddress == image.baseAddress }
        }
        #expect(shared, "the image's pixels are the storage drawn into, not a copy")
        #expect(image._knownOpaque)
    }

    @Test func storageSharedWithAnotherArrayIsCopiedBeforeItIsDrawnInto() {
        var first = [UInt8](repeating: 0, count: width * height * 4)
        let context = makeContext(over: &first)
        var storage = [UInt8](repeating: 9, count: width * height * 4)
        let elsewhere = storage  // an image's pixels, say
        context._draw(into: &storage)
        fill(context, 0, 0, 1)
        expectEqual(elsewhere, [UInt8](repeating: 9, count: width * height * 4))
        expectEqual(Array(storage[0..<4]), [0, 0, 255, 255])
    }

    @Test func opacityIsScannedOnlyInRowsNotKnown() {
        let rowBytes = width * 4
        var pixels = [UInt8](repeating: 255, count: rowBytes * height)
        let opacity = _RowOpacity(rows: height)
        #expect(pixels.withUnsafeBytes { opacity.allOpaque($0, rowBytes: rowBytes) })
        // Row 1 turns translucent: what is known of it stands until it is forgotten.
        pixels[rowBytes + 3] = 128
        #expect(pixels.withUnsafeBytes { opacity.allOpaque($0, rowBytes: rowBytes) })
        opacity.forget(1..<2)
        #expect(!pixels.withUnsafeBytes { opacity.allOpaque($0, rowBytes: rowBytes) })
        // Opaque again and forgotten (with rows beyond the bitmap, which are ignored).
        pixels[rowBytes + 3] = 255
        opacity.forget(1..<7)
        #expect(pixels.withUnsafeBytes { opacity.allOpaque($0, rowBytes: rowBytes) })
    }

    @Test func anImageOfTranslucentPixelsIsKnownNotOpaque() throws {
        var memory = [UInt8](repeating: 0, count: width * height * 4)
        let context = makeContext(over: &memory)
        var storage = [UInt8](repeating: 0, count: width * height * 4)
        context._draw(into: &storage)
        fill(context, 0, 0, 0, 0.5)
        let image = try #require(context._makeImage(sharing: storage))
        #expect(!image._allPixelsOpaque && !image._knownOpaque)
    }
}
