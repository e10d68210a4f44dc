// Status: partial — gray and sRGB colors only; no patterns, other color spaces or color conversion yet
import Foundation

/// A color: components plus alpha, in sRGB or in gray.
///
/// Colors made with ``init(gray:alpha:)`` (and ``black``, ``white``, ``clear``) report two
/// components `[gray, alpha]`, like Apple's generic-gray colors; the others report four,
/// `[red, green, blue, alpha]`. Equal colors have the same kind and the same components.
///
/// - Note: Differs from Core Graphics: `init(red:green:blue:alpha:)`, which Apple places in
///   the generic RGB space, is treated as sRGB, and gray values are treated as sRGB gray
///   (`r = g = b`). Components are clamped into `0...1` and NaN becomes 0, so extended-range
///   colors are not supported.
public final class CGColor: Sendable {
    /// Whether the color was made from a gray value.
    let _isGray: Bool
    /// Red, green, blue and alpha in sRGB, each in `0...1`.
    let _rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// Creates a color from sRGB components and an alpha value, each in `0...1`.
    ///
    /// Values outside `0...1` are clamped; NaN becomes 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _isGray = false
        _rgba = (_unit(red), _unit(green), _unit(blue), _unit(alpha))
    }

    /// Creates a color in the sRGB color space.
    ///
    /// The same color as ``init(red:green:blue:alpha:)`` in Segue.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray color from a gray level and an alpha value, each in `0...1`.
    ///
    /// The color reports two components, `[gray, alpha]`.
    public init(gray: CGFloat, alpha: CGFloat) {
        let level = _unit(gray)
        _isGray = true
        _rgba = (level, level, level, _unit(alpha))
    }

    /// Creates a color with the given kind and components.
    private init(isGray: Bool, rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        _isGray = isGray
        _rgba = rgba
    }

    /// Black in the gray color space: components `[0, 1]`.
    ///
    /// Apple's `CGColor.black`.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White in the gray color space: components `[1, 1]`.
    ///
    /// Apple's `CGColor.white`.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black in the gray color space: components `[0, 0]`.
    ///
    /// Apple's `CGColor.clear`.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The color's components, alpha last: `[gray, alpha]` or `[red, green, blue, alpha]`.
    ///
    /// Never `nil` in Segue; the optional type is Apple's (it is `nil` for pattern colors).
    public var components: [CGFloat]? {
        _isGray ? [_rgba.red, _rgba.alpha] : [_rgba.red, _rgba.green, _rgba.blue, _rgba.alpha]
    }

    /// The number of components, alpha included: 2 for gray colors, 4 for RGB colors.
    ///
    /// Always equal to `components!.count`.
    public var numberOfComponents: Int {
        _isGray ? 2 : 4
    }

    /// The color space the components are in: sRGB, or generic gray for gray colors.
    ///
    /// Never `nil` in Segue; the optional type is Apple's.
    public var colorSpace: CGColorSpace? {
        _isGray
            ? CGColorSpace(_name: CGColorSpace.genericGrayGamma2_2, model: .monochrome)
            : CGColorSpace(_name: CGColorSpace.sRGB, model: .rgb)
    }

    /// The color's opacity, from 0 (transparent) to 1 (opaque).
    ///
    /// The last element of ``components``.
    public var alpha: CGFloat {
        _rgba.alpha
    }

    /// Returns a copy of the color.
    ///
    /// Never `nil` in Segue; colors are immutable, so this returns the color itself.
    public func copy() -> CGColor? {
        self
    }

    /// Returns a copy of the color with a different alpha value.
    ///
    /// The color components and kind are kept; `alpha` is clamped into `0...1`.
    public func copy(alpha: CGFloat) -> CGColor? {
        var rgba = _rgba
        rgba.alpha = _unit(alpha)
        return CGColor(isGray: _isGray, rgba: rgba)
    }

    /// The color as sRGB red, green, blue and alpha (unpremultiplied), for renderers.
    ///
    /// Gray colors return their level in all three color channels.
    package var _sRGBA: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _rgba
    }
}

extension CGColor: Hashable {
    /// Whether two colors are of the same kind (gray or RGB) with equal components.
    ///
    /// A gray color never equals an RGB color, as colors in different color spaces never
    /// compare equal in Core Graphics.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs._isGray == rhs._isGray && lhs.components == rhs.components
    }

    /// Hashes the color's kind and components.
    ///
    /// Consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_isGray)
        hasher.combine(components)
    }
}

extension CGColor: CustomStringConvertible {
    /// A short description listing the color's kind and components.
    ///
    /// For example `CGColor(gray: [0.5, 1.0])`.
    public var description: String {
        let values = (components ?? []).map { "\(Double($0))" }.joined(separator: ", ")
        return "CGColor(\(_isGray ? "gray" : "sRGB"): [\(values)])"
    }
}

/// `value` clamped into `0...1`, with NaN mapped to 0.
func _unit(_ value: CGFloat) -> CGFloat {
    guard !value.isNaN else { return 0 }
    return Swift.min(Swift.max(value, 0), 1)
}
