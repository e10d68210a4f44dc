import Foundation

/// Turns polylines into the outline of their stroke, as closed contours to fill with the
/// non-zero rule.
///
/// **Method.** For each segment, the stroke is the rectangle swept by the pen; at each
/// vertex the outer side gets a join piece (miter, round or bevel) and the inner side passes
/// through the vertex itself; open ends get caps. Written as one contour per side (the left
/// side of the path going forward and the left side going backward, which is the right
/// side), this outline is exactly the sum of those pieces' boundaries, and every piece runs
/// clockwise in y-up space, so its non-zero fill is exactly their union — self-overlaps at
/// sharp inner corners or short segments only raise the winding number. Everything is built
/// in user space and mapped through a transform as it is emitted, so a non-uniform CTM gives
/// the elliptical pen Core Graphics draws with.
struct _Stroker {
    /// Half the line width, in user space.
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    /// The largest distance, in user space, between a round join or cap and its polygon.
    let tolerance: CGFloat
    /// User space to the polygons' space.
    let transform: CGAffineTransform

    /// Appends the stroke outline of `line` to `out`.
    func stroke(_ line: _StrokePolyline, into out: inout _Polygons) {
        let p = line.points
        guard !p.isEmpty, halfWidth > 0 else { return }
        if p.count == 1 {
            dot(at: p[0], tangent: line.tangent, into: &out)
            return
        }
        if line.closed {
            out.beginContour()
            side(p, line.corners, closed: true, into: &out)
            out.endContour()
            out.beginContour()
            side(p.reversed(), line.corners.reversed(), closed: true, into: &out)
            out.endContour()
            return
        }
        let reversed = Array(p.reversed())
        let reversedCorners = Array(line.corners.reversed())
        out.beginContour()
        side(p, line.corners, closed: false, into: &out)
        capAt(p[p.count - 1], direction: unit(p[p.count - 2], p[p.count - 1]), into: &out)
        side(reversed, reversedCorners, closed: false, into: &out)
        capAt(p[0], direction: unit(p[1], p[0]), into: &out)
        out.endContour()
    }

    /// Emits a point (user space) through the transform.
    @inline(__always)
    private func emit(_ point: CGPoint, _ out: inout _Polygons) {
        out.append(point.applying(transform))
    }

    /// The unit vector from `a` to `b`.
    private func unit(_ a: CGPoint, _ b: CGPoint) -> CGVector {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        return CGVector(dx: dx / length, dy: dy / length)
    }

    /// The left normal of a unit direction, scaled to half the line width.
    @inline(__always)
    private func offset(_ d: CGVector) -> CGVector {
        CGVector(dx: -d.dy * halfWidth, dy: d.dx * halfWidth)
    }

    /// Emits the left side of a polyline: from the first segment's start to the last
    /// segment's end (open), or the whole loop (closed).
    private func side(_ p: [CGPoint], _ corners: [Bool], closed: Bool, into out: inout _Polygons) {
        let n = p.count
        let segments = closed ? n : n - 1
        var directions: [CGVector] = []
        directions.reserveCapacity(segments)
        for k in 0..<segments { directions.append(unit(p[k], p[(k + 1) % n])) }
        let first = offset(directions[0])
        emit(CGPoint(x: p[0].x + first.dx, y: p[0].y + first.dy), &out)
        let lastVertex = closed ? n : n - 1
        for j in 1...lastVertex {
            let v = p[j % n]
            let incoming = directions[j - 1]
            let o = offset(incoming)
            emit(CGPoint(x: v.x + o.dx, y: v.y + o.dy), &out)
            guard j < n - 1 || closed else { continue }
            let outgoing = directions[j % segments]
            joinAt(v, from: incoming, to: outgoing, round: !corners[j % n], into: &out)
        }
    }

    /// Emits the left-side points of the join at `v`, after the incoming segment's offset end
    /// and up to the outgoing segment's offset start.
    private func joinAt(_ v: CGPoint, from d0: CGVector, to d1: CGVector, round: Bool, into out: inout _Polygons) {
        let cross = d0.dx * d1.dy - d0.dy * d1.dx
        let dot = d0.dx * d1.dx + d0.dy * d1.dy
        let o1 = offset(d1)
        let end = CGPoint(x: v.x + o1.dx, y: v.y + o1.dy)
        if cross > 1e-12 {
            // A left turn: the left side is inside the corner; pass through the vertex.
            emit(v, &out)
            emit(end, &out)
            return
        }
        if cross > -1e-12, dot > 0 {
            emit(end, &out)  // straight on
            return
        }
        // The left side is the outer side (a right turn, or a U-turn).
        switch round ? .round : join {
        case .round:
            let o0 = offset(d0)
            let a0 = atan2(o0.dy, o0.dx)
            let turn = atan2(cross, dot)  // negative: clockwise, as the outer arc must run
            arc(center: v, from: a0, sweep: cross > -1e-12 ? -.pi : turn, into: &out)
        case .miter:
            let half = (Double.pi - Swift.abs(atan2(cross, dot))) / 2  // half the inner angle
            let ratio = 1 / sin(half)
            if ratio <= miterLimit, ratio.isFinite {
                let o0 = offset(d0)
                let bx = o0.dx + o1.dx
                let by = o0.dy + o1.dy
                let length = (bx * bx + by * by).squareRoot()
                let reach = halfWidth * ratio
                emit(CGPoint(x: v.x + bx / length * reach, y: v.y + by / length * reach), &out)
            }
        case .bevel:
            break
        }
        emit(end, &out)
    }

    /// Emits the cap at the end `v` of a side whose last direction was `d`: from the left
    /// offset point round to the right one.
    private func capAt(_ v: CGPoint, direction d: CGVector, into out: inout _Polygons) {
        let o = offset(d)
        switch cap {
        case .butt:
            break
        case .square:
            let ex = d.dx * halfWidth
            let ey = d.dy * halfWidth
            emit(CGPoint(x: v.x + o.dx + ex, y: v.y + o.dy + ey), &out)
            emit(CGPoint(x: v.x - o.dx + ex, y: v.y - o.dy + ey), &out)
        case .round:
            arc(center: v, from: atan2(o.dy, o.dx), sweep: -.pi, into: &out)
        }
    }

    /// Emits the inner points of an arc of radius `halfWidth` (its ends are emitted by the
    /// caller).
    private func arc(center: CGPoint, from start: Double, sweep: Double, into out: inout _Polygons) {
        let steps = arcSteps(for: Swift.abs(sweep))
        guard steps > 1 else { return }
        for i in 1..<steps {
            let angle = start + sweep * Double(i) / Double(steps)
            emit(CGPoint(x: center.x + halfWidth * cos(angle), y: center.y + halfWidth * sin(angle)), &out)
        }
    }

    /// How many chords approximate an arc of `sweep` radians within the tolerance.
    private func arcSteps(for sweep: Double) -> Int {
        let ratio = Swift.min(Swift.max(Double(tolerance / halfWidth), 1e-9), 1)
        let step = 2 * acos(1 - ratio)
        guard step > 0, step.isFinite else { return 1 }
        return Swift.min(Swift.max(Int((sweep / step).rounded(.up)), 1), 4096)
    }

    /// Emits the stroke of a zero-length subpath: a disc for round caps, a square (aligned
    /// with `tangent`, or the x axis) for square caps, nothing for butt caps.
    private func dot(at v: CGPoint, tangent: CGVector?, into out: inout _Polygons) {
        switch cap {
        case .butt:
            return
        case .round:
            out.beginContour()
            emit(CGPoint(x: v.x + halfWidth, y: v.y), &out)
            arc(center: v, from: 0, sweep: -2 * .pi, into: &out)
            out.endContour()
        case .square:
            var d = CGVector(dx: 1, dy: 0)
            if let t = tangent, case let length = (t.dx * t.dx + t.dy * t.dy).squareRoot(), length > 0, length.isFinite
            {
                d = CGVector(dx: t.dx / length, dy: t.dy / length)
            }
            let o = offset(d)
            let ex = d.dx * halfWidth
            let ey = d.dy * halfWidth
            out.beginContour()
            // Clockwise in y-up space, like every other piece.
            emit(CGPoint(x: v.x - ex + o.dx, y: v.y - ey + o.dy), &out)
            emit(CGPoint(x: v.x + ex + o.dx, y: v.y + ey + o.dy), &out)
            emit(CGPoint(x: v.x + ex - o.dx, y: v.y + ey - o.dy), &out)
            emit(CGPoint(x: v.x - ex - o.dx, y: v.y - ey - o.dy), &out)
            out.endContour()
        }
    }
}
