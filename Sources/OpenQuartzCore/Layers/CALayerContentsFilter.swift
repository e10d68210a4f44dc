import Foundation

/// How a layer's `contents` image is filtered when it is drawn larger or smaller than its
/// pixels.
///
/// Core Animation's `kCAFilterLinear`, `kCAFilterNearest` and `kCAFilterTrilinear`, with their
/// string raw values.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name.
    public var rawValue: String

    /// Creates a filter from its name.
    ///
    /// A name other than the three below draws as `.linear`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Bilinear interpolation between the four nearest pixels (the default).
    ///
    /// Scaled images look smooth.
    public static let linear = CALayerContentsFilter(rawValue: "linear")

    /// The nearest pixel, unblended.
    ///
    /// Scaled images keep hard pixel edges (pixel art).
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")

    /// Bilinear interpolation between mipmap levels, for minification.
    ///
    /// - Note: Differs from Core Animation: Segue builds no mipmaps, so it draws as
    ///   ``linear``.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
