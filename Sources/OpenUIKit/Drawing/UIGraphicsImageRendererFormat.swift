import Foundation

/// A set of drawing attributes that represents the configuration of an image renderer context.
///
/// A new format has the main screen's scale, is not opaque, and prefers the automatic color
/// range, as UIKit's preferred format.
///
/// - Note: Differs from UIKit: Segue draws 8-bit sRGB images only, so ``preferredRange`` and
///   ``prefersExtendedRange`` are stored but do not change the pixel format.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Constants that specify the color range of the image renderer context.
    ///
    /// Raw values as in UIKit's `UIGraphicsImageRendererFormatRange`.
    public enum Range: Int, Sendable {
        /// An unspecified color range.
        case unspecified = -1
        /// The system chooses the color range.
        case automatic = 0
        /// An extended color range.
        case extended = 1
        /// The standard color range.
        case standard = 2
    }

    /// The display scale of the image renderer context: pixels per point.
    ///
    /// The main screen's scale by default. A value that is not positive and finite draws at
    /// the main screen's scale.
    open var scale: CGFloat

    /// A Boolean value that indicates whether the underlying Core Graphics context has an alpha channel.
    ///
    /// False by default. An opaque renderer's images are opaque: pixels not drawn are black.
    open var opaque: Bool = false

    /// The preferred color range of the image renderer context.
    ///
    /// ``Range-swift.enum/automatic`` by default; stored only (Segue's images are always
    /// standard-range sRGB).
    open var preferredRange: Range = .automatic

    /// A Boolean value that indicates whether the image renderer context prefers an extended color range.
    ///
    /// Deprecated in UIKit for ``preferredRange``, which it reads and writes.
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// Creates a format with the main screen's scale, not opaque, with the automatic range.
    ///
    /// UIKit's preferred configuration.
    public required init() {
        scale = UIScreen._mainScale
        super.init()
    }

    /// Returns a copy of the format, attributes and bounds alike.
    ///
    /// Renderers keep such a copy.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGraphicsImageRendererFormat()
        copy._bounds = _bounds
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }
}
