import Foundation

/// One subpath prepared for stroking: a polyline in user space whose vertices remember
/// whether they are real corners of the path or points inside a flattened curve.
struct _StrokePolyline {
    /// The vertices, with no two consecutive ones equal (and, when closed, the last one
    /// different from the first).
    var points: [CGPoint] = []
    /// `corners[i]` is `true` when `points[i]` is a vertex of the original path; curve
    /// interiors always get round joins, so that the stroke follows the curve's offset.
    var corners: [Bool] = []
    /// Whether a segment joins the last point back to the first.
    var closed = false
    /// The direction of a zero-length subpath (for square caps), when known.
    var tangent: CGVector?

    /// Appends a vertex, merging it with the previous one when they coincide.
    mutating func append(_ point: CGPoint, corner: Bool) {
        if let last = points.last, last == point {
            corners[corners.count - 1] = corners[corners.count - 1] || corner
            return
        }
        points.append(point)
        corners.append(corner)
    }

    /// Removes a closing vertex equal to the first one.
    mutating func normalizeClosed() {
        if closed, points.count > 1, points[points.count - 1] == points[0] {
            points.removeLast()
            corners[0] = corners[0] || corners.removeLast()
        }
    }

    /// The subpaths of `path` (already in user space), flattened within `tolerance`.
    ///
    /// Lone moves are dropped; a subpath whose segments all have zero length becomes a
    /// single point (with the direction of its first curve's tangent, when it has one), which
    /// round and square caps draw as a dot. Returns `nil` if a coordinate is not finite.
    static func subpaths(of path: CGPath, tolerance: CGFloat) -> [_StrokePolyline]? {
        var result: [_StrokePolyline] = []
        var current = _StrokePolyline()
        var hasSegment = false
        var start = CGPoint.zero
        var scratch: [CGPoint] = []
        func finish(closed: Bool) {
            // A closed subpath has no caps, so a closed one of zero length draws nothing.
            if hasSegment, !current.points.isEmpty, !(closed && current.points.count < 2) {
                current.closed = closed
                current.normalizeClosed()
                result.append(current)
            }
            current = _StrokePolyline()
            hasSegment = false
        }
        func ensureStarted() {
            if current.points.isEmpty { current.append(start, corner: true) }
        }
        for element in path._storage.elements {
            for p in element.points where !(p.x.isFinite && p.y.isFinite) { return nil }
            switch element {
            case .moveTo(let p):
                finish(closed: false)
                start = p
                current.append(p, corner: true)
            case .lineTo(let p):
                ensureStarted()
                hasSegment = true
                if current.tangent == nil, p != current.points[current.points.count - 1] {
                    let from = current.points[current.points.count - 1]
                    current.tangent = CGVector(dx: p.x - from.x, dy: p.y - from.y)
                }
                current.append(p, corner: true)
            case .quadCurveTo(let c, let e):
                ensureStarted()
                hasSegment = true
                let from = current.points[current.points.count - 1]
                scratch = [from]
                _appendFlattenedQuadratic(from, c, e, tolerance: tolerance, depth: 0, into: &scratch)
                appendCurve(&current, scratch, controls: [c, e])
            case .curveTo(let c1, let c2, let e):
                ensureStarted()
                hasSegment = true
                let from = current.points[current.points.count - 1]
                scratch = [from]
                _appendFlattenedCubic(from, c1, c2, e, tolerance: tolerance, depth: 0, into: &scratch)
                appendCurve(&current, scratch, controls: [c1, c2, e])
            case .closeSubpath:
                ensureStarted()
                hasSegment = true
                finish(closed: true)
                current.append(start, corner: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Appends a flattened curve (its first point is the current last point).
    private static func appendCurve(_ line: inout _StrokePolyline, _ flattened: [CGPoint], controls: [CGPoint]) {
        let from = flattened[0]
        if line.tangent == nil, let first = controls.first(where: { $0 != from }) {
            line.tangent = CGVector(dx: first.x - from.x, dy: first.y - from.y)
        }
        for (i, p) in flattened.enumerated().dropFirst() {
            line.append(p, corner: i == flattened.count - 1)
        }
    }
}
