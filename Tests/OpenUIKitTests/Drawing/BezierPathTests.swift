import Foundation
import SegueTesting
import TestSupport
import Testing

@testable import OpenUIKit

/// `UIBezierPath`: shapes, UIKit's on-screen meaning of `clockwise`, attributes, and painting
/// into the current context. Pixel expectations follow from the shapes' geometry by hand.
@Suite struct BezierPathTests {
    /// Fills `path` in black into a 20 × 20 canvas at scale 1.
    func filled(_ path: UIBezierPath, size: CGSize = CGSize(width: 20, height: 20)) -> CGImage {
        UIGraphicsImageRenderer(size: size, format: Drawing.format(scale: 1)).image { _ in
            UIColor.black.setFill()
            path.fill()
        }.cgImage!
    }

    func isInk(_ image: CGImage, _ x: Int, _ y: Int) -> Bool { Drawing.pixel(image, x, y)[3] == 255 }
    func isClear(_ image: CGImage, _ x: Int, _ y: Int) -> Bool { Drawing.pixel(image, x, y)[3] == 0 }

    @Test func clockwiseMeansClockwiseOnScreen() {
        // From 3 o'clock to 6 o'clock: clockwise is the short way, through the lower right.
        let short = UIBezierPath(
            arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        short.addLine(to: CGPoint(x: 10, y: 10))
        short.close()
        let wedge = filled(short)
        #expect(isInk(wedge, 14, 14))
        #expect(isClear(wedge, 14, 5))
        #expect(isClear(wedge, 5, 14))
        let long = UIBezierPath(
            arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        long.addLine(to: CGPoint(x: 10, y: 10))
        long.close()
        let rest = filled(long)
        #expect(isClear(rest, 14, 14))
        #expect(isInk(rest, 14, 5))
        #expect(isInk(rest, 5, 14))
        #expect(isInk(rest, 5, 5))
    }

    @Test func roundingChosenCornersOnly() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 8, height: 1))
        let image = filled(path)
        #expect(isClear(image, 0, 0))
        #expect(isClear(image, 19, 19))
        #expect(isInk(image, 19, 0))
        #expect(isInk(image, 0, 19))
        // The height of the radii is ignored: the corner is a circle of radius 8, so a point
        // 2 pixels in along the diagonal is outside it (8 − 8/√2 ≈ 2.34 > 2).
        #expect(isClear(image, 1, 1))
        #expect(isInk(image, 3, 3))
    }

    @Test func aRadiusBeyondHalfTheSideMakesACapsule() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 100)
        let image = filled(path)
        #expect(isClear(image, 0, 0))
        #expect(isClear(image, 0, 9))
        #expect(isInk(image, 10, 0))
        #expect(isInk(image, 1, 5))
        expectEqual(path.bounds, CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func geometryQueries() {
        let rect = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        expectEqual(rect.bounds, CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.contains(CGPoint(x: 2, y: 3)))
        #expect(!rect.contains(CGPoint(x: 5, y: 3)))
        #expect(!rect.isEmpty)
        #expect(UIBezierPath().isEmpty)
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 6))
        expectEqual(oval.bounds, CGRect(x: 0, y: 0, width: 10, height: 6))
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.addQuadCurve(to: CGPoint(x: 5, y: 5), controlPoint: CGPoint(x: 7, y: 3))
        path.addCurve(to: CGPoint(x: 1, y: 5), controlPoint1: CGPoint(x: 4, y: 8), controlPoint2: CGPoint(x: 2, y: 8))
        expectEqual(path.currentPoint, CGPoint(x: 1, y: 5))
        #expect(path.bounds == CGRect(x: 1, y: 1, width: 6, height: 7), "control points included")
        path.close()
        path.apply(CGAffineTransform(translationX: 10, y: 0))
        expectEqual(path.bounds, CGRect(x: 11, y: 1, width: 6, height: 7))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func evenOddLeavesAHole() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
        path.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        #expect(isInk(filled(path), 10, 10))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 10, y: 10)))
        #expect(isClear(filled(path), 10, 10))
        #expect(isInk(filled(path), 2, 2))
    }

    @Test func attributesAndCopies() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10 && path.flatness == 0.6 && !path.usesEvenOddFillRule)
        let pattern: [CGFloat] = [4, 2]
        path.setLineDash(pattern, count: 2, phase: 1)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        var lengths = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&lengths, count: nil, phase: nil)
        #expect(count == 2 && phase == 1 && lengths == [4, 2])
        path.lineWidth = 3
        let copy = path.copy() as! UIBezierPath
        copy.lineWidth = 7
        copy.move(to: CGPoint(x: 50, y: 50))
        copy.addLine(to: CGPoint(x: 60, y: 50))
        expectEqual(path.lineWidth, 3)
        expectEqual(path.bounds, CGRect(x: 0, y: 0, width: 4, height: 4))
        expectEqual(copy.bounds, CGRect(x: 0, y: 0, width: 60, height: 50))
        let roundTrip = UIBezierPath(cgPath: path.cgPath)
        expectEqual(roundTrip.cgPath, path.cgPath)
    }

    @Test func strokeUsesThePathsLineAttributesAndLeavesTheContextAlone() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: Drawing.format(scale: 1)).image
        { context in
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 5))
            line.addLine(to: CGPoint(x: 20, y: 5))
            line.lineWidth = 4
            UIColor.black.setStroke()
            line.stroke()
            #expect(context.cgContext.isPathEmpty)
            // The context's own line width is still 1 (the default).
            context.cgContext.strokeLineSegments(between: [CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 2)])
        }.cgImage!
        #expect(isInk(image, 2, 3) && isInk(image, 2, 6))
        #expect(isClear(image, 2, 2) && isClear(image, 2, 7))
        #expect(Drawing.pixel(image, 9, 0)[3] == 128 && Drawing.pixel(image, 10, 0)[3] == 128)
    }

    @Test func addClipLimitsLaterPainting() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: Drawing.format(scale: 1)).image
        { context in
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }.cgImage!
        #expect(isClear(image, 0, 0))
        #expect(isInk(image, 10, 10))
    }

    @Test func withoutACurrentContextNothingHappens() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        path.fill()
        path.stroke()
        path.addClip()
        path.fill(with: .normal, alpha: 0.5)
    }

    /// Snapshot: at scale 2 — an orange rounded rectangle, a blue tab rounded at the top only,
    /// a green pie wedge drawn clockwise from 12 o'clock to 3 o'clock, a purple dashed curve
    /// with round caps, a translucent red oval over them, and an even-odd star with a hole.
    @Test func pathsSnapshot() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 48), format: Drawing.format(scale: 2))
        let image = renderer.image { _ in
            UIColor(red: 1, green: 0.6, blue: 0, alpha: 1).setFill()
            UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 26, height: 18), cornerRadius: 6).fill()
            UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1).setFill()
            UIBezierPath(
                roundedRect: CGRect(x: 32, y: 2, width: 28, height: 18), byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(width: 8, height: 8)
            ).fill()
            let wedge = UIBezierPath(
                arcCenter: CGPoint(x: 14, y: 34), radius: 11, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
            wedge.addLine(to: CGPoint(x: 14, y: 34))
            wedge.close()
            UIColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1).setFill()
            wedge.fill()
            let curve = UIBezierPath()
            curve.move(to: CGPoint(x: 30, y: 44))
            curve.addCurve(
                to: CGPoint(x: 60, y: 26), controlPoint1: CGPoint(x: 36, y: 20), controlPoint2: CGPoint(x: 50, y: 50))
            curve.lineWidth = 2
            curve.lineCapStyle = .round
            curve.setLineDash([5, 3], count: 2, phase: 0)
            UIColor(red: 0.5, green: 0.1, blue: 0.6, alpha: 1).setStroke()
            curve.stroke()
            UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.5).setFill()
            UIBezierPath(ovalIn: CGRect(x: 20, y: 12, width: 24, height: 16)).fill()
            let star = UIBezierPath()
            for k in 0..<5 {
                let angle = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
                let point = CGPoint(x: 50 + 9 * cos(angle), y: 37 + 9 * sin(angle))
                if k == 0 { star.move(to: point) } else { star.addLine(to: point) }
            }
            star.close()
            star.usesEvenOddFillRule = true
            UIColor.black.setFill()
            star.fill()
        }
        expectSnapshot(of: image.cgImage!, named: "bezier-paths", tolerance: Drawing.tolerance)
    }
}
