import Foundation
import OpenCoreGraphics
import Testing

/// NaN and infinite input must neither trap nor hang anywhere in the geometry.
@Suite struct CGGeometryBadInputTests {
    let nanRect = CGRect(x: CGFloat.nan, y: 0, width: 10, height: CGFloat.nan)
    let infiniteRect = CGRect(x: 0, y: -CGFloat.infinity, width: CGFloat.infinity, height: 5)

    @Test func shapesFromNonFiniteRectanglesAreBuilt() {
        for rect in [nanRect, infiniteRect, .null, .infinite] {
            let path = CGMutablePath()
            path.addRect(rect)
            path.addEllipse(in: rect)
            path.addRoundedRect(in: rect, cornerWidth: 2, cornerHeight: 2)
            path.addRoundedRect(in: rect, cornerWidth: .nan, cornerHeight: .infinity)
            #expect(!path.isEmpty)
            _ = path.boundingBox
            _ = path.boundingBoxOfPath
            #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 1)))
            _ = path.contains(CGPoint(x: 1, y: 1), using: .evenOdd)
            _ = path._flattened(tolerance: 0.5)
            _ = path.flattened(threshold: 0.5)
            var rectOut = CGRect.zero
            _ = path.isRect(&rectOut)
        }
    }

    @Test func transformsWithNaNStayNaNWithoutTrapping() {
        let t = CGAffineTransform(a: .nan, b: 1, c: 0, d: 1, tx: 0, ty: 0)
        #expect(CGPoint(x: 1, y: 1).applying(t).x.isNaN)
        _ = CGRect(x: 0, y: 0, width: 1, height: 1).applying(t)
        _ = nanRect.applying(.identity)
        _ = infiniteRect.applying(CGAffineTransform(rotationAngle: 1))
        _ = t.decomposed()
        _ = CGAffineTransform(rotationAngle: .nan).concatenating(t)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: t)
        _ = path.copy(using: [t])
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func hugeCoordinatesDoNotOverflowIntoTraps() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: -1e308, y: -1e308, width: 1.7e308, height: 1.7e308))
        _ = path.contains(.zero)
        _ = path.boundingBoxOfPath
        #expect(path._flattened(tolerance: 1)[0].points.count <= 4 * 65_536 + 1)
    }
}
