import Foundation
import SegueTesting
import Testing

@testable import OpenCoreGraphics

/// Stroking scenes compared with snapshot PNGs (per-channel tolerance 2; `expectSnapshot`).
@Suite struct CGContextStrokeSnapshotTests {
    /// Thick horizontal lines with butt, round and square caps (top to bottom), each with a
    /// thin dark line marking the path itself: the butt line ends at the endpoints, the others
    /// reach half the width beyond them.
    @Test func caps() {
        let context = DrawingFixture.whiteContext(width: 80, height: 60)
        for (index, cap) in [CGLineCap.butt, .round, .square].enumerated() {
            let y = CGFloat(48 - index * 18)
            context.setLineCap(cap)
            context.setLineWidth(12)
            context.setStrokeColor(CGColor(red: 0.3, green: 0.6, blue: 1, alpha: 1))
            context.move(to: CGPoint(x: 16, y: y))
            context.addLine(to: CGPoint(x: 64, y: y))
            context.strokePath()
            context.setLineWidth(1)
            context.setLineCap(.butt)
            context.setStrokeColor(CGColor(gray: 0.1, alpha: 1))
            context.move(to: CGPoint(x: 16, y: y))
            context.addLine(to: CGPoint(x: 64, y: y))
            context.strokePath()
        }
        expectSnapshot(of: context.makeImage()!, named: "stroke-caps", tolerance: 2)
    }

    /// Zig-zags with miter, round and bevel joins (left to right), and on the right a sharp
    /// corner whose miter exceeds the default limit of 10 and is beveled, next to one within
    /// a raised limit.
    @Test func joins() {
        let context = DrawingFixture.whiteContext(width: 160, height: 64)
        context.setLineWidth(8)
        context.setStrokeColor(CGColor(red: 0.1, green: 0.5, blue: 0.2, alpha: 1))
        for (index, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
            let x = CGFloat(8 + index * 32)
            context.setLineJoin(join)
            context.addLines(between: [
                CGPoint(x: x, y: 14), CGPoint(x: x + 10, y: 46), CGPoint(x: x + 20, y: 14), CGPoint(x: x + 24, y: 38)
            ])
            context.strokePath()
        }
        context.setLineJoin(.miter)
        context.setLineWidth(3)
        context.setStrokeColor(CGColor(red: 0.7, green: 0.1, blue: 0.1, alpha: 1))
        // A 9° corner: its miter ratio 1/sin(4.5°) ≈ 12.7 exceeds 10.
        let spread = tan(4.5 * CGFloat.pi / 180) * 40
        context.addLines(
            between: [CGPoint(x: 104, y: 52 - spread), CGPoint(x: 104 - 40, y: 52), CGPoint(x: 104, y: 52 + spread)].map
            {
                CGPoint(x: $0.x + 50, y: $0.y - 34)
            })
        context.strokePath()
        context.setMiterLimit(20)
        context.addLines(
            between: [CGPoint(x: 104, y: 52 - spread), CGPoint(x: 104 - 40, y: 52), CGPoint(x: 104, y: 52 + spread)].map
            {
                CGPoint(x: $0.x + 50, y: $0.y - 10)
            })
        context.strokePath()
        expectSnapshot(of: context.makeImage()!, named: "stroke-joins", tolerance: 2)
    }

    /// Dashes: a [6, 3] line, the same with phase 3 below it, a [0, 6] pattern with round caps
    /// (dots), a dashed circle with square caps, and a dashed rounded rectangle.
    @Test func dashes() {
        let context = DrawingFixture.whiteContext(width: 96, height: 64)
        context.setStrokeColor(CGColor(gray: 0.15, alpha: 1))
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [6, 3])
        context.strokeLineSegments(between: [CGPoint(x: 4, y: 58), CGPoint(x: 60, y: 58)])
        context.setLineDash(phase: 3, lengths: [6, 3])
        context.strokeLineSegments(between: [CGPoint(x: 4, y: 52), CGPoint(x: 60, y: 52)])
        context.setLineWidth(3)
        context.setLineCap(.round)
        context.setLineDash(phase: 0, lengths: [0, 6])
        context.strokeLineSegments(between: [CGPoint(x: 6, y: 45), CGPoint(x: 60, y: 45)])
        context.setLineCap(.square)
        context.setLineWidth(2)
        context.setStrokeColor(CGColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 1))
        context.setLineDash(phase: 0, lengths: [5, 4])
        context.strokeEllipse(in: CGRect(x: 66, y: 34, width: 26, height: 26))
        context.setLineCap(.butt)
        context.setStrokeColor(CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1))
        context.setLineDash(phase: 0, lengths: [10, 3, 2, 3])
        context.addPath(
            CGPath(
                roundedRect: CGRect(x: 6, y: 6, width: 84, height: 26), cornerWidth: 8, cornerHeight: 8, transform: nil)
        )
        context.strokePath()
        expectSnapshot(of: context.makeImage()!, named: "stroke-dashes", tolerance: 2)
    }

    /// Curves: a thick cubic S-curve, a quadratic arch, a thin (0.5) circle, a hairline
    /// (width 0) and a stroke under a non-uniform scale (×3 horizontally), whose pen is an
    /// ellipse: thick vertical parts, thin horizontal ones.
    @Test func curvesAndPens() {
        let context = DrawingFixture.whiteContext(width: 96, height: 64)
        context.setStrokeColor(CGColor(red: 0.5, green: 0.1, blue: 0.6, alpha: 1))
        context.setLineWidth(6)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: 8, y: 8))
        context.addCurve(to: CGPoint(x: 40, y: 56), control1: CGPoint(x: 40, y: 0), control2: CGPoint(x: 8, y: 64))
        context.strokePath()
        context.setLineWidth(3)
        context.move(to: CGPoint(x: 46, y: 8))
        context.addQuadCurve(to: CGPoint(x: 90, y: 8), control: CGPoint(x: 68, y: 50))
        context.strokePath()
        context.setStrokeColor(CGColor(gray: 0, alpha: 1))
        context.setLineWidth(0.5)
        context.strokeEllipse(in: CGRect(x: 56, y: 30, width: 24, height: 24))
        context.setLineWidth(0)
        context.strokeLineSegments(between: [CGPoint(x: 46, y: 60), CGPoint(x: 92, y: 40)])
        context.saveGState()
        context.scaleBy(x: 3, y: 1)
        context.setLineWidth(2)
        context.setStrokeColor(CGColor(red: 0.9, green: 0.4, blue: 0, alpha: 1))
        context.stroke(CGRect(x: 17, y: 12, width: 10, height: 14))
        context.restoreGState()
        expectSnapshot(of: context.makeImage()!, named: "stroke-curves", tolerance: 2)
    }
}
