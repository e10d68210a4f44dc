import Foundation
import SegueTesting
import Testing

@testable import OpenCoreGraphics

/// Drawing scenes compared with snapshot PNGs (per-channel tolerance 2; `expectSnapshot`).
///
/// Every snapshot was inspected by eye when it was recorded; the comments say what it shows.
@Suite struct CGContextSnapshotTests {
    /// Rounded rectangles of several radii and colors, one rotated 20°, one half-transparent
    /// over the others.
    @Test func roundedRects() {
        let context = DrawingFixture.whiteContext(width: 96, height: 64)
        context.setFillColor(CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1))
        context.addPath(
            CGPath(
                roundedRect: CGRect(x: 4, y: 4, width: 40, height: 28), cornerWidth: 8, cornerHeight: 8, transform: nil)
        )
        context.fillPath()
        context.setFillColor(CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1))
        context.addPath(
            CGPath(
                roundedRect: CGRect(x: 52, y: 4, width: 40, height: 28), cornerWidth: 14, cornerHeight: 14,
                transform: nil))
        context.fillPath()
        context.saveGState()
        context.translateBy(x: 30, y: 46)
        context.rotate(by: 20 * .pi / 180)
        context.setFillColor(CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1))
        context.addPath(
            CGPath(
                roundedRect: CGRect(x: -20, y: -10, width: 40, height: 20), cornerWidth: 6, cornerHeight: 6,
                transform: nil))
        context.fillPath()
        context.restoreGState()
        context.setFillColor(CGColor(red: 0.5, green: 0, blue: 0.6, alpha: 0.5))
        context.addPath(
            CGPath(
                roundedRect: CGRect(x: 36, y: 20, width: 50, height: 38), cornerWidth: 19, cornerHeight: 12,
                transform: nil))
        context.fillPath()
        expectSnapshot(of: context.makeImage()!, named: "rounded-rects", tolerance: 2)
    }

    /// Circles from radius 1.5 to 20, an ellipse, and two overlapping translucent discs.
    @Test func circles() {
        let context = DrawingFixture.whiteContext(width: 96, height: 64)
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        var x: CGFloat = 4
        for radius: CGFloat in [1.5, 3, 5, 8] {
            context.fillEllipse(in: CGRect(x: x, y: 48 - radius, width: radius * 2, height: radius * 2))
            x += radius * 2 + 4
        }
        context.setFillColor(CGColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1))
        context.fillEllipse(in: CGRect(x: 50, y: 30, width: 40, height: 26))
        context.setFillColor(CGColor(red: 0, green: 0.5, blue: 1, alpha: 0.6))
        context.fillEllipse(in: CGRect(x: 4, y: 2, width: 40, height: 40))
        context.setFillColor(CGColor(red: 1, green: 0.8, blue: 0, alpha: 0.6))
        context.fillEllipse(in: CGRect(x: 24, y: 2, width: 40, height: 40))
        expectSnapshot(of: context.makeImage()!, named: "circles", tolerance: 2)
    }

    /// A pentagram filled with the non-zero rule (left, solid centre) and the even-odd rule
    /// (right, hollow centre).
    @Test func evenOddStar() {
        let context = DrawingFixture.whiteContext(width: 96, height: 48)
        context.setFillColor(CGColor(red: 0.1, green: 0.2, blue: 0.6, alpha: 1))
        for (index, rule) in [CGPathFillRule.winding, .evenOdd].enumerated() {
            let cx = 24 + CGFloat(index) * 48
            let points = (0..<5).map { k -> CGPoint in
                let angle = CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
                return CGPoint(x: cx + 21 * cos(angle), y: 25 + 21 * sin(angle))
            }
            context.addLines(between: points)
            context.closePath()
            context.fillPath(using: rule)
        }
        expectSnapshot(of: context.makeImage()!, named: "even-odd-star", tolerance: 2)
    }

    /// Core Graphics' y-up user space: a red square at the bottom-left corner, a green one at
    /// the top-left, a blue one at the bottom-right.
    @Test func orientation() {
        let context = DrawingFixture.whiteContext(width: 32, height: 24)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        context.setFillColor(CGColor(red: 0, green: 0.8, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 16, width: 8, height: 8))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 24, y: 0, width: 8, height: 8))
        expectSnapshot(of: context.makeImage()!, named: "orientation", tolerance: 2)
    }

    /// Clipping: stripes clipped to a circle (antialiased edge), a pixel-aligned rectangle,
    /// and a rotated rectangle, each restored afterwards.
    @Test func clipping() {
        let context = DrawingFixture.whiteContext(width: 96, height: 48)
        func stripes(_ color: CGColor) {
            context.setFillColor(color)
            for k in stride(from: -48, to: 96, by: 6) {
                context.move(to: CGPoint(x: CGFloat(k), y: 0))
                context.addLine(to: CGPoint(x: CGFloat(k + 3), y: 0))
                context.addLine(to: CGPoint(x: CGFloat(k + 51), y: 48))
                context.addLine(to: CGPoint(x: CGFloat(k + 48), y: 48))
                context.closePath()
            }
            context.fillPath()
        }
        context.saveGState()
        context.addEllipse(in: CGRect(x: 4, y: 4, width: 40, height: 40))
        context.clip()
        stripes(CGColor(red: 0.8, green: 0, blue: 0.2, alpha: 1))
        context.restoreGState()
        context.saveGState()
        context.clip(to: CGRect(x: 50, y: 26, width: 40, height: 18))
        stripes(CGColor(red: 0, green: 0.4, blue: 0.8, alpha: 1))
        context.restoreGState()
        context.saveGState()
        context.translateBy(x: 70, y: 13)
        context.rotate(by: .pi / 8)
        context.clip(to: CGRect(x: -16, y: -7, width: 32, height: 14))
        context.rotate(by: -.pi / 8)
        context.translateBy(x: -70, y: -13)
        stripes(CGColor(red: 0, green: 0.5, blue: 0.2, alpha: 1))
        context.restoreGState()
        expectSnapshot(of: context.makeImage()!, named: "clipping", tolerance: 2)
    }

    /// The Porter–Duff modes, each cell drawn on transparency: a blue disc (destination), then
    /// an orange square (source) with the mode; a checkerboard goes behind everything at the
    /// end (destination-over). Row 1: normal, clear, copy, sourceIn, sourceOut, sourceAtop;
    /// row 2: destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusLighter.
    @Test func porterDuffModes() {
        let modes: [CGBlendMode] = [
            .normal, .clear, .copy, .sourceIn, .sourceOut, .sourceAtop,
            .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor, .plusLighter
        ]
        let context = DrawingFixture.context(width: 144, height: 48)
        for (index, mode) in modes.enumerated() {
            let x = CGFloat(index % 6) * 24
            let y = CGFloat(1 - index / 6) * 24
            context.saveGState()
            context.clip(to: CGRect(x: x, y: y, width: 24, height: 24))
            context.setFillColor(CGColor(red: 0, green: 0.3, blue: 1, alpha: 0.9))
            context.fillEllipse(in: CGRect(x: x + 2, y: y + 2, width: 14, height: 14))
            context.setBlendMode(mode)
            context.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8))
            context.fill(CGRect(x: x + 8, y: y + 8, width: 13.5, height: 13.5))
            context.restoreGState()
        }
        context.setBlendMode(.destinationOver)
        for row in 0..<12 {
            for column in 0..<36 {
                context.setFillColor(CGColor(gray: (row + column) % 2 == 0 ? 0.85 : 1, alpha: 1))
                context.fill(CGRect(x: column * 4, y: row * 4, width: 4, height: 4))
            }
        }
        expectSnapshot(of: context.makeImage()!, named: "porter-duff", tolerance: 2)
    }

    /// The context alpha: three overlapping squares at alpha 0.5, and an image at alpha 0.4.
    @Test func globalAlpha() {
        let context = DrawingFixture.whiteContext(width: 64, height: 40)
        context.setAlpha(0.5)
        for (index, color) in [
            CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0.7, blue: 0, alpha: 1),
            CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        ].enumerated() {
            context.setFillColor(color)
            context.fill(CGRect(x: 4 + index * 8, y: 4 + index * 8, width: 16, height: 16))
        }
        context.setAlpha(0.4)
        context.draw(DrawingFixture.testImage(), in: CGRect(x: 36, y: 8, width: 24, height: 24))
        expectSnapshot(of: context.makeImage()!, named: "global-alpha", tolerance: 2)
    }

    /// Images: the 16×16 test picture upright at its own size (bottom left), scaled ×2 with
    /// `.none` interpolation (blocky, middle), and rotated 30° and scaled ×2.5 with bilinear
    /// filtering (right). Red is at the top left of each upright copy.
    @Test func images() {
        let context = DrawingFixture.whiteContext(width: 128, height: 64)
        let image = DrawingFixture.testImage()
        context.draw(image, in: CGRect(x: 4, y: 4, width: 16, height: 16))
        context.saveGState()
        context.interpolationQuality = .none
        context.draw(image, in: CGRect(x: 24, y: 4, width: 32, height: 32))
        context.restoreGState()
        context.saveGState()
        context.translateBy(x: 94, y: 32)
        context.rotate(by: .pi / 6)
        context.draw(image, in: CGRect(x: -20, y: -20, width: 40, height: 40))
        context.restoreGState()
        expectSnapshot(of: context.makeImage()!, named: "images", tolerance: 2)
    }
}

extension CGContextSnapshotTests {
    /// Tiling: the test picture as 12-point tiles from (4, 4), rotated 15° and clipped to a
    /// disc; outside the disc nothing is drawn.
    @Test func tiledImage() {
        let context = DrawingFixture.whiteContext(width: 64, height: 64)
        context.addEllipse(in: CGRect(x: 4, y: 4, width: 56, height: 56))
        context.clip()
        context.rotate(by: 15 * .pi / 180)
        context.draw(DrawingFixture.testImage(), in: CGRect(x: 4, y: 4, width: 12, height: 12), byTiling: true)
        expectSnapshot(of: context.makeImage()!, named: "tiled-image", tolerance: 2)
    }
}
