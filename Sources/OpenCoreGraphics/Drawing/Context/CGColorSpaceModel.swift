import Foundation

/// The kind of a color space: how many color components it has and what they mean.
///
/// Raw values are Core Graphics' (`kCGColorSpaceModelUnknown` = −1, `…Monochrome` = 0,
/// `…RGB` = 1, and so on). Segue creates monochrome and RGB spaces only.
public enum CGColorSpaceModel: Int32, Sendable {
    /// A model Core Graphics does not recognise.
    ///
    /// Never produced by Segue.
    case unknown = -1
    /// One gray component.
    ///
    /// The model of ``CGColorSpaceCreateDeviceGray()`` and of `genericGrayGamma2_2`.
    case monochrome = 0
    /// Red, green and blue components.
    ///
    /// The model of ``CGColorSpaceCreateDeviceRGB()`` and of `sRGB`.
    case rgb = 1
    /// Cyan, magenta, yellow and black components.
    ///
    /// Declared for completeness; Segue creates no CMYK spaces.
    case cmyk = 2
    /// CIE L*a*b* components.
    ///
    /// Declared for completeness; Segue creates no Lab spaces.
    case lab = 3
    /// An arbitrary number of device components.
    ///
    /// Declared for completeness; Segue creates no DeviceN spaces.
    case deviceN = 4
    /// Indices into a color table.
    ///
    /// Declared for completeness; Segue creates no indexed spaces.
    case indexed = 5
    /// A pattern space.
    ///
    /// Declared for completeness; Segue creates no pattern spaces.
    case pattern = 6
    /// CIE XYZ components.
    ///
    /// Declared for completeness; Segue creates no XYZ spaces.
    case XYZ = 7
}
