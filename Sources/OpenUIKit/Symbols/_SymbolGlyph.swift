import Foundation

/// One of Segue's own symbol outlines: what `UIImage(systemName:)` draws.
///
/// A glyph is described in *design units*: points of a symbol drawn at 17 points, regular
/// weight, medium scale. Its ``size`` is the box its centre lines fill (strokes reach half a
/// stroke width beyond it), and its ``baseline`` is where the text baseline crosses that box.
/// Marks are drawn in order; the stroke width comes from the weight, not from the glyph
/// (UIKitBehaviour #283).
struct _SymbolGlyph: Sendable {
    /// One mark of a glyph.
    enum Mark: Sendable {
        /// The path stroked, `widthFactor` times the weight's stroke width, round caps and joins.
        case stroke(CGPath, widthFactor: CGFloat)
        /// The path filled and stroked (so filled shapes grow with the weight like outlines).
        case fill(CGPath)
        /// A round dot whose radius is `radiusFactor` times half the stroke width.
        case dot(CGPoint, radiusFactor: CGFloat)
        /// The path's stroke erased from what is drawn so far.
        case cut(CGPath, widthFactor: CGFloat)
        /// A round dot erased from what is drawn so far.
        case cutDot(CGPoint, radiusFactor: CGFloat)
    }

    /// The box of the marks' centre lines, in design units.
    let size: CGSize
    /// The distance from the box's top to the text baseline, in design units.
    let baseline: CGFloat
    /// The marks, drawn in order.
    let marks: [Mark]

    /// Half the cap height of the 17-point system font: symbols centre on the cap height's
    /// middle line, this far above the baseline (UIKitBehaviour #283).
    static let capMiddle: CGFloat = 5.85

    /// A glyph centred on the cap height's middle line, as SF Symbols are.
    init(width: CGFloat, height: CGFloat, marks: [Mark]) {
        size = CGSize(width: width, height: height)
        baseline = height / 2 + Self.capMiddle
        self.marks = marks
    }

    /// Builds a path with `build`.
    static func path(_ build: (CGMutablePath) -> Void) -> CGPath {
        let path = CGMutablePath()
        build(path)
        return path
    }

    /// An open polyline through `points`.
    static func polyline(_ points: [CGPoint]) -> CGPath {
        path { $0.addLines(between: points) }
    }

    /// A circle of `radius` around `centre`.
    static func circle(_ centre: CGPoint, _ radius: CGFloat) -> CGPath {
        path {
            $0.addEllipse(in: CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2))
        }
    }

    /// The outline of a closed polygon whose corners are rounded by `radius`.
    static func roundedPolygon(_ points: [CGPoint], radius: CGFloat) -> CGPath {
        path { path in
            guard points.count > 2 else { return }
            let count = points.count
            let start = CGPoint(x: (points[0].x + points[count - 1].x) / 2, y: (points[0].y + points[count - 1].y) / 2)
            path.move(to: start)
            for index in 0..<count {
                path.addArc(tangent1End: points[index], tangent2End: points[(index + 1) % count], radius: radius)
            }
            path.closeSubpath()
        }
    }

    /// Points along an arc (angles in radians, y down: increasing angles turn clockwise on screen).
    static func arcPoints(_ centre: CGPoint, _ radius: CGFloat, from start: CGFloat, to end: CGFloat, steps: Int = 48)
        -> [CGPoint]
    {
        (0...steps).map { step in
            let angle = start + (end - start) * CGFloat(step) / CGFloat(steps)
            return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
    }

    /// A copy of the glyph mirrored left to right.
    var mirrored: _SymbolGlyph {
        transformed(by: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0), size: size)
    }

    /// A copy of the glyph turned a quarter turn clockwise (its box's width and height swap).
    var turnedClockwise: _SymbolGlyph {
        // (x, y) → (height − y, x)
        transformed(
            by: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: size.height, ty: 0),
            size: CGSize(width: size.height, height: size.width))
    }

    private func transformed(by transform: CGAffineTransform, size newSize: CGSize) -> _SymbolGlyph {
        func moved(_ path: CGPath) -> CGPath {
            var transform = transform
            return path.copy(using: &transform) ?? path
        }
        let marks = marks.map { mark -> Mark in
            switch mark {
            case .stroke(let path, let factor): .stroke(moved(path), widthFactor: factor)
            case .fill(let path): .fill(moved(path))
            case .dot(let point, let factor): .dot(point.applying(transform), radiusFactor: factor)
            case .cut(let path, let factor): .cut(moved(path), widthFactor: factor)
            case .cutDot(let point, let factor): .cutDot(point.applying(transform), radiusFactor: factor)
            }
        }
        return _SymbolGlyph(width: newSize.width, height: newSize.height, marks: marks)
    }

    /// A filled circle of `radius` with `inner`'s marks erased from it (the `….fill` variants).
    static func filledCircle(radius: CGFloat = 9.2, cutting inner: [Mark]) -> _SymbolGlyph {
        let centre = CGPoint(x: radius, y: radius)
        let cuts = inner.map { mark -> Mark in
            switch mark {
            case .stroke(let path, let factor): .cut(path, widthFactor: factor)
            case .dot(let point, let factor): .cutDot(point, radiusFactor: factor)
            default: mark
            }
        }
        return _SymbolGlyph(width: radius * 2, height: radius * 2, marks: [.fill(circle(centre, radius))] + cuts)
    }

    /// A stroked circle of `radius` with `inner`'s marks inside (the `.circle` variants).
    static func outlinedCircle(radius: CGFloat = 9.2, with inner: [Mark]) -> _SymbolGlyph {
        let centre = CGPoint(x: radius, y: radius)
        return _SymbolGlyph(
            width: radius * 2, height: radius * 2, marks: [.stroke(circle(centre, radius), widthFactor: 1)] + inner)
    }
}
