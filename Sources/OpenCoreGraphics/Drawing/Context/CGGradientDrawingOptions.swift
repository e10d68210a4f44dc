import Foundation

/// Whether a gradient fill extends beyond its start or end location.
///
/// Without options a gradient paints only between its start and end (the band between the two
/// lines through the end points of a linear gradient, the cone swept by the circles of a radial
/// one); each option extends it on one side with the color at that end.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits (Core Graphics' values: 1 and 2).
    public let rawValue: UInt32

    /// Creates options from raw bits.
    ///
    /// Unknown bits are kept but have no effect.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Extends the fill before the start location with the first color.
    ///
    /// For a radial gradient, the circles keep shrinking (or growing) until the radius is 0.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)

    /// Extends the fill past the end location with the last color.
    ///
    /// For a radial gradient, the circles keep moving and growing (or shrinking to 0).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
