import Foundation

/// The radii of a rounded rectangle's four corners, named by the corner's coordinates.
package struct _CornerRadii: Sendable, Equatable {
    package var minXMinY: Double, maxXMinY: Double, minXMaxY: Double, maxXMaxY: Double

    /// Creates radii corner by corner.
    package init(minXMinY: Double, maxXMinY: Double, minXMaxY: Double, maxXMaxY: Double) {
        (self.minXMinY, self.maxXMinY, self.minXMaxY, self.maxXMaxY) = (minXMinY, maxXMinY, minXMaxY, maxXMaxY)
    }

    /// The same radius at every corner.
    package init(uniform r: Double) {
        self.init(minXMinY: r, maxXMinY: r, minXMaxY: r, maxXMaxY: r)
    }

    /// No rounding.
    package static let zero = _CornerRadii(uniform: 0)

    /// Whether every corner is square.
    package var isZero: Bool { minXMinY <= 0 && maxXMinY <= 0 && minXMaxY <= 0 && maxXMaxY <= 0 }

    /// The radii limited to what fits a `width × height` rectangle (at most half the shorter
    /// side, never negative or non-finite).
    package func clamped(width: Double, height: Double) -> _CornerRadii {
        let limit = Swift.max(0, Swift.min(width, height) / 2)
        func fit(_ r: Double) -> Double { r.isFinite ? Swift.min(Swift.max(r, 0), limit) : 0 }
        return _CornerRadii(
            minXMinY: fit(minXMinY), maxXMinY: fit(maxXMinY), minXMaxY: fit(minXMaxY), maxXMaxY: fit(maxXMaxY))
    }

    /// The radii shrunk by `inset` (the inner edge of a border), never below zero.
    package func inset(by inset: Double) -> _CornerRadii {
        _CornerRadii(
            minXMinY: Swift.max(0, minXMinY - inset), maxXMinY: Swift.max(0, maxXMinY - inset),
            minXMaxY: Swift.max(0, minXMaxY - inset), maxXMaxY: Swift.max(0, maxXMaxY - inset))
    }
}

/// How a ``_SceneShape/stroke(_:_:)`` is drawn: line attributes, dashes and trimming.
package struct _SceneStroke: Sendable {
    package var width: Double
    package var cap: CGLineCap
    package var join: CGLineJoin
    package var miterLimit: Double
    package var dashes: [CGFloat]
    package var dashPhase: Double
    /// The part of the path's length that is stroked, as fractions `0...1`.
    package var start: Double
    package var end: Double

    /// Creates stroke attributes.
    package init(
        width: Double, cap: CGLineCap, join: CGLineJoin, miterLimit: Double, dashes: [CGFloat], dashPhase: Double,
        start: Double, end: Double
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
        self.start = start
        self.end = end
    }
}

/// A shape in a layer's own (local) coordinates, before its plane map sends it to the raster.
package enum _SceneShape {
    /// A rectangle.
    case rect(CGRect)
    /// A rectangle with rounded corners (radii already clamped to fit).
    case roundedRect(CGRect, _CornerRadii)
    /// The inside of a path, by the non-zero or the even-odd rule.
    case path(CGPath, evenOdd: Bool)
    /// The stroke of a path.
    case stroke(CGPath, _SceneStroke)
    /// The band between a rounded rectangle and the same shape inset by `width`.
    case border(CGRect, _CornerRadii, width: Double)

    /// Appends the shape's outline as closed polygons in local coordinates, curves flattened
    /// within `tolerance` local units, and returns whether it fills by the even-odd rule.
    func appendPolygons(to out: inout _Polygons, tolerance: Double) -> Bool {
        switch self {
        case .rect(let r):
            Self.appendRoundedRect(r, .zero, tolerance: tolerance, reversed: false, to: &out)
            return false
        case .roundedRect(let r, let radii):
            Self.appendRoundedRect(r, radii, tolerance: tolerance, reversed: false, to: &out)
            return false
        case .path(let path, let evenOdd):
            _ = out.appendFlattened(path, tolerance: CGFloat(tolerance))
            return evenOdd
        case .stroke(let path, let style):
            Self.appendStroke(of: path, style: style, tolerance: tolerance, to: &out)
            return false
        case .border(let r, let radii, let width):
            let w = Swift.min(width, Double(Swift.min(r.width, r.height)) / 2)
            guard w > 0 else { return false }
            Self.appendRoundedRect(r, radii, tolerance: tolerance, reversed: false, to: &out)
            let inner = r.insetBy(dx: CGFloat(w), dy: CGFloat(w))
            if inner.width > 0, inner.height > 0 {
                let innerRadii = radii.inset(by: w).clamped(width: Double(inner.width), height: Double(inner.height))
                Self.appendRoundedRect(inner, innerRadii, tolerance: tolerance, reversed: true, to: &out)
            }
            return false
        }
    }

    /// Appends a rounded rectangle as one polygon (clockwise in y-down coordinates, or the
    /// other way round when `reversed`).
    static func appendRoundedRect(
        _ r: CGRect, _ radii: _CornerRadii, tolerance: Double, reversed: Bool, to out: inout _Polygons
    ) {
        let r = r.standardized
        let x0 = Double(r.minX)
        let y0 = Double(r.minY)
        let x1 = Double(r.maxX)
        let y1 = Double(r.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let start = out.points.count
        out.beginContour()
        // Corners in order: (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY); each arc
        // sweeps a quarter turn starting at the given angle.
        let corners: [(Double, Double, Double, Double)] = [
            (x0, y0, radii.minXMinY, Double.pi),
            (x1, y0, radii.maxXMinY, 1.5 * Double.pi),
            (x1, y1, radii.maxXMaxY, 0),
            (x0, y1, radii.minXMaxY, 0.5 * Double.pi)
        ]
        for (cx, cy, radius, angle) in corners {
            guard radius > 0 else {
                out.append(CGPoint(x: cx, y: cy))
                continue
            }
            // The centre sits inside the rectangle by the radius along both axes.
            let ox = cx == x0 ? cx + radius : cx - radius
            let oy = cy == y0 ? cy + radius : cy - radius
            let steps = arcSteps(radius: radius, sweep: Double.pi / 2, tolerance: tolerance)
            for i in 0...steps {
                let t = angle + Double.pi / 2 * Double(i) / Double(steps)
                out.append(CGPoint(x: ox + radius * cos(t), y: oy + radius * sin(t)))
            }
        }
        if reversed { out.points[start...].reverse() }
        out.endContour()
    }

    /// How many chords approximate an arc within `tolerance`.
    static func arcSteps(radius: Double, sweep: Double, tolerance: Double) -> Int {
        let t = Swift.min(Swift.max(tolerance, radius * 1e-6), radius)
        let angle = 2 * acos(Swift.max(-1, 1 - t / radius))
        guard angle > 0, angle.isFinite else { return 1 }
        return Swift.min(Swift.max(Int((sweep / angle).rounded(.up)), 1), 1024)
    }

    /// Appends the outline of a path's stroke (trimmed and dashed) in local coordinates.
    static func appendStroke(of path: CGPath, style: _SceneStroke, tolerance: Double, to out: inout _Polygons) {
        guard style.width > 0, style.width.isFinite, style.end > style.start,
            let lines = _StrokePolyline.subpaths(of: path, tolerance: CGFloat(tolerance))
        else { return }
        let trimmed = style.start <= 0 && style.end >= 1 ? lines : _trim(lines, from: style.start, to: style.end)
        let stroker = _Stroker(
            halfWidth: CGFloat(style.width / 2), cap: style.cap, join: style.join,
            miterLimit: CGFloat(style.miterLimit), tolerance: CGFloat(tolerance), transform: .identity)
        let usable = style.dashes.filter { $0.isFinite && $0 >= 0 }
        let dasher =
            usable.count == style.dashes.count && usable.contains(where: { $0 > 0 })
            ? _Dasher(lengths: usable, phase: CGFloat(style.dashPhase)) : nil
        for line in trimmed {
            if let dasher {
                for piece in dasher.dash(line) { stroker.stroke(piece, into: &out) }
            } else {
                stroker.stroke(line, into: &out)
            }
        }
    }
}

extension CGPath {
    /// The rectangle and corner radius when the path is exactly a rectangle or a rounded
    /// rectangle with circular corners, as `CGPath(rect:transform:)` and
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)` make them (so that
    /// renderers can treat it analytically); `nil` for any other path.
    package var _roundedRectParameters: (rect: CGRect, radius: CGFloat)? {
        let elements = _storage.elements
        guard elements.count == 5 || elements.count == 10, case .moveTo(let start) = elements[0] else { return nil }
        let box = boundingBoxOfPath
        guard !box.isNull, box.width > 0, box.height > 0 else { return nil }
        let radius = elements.count == 5 ? 0 : start.x - box.minX
        let candidate = CGMutablePath()
        if radius > 0 {
            candidate.addRoundedRect(in: box, cornerWidth: radius, cornerHeight: radius)
        } else {
            candidate.addRect(box)
        }
        return candidate == self ? (box, radius) : nil
    }
}
