import Foundation

/// An integer pixel rectangle in raster space (rows counted from the top of the bitmap).
struct _PixelBox: Sendable, Equatable {
    /// The first column and row inside the box.
    var minX: Int, minY: Int
    /// One past the last column and row inside the box.
    var maxX: Int, maxY: Int

    /// The empty box.
    static let empty = _PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

    /// Whether the box contains no pixels.
    var isEmpty: Bool { minX >= maxX || minY >= maxY }

    /// The box's width in pixels (0 when empty).
    var width: Int { Swift.max(0, maxX - minX) }

    /// The box's height in pixels (0 when empty).
    var height: Int { Swift.max(0, maxY - minY) }

    /// The pixels in both boxes (empty when they do not overlap).
    func intersection(_ other: _PixelBox) -> _PixelBox {
        let box = _PixelBox(
            minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
            maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
        return box.isEmpty ? .empty : box
    }

    /// The smallest box holding both boxes (an empty box adds nothing).
    func union(_ other: _PixelBox) -> _PixelBox {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return _PixelBox(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// The smallest box holding every pixel that a rectangle in raster space touches.
    ///
    /// Non-finite or empty rectangles give `.empty`; coordinates are clamped to ±2³⁰.
    init(covering x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x0 < x1, y0 < y1 else {
            self = .empty
            return
        }
        let limit = Double(1 << 30)
        func clamp(_ v: Double) -> Int { Int(Swift.min(Swift.max(v, -limit), limit)) }
        self.init(
            minX: clamp(x0.rounded(.down)), minY: clamp(y0.rounded(.down)),
            maxX: clamp(x1.rounded(.up)), maxY: clamp(y1.rounded(.up)))
    }

    /// Creates a box from its bounds.
    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }
}
