// Status: partial — no reversing() or NSCoding
import Foundation

/// A path that consists of straight and curved line segments that you can render in your custom views.
///
/// A Bézier path wraps a `CGPath` together with the attributes used to paint it (line width,
/// cap, join, miter limit, dash pattern, fill rule). ``fill()``, ``stroke()`` and
/// ``addClip()`` act on the current UIKit graphics context (`UIGraphicsGetCurrentContext()`),
/// whose user space is y-down, so ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``
/// with `clockwise` true turns clockwise on screen.
open class UIBezierPath: NSObject, NSCopying {
    /// The path's geometry.
    var _path = CGMutablePath()
    /// The dash pattern and phase.
    var _dashPattern: [CGFloat] = []
    var _dashPhase: CGFloat = 0

    /// Creates an empty path.
    ///
    /// Add segments with ``move(to:)`` and the `add` methods.
    public override init() {
        super.init()
    }

    /// Creates a path with the contents of a Core Graphics path.
    ///
    /// The path is copied.
    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        _path = CGPath.mutableCopy() ?? CGMutablePath()
    }

    /// The Core Graphics representation of the path.
    ///
    /// Reading gives an immutable copy; setting replaces the path's geometry (the attributes stay).
    open var cgPath: CGPath {
        get { _path.copy() ?? CGMutablePath() }
        set { _path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The line width of the path: 1 by default.
    ///
    /// In points of the context's user space.
    open var lineWidth: CGFloat = 1

    /// The shape of the path's end points when stroked: `.butt` by default.
    ///
    /// Applies to open subpaths and dashes.
    open var lineCapStyle: CGLineCap = .butt

    /// The shape of the joints between connected segments of a stroked path: `.miter` by default.
    ///
    /// Sharp miters are limited by ``miterLimit``.
    open var lineJoinStyle: CGLineJoin = .miter

    /// The limiting value that helps avoid spikes at junctions between connected line segments.
    ///
    /// 10 by default, as a multiple of the line width.
    open var miterLimit: CGFloat = 10

    /// The factor that determines the rendering accuracy for curved path segments.
    ///
    /// 0.6 by default; stored and passed to the context, which always flattens finely.
    open var flatness: CGFloat = 0.6

    /// A Boolean indicating whether the even-odd winding rule is in use for drawing paths.
    ///
    /// False by default (non-zero winding).
    open var usesEvenOddFillRule = false

    /// A Boolean value indicating whether the path has any valid elements.
    ///
    /// Moves, lines, curves and closes all count as elements.
    open var isEmpty: Bool { _path.isEmpty }

    /// The bounding rectangle of the path: the box around all its points, control points included.
    ///
    /// `CGRect.null` for an empty path.
    open var bounds: CGRect { _path.boundingBox }

    /// The point where the next segment starts.
    ///
    /// `.zero` for an empty path.
    open var currentPoint: CGPoint { _path.currentPoint }

    /// Moves the path's current point to the specified location, starting a new subpath.
    ///
    /// A later segment starts there.
    open func move(to point: CGPoint) { _path.move(to: point) }

    /// Appends a straight line to the path.
    ///
    /// From the current point to `point`; without a current point the call is logged and ignored.
    open func addLine(to point: CGPoint) { _path.addLine(to: point) }

    /// Appends a cubic Bézier curve to the path.
    ///
    /// From the current point to `endPoint`, shaped by two control points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        _path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Appends a quadratic Bézier curve to the path.
    ///
    /// From the current point to `endPoint`, shaped by one control point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        _path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Appends an arc to the path.
    ///
    /// Angles are in radians from the positive x axis; in UIKit's y-down space, `clockwise`
    /// true turns clockwise on screen (towards increasing angles). A line joins the current
    /// point to the arc's start when the path is not empty.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // Core Graphics' `clockwise` is read in y-up space: the opposite of UIKit's on screen.
        _path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the most recently added subpath.
    ///
    /// A straight line joins its end to its start.
    open func close() { _path.closeSubpath() }

    /// Removes all points from the path, effectively deleting all subpaths.
    ///
    /// The attributes stay.
    open func removeAllPoints() { _path = CGMutablePath() }

    /// Appends the contents of the specified path object to the path.
    ///
    /// Only the geometry is appended; the receiver's attributes stay.
    open func append(_ bezierPath: UIBezierPath) { _path.addPath(bezierPath._path) }

    /// Transforms all points in the path using the specified affine transform matrix.
    ///
    /// The attributes (line width included) are not transformed.
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(_path, transform: transform)
        _path = moved
    }

    /// Returns a Boolean value indicating whether the area enclosed by the path contains the specified point.
    ///
    /// Uses the path's fill rule; open subpaths count as closed.
    open func contains(_ point: CGPoint) -> Bool {
        _path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the line-stroking pattern for the path.
    ///
    /// `pattern` holds `count` lengths, alternately painted and unpainted; `phase` is how far
    /// into the pattern the stroke starts. A nil pattern or a count of 0 turns dashing off.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            _dashPattern = []
            _dashPhase = 0
            return
        }
        _dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        _dashPhase = phase
    }

    /// Retrieves the line-stroking pattern for the path.
    ///
    /// `pattern`, when given, must have room for every length; `count` and `phase` receive
    /// the number of lengths and the phase.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (index, length) in _dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = _dashPattern.count
        phase?.pointee = _dashPhase
    }

    /// Returns a copy of the path, geometry and attributes alike.
    ///
    /// The copy is independent of the receiver.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy._path = _path.mutableCopy() ?? CGMutablePath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy._dashPattern = _dashPattern
        copy._dashPhase = _dashPhase
        return copy
    }
}
