import Foundation

extension UIColor {
    /// Returns the components that form the color in the RGB color space.
    ///
    /// Each pointer may be `nil` to skip that component. Gray colors report their white level
    /// in all three color components. Components keep their extended range. Always returns
    /// `true`: every Segue color converts to RGB (UIKit returns `false` only for colors such
    /// as pattern colors, which Segue does not have).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        if _isDynamic { return _resolvedForCurrent.getRed(red, green: green, blue: blue, alpha: alpha) }
        red?.pointee = _red
        green?.pointee = _green
        blue?.pointee = _blue
        alpha?.pointee = _alpha
        return true
    }

    /// Returns the grayscale components of the color.
    ///
    /// Gray colors report their white level exactly. RGB colors are converted with the
    /// Rec. 601 luma weights, `0.299 r + 0.587 g + 0.114 b`. Always returns `true`.
    ///
    /// - Note: Differs from UIKit: UIKit converts through ColorSync, whose exact gray value
    ///   for an RGB color is not documented; Segue's is the luma approximation above.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        if _isDynamic { return _resolvedForCurrent.getWhite(white, alpha: alpha) }
        white?.pointee = _isGray ? _red : 0.299 * _red + 0.587 * _green + 0.114 * _blue
        alpha?.pointee = _alpha
        return true
    }

    /// Returns the components that make up the color in the HSB color space.
    ///
    /// Hue is a fraction of a full turn in `0..<1` (0 for grays), saturation is
    /// `(max − min) / max` of the RGB components (0 for black), and brightness is their
    /// maximum. Always returns `true`.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        if _isDynamic {
            return _resolvedForCurrent.getHue(hue, saturation: saturation, brightness: brightness, alpha: alpha)
        }
        let hsb = _rgbToHSB(red: _red, green: _green, blue: _blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = _alpha
        return true
    }
}

/// Converts HSB (hue as a fraction of a turn) to RGB with the standard hexcone model.
///
/// Hue wraps around (its fractional part is used); saturation and brightness are used as
/// given, so values outside `0...1` give extended-range components.
func _hsbToRGB(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat)
{
    guard hue.isFinite else { return (brightness, brightness, brightness) }
    let turn = hue - hue.rounded(.down)
    let sector = turn * 6
    let index = Int(sector.rounded(.down)) % 6
    let f = sector - sector.rounded(.down)
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    switch index {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
}

/// Converts RGB to HSB (hue as a fraction of a turn in `0..<1`) with the hexcone model.
func _rgbToHSB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
{
    let maximum = Swift.max(red, green, blue)
    let minimum = Swift.min(red, green, blue)
    let delta = maximum - minimum
    let saturation: CGFloat = maximum == 0 ? 0 : delta / maximum
    guard delta > 0 else { return (0, saturation, maximum) }
    var sixths: CGFloat
    if maximum == red {
        sixths = (green - blue) / delta
    } else if maximum == green {
        sixths = (blue - red) / delta + 2
    } else {
        sixths = (red - green) / delta + 4
    }
    if sixths < 0 { sixths += 6 }
    var hue = sixths / 6
    if hue >= 1 { hue -= 1 }
    return (hue, saturation, maximum)
}

/// Converts Display P3 components to extended-range sRGB components.
///
/// Both spaces share the sRGB transfer curve and the D65 white point; only the primaries
/// differ. Components are linearized (sign-preserving, so extended values work), mapped with
/// the linear P3 → linear sRGB matrix, and encoded again.
func _displayP3ToExtendedSRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (
    red: CGFloat, green: CGFloat, blue: CGFloat
) {
    let r = _sRGBDecode(red)
    let g = _sRGBDecode(green)
    let b = _sRGBDecode(blue)
    // Linear P3-D65 → linear sRGB, from the two spaces' primaries (CIE 1931 xy:
    // P3 R 0.680,0.320 G 0.265,0.690 B 0.150,0.060; sRGB R 0.640,0.330 G 0.300,0.600 B 0.150,0.060).
    let sr = 1.2249401 * r - 0.2249404 * g
    let sg = -0.0420569 * r + 1.0420571 * g
    let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
    return (_sRGBEncode(sr), _sRGBEncode(sg), _sRGBEncode(sb))
}

/// The sRGB transfer function's inverse (encoded → linear), mirrored for negative values.
func _sRGBDecode(_ value: CGFloat) -> CGFloat {
    let magnitude = abs(value)
    let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
}

/// The sRGB transfer function (linear → encoded), mirrored for negative values.
func _sRGBEncode(_ value: CGFloat) -> CGFloat {
    let magnitude = abs(value)
    let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
}
