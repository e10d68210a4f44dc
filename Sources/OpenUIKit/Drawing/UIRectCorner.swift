import Foundation

/// The corners of a rectangle.
///
/// Used by ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)`` to choose the
/// corners to round, in UIKit's y-down coordinates (the top corners have the smaller y).
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The raw bits.
    ///
    /// One bit per corner.
    public let rawValue: UInt

    /// Creates a set of corners from its raw bits.
    ///
    /// Bits 0–3 are the four corners.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner of the rectangle.
    ///
    /// The corner at the smallest x and y.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner of the rectangle.
    ///
    /// The corner at the largest x and smallest y.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner of the rectangle.
    ///
    /// The corner at the smallest x and largest y.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner of the rectangle.
    ///
    /// The corner at the largest x and y.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All corners of the rectangle.
    ///
    /// The four corners together.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
