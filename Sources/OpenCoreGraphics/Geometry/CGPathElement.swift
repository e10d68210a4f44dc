import Foundation

/// The kind of a path element, as reported to ``CGPath/applyWithBlock(_:)``.
///
/// The raw values are Core Graphics' `CGPathElementType` constants.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    ///
    /// The element has one point.
    case moveToPoint = 0
    /// A straight line from the current point to `points[0]`.
    ///
    /// The element has one point.
    case addLineToPoint = 1
    /// A quadratic Bézier curve with control point `points[0]`, ending at `points[1]`.
    ///
    /// The element has two points.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve with control points `points[0]` and `points[1]`, ending at
    /// `points[2]`.
    ///
    /// The element has three points.
    case addCurveToPoint = 3
    /// Closes the current subpath with a line back to its first point.
    ///
    /// The element has no points.
    case closeSubpath = 4
}

/// One element of a path: its type and a pointer to its points.
///
/// The pointer is only valid during the call that hands the element out (see
/// ``CGPath/applyWithBlock(_:)``); copy the points out if you need them later.
public struct CGPathElement {
    /// What the element does.
    ///
    /// Decides how many of ``points`` are meaningful (0 to 3).
    public var type: CGPathElementType
    /// The element's points, in the order documented on ``CGPathElementType``.
    ///
    /// Valid only while the element is being visited.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element from a type and a points buffer.
    ///
    /// The buffer is not copied; the caller keeps it alive.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function type that ``CGPath/apply(info:function:)`` calls for each element.
///
/// It receives the caller's `info` pointer unchanged and a pointer to the element.
///
/// - Note: Differs from Core Graphics, where this is a `@convention(c)` function pointer:
///   Swift cannot express a C function taking `CGPathElement`, a Swift struct here, so this is
///   a plain Swift function type. Capture-free closures written for Apple compile unchanged.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// Rules for deciding which regions are inside a path.
///
/// Used by ``CGPath/contains(_:using:transform:)`` and, later, by filling and clipping.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a nonzero number of times.
    ///
    /// Counterclockwise crossings count +1 and clockwise crossings −1.
    case winding = 0
    /// A point is inside when a ray from it crosses the path an odd number of times.
    ///
    /// Overlapping regions of the same path alternate between inside and outside.
    case evenOdd = 1
}
