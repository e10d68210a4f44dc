import Foundation

/// The result of blend mode `mode` for premultiplied source `s` and destination `d`
/// (components `r, g, b, a` in `0...1`), before weighing by coverage.
///
/// Porter–Duff modes use the formulas in `CGBlendMode`'s documentation. Separable and
/// non-separable modes follow the W3C Compositing and Blending specification:
/// `R = S·(1 − Da) + D·(1 − Sa) + Sa·Da·B(Cs, Cd)` with unpremultiplied `Cs`, `Cd`, and alpha
/// `Sa + Da − Sa·Da`.
func _blendPremultiplied(_ s: SIMD4<Float>, _ d: SIMD4<Float>, _ mode: CGBlendMode) -> SIMD4<Float> {
    let sa = s.w
    let da = d.w
    switch mode {
    case .normal: return s + d * (1 - sa)
    case .clear: return .zero
    case .copy: return s
    case .sourceIn: return s * da
    case .sourceOut: return s * (1 - da)
    case .sourceAtop: return s * da + d * (1 - sa)
    case .destinationOver: return s * (1 - da) + d
    case .destinationIn: return d * sa
    case .destinationOut: return d * (1 - sa)
    case .destinationAtop: return s * (1 - da) + d * sa
    case .xor: return s * (1 - da) + d * (1 - sa)
    case .plusLighter: return (s + d).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
    case .plusDarker:
        let ra = Swift.min(1, sa + da)
        var r = s + d - SIMD4(repeating: sa + da - ra)
        r = r.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        r.w = ra
        return r
    default:
        let cs = sa > 0 ? SIMD3(s.x, s.y, s.z) / sa : .zero
        let cd = da > 0 ? SIMD3(d.x, d.y, d.z) / da : .zero
        let b = _blendColor(cs, cd, mode)
        let color = SIMD3(s.x, s.y, s.z) * (1 - da) + SIMD3(d.x, d.y, d.z) * (1 - sa) + b * (sa * da)
        return SIMD4(color.x, color.y, color.z, sa + da - sa * da)
    }
}

/// The blend function `B(Cs, Cd)` of a separable or non-separable mode, on unpremultiplied
/// colors.
func _blendColor(_ cs: SIMD3<Float>, _ cd: SIMD3<Float>, _ mode: CGBlendMode) -> SIMD3<Float> {
    switch mode {
    case .multiply: return cs * cd
    case .screen: return cs + cd - cs * cd
    case .overlay: return _perChannel(cd, cs) { d, s in _hardLight(s: d, d: s) }
    case .darken: return pointwiseMin(cs, cd)
    case .lighten: return pointwiseMax(cs, cd)
    case .colorDodge:
        return _perChannel(cs, cd) { s, d in d == 0 ? 0 : (s >= 1 ? 1 : Swift.min(1, d / (1 - s))) }
    case .colorBurn:
        return _perChannel(cs, cd) { s, d in d >= 1 ? 1 : (s <= 0 ? 0 : 1 - Swift.min(1, (1 - d) / s)) }
    case .softLight:
        return _perChannel(cs, cd) { s, d in
            if s <= 0.5 { return d - (1 - 2 * s) * d * (1 - d) }
            let e = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
            return d + (2 * s - 1) * (e - d)
        }
    case .hardLight: return _perChannel(cs, cd) { s, d in _hardLight(s: s, d: d) }
    case .difference: return pointwiseMax(cs - cd, cd - cs)
    case .exclusion: return cs + cd - 2 * cs * cd
    case .hue: return _setLuminosity(_setSaturation(cs, _saturation(cd)), _luminosity(cd))
    case .saturation: return _setLuminosity(_setSaturation(cd, _saturation(cs)), _luminosity(cd))
    case .color: return _setLuminosity(cs, _luminosity(cd))
    case .luminosity: return _setLuminosity(cd, _luminosity(cs))
    default: return cs
    }
}

/// Applies `f(s, d)` to each channel pair.
@inline(__always)
private func _perChannel(_ a: SIMD3<Float>, _ b: SIMD3<Float>, _ f: (Float, Float) -> Float) -> SIMD3<Float> {
    SIMD3(f(a.x, b.x), f(a.y, b.y), f(a.z, b.z))
}

/// The hard-light blend of one channel.
private func _hardLight(s: Float, d: Float) -> Float {
    s <= 0.5 ? d * 2 * s : d + (2 * s - 1) - d * (2 * s - 1)
}

/// The W3C luminosity of a color: `0.3 r + 0.59 g + 0.11 b`.
private func _luminosity(_ c: SIMD3<Float>) -> Float {
    0.3 * c.x + 0.59 * c.y + 0.11 * c.z
}

/// The W3C saturation of a color: its largest minus its smallest channel.
private func _saturation(_ c: SIMD3<Float>) -> Float {
    c.max() - c.min()
}

/// The W3C `SetLum`: `c` shifted to luminosity `l`, then clipped into gamut.
private func _setLuminosity(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
    let shifted = c + (l - _luminosity(c))
    let lum = _luminosity(shifted)
    let n = shifted.min()
    let x = shifted.max()
    var result = shifted
    if n < 0 { result = lum + (result - lum) * lum / (lum - n) }
    if x > 1 { result = lum + (result - lum) * (1 - lum) / (x - lum) }
    return result
}

/// The W3C `SetSat`: `c` with its channels stretched to saturation `s`.
private func _setSaturation(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
    let n = c.min()
    let x = c.max()
    guard x > n else { return .zero }
    return (c - n) * s / (x - n)
}
