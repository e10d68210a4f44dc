import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@Suite struct CGMutablePathArcTests {
    /// The on-curve point halfway along the path's `index`-th element, which must be a cubic.
    func midpoint(of path: CGPath, element index: Int) -> CGPoint {
        let all = elements(of: path)
        let start = all[index - 1].points.last!
        let c = all[index].points
        return deCasteljau(start, c[0], c[1], c[2], 0.5)
    }

    @Test func counterclockwiseQuarterArcGoesThroughFirstQuadrant() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let recorded = elements(of: path)
        expectEqual(recorded.map(\.type), [.moveToPoint, .addCurveToPoint])
        expectEqual(recorded[0].points, [CGPoint(x: 10, y: 0)])
        #expect(approx(path.currentPoint, 0, 10, tolerance: 1e-12))
        // Halfway along: angle 45°, (7.07…, 7.07…), up to the cubic's 0.03 % radial error.
        #expect(approx(midpoint(of: path, element: 1), 7.0710678, 7.0710678, tolerance: 0.01))
    }

    @Test func clockwiseFlagMeansDecreasingAngleInPathSpace() {
        let short = CGMutablePath()
        short.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
        #expect(approx(short.currentPoint, 0, -10, tolerance: 1e-12))
        #expect(approx(midpoint(of: short, element: 1), 7.0710678, -7.0710678, tolerance: 0.01))

        // 0 → π/2 clockwise goes the long way round: through −90° and 180°, three quarters.
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        expectEqual(elements(of: long).filter { $0.type == .addCurveToPoint }.count, 3)
        #expect(approx(long.currentPoint, 0, 10, tolerance: 1e-12))
        #expect(approx(long.boundingBoxOfPath, -10, -10, 20, 20, tolerance: 1e-9))
        #expect(approx(midpoint(of: long, element: 1), 7.0710678, -7.0710678, tolerance: 0.01))
    }

    @Test func fullTurnCounterclockwiseIsACircleAndClockwiseIsEmpty() {
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        expectEqual(elements(of: circle).filter { $0.type == .addCurveToPoint }.count, 4)
        #expect(approx(circle.boundingBoxOfPath, 3, 3, 4, 4, tolerance: 1e-9))
        // As PostScript's arcn: the end angle is reduced by whole turns to 0, leaving no sweep.
        let empty = CGMutablePath()
        empty.addArc(center: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        expectEqual(elements(of: empty).map(\.type), [.moveToPoint])
        expectEqual(empty.currentPoint, CGPoint(x: 7, y: 5))
    }

    @Test func arcPointsLieOnTheCircle() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 1, y: 2), radius: 50, startAngle: 0.3, endAngle: 5.9, clockwise: false)
        for p in path._flattened(tolerance: 0.001).flatMap(\.points) {
            let r = hypot(Double(p.x) - 1, Double(p.y) - 2)
            #expect(abs(r - 50) < 50 * 3e-4)
        }
    }

    @Test func arcJoinsTheCurrentPointWithALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false)
        let recorded = elements(of: path)
        #expect(recorded[1].type == .addLineToPoint && recorded[1].points == [CGPoint(x: 1, y: 0)])
        #expect(approx(path.currentPoint, -1, 0, tolerance: 1e-12))
        // The upper half: the first quarter ends at (0, 1), the second passes 135°.
        #expect(approx(recorded[2].points[2], 0, 1, tolerance: 1e-12))
        #expect(approx(midpoint(of: path, element: 3), -0.70710678, 0.70710678, tolerance: 0.001))
    }

    @Test func relativeArcSignGivesDirection() {
        let positive = CGMutablePath()
        positive.addRelativeArc(center: .zero, radius: 3, startAngle: 0, delta: .pi / 2)
        #expect(approx(positive.currentPoint, 0, 3, tolerance: 1e-12))
        let negative = CGMutablePath()
        negative.addRelativeArc(center: .zero, radius: 3, startAngle: 0, delta: -.pi / 2)
        #expect(approx(negative.currentPoint, 0, -3, tolerance: 1e-12))
        let tooLong = CGMutablePath()
        tooLong.addRelativeArc(center: .zero, radius: 3, startAngle: 0, delta: 100)
        expectEqual(elements(of: tooLong).filter { $0.type == .addCurveToPoint }.count, 4)
    }

    @Test func arcTransformAppliesToTheCurves() {
        let path = CGMutablePath()
        path.addArc(
            center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false,
            transform: CGAffineTransform(scaleX: 2, y: 3))
        expectEqual(path.boundingBoxOfPath.maxX, 2)
        #expect(approx(path.currentPoint, 0, 3, tolerance: 1e-12))
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        let recorded = elements(of: path)
        expectEqual(recorded.map(\.type), [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(approx(recorded[1].points[0], 8, 0, tolerance: 1e-12))
        #expect(approx(path.currentPoint, 10, 2, tolerance: 1e-12))
        // Circle centred at (8, 2); halfway along the arc is at −45°: (8 + √2, 2 − √2).
        #expect(approx(midpoint(of: path, element: 2), 8 + 2.0.squareRoot(), 2 - 2.0.squareRoot(), tolerance: 0.001))
    }

    @Test func tangentArcWithCollinearPointsIsALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        expectEqual(elements(of: path).map(\.type), [.moveToPoint, .addLineToPoint])
        expectEqual(path.currentPoint, CGPoint(x: 5, y: 0))
        path.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 0, y: 5), radius: 0)
        expectEqual(path.currentPoint, CGPoint(x: 5, y: 5))
    }

    @Test func nonFiniteArcInputAddsNothing() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .nan, clockwise: false)
        path.addArc(center: .zero, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: true)
        path.addRelativeArc(center: CGPoint(x: CGFloat.nan, y: 0), radius: 1, startAngle: 0, delta: 1)
        path.addRelativeArc(center: .zero, radius: 1, startAngle: .infinity, delta: 1)
        #expect(path.isEmpty)
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: CGFloat.nan, y: 1), tangent2End: CGPoint(x: 2, y: 2), radius: 1)
        expectEqual(elements(of: path).count, 2)
    }
}
