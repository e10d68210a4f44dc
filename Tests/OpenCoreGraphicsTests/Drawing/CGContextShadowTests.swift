import Foundation
import SegueTesting
import Testing

@testable import OpenCoreGraphics

/// Shadows: the blur's statistics, the offset's direction, and a snapshot scene.
@Suite struct CGContextShadowTests {
    /// Blurring a single bright pixel spreads it into a bell whose mass is kept and whose
    /// variance along each axis is σ² (three extended boxes of variance σ²/3 each).
    @Test(arguments: [0.6, 1.5, 4.0, 7.3])
    func blurOfAnImpulseHasTheGaussianVariance(sigma: Double) {
        let blur = _GaussianBlur(sigma: sigma)
        let size = 2 * blur.reach + 3
        var image = [Float](repeating: 0, count: size * size)
        let centre = size / 2
        image[centre * size + centre] = 1
        var scratch = image
        blur.apply(&image, scratch: &scratch, width: size, height: size)
        var mass = 0.0
        var varianceX = 0.0
        var varianceY = 0.0
        var meanX = 0.0
        for y in 0..<size {
            for x in 0..<size {
                let v = Double(image[y * size + x])
                mass += v
                meanX += v * Double(x - centre)
                varianceX += v * Double((x - centre) * (x - centre))
                varianceY += v * Double((y - centre) * (y - centre))
            }
        }
        #expect(Swift.abs(mass - 1) < 1e-4)
        #expect(Swift.abs(meanX) < 1e-4)
        #expect(Swift.abs(varianceX - sigma * sigma) < 1e-3 * sigma * sigma + 1e-4)
        #expect(Swift.abs(varianceY - sigma * sigma) < 1e-3 * sigma * sigma + 1e-4)
    }

    /// An unblurred shadow is the shape moved by the offset, in device space (y up): a
    /// 4×4 square at (4, 4) with offset (3, 2) casts its shadow on x 7..<11, y 6..<10 (device),
    /// which are rows 24 − 10 ..< 24 − 6 = 14..<18 in memory; the square covers rows 16..<20.
    @Test func hardShadowIsTheShapeMovedUpAndRight() {
        let context = DrawingFixture.context(width: 24, height: 24)
        context.setShadow(
            offset: CGSize(width: 3, height: 2), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        let pixels = context.makeImage()!._premultipliedRGBA
        func pixel(_ x: Int, _ row: Int) -> [UInt8] { Array(pixels[(row * 24 + x) * 4..<(row * 24 + x) * 4 + 4]) }
        #expect(pixel(9, 14) == [0, 0, 255, 255])  // shadow only
        #expect(pixel(5, 19) == [255, 0, 0, 255])  // square only
        #expect(pixel(7, 17) == [255, 0, 0, 255])  // both: the square is drawn over its shadow
        #expect(pixel(11, 16) == [0, 0, 0, 0])  // right of the shadow
        #expect(pixel(9, 13) == [0, 0, 0, 0])  // above the shadow
        #expect(pixel(9, 18) == [0, 0, 0, 0])  // below the shadow, right of the square
    }

    /// A shadow's opacity is the shape's times the shadow color's: a 50% color casts a 50%
    /// shadow of a 50% shadow color, that is 25%.
    @Test func shadowOpacityMultiplies() {
        let context = DrawingFixture.context(width: 16, height: 16)
        context.setShadow(offset: CGSize(width: 8, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        context.setFillColor(CGColor(gray: 1, alpha: 0.5))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 16))
        let pixels = context.makeImage()!._premultipliedRGBA
        #expect(pixels[(8 * 16 + 12) * 4 + 3] == 64)  // 0.25 × 255 = 63.75
    }

    /// Shadows: a rounded rectangle with a soft grey shadow below right, a disc with a blurred
    /// blue shadow, the test image casting its (alpha-shaped) shadow, and a hard red shadow of
    /// a triangle.
    @Test func snapshot() {
        let context = DrawingFixture.whiteContext(width: 128, height: 64)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 4, height: -4), blur: 8)
        context.setFillColor(CGColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1))
        context.addPath(
            CGPath(
                roundedRect: CGRect(x: 8, y: 14, width: 40, height: 40), cornerWidth: 8, cornerHeight: 8, transform: nil
            ))
        context.fillPath()
        context.setShadow(offset: .zero, blur: 6, color: CGColor(red: 0, green: 0.3, blue: 1, alpha: 0.9))
        context.setFillColor(CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 1))
        context.fillEllipse(in: CGRect(x: 58, y: 22, width: 20, height: 20))
        context.setShadow(offset: CGSize(width: 3, height: -3), blur: 3, color: CGColor(gray: 0, alpha: 0.6))
        context.draw(DrawingFixture.testImage(), in: CGRect(x: 88, y: 36, width: 20, height: 20))
        context.setShadow(
            offset: CGSize(width: -3, height: 2), blur: 0, color: CGColor(red: 0.8, green: 0, blue: 0, alpha: 1))
        context.setFillColor(CGColor(gray: 0.2, alpha: 1))
        context.addLines(between: [CGPoint(x: 96, y: 6), CGPoint(x: 122, y: 6), CGPoint(x: 109, y: 28)])
        context.fillPath()
        context.restoreGState()
        expectSnapshot(of: context.makeImage()!, named: "shadows", tolerance: 2)
    }
}

extension CGContextShadowTests {
    /// A flipped base space (as UIKit's contexts have) turns a positive height downward.
    @Test func flippedBaseSpaceMovesShadowsDown() {
        let context = DrawingFixture.context(width: 8, height: 8)
        context._shadowBaseTransform = CGAffineTransform(scaleX: 1, y: -1)
        context.setShadow(offset: CGSize(width: 0, height: 2), blur: 0, color: .black)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 4, width: 8, height: 2))  // rows 2..<4
        let alphas = stride(from: 3, to: 256, by: 4).map { context.makeImage()!._premultipliedRGBA[$0] }
        let rowAlpha = (0..<8).map { alphas[$0 * 8] }
        #expect(rowAlpha == [0, 0, 255, 255, 255, 255, 0, 0])  // the shadow fills rows 4..<6
        let pixels = context.makeImage()!._premultipliedRGBA
        #expect(Array(pixels[(5 * 8) * 4..<(5 * 8) * 4 + 4]) == [0, 0, 0, 255])  // black shadow below
    }
}

extension CGContextShadowTests {
    /// Shadows are clipped like the shape: with a soft (non-pixel-aligned) clip over the left
    /// half, a blurred shadow cast to the right stops at the clip edge, half covered there.
    @Test func shadowsAreClipped() {
        let context = DrawingFixture.context(width: 16, height: 4)
        context.clip(to: CGRect(x: 0, y: 0, width: 8.5, height: 4))
        context.setShadow(offset: CGSize(width: 6, height: 0), blur: 1, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let alphas = stride(from: 3, to: 16 * 4 * 4, by: 4).map { context.makeImage()!._premultipliedRGBA[$0] }
        let row = Array(alphas[16..<32])
        #expect(row[0] == 255 && row[3] == 255)  // the square
        #expect(row[7] >= 250)  // the shadow, inside the clip (x 6..<10 blurred by σ = 0.5)
        #expect(row[8] > 100 && row[8] < 140)  // half the pixel is clipped away
        #expect(row[9...].allSatisfy { $0 == 0 })  // nothing beyond the clip
    }
}
