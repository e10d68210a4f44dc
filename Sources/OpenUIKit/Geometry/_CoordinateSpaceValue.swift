import Foundation

/// A point or a rectangle: what coordinate spaces convert, so that one generic body serves
/// the point and rectangle forms of every `UICoordinateSpace` conversion.
protocol _CoordinateSpaceValue {
    /// The value converted from `layer`'s coordinates to `other`'s (the tree's base space,
    /// which is screen space, when nil).
    func _converted(from layer: CALayer, to other: CALayer?) -> Self
    /// The value converted from `other`'s coordinates (the base space when nil) to `layer`'s.
    func _converted(to layer: CALayer, from other: CALayer?) -> Self
    /// `space.convert(self, from: source)`.
    @MainActor func _converted(into space: any UICoordinateSpace, from source: any UICoordinateSpace) -> Self
    /// `space.convert(self, to: target)`.
    @MainActor func _converted(outOf space: any UICoordinateSpace, to target: any UICoordinateSpace) -> Self
    /// The value with each of its points moved by `transform` (a rectangle by its corners).
    func _mapped(_ transform: (CGPoint) -> CGPoint) -> Self
}

extension CGPoint: _CoordinateSpaceValue {
    func _converted(from layer: CALayer, to other: CALayer?) -> CGPoint { layer.convert(self, to: other) }
    func _converted(to layer: CALayer, from other: CALayer?) -> CGPoint { layer.convert(self, from: other) }
    @MainActor func _converted(into space: any UICoordinateSpace, from source: any UICoordinateSpace) -> CGPoint {
        space.convert(self, from: source)
    }
    @MainActor func _converted(outOf space: any UICoordinateSpace, to target: any UICoordinateSpace) -> CGPoint {
        space.convert(self, to: target)
    }
    func _mapped(_ transform: (CGPoint) -> CGPoint) -> CGPoint { transform(self) }
}

extension CGRect: _CoordinateSpaceValue {
    func _converted(from layer: CALayer, to other: CALayer?) -> CGRect { layer.convert(self, to: other) }
    func _converted(to layer: CALayer, from other: CALayer?) -> CGRect { layer.convert(self, from: other) }
    @MainActor func _converted(into space: any UICoordinateSpace, from source: any UICoordinateSpace) -> CGRect {
        space.convert(self, from: source)
    }
    @MainActor func _converted(outOf space: any UICoordinateSpace, to target: any UICoordinateSpace) -> CGRect {
        space.convert(self, to: target)
    }
    func _mapped(_ transform: (CGPoint) -> CGPoint) -> CGRect {
        guard !isNull, !isInfinite else { return self }
        let a = transform(CGPoint(x: minX, y: minY))
        let b = transform(CGPoint(x: maxX, y: maxY))
        return CGRect(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }
}
