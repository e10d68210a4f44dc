import Foundation

/// A graphics path that can be changed: the builder for ``CGPath``.
///
/// Every method takes an optional `transform` that maps the new points before they are
/// appended. Segments that need a current point (lines, curves, tangent arcs) are ignored
/// with a logged message when the path is empty, as Core Graphics does.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty mutable path.
    ///
    /// ``CGPath/isEmpty`` is `true` and ``CGPath/currentPoint`` is `.zero` until something
    /// is added.
    public init() {
        super.init(_storage: _PathStorage())
    }

    /// Creates a mutable path holding the given storage.
    ///
    /// Named differently from `CGPath`'s storage initializer so that `CGPath`'s convenience
    /// initializers (rect, ellipse, rounded rect) are not inherited, as on Apple platforms.
    init(_mutableStorage storage: _PathStorage) {
        super.init(_storage: storage)
    }

    /// Starts a new subpath at a point.
    ///
    /// The point becomes both the current point and the point a later close returns to.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _storage.append(.moveTo(point.applying(transform)))
    }

    /// Appends a straight line from the current point to `point`.
    ///
    /// Ignored (with a logged message) when the path is empty.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard _requireCurrentPoint("CGPathAddLineToPoint") else { return }
        _storage.append(.lineTo(point.applying(transform)))
    }

    /// Starts a subpath at the first point and adds lines through the remaining points.
    ///
    /// Does nothing for an empty array.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() {
            _storage.append(.lineTo(point.applying(transform)))
        }
    }

    /// Appends a quadratic Bézier curve from the current point to `end`.
    ///
    /// Ignored (with a logged message) when the path is empty.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard _requireCurrentPoint("CGPathAddQuadCurveToPoint") else { return }
        _storage.append(.quadCurveTo(control: control.applying(transform), end: end.applying(transform)))
    }

    /// Appends a cubic Bézier curve from the current point to `end`.
    ///
    /// Ignored (with a logged message) when the path is empty.
    public func addCurve(
        to end: CGPoint,
        control1: CGPoint,
        control2: CGPoint,
        transform: CGAffineTransform = .identity
    ) {
        guard _requireCurrentPoint("CGPathAddCurveToPoint") else { return }
        _storage.append(
            .curveTo(
                control1: control1.applying(transform),
                control2: control2.applying(transform),
                end: end.applying(transform)
            )
        )
    }

    /// Closes the current subpath with a line back to its first point.
    ///
    /// The first point becomes the current point. Closing an empty path, or closing twice in
    /// a row, adds nothing.
    public func closeSubpath() {
        guard let last = _storage.elements.last, last != .closeSubpath else { return }
        _storage.append(.closeSubpath)
    }

    /// Appends a rectangle as a closed subpath.
    ///
    /// The subpath moves to `(minX, minY)`, adds lines to `(maxX, minY)`, `(maxX, maxY)`
    /// and `(minX, maxY)`, and closes: counterclockwise in Core Graphics' y-up space.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
        _storage.append(.lineTo(CGPoint(x: rect.maxX, y: rect.minY).applying(transform)))
        _storage.append(.lineTo(CGPoint(x: rect.maxX, y: rect.maxY).applying(transform)))
        _storage.append(.lineTo(CGPoint(x: rect.minX, y: rect.maxY).applying(transform)))
        _storage.append(.closeSubpath)
    }

    /// Appends each rectangle as its own closed subpath.
    ///
    /// Equivalent to calling ``addRect(_:transform:)`` for each rectangle in order.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends an ellipse that fits in a rectangle as a closed subpath of four cubic curves.
    ///
    /// The subpath starts at `(maxX, midY)` and runs through `(midX, maxY)`, `(minX, midY)`
    /// and `(midX, minY)`: increasing angle, which is counterclockwise in Core Graphics'
    /// y-up space and clockwise on a y-down (UIKit) screen.
    ///
    /// - Note: Apple's documentation calls the ellipse "clockwise" without naming the
    ///   coordinate space; the start point and direction here follow observed UIKit
    ///   behaviour (an oval's stroke starts at 3 o'clock and runs clockwise on screen).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2
        let ry = r.height / 2
        let kx = rx * _bezierCircleFactor
        let ky = ry * _bezierCircleFactor
        let cx = r.midX
        let cy = r.midY
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        _appendCurve(
            CGPoint(x: cx + rx, y: cy + ky), CGPoint(x: cx + kx, y: cy + ry), CGPoint(x: cx, y: cy + ry), transform)
        _appendCurve(
            CGPoint(x: cx - kx, y: cy + ry), CGPoint(x: cx - rx, y: cy + ky), CGPoint(x: cx - rx, y: cy), transform)
        _appendCurve(
            CGPoint(x: cx - rx, y: cy - ky), CGPoint(x: cx - kx, y: cy - ry), CGPoint(x: cx, y: cy - ry), transform)
        _appendCurve(
            CGPoint(x: cx + kx, y: cy - ry), CGPoint(x: cx + rx, y: cy - ky), CGPoint(x: cx + rx, y: cy), transform)
        _storage.append(.closeSubpath)
    }

    /// Appends a rectangle with elliptical corners as a closed subpath.
    ///
    /// Each corner is a quarter ellipse with radii `cornerWidth` and `cornerHeight`. The
    /// subpath starts at `(minX + cornerWidth, minY)` and runs in the same direction as
    /// ``addRect(_:transform:)`` and ``addEllipse(in:transform:)`` (the direction Apple calls
    /// "clockwise", i.e. clockwise on a flipped screen); a zero corner size gives a plain
    /// rectangle. Apple does not document the start point; this one is Segue's choice.
    ///
    /// - Note: Differs from Core Graphics, which stops the program when a corner size is
    ///   negative or more than half the rectangle's side: Segue clamps each corner size into
    ///   `0...side/2` (NaN counts as 0).
    public func addRoundedRect(
        in rect: CGRect,
        cornerWidth: CGFloat,
        cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let cw = _clamp(cornerWidth, upTo: r.width / 2)
        let ch = _clamp(cornerHeight, upTo: r.height / 2)
        guard cw > 0, ch > 0 else {
            addRect(r, transform: transform)
            return
        }
        let kx = cw * _bezierCircleFactor
        let ky = ch * _bezierCircleFactor
        let (x0, x1, y0, y1) = (r.minX, r.maxX, r.minY, r.maxY)
        move(to: CGPoint(x: x0 + cw, y: y0), transform: transform)
        _storage.append(.lineTo(CGPoint(x: x1 - cw, y: y0).applying(transform)))
        _appendCurve(
            CGPoint(x: x1 - cw + kx, y: y0), CGPoint(x: x1, y: y0 + ch - ky), CGPoint(x: x1, y: y0 + ch), transform)
        _storage.append(.lineTo(CGPoint(x: x1, y: y1 - ch).applying(transform)))
        _appendCurve(
            CGPoint(x: x1, y: y1 - ch + ky), CGPoint(x: x1 - cw + kx, y: y1), CGPoint(x: x1 - cw, y: y1), transform)
        _storage.append(.lineTo(CGPoint(x: x0 + cw, y: y1).applying(transform)))
        _appendCurve(
            CGPoint(x: x0 + cw - kx, y: y1), CGPoint(x: x0, y: y1 - ch + ky), CGPoint(x: x0, y: y1 - ch), transform)
        _storage.append(.lineTo(CGPoint(x: x0, y: y0 + ch).applying(transform)))
        _appendCurve(
            CGPoint(x: x0, y: y0 + ch - ky), CGPoint(x: x0 + cw - kx, y: y0), CGPoint(x: x0 + cw, y: y0), transform)
        _storage.append(.closeSubpath)
    }

    /// Appends every element of another path, mapped through a transform.
    ///
    /// The other path's subpaths keep their structure, including open ones.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let elements = path._storage.elements
        for element in elements {
            _storage.append(transform.isIdentity ? element : element.applying(transform))
        }
    }

    /// Appends a cubic curve whose points are mapped through `transform`.
    func _appendCurve(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint, _ transform: CGAffineTransform) {
        _storage.append(
            .curveTo(control1: c1.applying(transform), control2: c2.applying(transform), end: end.applying(transform))
        )
    }

    /// Whether the path has a current point; logs Core Graphics' message when it has not.
    func _requireCurrentPoint(_ function: String) -> Bool {
        if _storage.currentPoint != nil { return true }
        _coreGraphicsLog("\(function): no current point.")
        return false
    }
}

/// The cubic Bézier handle length of a quarter circle of radius 1: `4/3 · (√2 − 1)`.
let _bezierCircleFactor: CGFloat = 0.552_284_749_830_793_4

/// `value` clamped into `0...limit`, with NaN mapped to 0.
func _clamp(_ value: CGFloat, upTo limit: CGFloat) -> CGFloat {
    guard !value.isNaN, value > 0 else { return 0 }
    return Swift.min(value, limit)
}
