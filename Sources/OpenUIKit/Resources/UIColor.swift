// Status: partial — sRGB, gray and dynamic colors; no pattern images
import Foundation

/// An object that stores color data and sometimes opacity.
///
/// Segue's colors hold extended-range sRGB components (values below 0 or above 1 are kept, as
/// in UIKit's extended sRGB space since iOS 10) or a gray level, plus an alpha value clamped
/// into `0...1`. Colors made with ``init(white:alpha:)`` are gray colors, like UIKit's
/// `UIExtendedGrayColorSpace` colors; the others are RGB colors. Colors are immutable and may
/// be used from any thread.
///
/// Dynamic colors (``init(dynamicProvider:)``, and the system colors such as ``systemRed`` and
/// ``label``) resolve with a trait collection: ``resolvedColor(with:)`` with the given one,
/// and ``cgColor`` and the component getters with `UITraitCollection.current`.
///
/// - Note: Differs from UIKit: the system colors have no high-contrast values. Display P3
///   colors are converted to extended sRGB when created.
open class UIColor: NSObject, @unchecked Sendable {
    /// The red, green and blue components in extended sRGB (equal for gray colors).
    let _red: CGFloat, _green: CGFloat, _blue: CGFloat
    /// The opacity, in `0...1`.
    let _alpha: CGFloat
    /// Whether the color was made from a white level (a gray color).
    let _isGray: Bool
    /// The name of the system color this is (`"systemRedColor"`), or `nil`.
    ///
    /// System colors are distinct objects in UIKit: they never equal a plain color with the
    /// same components, only the same system color.
    let _systemName: String?
    /// The provider of a dynamic color (nil for a fixed color, whose components are stored).
    let _provider: ((UITraitCollection) -> UIColor)?

    /// Creates a dynamic color: its stored components are unused.
    init(_systemName name: String?, provider: @escaping (UITraitCollection) -> UIColor) {
        _red = 0
        _green = 0
        _blue = 0
        _alpha = 1
        _isGray = false
        _systemName = name
        _provider = provider
        super.init()
    }

    /// Creates a color with the given storage.
    init(_red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, isGray: Bool, systemName: String? = nil) {
        _red = red
        _green = green
        _blue = blue
        _alpha = Self._clampedAlpha(alpha)
        _isGray = isGray
        _systemName = systemName
        _provider = nil
        super.init()
    }

    /// Creates a color object with the specified opacity and RGB component values.
    ///
    /// Components are in the extended sRGB color space: values outside `0...1` are kept as
    /// they are. `alpha` is clamped into `0...1`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _red = red
        _green = green
        _blue = blue
        _alpha = Self._clampedAlpha(alpha)
        _isGray = false
        _systemName = nil
        _provider = nil
        super.init()
    }

    /// Creates a color object with the specified grayscale value and opacity.
    ///
    /// `white` runs from 0 (black) to 1 (white) and may lie outside that range (extended
    /// range). The color is a gray color: it never equals an RGB color.
    public init(white: CGFloat, alpha: CGFloat) {
        _red = white
        _green = white
        _blue = white
        _alpha = Self._clampedAlpha(alpha)
        _isGray = true
        _systemName = nil
        _provider = nil
        super.init()
    }

    /// Creates a color object with the specified opacity and HSB color space component values.
    ///
    /// `hue` is a fraction of a full turn (0 and 1 are red); values outside `0...1` wrap
    /// around. The result is an RGB color.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = _hsbToRGB(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// Creates a color object using the specified Quartz color reference.
    ///
    /// Two-component (gray) Core Graphics colors become gray colors; the others RGB colors.
    public convenience init(cgColor: CGColor) {
        let rgba = cgColor._sRGBA
        self.init(
            _red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha,
            isGray: cgColor.numberOfComponents == 2)
    }

    /// Creates a color object using the specified opacity and RGB component values in the
    /// Display P3 color space.
    ///
    /// - Note: Differs from UIKit: the color is converted to extended sRGB on creation (P3
    ///   colors outside the sRGB gamut get components outside `0...1`), so ``getRed(_:green:blue:alpha:)``
    ///   reports its sRGB components, as UIKit does, but ``cgColor`` is an sRGB color.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let rgb = _displayP3ToExtendedSRGB(red: displayP3Red, green: green, blue: blue)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// The Quartz color that corresponds to the color object.
    ///
    /// - Note: Differs from UIKit: Segue's `CGColor` has no extended range yet, so components
    ///   outside `0...1` are clamped in the returned color (the `UIColor` keeps them).
    public var cgColor: CGColor {
        if _isDynamic { return _resolvedForCurrent.cgColor }
        return _isGray
            ? CGColor(gray: _red, alpha: _alpha) : CGColor(red: _red, green: _green, blue: _blue, alpha: _alpha)
    }

    /// Creates a color object that has the same color space and component values as the
    /// receiver, but has the specified alpha component.
    ///
    /// The new alpha is clamped into `0...1`. A system color loses its system identity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if _isDynamic {
            return UIColor(_systemName: nil) { [self] in resolvedColor(with: $0).withAlphaComponent(alpha) }
        }
        return UIColor(_red: _red, green: _green, blue: _blue, alpha: alpha, isGray: _isGray)
    }

    /// Returns a Boolean value that indicates whether the receiver and a given object are equal.
    ///
    /// Two colors are equal when they are of the same kind (gray or RGB, the same system
    /// color or none) and have the same components. As in UIKit, `UIColor.white` (a gray
    /// color) does not equal `UIColor(red: 1, green: 1, blue: 1, alpha: 1)`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if _isDynamic || other._isDynamic {
            return other === self
                || (_isDynamic && other._isDynamic && _systemName != nil && _systemName == other._systemName)
        }
        return _isGray == other._isGray && _systemName == other._systemName && _red == other._red
            && _green == other._green && _blue == other._blue && _alpha == other._alpha
    }

    /// An integer that can be used as a hash table address, consistent with ``isEqual(_:)``.
    ///
    /// Combines the kind and the components.
    open override var hash: Int {
        var hasher = Hasher()
        if _isDynamic {
            if let name = _systemName { hasher.combine(name) } else { hasher.combine(ObjectIdentifier(self)) }
            return hasher.finalize()
        }
        hasher.combine(_isGray)
        hasher.combine(_systemName)
        hasher.combine(_red)
        hasher.combine(_green)
        hasher.combine(_blue)
        hasher.combine(_alpha)
        return hasher.finalize()
    }

    /// A textual description of the color, in UIKit's format.
    ///
    /// For example `UIExtendedSRGBColorSpace 1 0 0 1` or `UIExtendedGrayColorSpace 0.5 1`.
    open override var description: String {
        if _isDynamic {
            let resolved = _resolvedForCurrent.description
            return
                "<\(_systemName == nil ? "UIDynamicProviderColor" : "UIDynamicSystemColor; name = \(_systemName!)")> \(resolved)"
        }
        func format(_ value: CGFloat) -> String {
            let number = Double(value)
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
        return _isGray
            ? "UIExtendedGrayColorSpace \(format(_red)) \(format(_alpha))"
            : "UIExtendedSRGBColorSpace \(format(_red)) \(format(_green)) \(format(_blue)) \(format(_alpha))"
    }

    /// `alpha` clamped into `0...1`, NaN mapped to 0.
    static func _clampedAlpha(_ alpha: CGFloat) -> CGFloat {
        alpha.isNaN ? 0 : Swift.min(Swift.max(alpha, 0), 1)
    }
}
