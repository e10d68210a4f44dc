// Status: partial — sRGB, device RGB and gray only; no ICC profiles or color conversion
import Foundation

/// A Core Foundation string, as Core Graphics' color-space names are typed.
///
/// - Note: Differs from Apple platforms: Linux has no `CFString`, so Segue spells it
///   `String`. Code such as `CGColorSpace(name: CGColorSpace.sRGB)` compiles unchanged.
public typealias CFString = String

/// A color space: how the components of a color are to be interpreted.
///
/// Segue draws in 8-bit sRGB without color management, so it offers the spaces that fit:
/// ``CGColorSpaceCreateDeviceRGB()`` and ``sRGB`` (both RGB, treated identically), and
/// ``CGColorSpaceCreateDeviceGray()`` and ``genericGrayGamma2_2`` (monochrome). Color spaces
/// are immutable; two compare equal when they have the same name.
///
/// - Note: Differs from Core Graphics: other named spaces (Display P3, linear and extended
///   spaces, ICC profiles) are not offered, and ``init(name:)`` returns `nil` for them.
public final class CGColorSpace: Sendable {
    /// The space's name, e.g. `"kCGColorSpaceSRGB"`.
    let _name: String
    /// The space's model.
    let _model: CGColorSpaceModel

    /// Creates a color space with a name and model.
    init(_name name: String, model: CGColorSpaceModel) {
        _name = name
        _model = model
    }

    /// Creates one of the system-defined color spaces by name.
    ///
    /// Returns `nil` for a name Segue does not provide (only ``sRGB`` and
    /// ``genericGrayGamma2_2`` are provided), with a logged message.
    public convenience init?(name: CFString) {
        switch name {
        case Self.sRGB: self.init(_name: name, model: .rgb)
        case Self.genericGrayGamma2_2: self.init(_name: name, model: .monochrome)
        default:
            _coreGraphicsLog("CGColorSpaceCreateWithName: color space \(name) is not available.")
            return nil
        }
    }

    /// The name of the standard sRGB color space (IEC 61966-2-1).
    ///
    /// The space every Segue color and bitmap is in.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// The name of the generic gray color space with a gamma of 2.2.
    ///
    /// Segue treats its gray levels as sRGB gray.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"

    /// The color space's name.
    ///
    /// Device spaces report `"kCGColorSpaceDeviceRGB"` and `"kCGColorSpaceDeviceGray"`.
    public var name: CFString? { _name }

    /// The color space's model: ``CGColorSpaceModel/rgb`` or ``CGColorSpaceModel/monochrome``.
    ///
    /// Decides how many components a color in the space has.
    public var model: CGColorSpaceModel { _model }

    /// The number of color components, alpha excluded: 3 for RGB spaces, 1 for gray.
    ///
    /// A bitmap context adds one alpha or padding component to this.
    public var numberOfComponents: Int { _model == .rgb ? 3 : 1 }

    /// Whether the space can be the destination of a bitmap context.
    ///
    /// Always `true` for the spaces Segue creates.
    public var supportsOutput: Bool { true }
}

extension CGColorSpace: Hashable {
    /// Whether two color spaces have the same name.
    ///
    /// Device RGB and sRGB draw identically in Segue but are different spaces.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs._name == rhs._name
    }

    /// Hashes the space's name.
    ///
    /// Consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_name)
    }
}

/// Returns the device-dependent RGB color space.
///
/// Segue draws device RGB exactly as sRGB: there is no color management.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(_name: "kCGColorSpaceDeviceRGB", model: .rgb)
}

/// Returns the device-dependent gray color space.
///
/// Colors in it are gray levels in `0...1`. Segue's bitmap contexts draw in RGB only.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(_name: "kCGColorSpaceDeviceGray", model: .monochrome)
}
