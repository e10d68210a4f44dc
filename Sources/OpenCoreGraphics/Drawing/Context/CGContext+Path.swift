import Foundation

extension CGContext {
    /// Discards the current path and starts an empty one.
    ///
    /// Painting a path also empties it, so this is only needed to throw a path away.
    public func beginPath() {
        _path = CGMutablePath()
    }

    /// Starts a new subpath at `point` (user space).
    ///
    /// Non-finite coordinates are ignored and logged.
    public func move(to point: CGPoint) {
        guard _acceptFinite(point.x, point.y) else { return }
        _path.move(to: point, transform: _state.ctm)
    }

    /// Appends a straight line from the current point to `point` (user space).
    ///
    /// Ignored (and logged) without a current point or with non-finite coordinates.
    public func addLine(to point: CGPoint) {
        guard _acceptFinite(point.x, point.y) else { return }
        _path.addLine(to: point, transform: _state.ctm)
    }

    /// Starts a subpath at the first point and adds lines through the others (user space).
    ///
    /// Does nothing for an empty array; ignored (and logged) if a point is not finite.
    public func addLines(between points: [CGPoint]) {
        guard _acceptFinite(points.flatMap { [$0.x, $0.y] }) else { return }
        _path.addLines(between: points, transform: _state.ctm)
    }

    /// Appends a cubic Bézier curve from the current point to `end` (user space).
    ///
    /// Ignored (and logged) without a current point or with non-finite coordinates.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard _acceptFinite(end.x, end.y, control1.x, control1.y, control2.x, control2.y) else { return }
        _path.addCurve(to: end, control1: control1, control2: control2, transform: _state.ctm)
    }

    /// Appends a quadratic Bézier curve from the current point to `end` (user space).
    ///
    /// Ignored (and logged) without a current point or with non-finite coordinates.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard _acceptFinite(end.x, end.y, control.x, control.y) else { return }
        _path.addQuadCurve(to: end, control: control, transform: _state.ctm)
    }

    /// Closes the current subpath with a line back to its first point.
    ///
    /// Closing an empty path adds nothing.
    public func closePath() {
        _path.closeSubpath()
    }

    /// Appends a rectangle as a closed subpath (user space).
    ///
    /// The subpath runs counterclockwise in Core Graphics' y-up space from `(minX, minY)`.
    /// Non-finite rectangles are ignored and logged.
    public func addRect(_ rect: CGRect) {
        guard _acceptFinite(rect.origin.x, rect.origin.y, rect.width, rect.height) else { return }
        _path.addRect(rect, transform: _state.ctm)
    }

    /// Appends each rectangle as its own closed subpath (user space).
    ///
    /// Non-finite rectangles are skipped and logged.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Appends an ellipse that fits in `rect` as a closed subpath (user space).
    ///
    /// Made of four cubic curves starting at `(maxX, midY)`. Non-finite rectangles are
    /// ignored and logged.
    public func addEllipse(in rect: CGRect) {
        guard _acceptFinite(rect.origin.x, rect.origin.y, rect.width, rect.height) else { return }
        _path.addEllipse(in: rect, transform: _state.ctm)
    }

    /// Appends an arc of a circle (user space), joined by a line to the current point if
    /// there is one.
    ///
    /// `clockwise` is read in user space, which is y-up unless the CTM flips it. See
    /// `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard _acceptFinite(center.x, center.y, radius, startAngle, endAngle) else { return }
        _path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise, transform: _state.ctm)
    }

    /// Appends an arc tangent to the lines from the current point to `tangent1End` and from
    /// there to `tangent2End` (user space).
    ///
    /// See `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard _acceptFinite(tangent1End.x, tangent1End.y, tangent2End.x, tangent2End.y, radius) else { return }
        _path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: _state.ctm)
    }

    /// Appends a path, its points mapped by the CTM.
    ///
    /// The path's subpaths keep their structure.
    public func addPath(_ path: CGPath) {
        _path.addPath(path, transform: _state.ctm)
    }

    /// Whether the current path has no elements.
    ///
    /// A path holding only a move is not empty.
    public var isPathEmpty: Bool { _path.isEmpty }

    /// The current point of the current path, in user space.
    ///
    /// `.zero` for an empty path.
    public var currentPointOfPath: CGPoint {
        _path.isEmpty ? .zero : _path.currentPoint.applying(_state.ctm.inverted())
    }

    /// The bounding box of the current path in user space, control points included.
    ///
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        path?.boundingBox ?? .null
    }

    /// A copy of the current path in user space, or `nil` when it is empty.
    ///
    /// The path was stored in device space as it was built, so changing the CTM since then
    /// changes the copy's coordinates, as in Core Graphics.
    public var path: CGPath? {
        guard !_path.isEmpty else { return nil }
        var inverse = _state.ctm.inverted()
        return _path.copy(using: &inverse)
    }

    /// Whether `point` (user space) would be painted by drawing the current path with `mode`.
    ///
    /// Fill modes use their fill rule; stroke modes also count points within the stroke.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let device = point.applying(_state.ctm)
        let filled: Bool
        switch mode {
        case .fill, .fillStroke: filled = _path.contains(device, using: .winding)
        case .eoFill, .eoFillStroke: filled = _path.contains(device, using: .evenOdd)
        case .stroke: filled = false
        }
        if filled { return true }
        guard mode != .fill, mode != .eoFill, let outline = _strokeOutline() else { return false }
        return outline.contains(device, using: .winding)
    }

    /// Whether the values are all finite; logs Core Graphics' message when one is not.
    func _acceptFinite(_ values: [CGFloat]) -> Bool {
        if values.allSatisfy(\.isFinite) { return true }
        return _acceptFinite(.nan)
    }
}
