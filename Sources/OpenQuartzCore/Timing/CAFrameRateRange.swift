import Foundation

/// A range of frame rates an animation or display link would like, with a preferred rate.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second.
    public var maximum: Float
    /// The preferred rate, or nil for no preference.
    public var preferred: Float?

    /// Creates a range; `preferred` nil means no preference.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
