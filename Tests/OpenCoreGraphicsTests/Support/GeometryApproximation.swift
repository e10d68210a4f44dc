import Foundation
import OpenCoreGraphics
import TestSupport

/// Whether a `CGFloat` is within `tolerance` of an expected `Double`.
func approx(_ value: CGFloat, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
    isClose(Double(value), expected, tolerance: tolerance)
}

/// Whether a point is within `tolerance` of `(x, y)` in both coordinates.
func approx(_ point: CGPoint, _ x: Double, _ y: Double, tolerance: Double = 1e-9) -> Bool {
    approx(point.x, x, tolerance: tolerance) && approx(point.y, y, tolerance: tolerance)
}

/// Whether a rectangle's origin and size are within `tolerance` of the expected values.
func approx(_ rect: CGRect, _ x: Double, _ y: Double, _ width: Double, _ height: Double, tolerance: Double = 1e-9)
    -> Bool
{
    approx(rect.origin.x, x, tolerance: tolerance) && approx(rect.origin.y, y, tolerance: tolerance)
        && approx(rect.size.width, width, tolerance: tolerance)
        && approx(rect.size.height, height, tolerance: tolerance)
}

/// Whether a transform's entries `[a, b, c, d, tx, ty]` are within `tolerance` of `expected`.
func approx(_ t: CGAffineTransform, _ expected: [Double], tolerance: Double = 1e-9) -> Bool {
    let actual = [t.a, t.b, t.c, t.d, t.tx, t.ty]
    return zip(actual, expected).allSatisfy { approx($0, $1, tolerance: tolerance) }
}

/// The elements of a path as `(type, points)` pairs, copied out of `applyWithBlock`.
func elements(of path: CGPath) -> [(type: CGPathElementType, points: [CGPoint])] {
    var result: [(type: CGPathElementType, points: [CGPoint])] = []
    path.applyWithBlock { element in
        let count: Int
        switch element.pointee.type {
        case .moveToPoint, .addLineToPoint: count = 1
        case .addQuadCurveToPoint: count = 2
        case .addCurveToPoint: count = 3
        case .closeSubpath: count = 0
        }
        let points = (0..<count).map { element.pointee.points[$0] }
        result.append((element.pointee.type, points))
    }
    return result
}

/// The point at parameter `t` on the cubic Bézier curve `p0 p1 p2 p3`, by de Casteljau's
/// construction (a different formula from the one in the library).
func deCasteljau(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
    func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: Double(a.x) + (Double(b.x) - Double(a.x)) * t, y: Double(a.y) + (Double(b.y) - Double(a.y)) * t)
    }
    let a = lerp(p0, p1)
    let b = lerp(p1, p2)
    let c = lerp(p2, p3)
    let d = lerp(a, b)
    let e = lerp(b, c)
    return lerp(d, e)
}

/// The distance from `p` to the segment `a b`.
func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> Double {
    let (px, py) = (Double(p.x), Double(p.y))
    let (ax, ay) = (Double(a.x), Double(a.y))
    let (bx, by) = (Double(b.x), Double(b.y))
    let (dx, dy) = (bx - ax, by - ay)
    let lengthSquared = dx * dx + dy * dy
    var t = lengthSquared == 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / lengthSquared
    t = min(max(t, 0), 1)
    let (cx, cy) = (ax + t * dx, ay + t * dy)
    return ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
}

/// The distance from `p` to the nearest segment of a polyline.
func distance(from p: CGPoint, toPolyline points: [CGPoint]) -> Double {
    zip(points, points.dropFirst()).map { distance(from: p, toSegment: $0, $1) }.min() ?? .infinity
}
