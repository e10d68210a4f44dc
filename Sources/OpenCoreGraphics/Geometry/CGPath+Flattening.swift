import Foundation

/// One subpath of a flattened path: a polyline, closed or open.
///
/// Produced by ``CGPath/_flattened(tolerance:)`` for renderers and for stroke-length math.
/// A closed subpath's closing segment, from the last point back to the first, is implied
/// and not repeated in ``points``.
package struct _FlattenedSubpath: Sendable, Equatable {
    /// The polyline's vertices in drawing order.
    ///
    /// Always at least two points.
    public var points: [CGPoint]
    /// Whether the subpath was closed, so a segment joins the last point to the first.
    ///
    /// Open subpaths are still treated as closed when filling.
    public var isClosed: Bool

    /// Creates a flattened subpath.
    ///
    /// Used by tests and by renderers that build polylines themselves.
    public init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension CGPath {
    /// The path as polylines, with every curve replaced by line segments that stay within
    /// `tolerance` of it.
    ///
    /// Curves are split adaptively: a piece is cut in half until the bound
    /// `¾ · max‖second difference‖` (cubics) or `¼ · ‖second difference‖` (quadratics) on its
    /// distance from its chord is at most `tolerance`, so flat stretches get few points and
    /// tight bends many. Subdivision stops at 2¹⁶ pieces per curve; a curve with a NaN or
    /// infinite point becomes a single segment. A tolerance that is not positive (or NaN) is
    /// replaced by `1e-6`. Subpaths with fewer than two points (a lone move) are dropped.
    package func _flattened(tolerance: CGFloat) -> [_FlattenedSubpath] {
        let tolerance = _usableTolerance(tolerance)
        var result: [_FlattenedSubpath] = []
        var points: [CGPoint] = []
        var subpathStart = CGPoint.zero
        func finish(closed: Bool) {
            if points.count >= 2 { result.append(_FlattenedSubpath(points: points, isClosed: closed)) }
            points = []
        }
        for element in _storage.elements {
            switch element {
            case .moveTo(let p):
                finish(closed: false)
                points = [p]
                subpathStart = p
            case .lineTo(let p):
                if points.isEmpty { points = [subpathStart] }
                points.append(p)
            case .quadCurveTo(let c, let e):
                if points.isEmpty { points = [subpathStart] }
                _appendFlattenedQuadratic(points.last!, c, e, tolerance: tolerance, depth: 0, into: &points)
            case .curveTo(let c1, let c2, let e):
                if points.isEmpty { points = [subpathStart] }
                _appendFlattenedCubic(points.last!, c1, c2, e, tolerance: tolerance, depth: 0, into: &points)
            case .closeSubpath:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Returns a copy of the path in which every curve is replaced by straight lines that
    /// stay within `threshold` of it.
    ///
    /// Moves and closes are kept as they are, so the subpath structure is unchanged. The
    /// curves are split as in ``_flattened(tolerance:)``.
    public func flattened(threshold: CGFloat) -> CGPath {
        let tolerance = _usableTolerance(threshold)
        var storage = _PathStorage()
        var polyline: [CGPoint] = []
        for element in _storage.elements {
            let start = storage.currentPoint ?? .zero
            switch element {
            case .quadCurveTo(let c, let e):
                polyline = [start]
                _appendFlattenedQuadratic(start, c, e, tolerance: tolerance, depth: 0, into: &polyline)
                for point in polyline.dropFirst() { storage.append(.lineTo(point)) }
            case .curveTo(let c1, let c2, let e):
                polyline = [start]
                _appendFlattenedCubic(start, c1, c2, e, tolerance: tolerance, depth: 0, into: &polyline)
                for point in polyline.dropFirst() { storage.append(.lineTo(point)) }
            default:
                storage.append(element)
            }
        }
        return CGPath(_storage: storage)
    }
}

/// The deepest level of halving for one curve: at most 2¹⁶ segments.
let _maximumSubdivisionDepth = 16

/// A positive tolerance: the given one, or `1e-6` if it is not positive or is NaN.
func _usableTolerance(_ tolerance: CGFloat) -> CGFloat {
    tolerance > 0 ? tolerance : 1e-6
}

/// Appends points approximating the quadratic curve `p0 p1 p2` (excluding `p0`).
func _appendFlattenedQuadratic(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint,
    tolerance: CGFloat, depth: Int, into points: inout [CGPoint]
) {
    let ddx = p0.x - 2 * p1.x + p2.x
    let ddy = p0.y - 2 * p1.y + p2.y
    let bound = hypot(ddx, ddy) / 4
    // `!(bound > tolerance)` is also true for NaN: such a curve becomes one segment.
    if !(bound > tolerance) || !bound.isFinite || depth >= _maximumSubdivisionDepth {
        points.append(p2)
        return
    }
    let m01 = _midpoint(p0, p1)
    let m12 = _midpoint(p1, p2)
    let mid = _midpoint(m01, m12)
    _appendFlattenedQuadratic(p0, m01, mid, tolerance: tolerance, depth: depth + 1, into: &points)
    _appendFlattenedQuadratic(mid, m12, p2, tolerance: tolerance, depth: depth + 1, into: &points)
}

/// Appends points approximating the cubic curve `p0 p1 p2 p3` (excluding `p0`).
func _appendFlattenedCubic(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
    tolerance: CGFloat, depth: Int, into points: inout [CGPoint]
) {
    let d1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let d2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
    let bound = 0.75 * Swift.max(d1, d2)
    let finite = d1.isFinite && d2.isFinite
    if !finite || !(bound > tolerance) || depth >= _maximumSubdivisionDepth {
        points.append(p3)
        return
    }
    let m01 = _midpoint(p0, p1)
    let m12 = _midpoint(p1, p2)
    let m23 = _midpoint(p2, p3)
    let m012 = _midpoint(m01, m12)
    let m123 = _midpoint(m12, m23)
    let mid = _midpoint(m012, m123)
    _appendFlattenedCubic(p0, m01, m012, mid, tolerance: tolerance, depth: depth + 1, into: &points)
    _appendFlattenedCubic(mid, m123, m23, p3, tolerance: tolerance, depth: depth + 1, into: &points)
}

/// The point halfway between `a` and `b`.
@inline(__always)
func _midpoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
}
