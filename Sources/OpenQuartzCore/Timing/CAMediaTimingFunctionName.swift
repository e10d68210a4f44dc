/// The name of one of Core Animation's predefined timing functions.
///
/// Pass a name to ``CAMediaTimingFunction/init(name:)``. The raw values are the strings Core
/// Animation uses for its `kCAMediaTimingFunction…` constants.
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    /// The string that identifies the timing function.
    public let rawValue: String

    /// Creates a name from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a name from its string value.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Linear pacing: the animation proceeds evenly over its duration.
    ///
    /// Control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")

    /// Ease-in pacing: the animation begins slowly, then speeds up.
    ///
    /// Control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")

    /// Ease-out pacing: the animation begins quickly, then slows as it completes.
    ///
    /// Control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")

    /// Ease-in-ease-out pacing: slow at the start, faster in the middle, slow at the end.
    ///
    /// Control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")

    /// The system default timing function, used by implicit animations.
    ///
    /// Control points (0.25, 0.1) and (0.25, 1): a curve similar to ease-in-ease-out that starts
    /// faster and slows longer.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    /// The inner control points (c1x, c1y, c2x, c2y) of the named curve, or nil for an unknown name.
    var _controlPoints: (Float, Float, Float, Float)? {
        switch rawValue {
        case "linear": return (0, 0, 1, 1)
        case "easeIn": return (0.42, 0, 1, 1)
        case "easeOut": return (0, 0, 0.58, 1)
        case "easeInEaseOut": return (0.42, 0, 0.58, 1)
        case "default": return (0.25, 0.1, 0.25, 1)
        default: return nil
        }
    }
}
