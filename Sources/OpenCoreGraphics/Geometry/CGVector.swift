import Foundation

/// A two-dimensional vector: a displacement `(dx, dy)` rather than a position.
///
/// Used where Core Graphics and UIKit need a direction and magnitude, such as the
/// translation of ``CGAffineTransformComponents`` or an initial spring velocity.
public struct CGVector: Hashable, Sendable {
    /// The x component of the vector.
    ///
    /// Positive values point along the positive x axis.
    public var dx: CGFloat
    /// The y component of the vector.
    ///
    /// Positive values point along the positive y axis.
    public var dy: CGFloat

    /// Creates the zero vector.
    ///
    /// Equal to ``zero``.
    public init() {
        self.dx = 0
        self.dy = 0
    }

    /// Creates a vector from `CGFloat` components.
    ///
    /// The components are stored as given.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from `Double` components.
    ///
    /// The components are converted to `CGFloat`.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from integer components.
    ///
    /// The components are converted to `CGFloat`.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    ///
    /// The same value as ``init()``.
    public static var zero: CGVector { CGVector() }
}

extension CGVector: Codable {
    /// Creates a vector by decoding `dx` and then `dy` from an unkeyed container.
    ///
    /// This is the layout Apple's overlay uses for `CGVector`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes `dx` and then `dy` into an unkeyed container.
    ///
    /// Decoding with ``init(from:)`` restores the same vector.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
