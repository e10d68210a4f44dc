import Foundation

extension CGContext {
    /// Replaces the current path with the outline of its stroke.
    ///
    /// Filling the new path with the non-zero rule paints what ``strokePath()`` would have
    /// painted; it is made of straight lines (curves, joins and caps flattened to within 1/20
    /// of a device pixel). Clipping to it clips to the stroke.
    public func replacePathWithStrokedPath() {
        guard let outline = _strokeOutline() else {
            beginPath()
            return
        }
        _path = outline
    }

    /// Strokes a device-space path with the current line attributes and stroke color.
    func _stroke(devicePath path: CGPath) {
        _polygons.removeAll()
        guard _buildStroke(of: path) else { return }
        _paintPolygons(rule: .winding, paint: .color(_state.strokeColor))
    }

    /// The stroke outline of the current path as a device-space path, or `nil` when the
    /// stroke is empty.
    func _strokeOutline() -> CGMutablePath? {
        _polygons.removeAll()
        guard _buildStroke(of: _path), _polygons.contourCount > 0 else { return nil }
        let outline = CGMutablePath()
        for k in 0..<_polygons.contourCount {
            let range = _polygons.range(of: k)
            outline.move(to: _polygons.points[range.lowerBound])
            for i in range.dropFirst() { outline.addLine(to: _polygons.points[i]) }
            outline.closeSubpath()
        }
        return outline
    }

    /// Fills ``_polygons`` with the stroke outline of a device-space path, in device space.
    /// Returns `false` when nothing can be stroked (singular CTM, bad coordinates).
    func _buildStroke(of path: CGPath) -> Bool {
        let m = _state.ctm
        let determinant = m.a * m.d - m.b * m.c
        guard determinant != 0, determinant.isFinite, !path.isEmpty else { return false }
        var inverse = m.inverted()
        guard let userPath = path.copy(using: &inverse) else { return false }
        // The largest stretch of the CTM: user-space errors grow by at most this much.
        let p = m.a * m.a + m.b * m.b
        let q = m.c * m.c + m.d * m.d
        let r = m.a * m.c + m.b * m.d
        let stretch = ((p + q) / 2 + (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()).squareRoot()
        let tolerance = _fillTolerance / stretch
        guard let lines = _StrokePolyline.subpaths(of: userPath, tolerance: tolerance) else {
            _coreGraphicsLog("a path with non-finite coordinates was stroked; it is ignored.")
            return false
        }
        // A zero width draws the thinnest visible line: one device pixel.
        let width = _state.lineWidth > 0 ? _state.lineWidth : 1 / Swift.abs(determinant).squareRoot()
        let stroker = _Stroker(
            halfWidth: width / 2, cap: _state.lineCap, join: _state.lineJoin,
            miterLimit: _state.miterLimit, tolerance: tolerance, transform: m)
        let dasher = _state.dashLengths.isEmpty ? nil : _Dasher(lengths: _state.dashLengths, phase: _state.dashPhase)
        for line in lines {
            if let dasher {
                for piece in dasher.dash(line) { stroker.stroke(piece, into: &_polygons) }
            } else {
                stroker.stroke(line, into: &_polygons)
            }
        }
        return true
    }
}
