import Foundation

/// How much care is taken when an image is resampled while drawing.
///
/// Raw values are Core Graphics' (`kCGInterpolationDefault` = 0, `None` = 1, `Low` = 2,
/// `High` = 3, `Medium` = 4).
///
/// - Note: Segue samples images bilinearly at every quality except ``none``, which takes
///   the nearest pixel.
public enum CGInterpolationQuality: Int32, Sendable {
    /// Let the context decide: bilinear in Segue.
    ///
    /// The initial value of a context's `interpolationQuality`.
    case `default` = 0
    /// No interpolation: each destination pixel takes its nearest image pixel.
    ///
    /// Pixel art stays crisp when scaled up.
    case none = 1
    /// Low quality, fast interpolation: bilinear in Segue.
    ///
    /// Equivalent to ``default`` here.
    case low = 2
    /// High quality interpolation: bilinear in Segue.
    ///
    /// Equivalent to ``default`` here.
    case high = 3
    /// Medium quality interpolation: bilinear in Segue.
    ///
    /// Equivalent to ``default`` here.
    case medium = 4
}
