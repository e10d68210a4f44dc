import Foundation

extension _CompositeScene {
    /// The tolerance, in raster pixels, within which curves are flattened.
    static let flatteningTolerance = 0.05

    /// Rasterizes `shape` (local coordinates) through `map`, clipped against the near planes,
    /// and returns how to read its coverage and the pixels it may touch.
    func makeCoverage(_ shape: _SceneShape, map: _PlaneMap, nearPlanes: [_NearPlane]) -> (Coverage, _PixelBox) {
        let nothing = (Coverage.aligned(0, 0, 0, 0), _PixelBox.empty)
        guard map.isFinite, !box.isEmpty else { return nothing }
        var planes: [_NearPlane] = []
        for plane in nearPlanes + [map.nearPlane] where !plane.isWholePlane {
            guard plane.a.isFinite, plane.b.isFinite, plane.c.isFinite else { return nothing }
            // A constant half-plane that excludes everything: wholly behind the eye.
            if plane.a == 0, plane.b == 0 { return nothing }
            planes.append(plane)
        }
        if planes.isEmpty, map.m12 == 0, map.m21 == 0, let r = shape.plainRect {
            // An axis-aligned rectangle: its coverage is computed row by row.
            let r = r.standardized
            let xa = map.m11 * Double(r.minX) + map.m31
            let xb = map.m11 * Double(r.maxX) + map.m31
            let ya = map.m22 * Double(r.minY) + map.m32
            let yb = map.m22 * Double(r.maxY) + map.m32
            let x0 = Swift.min(xa, xb)
            let x1 = Swift.max(xa, xb)
            let y0 = Swift.min(ya, yb)
            let y1 = Swift.max(ya, yb)
            let covered = _PixelBox(covering: x0, y0, x1, y1).intersection(box)
            guard !covered.isEmpty else { return nothing }
            return (.aligned(x0, y0, x1, y1), covered)
        }
        // The same shape in the same place as in the previous frame: its runs again.
        let key = recordsCoverage ? _CoverageKey(shape, map: map, planes: planes) : nil
        if let key, reusesCoverage, let found = previousFrame.coverage[key] {
            if runListCount == runLists.count { runLists.append(_RunList()) }
            let index = runListCount
            runListCount += 1
            runLists[index] = previousFrame.runLists[found.index]
            coverage[key] = (index, found.box)
            return (.runs(index), found.box)
        }
        // Flatten finely enough for the map's largest stretch over the shape.
        let bounds = shape.localBounds
        guard !bounds.isNull, !bounds.isInfinite else { return nothing }
        var stretch = 0.0
        for (x, y) in [
            (bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY),
            (bounds.maxX, bounds.maxY), (bounds.midX, bounds.midY)
        ] {
            if let s = map.stretch(at: Double(x), Double(y)), s.isFinite { stretch = Swift.max(stretch, s) }
        }
        let extent = Swift.max(Double(Swift.max(bounds.width, bounds.height)), 1e-9)
        var tolerance = stretch > 0 ? Self.flatteningTolerance / stretch : extent / 64
        tolerance = Swift.max(tolerance, extent * 1e-5)
        localPolygons.removeAll()
        let evenOdd = shape.appendPolygons(to: &localPolygons, tolerance: tolerance)
        guard localPolygons.contourCount > 0 else { return nothing }
        for plane in planes {
            clipPolygons(against: plane)
            guard localPolygons.contourCount > 0 else { return nothing }
        }
        // Map every vertex to raster space and rasterize once.
        rasterizer.begin(box: box)
        for k in 0..<localPolygons.contourCount {
            let range = localPolygons.range(of: k)
            guard range.count >= 2 else { continue }
            let last = localPolygons.points[range.upperBound - 1]
            var previous = map.apply(Double(last.x), Double(last.y))
            for i in range {
                let p = localPolygons.points[i]
                let q = map.apply(Double(p.x), Double(p.y))
                rasterizer.addLine(previous.x, previous.y, q.x, q.y)
                previous = q
            }
        }
        guard !rasterizer.isEmpty else { return nothing }
        let covered = rasterizer.edgeBox
        if runListCount == runLists.count { runLists.append(_RunList()) }
        let index = runListCount
        runListCount += 1
        var sink = _RunListSink(list: _RunList())
        swap(&sink.list, &runLists[index])
        sink.list.reset(minY: box.minY)
        rasterizer.rasterize(rule: evenOdd ? .evenOdd : .winding, antialias: true, into: &sink)
        swap(&sink.list, &runLists[index])
        if let key { coverage[key] = (index, covered) }
        return (.runs(index), covered)
    }

    /// Clips every contour of ``localPolygons`` to the half-plane (Sutherland–Hodgman), with
    /// a margin that keeps mapped points at a finite distance.
    private func clipPolygons(against plane: _NearPlane) {
        var reach = 0.0
        for p in localPolygons.points { reach = Swift.max(reach, Swift.abs(Double(p.x)), Swift.abs(Double(p.y))) }
        let threshold =
            _NearPlane.epsilon * (Swift.abs(plane.a) * reach + Swift.abs(plane.b) * reach + Swift.abs(plane.c))
        clippedPolygons.removeAll()
        for k in 0..<localPolygons.contourCount {
            let range = localPolygons.range(of: k)
            clippedPolygons.beginContour()
            var previous = localPolygons.points[range.upperBound - 1]
            var previousValue = plane.value(Double(previous.x), Double(previous.y)) - threshold
            for i in range {
                let p = localPolygons.points[i]
                let value = plane.value(Double(p.x), Double(p.y)) - threshold
                if (value >= 0) != (previousValue >= 0) {
                    let t = previousValue / (previousValue - value)
                    clippedPolygons.append(
                        CGPoint(
                            x: Double(previous.x) + (Double(p.x) - Double(previous.x)) * t,
                            y: Double(previous.y) + (Double(p.y) - Double(previous.y)) * t))
                }
                if value >= 0 { clippedPolygons.append(p) }
                previous = p
                previousValue = value
            }
            clippedPolygons.endContour()
        }
        swap(&localPolygons, &clippedPolygons)
    }
}

extension _SceneShape {
    /// The rectangle when the shape is one (a rounded rectangle without rounding too).
    var plainRect: CGRect? {
        switch self {
        case .rect(let r): return r
        case .roundedRect(let r, let radii) where radii.isZero: return r
        default: return nil
        }
    }

    /// A rectangle holding the shape, in local coordinates.
    var localBounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .border(let r, _, _): return r.standardized
        case .path(let path, _): return path.boundingBox
        case .stroke(let path, let style):
            let grow = CGFloat(style.width * Swift.max(1, style.miterLimit))
            return path.boundingBox.insetBy(dx: -grow, dy: -grow)
        }
    }
}
