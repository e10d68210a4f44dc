import Foundation

/// The kind of gradient a `CAGradientLayer` draws.
///
/// Core Animation's `kCAGradientLayerAxial`, `kCAGradientLayerRadial` and
/// `kCAGradientLayerConic`, with their string raw values.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public var rawValue: String

    /// Creates a type from its name.
    ///
    /// A name other than `"axial"`, `"radial"` or `"conic"` draws as `.axial`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Colors change along the line from `startPoint` to `endPoint` (the default).
    ///
    /// Lines of one color are perpendicular to that line in the layer's unit square.
    public static let axial = CAGradientLayerType(rawValue: "axial")

    /// Colors change outwards from `startPoint` across an ellipse reaching `endPoint`.
    ///
    /// The ellipse is centred at `startPoint`; its width and height are
    /// `2 × |endPoint.x − startPoint.x|` and `2 × |endPoint.y − startPoint.y|` in unit
    /// coordinates.
    public static let radial = CAGradientLayerType(rawValue: "radial")

    /// Colors change with the angle around `startPoint`, location 0 pointing towards
    /// `endPoint`.
    ///
    /// The angle grows towards the layer's +y axis and a whole turn spans the locations 0…1.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
