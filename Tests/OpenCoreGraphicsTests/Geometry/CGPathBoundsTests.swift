import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@Suite struct CGPathBoundsTests {
    @Test func quadraticCurveBounds() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 2))
        // Control point included: height 2. Curve peak at t = ½: y = 2·½·½·2 = 1.
        expectEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(approx(path.boundingBoxOfPath, 0, 0, 2, 1, tolerance: 1e-12))
    }

    @Test func cubicCurveBounds() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 1, y: 3), control2: CGPoint(x: 2, y: 3))
        // y(t) = 9·t·(1 − t), largest at t = ½: 2.25.
        expectEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 3, height: 3))
        #expect(approx(path.boundingBoxOfPath, 0, 0, 3, 2.25, tolerance: 1e-12))
    }

    @Test func cubicOvershootingItsEndPoints() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 1, y: 0), control1: CGPoint(x: -1, y: 0), control2: CGPoint(x: 2, y: 0))
        // x(t) = −3t(1−t)² + 6t²(1−t) + t³ = −8t³ + 12t² − 3t; x′(t) = 0 where 8t² − 8t + 1 = 0,
        // t = ½ ∓ √2/4, giving x = ½ ∓ √2/2 (worked by hand).
        let tight = path.boundingBoxOfPath
        #expect(approx(tight.minX, 0.5 - 2.0.squareRoot() / 2, tolerance: 1e-12))
        #expect(approx(tight.maxX, 0.5 + 2.0.squareRoot() / 2, tolerance: 1e-12))
        #expect(path.boundingBox.minX == -1 && path.boundingBox.maxX == 2)
    }

    @Test func pointsWithNaNAreSkipped() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
        path.addLine(to: CGPoint(x: 3, y: 2))
        expectEqual(path.boundingBox, CGRect(x: 1, y: 1, width: 2, height: 1))
        expectEqual(path.boundingBoxOfPath, CGRect(x: 1, y: 1, width: 2, height: 1))
    }
}
