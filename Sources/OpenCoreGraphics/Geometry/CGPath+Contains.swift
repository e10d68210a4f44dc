import Foundation

extension CGPath {
    /// Whether a point lies inside the region that filling the path would paint.
    ///
    /// `transform` is applied to the point (not the path) before the test, as Core Graphics
    /// documents. Every subpath counts as closed, open ones included. `rule` decides how
    /// overlapping regions count: `.winding` paints where the path winds around the point a
    /// nonzero number of times, `.evenOdd` where it winds an odd number of times. Curves are
    /// tested through a flattening finer than 1/10 000 of the path's size. A point with a NaN
    /// or infinite coordinate is never inside.
    public func contains(
        _ point: CGPoint,
        using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        let p = point.applying(transform)
        guard p.x.isFinite, p.y.isFinite else { return false }
        let hull = boundingBox
        // Quick rejection: the control-point hull encloses the whole path.
        guard !hull.isNull, p.x >= hull.minX, p.x <= hull.maxX, p.y >= hull.minY, p.y <= hull.maxY
        else { return false }
        let extent = Swift.max(hull.width, hull.height)
        let tolerance = extent.isFinite && extent > 0 ? extent * 1e-4 : 1e-6
        let winding = _windingNumber(of: p, tolerance: tolerance)
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// The winding number of the (implicitly closed) flattened path around `p`.
    ///
    /// Counts upward crossings of the horizontal ray to the right of `p` as +1 and downward
    /// ones as −1, so counterclockwise loops (in y-up space) wind positively.
    func _windingNumber(of p: CGPoint, tolerance: CGFloat) -> Int {
        var winding = 0
        for subpath in _flattened(tolerance: tolerance) {
            let points = subpath.points
            var previous = points[points.count - 1]
            for current in points {
                winding += _crossing(from: previous, to: current, around: p)
                previous = current
            }
        }
        return winding
    }
}

/// The signed crossing of edge `a → b` with the ray going right from `p`: +1 upward with
/// `p` on the edge's left, −1 downward with `p` on its right, 0 otherwise.
func _crossing(from a: CGPoint, to b: CGPoint, around p: CGPoint) -> Int {
    // Which side of the line a → b the point lies on (positive: left).
    let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    if a.y <= p.y {
        if b.y > p.y, side > 0 { return 1 }
    } else if b.y <= p.y, side < 0 {
        return -1
    }
    return 0
}
