import Foundation

/// One stored element of a ``CGPath``, with its points in Core Graphics' order.
///
/// Quadratic curves store `(control, end)`, cubic curves `(control1, control2, end)`, as
/// `CGPathElement.points` reports them.
enum _PathElement: Hashable, Sendable {
    case moveTo(CGPoint)
    case lineTo(CGPoint)
    case quadCurveTo(control: CGPoint, end: CGPoint)
    case curveTo(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case closeSubpath

    /// The element with every point mapped through `t`.
    func applying(_ t: CGAffineTransform) -> _PathElement {
        switch self {
        case .moveTo(let p): return .moveTo(p.applying(t))
        case .lineTo(let p): return .lineTo(p.applying(t))
        case .quadCurveTo(let c, let e): return .quadCurveTo(control: c.applying(t), end: e.applying(t))
        case .curveTo(let c1, let c2, let e):
            return .curveTo(control1: c1.applying(t), control2: c2.applying(t), end: e.applying(t))
        case .closeSubpath: return self
        }
    }

    /// The element's points in Core Graphics' order (none for a close).
    var points: [CGPoint] {
        switch self {
        case .moveTo(let p), .lineTo(let p): return [p]
        case .quadCurveTo(let c, let e): return [c, e]
        case .curveTo(let c1, let c2, let e): return [c1, c2, e]
        case .closeSubpath: return []
        }
    }

    /// The public element type.
    var type: CGPathElementType {
        switch self {
        case .moveTo: return .moveToPoint
        case .lineTo: return .addLineToPoint
        case .quadCurveTo: return .addQuadCurveToPoint
        case .curveTo: return .addCurveToPoint
        case .closeSubpath: return .closeSubpath
        }
    }
}

/// The elements of a path plus the drawing state that the next element starts from.
///
/// A value type, so an immutable ``CGPath`` and a ``CGMutablePath`` copy share storage
/// until one of them changes (copy on write through the array).
struct _PathStorage: Sendable {
    /// The elements in the order they were added.
    var elements: [_PathElement] = []
    /// The point the next segment starts from; `nil` while the path is empty.
    var currentPoint: CGPoint?
    /// The first point of the current subpath, where a close returns to.
    var subpathStart: CGPoint = .zero

    /// Appends an element and updates the current point and subpath start.
    mutating func append(_ element: _PathElement) {
        elements.append(element)
        switch element {
        case .moveTo(let p):
            currentPoint = p
            subpathStart = p
        case .lineTo(let p), .quadCurveTo(_, let p), .curveTo(_, _, let p):
            if currentPoint == nil { subpathStart = p }
            currentPoint = p
        case .closeSubpath:
            currentPoint = subpathStart
        }
    }

    /// Storage holding `elements`, replayed so that the drawing state is right.
    init(elements: [_PathElement] = []) {
        self.elements.reserveCapacity(elements.count)
        for element in elements { append(element) }
    }
}
