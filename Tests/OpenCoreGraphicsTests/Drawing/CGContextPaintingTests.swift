import Foundation
import TestSupport
import Testing

@testable import OpenCoreGraphics

/// Painting with hand-computed expectations: coverage, compositing, clipping, images.
@Suite struct CGContextPaintingTests {
    /// The alpha bytes of a context, top row first.
    func alphas(_ context: CGContext) -> [UInt8] {
        let bytes = context.makeImage()!._premultipliedRGBA
        return stride(from: 3, to: bytes.count, by: 4).map { bytes[$0] }
    }

    func white(_ context: CGContext) { context.setFillColor(CGColor(gray: 1, alpha: 1)) }

    /// A unit square centred on a pixel corner covers a quarter of each of four pixels:
    /// alpha 0.25 × 255 = 63.75 → 64.
    @Test func quarterPixelCoverage() {
        let context = DrawingFixture.context(width: 3, height: 3)
        white(context)
        context.fill(CGRect(x: 0.5, y: 0.5, width: 1, height: 1))
        expectEqual(alphas(context), [0, 0, 0, 64, 64, 0, 64, 64, 0])
    }

    /// A triangle cutting a pixel along its diagonal covers half of it (127.5 → 128), and a
    /// thin sliver 0.1 wide covers a tenth of each pixel it crosses (25.5 → 26).
    @Test func fractionalCoverage() {
        let context = DrawingFixture.context(width: 2, height: 1)
        white(context)
        context.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)])
        context.fillPath()
        context.fill(CGRect(x: 1.45, y: 0, width: 0.1, height: 1))
        expectEqual(alphas(context), [128, 26])
    }

    /// Two rectangles wound the same way: the inner one is a hole under even-odd, filled under
    /// non-zero.
    @Test func fillRules() {
        for (rule, centre) in [(CGPathFillRule.winding, UInt8(255)), (.evenOdd, 0)] {
            let context = DrawingFixture.context(width: 3, height: 3)
            white(context)
            context.addRect(CGRect(x: 0, y: 0, width: 3, height: 3))
            context.addRect(CGRect(x: 1, y: 1, width: 1, height: 1))
            context.fillPath(using: rule)
            expectEqual(alphas(context), [255, 255, 255, 255, centre, 255, 255, 255, 255])
        }
    }

    /// Without antialiasing a pixel is painted when its centre is inside: the square
    /// 0.4…1.6 contains the centres (0.5, 0.5) … (1.5, 1.5) and no others.
    @Test func aliasedFill() {
        let context = DrawingFixture.context(width: 3, height: 3)
        white(context)
        context.setShouldAntialias(false)
        context.fill(CGRect(x: 0.4, y: 0.4, width: 1.2, height: 1.2))
        expectEqual(alphas(context), [0, 0, 0, 255, 255, 0, 255, 255, 0])
    }

    /// Source over with a half-transparent color: `D' = S + D·(1 − Sa)`.
    @Test func sourceOverArithmetic() {
        let context = DrawingFixture.context(width: 1, height: 1)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // S = (128, 0, 0, 128) premultiplied (127.5 rounds up); D·(1 − 128/255) keeps 127 of blue.
        expectEqual(context.makeImage()!._premultipliedRGBA, [128, 0, 127, 255])
    }

    /// Separable blend modes on opaque colors, against their formulas: destination gray 0.4
    /// (102), source (0.8, 0.2, 0.6).
    @Test(arguments: [
        (CGBlendMode.multiply, [0.32, 0.08, 0.24]),
        (.screen, [0.88, 0.52, 0.76]),
        (.darken, [0.4, 0.2, 0.4]),
        (.lighten, [0.8, 0.4, 0.6]),
        (.difference, [0.4, 0.2, 0.2]),
        (.exclusion, [0.56, 0.44, 0.52]),
        (.hardLight, [0.76, 0.16, 0.52]),
        (.overlay, [0.64, 0.16, 0.48]),
        (.plusDarker, [0.2, 0, 0]),
        (.plusLighter, [1, 0.6, 1])
    ])
    func separableModes(mode: CGBlendMode, expected: [Double]) {
        let context = DrawingFixture.context(width: 1, height: 1)
        context.setFillColor(CGColor(gray: 102.0 / 255, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(mode)
        context.setFillColor(CGColor(red: 0.8, green: 0.2, blue: 0.6, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let pixel = context.makeImage()!._premultipliedRGBA
        for c in 0..<3 {
            #expect(Swift.abs(Double(pixel[c]) - expected[c] * 255) <= 1, "\(mode) channel \(c): \(pixel[c])")
        }
        expectEqual(pixel[3], 255)
    }

    /// The context alpha scales what is painted; `copy` replaces and `clear` erases, only inside
    /// the shape.
    @Test func alphaCopyAndClear() {
        let context = DrawingFixture.context(width: 2, height: 1)
        white(context)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setAlpha(0.5)
        context.setBlendMode(.copy)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        expectEqual(context.makeImage()!._premultipliedRGBA, [128, 0, 0, 128, 255, 255, 255, 255])
        context.clear(CGRect(x: 1, y: 0, width: 1, height: 1))
        expectEqual(context.makeImage()!._premultipliedRGBA, [128, 0, 0, 128, 0, 0, 0, 0])
    }

    /// Clipping to a rectangle limits painting; restoring the state lifts the clip.
    @Test func clipAndRestore() {
        let context = DrawingFixture.context(width: 4, height: 1)
        white(context)
        context.saveGState()
        context.clip(to: CGRect(x: 1, y: 0, width: 2, height: 1))
        expectEqual(context.boundingBoxOfClipPath, CGRect(x: 1, y: 0, width: 2, height: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        expectEqual(alphas(context), [0, 255, 255, 0])
        context.restoreGState()
        expectEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 4, height: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        expectEqual(alphas(context), [255, 255, 255, 255])
    }

    /// Clips intersect: two overlapping half-pixel-offset rectangles leave their overlap,
    /// with partial coverage multiplied at the soft edges.
    @Test func clipsIntersectAndMultiply() {
        let context = DrawingFixture.context(width: 4, height: 1)
        white(context)
        context.clip(to: CGRect(x: 0.5, y: 0, width: 3, height: 1))  // 0.5 | 1 | 1 | 0.5
        context.clip(to: CGRect(x: 0, y: 0, width: 1.5, height: 1))  // 1 | 0.5 | 0 | 0
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        expectEqual(alphas(context), [128, 128, 0, 0])
        context.clip(to: CGRect(x: 3, y: 0, width: 1, height: 1))  // no overlap left
        expectEqual(context.boundingBoxOfClipPath, .zero)
    }

    /// An image drawn into a rectangle of its own size on whole pixels is copied exactly, its
    /// top row at the top (y-up user space).
    @Test func imageCopiedExactly() {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 40]
        let image = CGImage(width: 2, height: 2, premultipliedRGBA: pixels)!
        for quality in [CGInterpolationQuality.default, .none] {
            let context = DrawingFixture.context(width: 2, height: 2)
            context.interpolationQuality = quality
            context.setBlendMode(.copy)
            context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
            expectEqual(context.makeImage()!._premultipliedRGBA, pixels)
        }
    }

    /// Nearest-pixel scaling ×2 duplicates pixels; bilinear scaling blends neighbours (the
    /// middle of a black-to-white pair at ×2 sits a quarter of the way: 64 and 191).
    @Test func imageScaling() {
        let image = CGImage(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 255, 255, 255, 255, 255])!
        let nearest = DrawingFixture.context(width: 4, height: 1)
        nearest.interpolationQuality = .none
        nearest.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(
            nearest.makeImage()!._premultipliedRGBA.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [
                0, 0, 255, 255
            ])
        let bilinear = DrawingFixture.context(width: 4, height: 1)
        bilinear.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        let reds = bilinear.makeImage()!._premultipliedRGBA.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        // Pixel centres 0.5…3.5 map to image x 0.25, 0.75, 1.25, 1.75: samples at −0.25
        // (clamped: 0), 0.25, 0.75 and 1.25 (clamped: 1) past the first texel centre.
        expectEqual(reds.count, 4)
        #expect(reds[0] == 0 && reds[3] == 255)
        #expect(Swift.abs(Int(reds[1]) - 64) <= 1 && Swift.abs(Int(reds[2]) - 191) <= 1)
    }
}
