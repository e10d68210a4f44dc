import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// Translucent images drawn pixel for pixel (``_ImagePaint/blendTranslated(_:row:x0:count:into:)``)
/// against the fused bilinear path they bypass (``_ImagePaint/blend(_:row:x0:count:k:into:columns:_:scratch:)``),
/// on text-like images — runs of transparent texels, runs of opaque ones, partial alpha
/// between — over random destinations. Stated tolerance: none; the shortcut promises the same
/// bytes.
@Suite struct TranslatedImageAgreementTests {
    /// A text-like image: most texels transparent, some opaque, some partly covered (valid
    /// premultiplied pixels).
    private func textLikeImage(width: Int, height: Int, using random: inout SeededGenerator) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let roll = Int.random(in: 0..<10, using: &random)
            let a: UInt8 = roll < 6 ? 0 : roll < 8 ? 255 : UInt8.random(in: 1...254, using: &random)
            for c in 0..<3 { bytes[i * 4 + c] = UInt8.random(in: 0...a, using: &random) }
            bytes[i * 4 + 3] = a
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)!
    }

    private static let layouts: [_PixelLayout] = [
        .rgba, _PixelLayout(red: 2, green: 1, blue: 0, alpha: 3, isOpaque: false)
    ]

    @Test(arguments: 0..<16)
    func translatedMatchesBilinearBlend(seed: UInt64) {
        var random = SeededGenerator(seed: seed &* 0x2545_F491 &+ 11)
        let w = Int.random(in: 1...48, using: &random)
        let h = Int.random(in: 1...24, using: &random)
        let picture = textLikeImage(width: w, height: h, using: &random)
        let scratch = _BlendScratch()
        let width = 64
        for trial in 0..<40 {
            let layout = Self.layouts[trial % 2]
            // Raster pixel x reads image pixel x + dx.
            let dx = Double(Int.random(in: -40...8, using: &random))
            let dy = Double(Int.random(in: -4...h, using: &random))
            let toImage = _PlaneMap(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: dx, m32: dy, m33: 1)
            let paint = _ImagePaint(image: picture, toImage: toImage, nearest: false, opaque: false, layout: layout)
            let destination = (0..<width).map { _ in
                layout.pack(
                    red: UInt8.random(in: 0...255, using: &random), green: UInt8.random(in: 0...255, using: &random),
                    blue: UInt8.random(in: 0...255, using: &random), alpha: UInt8.random(in: 0...255, using: &random))
            }
            let row = Int.random(in: 0..<h, using: &random) - Int(dy)
            // A span inside the image: raster columns whose image columns are 0 ..< w.
            let lo = max(0, -Int(dx))
            let hi = min(width, w - Int(dx))
            guard lo < hi else { continue }
            let x0 = Int.random(in: lo..<hi, using: &random)
            let count = Int.random(in: 1...(hi - x0), using: &random)
            var fast = destination
            var expected = destination
            picture._premultipliedRGBA.withUnsafeBytes { raw in
                let pixels = raw.baseAddress!
                let served = fast.withUnsafeMutableBytes { out in
                    paint.blendTranslated(pixels, row: row, x0: x0, count: count, into: out.baseAddress! + x0 * 4)
                }
                #expect(served, "trial \(trial): a whole-pixel translation inside the image is served")
                let blended = expected.withUnsafeMutableBytes { out in
                    paint.blend(
                        pixels, row: row, x0: x0, count: count, k: 255, into: out.baseAddress! + x0 * 4, columns: 0,
                        width,
                        scratch: scratch)
                }
                #expect(blended)
            }
            let differing = (0..<width).filter { fast[$0] != expected[$0] }
            #expect(differing.isEmpty, "trial \(trial) (offset \(dx), \(dy)): pixels \(differing) differ")
        }
    }

    @Test func otherMapsAndSpansAreDeclined() {
        var random = SeededGenerator(seed: 7)
        let picture = textLikeImage(width: 16, height: 8, using: &random)
        var row = [UInt32](repeating: 0x8040_2010, count: 32)
        let before = row
        func served(_ m: _PlaneMap, nearest: Bool = false, row y: Int = 2, x0: Int = 0, count: Int = 8) -> Bool {
            let paint = _ImagePaint(image: picture, toImage: m, nearest: nearest, opaque: false, layout: .rgba)
            return picture._premultipliedRGBA.withUnsafeBytes { raw in
                row.withUnsafeMutableBytes { out in
                    paint.blendTranslated(
                        raw.baseAddress!, row: y, x0: x0, count: count, into: out.baseAddress! + x0 * 4)
                }
            }
        }
        func translation(_ x: Double, _ y: Double) -> _PlaneMap {
            _PlaneMap(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
        }
        var scaled = translation(0, 0)
        scaled.m11 = 2
        var turned = translation(0, 0)
        turned.m12 = 0.1
        #expect(!served(translation(0.5, 0)))
        #expect(!served(translation(0, 0.25)))
        #expect(!served(scaled))
        #expect(!served(turned))
        #expect(!served(translation(0, 0), nearest: true))
        #expect(!served(translation(-1, 0)))  // column −1 is outside the image
        #expect(!served(translation(0, 0), x0: 10, count: 8))  // columns 10 ..< 18 of 16
        #expect(!served(translation(0, 0), row: 8))  // row 8 of 8
        expectEqual(row, before)
    }
}
