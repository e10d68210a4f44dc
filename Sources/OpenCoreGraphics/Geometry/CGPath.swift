// Status: partial — no copy(dashingWithPhase:…), copy(strokingWithWidth:…) or iOS 16 boolean operations yet
import Foundation

/// An immutable graphics path: a sequence of subpaths made of lines and Bézier curves.
///
/// Build paths with ``CGMutablePath``, or directly from a rectangle, an ellipse or a
/// rounded rectangle. Paths compare equal when they have the same elements in the same
/// order. Coordinates are Core Graphics' own: angles and "clockwise" refer to a y-up space,
/// which appears mirrored on a y-down (UIKit) screen.
///
/// - Note: `copy(dashingWithPhase:lengths:transform:)`, `copy(strokingWithWidth:…)` and the
///   iOS 16 boolean operations are left out for now (see docs/Status.md).
public class CGPath: @unchecked Sendable {
    /// The path's elements and drawing state.
    var _storage: _PathStorage

    /// Creates a path holding the given storage.
    init(_storage storage: _PathStorage) {
        self._storage = storage
    }

    /// Creates an immutable path containing a rectangle.
    ///
    /// Equivalent to a new mutable path with ``CGMutablePath/addRect(_:transform:)``: a
    /// closed subpath from `(minX, minY)` through `(maxX, minY)`, `(maxX, maxY)` and
    /// `(minX, maxY)`. A `nil` transform means identity.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(_storage: path._storage)
    }

    /// Creates an immutable path containing an ellipse that fits in a rectangle.
    ///
    /// Equivalent to ``CGMutablePath/addEllipse(in:transform:)``. A `nil` transform means
    /// identity.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(_storage: path._storage)
    }

    /// Creates an immutable path containing a rectangle with elliptical corners.
    ///
    /// Equivalent to ``CGMutablePath/addRoundedRect(in:cornerWidth:cornerHeight:transform:)``.
    /// A `nil` transform means identity.
    public convenience init(
        roundedRect rect: CGRect,
        cornerWidth: CGFloat,
        cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect,
            cornerWidth: cornerWidth,
            cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity
        )
        self.init(_storage: path._storage)
    }

    /// Whether the path has no elements.
    ///
    /// A path holding only a move is not empty.
    public var isEmpty: Bool {
        _storage.elements.isEmpty
    }

    /// The point where the next segment would start.
    ///
    /// After a close this is the first point of the closed subpath. An empty path returns
    /// `CGPoint.zero`, as Core Graphics does.
    public var currentPoint: CGPoint {
        _storage.currentPoint ?? .zero
    }

    /// Returns an immutable copy of the path.
    ///
    /// Never `nil` in Segue; the optional return type is Apple's.
    public func copy() -> CGPath? {
        CGPath(_storage: _storage)
    }

    /// Returns an immutable copy of the path with every point mapped through a transform.
    ///
    /// A `nil` transform returns a plain copy.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(_storage: _transformedStorage(transform?.pointee))
    }

    /// Returns a mutable copy of the path.
    ///
    /// Changing the copy leaves this path untouched.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(_mutableStorage: _storage)
    }

    /// Returns a mutable copy of the path with every point mapped through a transform.
    ///
    /// A `nil` transform returns a plain mutable copy.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(_mutableStorage: _transformedStorage(transform?.pointee))
    }

    /// The storage with every element mapped through `transform` (unchanged for `nil`).
    func _transformedStorage(_ transform: CGAffineTransform?) -> _PathStorage {
        guard let transform, !transform.isIdentity else { return _storage }
        return _PathStorage(elements: _storage.elements.map { $0.applying(transform) })
    }

    /// Calls `block` once for each element of the path, in order.
    ///
    /// The element pointer and its points are valid only during the call.
    /// - Note: Differs from Apple: the block is a plain Swift closure, as Linux has no
    ///   `@convention(block)`.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        buffer.initialize(repeating: .zero, count: 3)
        defer { buffer.deallocate() }
        for element in _storage.elements {
            for (index, point) in element.points.enumerated() { buffer[index] = point }
            var visited = CGPathElement(type: element.type, points: buffer)
            withUnsafePointer(to: &visited) { block($0) }
        }
    }

    /// Calls a C function once for each element of the path, passing `info` through.
    ///
    /// The element pointer and its points are valid only during the call.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { element in function(info, element) }
    }

    /// Whether the path is a single axis-aligned rectangle, and if so which one.
    ///
    /// Recognises one subpath of a move and three or four lines whose edges alternate
    /// between horizontal and vertical, optionally closed, with the fourth line (if any)
    /// returning to the start. On success the standardized rectangle is written to `rect`
    /// (when it is not `nil`).
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var elements = _storage.elements[...]
        if elements.last == .closeSubpath { elements = elements.dropLast() }
        guard elements.count == 4 || elements.count == 5, case .moveTo(let start) = elements.first
        else { return false }
        var corners = [start]
        for element in elements.dropFirst() {
            guard case .lineTo(let p) = element else { return false }
            corners.append(p)
        }
        if corners.count == 5 {
            guard corners[4] == start else { return false }
            corners.removeLast()
        }
        let firstHorizontal = corners[0].y == corners[1].y
        for index in 0..<4 {
            let p = corners[index]
            let q = corners[(index + 1) % 4]
            let horizontal = (index % 2 == 0) == firstHorizontal
            if horizontal ? (p.y != q.y || p.x == q.x) : (p.x != q.x || p.y == q.y) { return false }
        }
        rect?.pointee =
            CGRect(
                x: corners[0].x, y: corners[0].y,
                width: corners[2].x - corners[0].x, height: corners[2].y - corners[0].y
            ).standardized
        return true
    }
}

extension CGPath: Hashable {
    /// Whether two paths have the same elements with the same points, in the same order.
    ///
    /// The drawing state is not compared separately; it follows from the elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs._storage.elements == rhs._storage.elements
    }

    /// Hashes the path's elements.
    ///
    /// Consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_storage.elements)
    }
}
