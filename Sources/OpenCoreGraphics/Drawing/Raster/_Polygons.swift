import Foundation

/// Closed polygons in one flat buffer: the flattened form of a path, ready to rasterize.
///
/// Contour `k` is `points[starts[k] ..< starts[k + 1]]` (the last one runs to the end);
/// every contour is implicitly closed. Buffers are kept between uses.
struct _Polygons {
    /// Every vertex, contour after contour.
    var points: [CGPoint] = []
    /// Where each contour starts in ``points``.
    var starts: [Int] = []

    /// Empties the buffers, keeping their capacity.
    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
    }

    /// Starts a new contour; drops the previous one if it has fewer than two points.
    mutating func beginContour() {
        if let last = starts.last, points.count - last < 2 {
            points.removeSubrange(last...)
            starts.removeLast()
        }
        starts.append(points.count)
    }

    /// Ends the current contour; drops it when it has fewer than two points or a
    /// non-finite one. Returns `false` when it was dropped for a non-finite point.
    @discardableResult
    mutating func endContour() -> Bool {
        guard let last = starts.last else { return true }
        let finite = points[last...].allSatisfy { $0.x.isFinite && $0.y.isFinite }
        if !finite || points.count - last < 2 {
            points.removeSubrange(last...)
            starts.removeLast()
        }
        return finite
    }

    /// Appends a vertex to the current contour.
    @inline(__always)
    mutating func append(_ point: CGPoint) {
        points.append(point)
    }

    /// The number of contours.
    var contourCount: Int { starts.count }

    /// The index range of contour `k` in ``points``.
    func range(of k: Int) -> Range<Int> {
        starts[k]..<(k + 1 < starts.count ? starts[k + 1] : points.count)
    }

    /// Appends the flattened subpaths of `path`, each as a closed contour, with curves
    /// replaced by lines within `tolerance`. Returns `false` when a subpath was dropped
    /// because it had a non-finite coordinate.
    mutating func appendFlattened(_ path: CGPath, tolerance: CGFloat) -> Bool {
        var allFinite = true
        var open = false
        var subpathStart = CGPoint.zero
        func ensureOpen(_ polygons: inout _Polygons) {
            if !open {
                polygons.beginContour()
                polygons.append(subpathStart)
                open = true
            }
        }
        for element in path._storage.elements {
            switch element {
            case .moveTo(let p):
                if open { allFinite = endContour() && allFinite }
                beginContour()
                append(p)
                subpathStart = p
                open = true
            case .lineTo(let p):
                ensureOpen(&self)
                append(p)
            case .quadCurveTo(let c, let e):
                ensureOpen(&self)
                _appendFlattenedQuadratic(points[points.count - 1], c, e, tolerance: tolerance, depth: 0, into: &points)
            case .curveTo(let c1, let c2, let e):
                ensureOpen(&self)
                _appendFlattenedCubic(
                    points[points.count - 1], c1, c2, e, tolerance: tolerance, depth: 0, into: &points)
            case .closeSubpath:
                if open { allFinite = endContour() && allFinite }
                open = false
            }
        }
        if open { allFinite = endContour() && allFinite }
        return allFinite
    }

    /// Loads every contour into `rasterizer` as edges, mapped by `transform` (device space
    /// to raster space). A contour that the transform sends beyond the finite numbers is left
    /// out whole (dropping only some of its edges would leave it open).
    func load(into rasterizer: _Rasterizer, transform t: CGAffineTransform) {
        for k in 0..<starts.count {
            let r = range(of: k)
            guard r.count >= 2 else { continue }
            let finite = points[r].allSatisfy { p in
                let q = p.applying(t)
                return q.x.isFinite && q.y.isFinite
            }
            guard finite else { continue }
            var previous = points[r.upperBound - 1].applying(t)
            for i in r {
                let p = points[i].applying(t)
                rasterizer.addLine(Double(previous.x), Double(previous.y), Double(p.x), Double(p.y))
                previous = p
            }
        }
    }
}
