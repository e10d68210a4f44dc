import Foundation

extension CGMutablePath {
    /// Appends an arc of a circle given by its center, radius and start and end angles.
    ///
    /// Angles are in radians from the positive x axis. `clockwise` is read in the path's own
    /// y-up space: `false` sweeps towards increasing angles, `true` towards decreasing ones;
    /// on a flipped (UIKit) screen the arc therefore appears to turn the other way. As in
    /// PostScript's `arc`/`arcn`, the end angle is moved by whole turns until it lies on the
    /// requested side of the start angle, so `0 → 2π` counterclockwise is a full circle while
    /// `0 → 2π` clockwise is empty. If the path is not empty, a line joins the current point to
    /// the arc's start; otherwise the arc starts a new subpath. The arc is made of cubic
    /// Bézier curves of at most a quarter turn each.
    ///
    /// - Note: Non-finite angles, radius or center add nothing (Core Graphics' result for
    ///   them is undocumented).
    public func addArc(
        center: CGPoint,
        radius: CGFloat,
        startAngle: CGFloat,
        endAngle: CGFloat,
        clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if clockwise {
            if delta > 0 {
                delta = delta.truncatingRemainder(dividingBy: fullTurn)
                if delta > 0 { delta -= fullTurn }
            }
            delta = Swift.max(delta, -fullTurn)
        } else {
            if delta < 0 {
                delta = delta.truncatingRemainder(dividingBy: fullTurn)
                if delta < 0 { delta += fullTurn }
            }
            delta = Swift.min(delta, fullTurn)
        }
        _appendArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Appends an arc of a circle given by its center, radius, start angle and signed sweep.
    ///
    /// A positive `delta` sweeps counterclockwise (towards increasing angles) in the path's
    /// y-up space, a negative one clockwise. A line joins the current point to the arc's start
    /// when the path is not empty.
    ///
    /// - Note: A sweep of more than one full turn is limited to one turn (Core Graphics'
    ///   behaviour for that case is undocumented); non-finite input adds nothing.
    public func addRelativeArc(
        center: CGPoint,
        radius: CGFloat,
        startAngle: CGFloat,
        delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * CGFloat.pi
        let limited = Swift.min(Swift.max(delta, -fullTurn), fullTurn)
        _appendArc(center: center, radius: radius, startAngle: startAngle, delta: limited, transform: transform)
    }

    /// Appends an arc of the given radius tangent to the line from the current point to
    /// `tangent1End` and to the line from `tangent1End` to `tangent2End`.
    ///
    /// A straight line first joins the current point to the arc's first tangent point if they
    /// differ; the arc ends at its second tangent point, which becomes the current point.
    /// When the two lines are parallel, one has zero length, or the radius is zero, only a
    /// line to `tangent1End` is added. A negative radius is used as its magnitude. Ignored
    /// (with a logged message) when the path is empty.
    public func addArc(
        tangent1End: CGPoint,
        tangent2End: CGPoint,
        radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard _requireCurrentPoint("CGPathAddArcToPoint"), let current = _storage.currentPoint else { return }
        // Work in the untransformed space of the tangent points.
        let determinant = transform.a * transform.d - transform.b * transform.c
        let invertible = determinant != 0 && determinant.isFinite
        let p0 = invertible ? current.applying(transform.inverted()) : current
        let p1 = tangent1End
        let p2 = tangent2End
        let radius = Swift.abs(radius)
        let u1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let u2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let length1 = hypot(u1.dx, u1.dy)
        let length2 = hypot(u2.dx, u2.dy)
        let cross = u1.dx * u2.dy - u1.dy * u2.dx
        let dot = u1.dx * u2.dx + u1.dy * u2.dy
        // Angle between the two rays from the corner; the arc's tangent points lie at
        // distance r / tan(angle / 2) from the corner.
        let angle = atan2(Swift.abs(cross), dot)
        let tangentDistance = radius / tan(angle / 2)
        let usable =
            radius != 0 && length1 > 0 && length2 > 0 && cross != 0
            && angle.isFinite && tangentDistance.isFinite
        guard usable else {
            _storage.append(.lineTo(p1.applying(transform)))
            return
        }
        let d1 = CGVector(dx: u1.dx / length1, dy: u1.dy / length1)
        let d2 = CGVector(dx: u2.dx / length2, dy: u2.dy / length2)
        let start = CGPoint(x: p1.x + d1.dx * tangentDistance, y: p1.y + d1.dy * tangentDistance)
        let end = CGPoint(x: p1.x + d2.dx * tangentDistance, y: p1.y + d2.dy * tangentDistance)
        let bisector = CGVector(dx: d1.dx + d2.dx, dy: d1.dy + d2.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centerDistance = hypot(radius, tangentDistance)
        let center = CGPoint(
            x: p1.x + bisector.dx / bisectorLength * centerDistance,
            y: p1.y + bisector.dy / bisectorLength * centerDistance
        )
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        _appendArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Appends an arc of `delta` radians from `startAngle`, joined to the current point.
    func _appendArc(
        center: CGPoint,
        radius: CGFloat,
        startAngle: CGFloat,
        delta: CGFloat,
        transform: CGAffineTransform
    ) {
        let inputs = [center.x, center.y, radius, startAngle, delta]
        guard inputs.allSatisfy(\.isFinite) else {
            _coreGraphicsLog("arc with non-finite center, radius or angles ignored.")
            return
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        let mappedStart = start.applying(transform)
        if let current = _storage.currentPoint {
            if current != mappedStart { _storage.append(.lineTo(mappedStart)) }
        } else {
            _storage.append(.moveTo(mappedStart))
        }
        let quarterTurn = CGFloat.pi / 2
        // The small allowance keeps a quarter turn that picked up rounding error in one piece.
        let pieces = Swift.max(1, Int((Swift.abs(delta) / quarterTurn - 1e-9).rounded(.up)))
        guard delta != 0 else { return }
        let step = delta / CGFloat(pieces)
        let handle = radius * 4 / 3 * tan(step / 4)
        var angle = startAngle
        var from = start
        for index in 1...pieces {
            let nextAngle = index == pieces ? startAngle + delta : startAngle + step * CGFloat(index)
            let to = CGPoint(x: center.x + radius * cos(nextAngle), y: center.y + radius * sin(nextAngle))
            let control1 = CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle))
            let control2 = CGPoint(x: to.x + handle * sin(nextAngle), y: to.y - handle * cos(nextAngle))
            _appendCurve(control1, control2, to, transform)
            angle = nextAngle
            from = to
        }
    }
}
