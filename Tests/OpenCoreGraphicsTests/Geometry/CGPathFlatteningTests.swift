import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@Suite @BackgroundLane struct CGPathFlatteningTests {
    let p0 = CGPoint(x: 0, y: 0), p1 = CGPoint(x: 30, y: 90), p2 = CGPoint(x: 90, y: -60), p3 = CGPoint(x: 100, y: 40)

    func cubicPath() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: p0)
        path.addCurve(to: p3, control1: p1, control2: p2)
        return path
    }

    @Test func polylineStaysWithinToleranceOfTheCurve() {
        for tolerance in [1.0, 0.1, 0.01] {
            let subpaths = cubicPath()._flattened(tolerance: CGFloat(tolerance))
            expectEqual(subpaths.count, 1)
            let points = subpaths[0].points
            #expect(points.first == p0 && points.last == p3)
            // Every curve point (sampled densely) is near the polyline …
            for step in 0...1000 {
                let onCurve = deCasteljau(p0, p1, p2, p3, Double(step) / 1000)
                #expect(distance(from: onCurve, toPolyline: points) <= tolerance * 1.000001)
            }
            // … and every vertex is on the curve (within the sampling's own error).
            let samples = (0...4000).map { deCasteljau(p0, p1, p2, p3, Double($0) / 4000) }
            for vertex in points {
                #expect(distance(from: vertex, toPolyline: samples) <= 0.01)
            }
        }
    }

    @Test func finerToleranceGivesMorePoints() {
        let coarse = cubicPath()._flattened(tolerance: 1)[0].points.count
        let fine = cubicPath()._flattened(tolerance: 0.01)[0].points.count
        #expect(coarse >= 3)
        #expect(fine > 5 * coarse)
    }

    @Test func quadraticCurveWithinTolerance() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let points = path._flattened(tolerance: 0.05)[0].points
        for step in 0...1000 {
            let t = Double(step) / 1000
            // (1−t)²·0 + 2(1−t)t·(50, 100) + t²·(100, 0)
            let onCurve = CGPoint(x: 100 * (1 - t) * t + 100 * t * t, y: 200 * (1 - t) * t)
            #expect(distance(from: onCurve, toPolyline: points) <= 0.05 * 1.000001)
        }
    }

    @Test func linesAndSubpathStructureAreKept() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 100, y: 100))  // a lone move: dropped
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 1))
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 6, y: 5))
        path.addLine(to: CGPoint(x: 6, y: 6))
        let subpaths = path._flattened(tolerance: 0.1)
        #expect(
            subpaths == [
                _FlattenedSubpath(
                    points: [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 1), CGPoint(x: 0, y: 1)],
                    isClosed: true),
                _FlattenedSubpath(
                    points: [CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 5), CGPoint(x: 6, y: 6)], isClosed: false)
            ])
    }

    @Test func drawingAfterCloseRestartsAtTheSubpathStart() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4)])
        path.closeSubpath()
        path.addLine(to: CGPoint(x: -4, y: 0))
        let subpaths = path._flattened(tolerance: 0.1)
        expectEqual(subpaths.count, 2)
        expectEqual(subpaths[1].points, [CGPoint(x: 0, y: 0), CGPoint(x: -4, y: 0)])
    }

    @Test func nonFiniteControlPointsTerminate() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: CGFloat.nan, y: 1), control2: CGPoint(x: 5, y: 5))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: CGFloat.infinity))
        path.addCurve(
            to: CGPoint(x: 30, y: 0), control1: CGPoint(x: -CGFloat.infinity, y: 0),
            control2: CGPoint(x: CGFloat.infinity, y: 0))
        let points = path._flattened(tolerance: 0.01)[0].points
        expectEqual(points, [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0)])
    }

    @Test func degenerateTolerancesTerminate() {
        for tolerance in [0, -1, CGFloat.nan, CGFloat.infinity] {
            let subpaths = cubicPath()._flattened(tolerance: tolerance)
            expectEqual(subpaths.count, 1)
            #expect(subpaths[0].points.count <= 65_537)
            expectEqual(subpaths[0].points.last, p3)
        }
        expectEqual(cubicPath()._flattened(tolerance: .infinity)[0].points, [p0, p3])
    }

    @Test func hugeCurvesAreCappedAtTheSubdivisionLimit() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(
            to: CGPoint(x: 1e300, y: 0), control1: CGPoint(x: 0, y: 1e300), control2: CGPoint(x: 1e300, y: -1e300))
        let points = path._flattened(tolerance: 1e-9)[0].points
        expectEqual(points.count, 65_537)
    }

    @Test func flattenedThresholdReplacesCurvesWithLines() {
        let path = cubicPath()
        path.closeSubpath()
        let flat = path.flattened(threshold: 0.1)
        let types = elements(of: flat).map(\.type)
        #expect(types.first == .moveToPoint && types.last == .closeSubpath)
        #expect(!types.contains(.addCurveToPoint) && !types.contains(.addQuadCurveToPoint))
        expectEqual(types.filter { $0 == .addLineToPoint }.count, path._flattened(tolerance: 0.1)[0].points.count - 1)
        expectEqual(flat.currentPoint, p0)
    }
}
