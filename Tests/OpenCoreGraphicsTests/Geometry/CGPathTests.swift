import Foundation
import OpenCoreGraphics
import TestSupport
import Testing

@Suite struct CGPathTests {
    @Test func newMutablePathIsEmpty() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        expectEqual(path.currentPoint, .zero)
        #expect(path.boundingBox.isNull && path.boundingBoxOfPath.isNull)
    }

    @Test func segmentsRecordElementsAndCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 2), control: CGPoint(x: 4, y: 4))
        path.addCurve(to: CGPoint(x: 9, y: 2), control1: CGPoint(x: 6, y: 0), control2: CGPoint(x: 8, y: 0))
        expectEqual(path.currentPoint, CGPoint(x: 9, y: 2))
        path.closeSubpath()
        expectEqual(path.currentPoint, CGPoint(x: 1, y: 2))
        let recorded = elements(of: path)
        #expect(
            recorded.map(\.type) == [
                .moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath
            ])
        expectEqual(recorded[2].points, [CGPoint(x: 4, y: 4), CGPoint(x: 5, y: 2)])
        expectEqual(recorded[3].points, [CGPoint(x: 6, y: 0), CGPoint(x: 8, y: 0), CGPoint(x: 9, y: 2)])
    }

    @Test func segmentsWithoutCurrentPointAreIgnored() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero)
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
        path.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 1)
        path.closeSubpath()
        #expect(path.isEmpty)
    }

    @Test func transformParameterMapsNewPoints() {
        let path = CGMutablePath()
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2)
        path.move(to: CGPoint(x: 1, y: 1), transform: t)
        path.addLine(to: CGPoint(x: 2, y: 1), transform: t)
        // scale first, then translate: (1,1) → (12, 22); (2,1) → (14, 22).
        expectEqual(elements(of: path).flatMap(\.points), [CGPoint(x: 12, y: 22), CGPoint(x: 14, y: 22)])
    }

    @Test func addLinesStartsASubpath() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        expectEqual(elements(of: path).map(\.type), [.moveToPoint, .addLineToPoint, .addLineToPoint])
        path.addLines(between: [])
        expectEqual(elements(of: path).count, 3)
    }

    @Test func addRectRunsCounterclockwiseInYUpSpace() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        let recorded = elements(of: path)
        #expect(
            recorded.map(\.type) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(
            recorded.flatMap(\.points) == [
                CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)
            ])
        expectEqual(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil), path)
    }

    @Test func addRectsAddsOneSubpathEach() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        expectEqual(elements(of: path).filter { $0.type == .moveToPoint }.count, 2)
        expectEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 6, height: 6))
    }

    @Test func ellipseStartsAtMaxXAndPassesMaxYSecond() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let recorded = elements(of: CGPath(ellipseIn: rect, transform: nil))
        expectEqual(
            recorded.map(\.type), [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        expectEqual(recorded[0].points, [CGPoint(x: 20, y: 5)])
        #expect(
            recorded.dropFirst().prefix(4).map { $0.points.last! } == [
                CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 5)
            ])
    }

    @Test func ellipseCurvesStayOnTheEllipse() {
        let rect = CGRect(x: -30, y: -10, width: 60, height: 20)
        let path = CGPath(ellipseIn: rect, transform: nil)
        for subpath in path._flattened(tolerance: 0.001) {
            for p in subpath.points {
                // (x/30)² + (y/10)² = 1 on the ellipse; the cubic approximation is within 0.03 %.
                let value = Double(p.x * p.x) / 900 + Double(p.y * p.y) / 100
                #expect(abs(value - 1) < 1e-3)
            }
        }
        #expect(approx(path.boundingBoxOfPath, -30, -10, 60, 20, tolerance: 1e-9))
    }

    @Test func roundedRectHasCornersOfTheGivenSize() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 5, transform: nil)
        let recorded = elements(of: path)
        expectEqual(recorded.filter { $0.type == .addCurveToPoint }.count, 4)
        expectEqual(recorded.filter { $0.type == .addLineToPoint }.count, 4)
        expectEqual(recorded.first!.points, [CGPoint(x: 10, y: 0)])
        expectEqual(recorded.last!.type, .closeSubpath)
        let ends = Set(recorded.compactMap(\.points.last))
        let expected: Set<CGPoint> = [
            CGPoint(x: 10, y: 0), CGPoint(x: 90, y: 0), CGPoint(x: 100, y: 5), CGPoint(x: 100, y: 45),
            CGPoint(x: 90, y: 50), CGPoint(x: 10, y: 50), CGPoint(x: 0, y: 45), CGPoint(x: 0, y: 5)
        ]
        expectEqual(ends, expected)
        expectEqual(path.boundingBoxOfPath, rect)
        // The corner is cut: the rectangle's own corner is outside, a point just inside the arc is in.
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 4, y: 2)))
    }

    @Test func roundedRectClampsOversizedAndNegativeCorners() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let oversized = CGPath(roundedRect: rect, cornerWidth: 50, cornerHeight: 50, transform: nil)
        // Clamped to 10 × 5: a full ellipse-ended capsule, still inside the rectangle.
        expectEqual(oversized.boundingBoxOfPath, rect)
        #expect(!oversized.contains(CGPoint(x: 1, y: 1)))
        let negative = CGPath(roundedRect: rect, cornerWidth: -3, cornerHeight: .nan, transform: nil)
        expectEqual(negative, CGPath(rect: rect, transform: nil))
    }

    @Test func copyUsingTransformMapsEveryPoint() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 0))
        path.addQuadCurve(to: CGPoint(x: 3, y: 0), control: CGPoint(x: 2, y: 2))
        var t = CGAffineTransform(scaleX: 2, y: -1)
        let copy = path.copy(using: &t)!
        #expect(
            elements(of: copy).flatMap(\.points) == [CGPoint(x: 2, y: 0), CGPoint(x: 4, y: -2), CGPoint(x: 6, y: 0)])
        #expect(!(copy is CGMutablePath))
        expectEqual(path.copy(using: nil), path)
        let mutable = path.mutableCopy(using: &t)!
        expectEqual(mutable, copy)
        expectEqual(copy.currentPoint, CGPoint(x: 6, y: 0))
    }

    @Test func copiesAreIndependent() {
        let path = CGMutablePath()
        path.move(to: .zero)
        let frozen = path.copy()!
        let mutable = path.mutableCopy()!
        mutable.addLine(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 2, y: 2))
        expectEqual(elements(of: frozen).count, 1)
        #expect(mutable != path)
        expectEqual(elements(of: mutable).last!.points, [CGPoint(x: 1, y: 1)])
    }

    @Test func equalityAndHashingFollowElements() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let b = CGMutablePath()
        b.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        expectEqual(a, b)
        expectEqual(Set<CGPath>([a, b]).count, 1)
        b.closeSubpath()  // a second close is ignored
        expectEqual(a, b)
        b.move(to: .zero)
        #expect(a != b)
    }

    @Test func addPathAppendsTransformedElements() {
        let source = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let path = CGMutablePath()
        path.addPath(source, transform: CGAffineTransform(translationX: 5, y: 0))
        expectEqual(path, CGPath(rect: CGRect(x: 5, y: 0, width: 1, height: 1), transform: nil))
    }

    @Test func isRectRecognisesRectangles() {
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        expectEqual(rect, CGRect(x: 1, y: 2, width: 3, height: 4))
        let manual = CGMutablePath()
        manual.addLines(between: [
            CGPoint(x: 4, y: 6), CGPoint(x: 4, y: 2), CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 6), CGPoint(x: 4, y: 6)
        ])
        #expect(manual.isRect(&rect))
        expectEqual(rect, CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil).isRect(nil))
        var rotation = CGAffineTransform(rotationAngle: 0.3)
        #expect(!CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &rotation).isRect(nil))
    }

    @Test func applyPassesInfoThrough() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: UnsafeMutableRawPointer(counter)) { info, _ in
                info!.assumingMemoryBound(to: Int.self).pointee += 1
            }
        }
        expectEqual(count, 5)
    }
}
