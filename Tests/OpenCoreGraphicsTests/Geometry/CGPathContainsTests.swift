import Foundation
import OpenCoreGraphics
import Testing

@Suite struct CGPathContainsTests {
    /// A five-pointed star drawn as one self-intersecting pentagram around the origin:
    /// the central pentagon is wound twice.
    func pentagram(radius: Double = 10) -> CGPath {
        let path = CGMutablePath()
        let vertices = (0..<5).map { k -> CGPoint in
            let angle = Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            return CGPoint(x: radius * cos(angle), y: radius * sin(angle))
        }
        path.addLines(between: vertices)
        path.closeSubpath()
        return path
    }

    @Test func pentagramCentreDependsOnFillRule() {
        let star = pentagram()
        #expect(star.contains(.zero, using: .winding))
        #expect(!star.contains(.zero, using: .evenOdd))
        #expect(star.contains(.zero))  // the default rule is .winding
    }

    @Test func pentagramTipsAreInsideUnderBothRules() {
        let star = pentagram()
        // Just below the top vertex (0, 10): inside one triangle of the star only.
        #expect(star.contains(CGPoint(x: 0, y: 8), using: .winding))
        #expect(star.contains(CGPoint(x: 0, y: 8), using: .evenOdd))
        #expect(!star.contains(CGPoint(x: 5, y: 8), using: .winding))
        #expect(!star.contains(CGPoint(x: 20, y: 0), using: .evenOdd))
    }

    @Test func donutOfSameWoundRectangles() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        let hole = CGPoint(x: 5, y: 5)
        let ring = CGPoint(x: 1, y: 5)
        // Both rectangles run counterclockwise: the hole has winding number 2.
        #expect(path.contains(hole, using: .winding))
        #expect(!path.contains(hole, using: .evenOdd))
        #expect(path.contains(ring, using: .winding) && path.contains(ring, using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 11, y: 5), using: .winding))
    }

    @Test func donutOfOppositeWoundRectangles() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        // The inner rectangle clockwise: the hole has winding number 0.
        path.addLines(between: [CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 7), CGPoint(x: 7, y: 7), CGPoint(x: 7, y: 3)])
        path.closeSubpath()
        let hole = CGPoint(x: 5, y: 5)
        let ring = CGPoint(x: 8.5, y: 5)
        #expect(!path.contains(hole, using: .winding))
        #expect(!path.contains(hole, using: .evenOdd))
        #expect(path.contains(ring, using: .winding) && path.contains(ring, using: .evenOdd))
    }

    @Test func openSubpathsCountAsClosed() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 6, y: 0), CGPoint(x: 0, y: 6)])
        #expect(path.contains(CGPoint(x: 1, y: 1)))
        #expect(!path.contains(CGPoint(x: 4, y: 4)))
    }

    @Test func circleBoundaryIsResolvedFinely() {
        let circle = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200), transform: nil)
        let inside = 99.9 / 2.0.squareRoot()
        let outside = 100.1 / 2.0.squareRoot()
        #expect(circle.contains(CGPoint(x: inside, y: inside)))
        #expect(!circle.contains(CGPoint(x: outside, y: -outside)))
        #expect(circle.contains(CGPoint(x: 0, y: -99.9)))
        #expect(!circle.contains(CGPoint(x: -100.1, y: 0)))
    }

    @Test func transformIsAppliedToThePoint() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let shift = CGAffineTransform(translationX: 20, y: 0)
        #expect(square.contains(CGPoint(x: -15, y: 5), using: .winding, transform: shift))
        #expect(!square.contains(CGPoint(x: 5, y: 5), using: .winding, transform: shift))
    }

    @Test func nonFinitePointsAreNeverInside() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(!square.contains(CGPoint(x: CGFloat.nan, y: 5)))
        #expect(!square.contains(CGPoint(x: 5, y: CGFloat.nan), using: .evenOdd))
        #expect(!square.contains(CGPoint(x: CGFloat.infinity, y: 5)))
        let nanTransform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(!square.contains(CGPoint(x: 5, y: 5), transform: nanTransform))
    }

    @Test func pathsWithNaNPointsDoNotHang() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(
            to: CGPoint(x: 10, y: 0), control1: CGPoint(x: CGFloat.nan, y: 5),
            control2: CGPoint(x: 5, y: CGFloat.infinity))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.closeSubpath()
        _ = path.contains(CGPoint(x: 5, y: 5))
        _ = path.contains(CGPoint(x: 5, y: 5), using: .evenOdd)
        #expect(!CGMutablePath().contains(.zero))
    }
}
