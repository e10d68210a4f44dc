import Foundation

/// How newly painted color (the source `S`) combines with the pixels already there (the
/// destination `D`).
///
/// Raw values are Core Graphics' (`kCGBlendModeNormal` = 0 … `kCGBlendModePlusLighter` = 27).
/// Colors are premultiplied; `Sa` and `Da` are the source and destination alphas. The
/// separable and non-separable modes (``multiply`` … ``luminosity``) follow the PDF / W3C
/// compositing formulas `R = S·(1 − Da) + D·(1 − Sa) + Sa·Da·B(s, d)` on unpremultiplied
/// colors `s`, `d`. The Porter–Duff modes (``clear`` … ``plusLighter``) use the formulas in
/// their descriptions. Every mode affects only the painted area: where a shape's coverage
/// (after clipping) is `c`, the result is `D + (R − D)·c`, and the context's alpha scales `S`.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination: `R = S + D·(1 − Sa)`.
    ///
    /// The initial blend mode of a context.
    case normal = 0
    /// `B = s·d`: darkens.
    ///
    /// White leaves the destination unchanged.
    case multiply = 1
    /// `B = s + d − s·d`: lightens.
    ///
    /// Black leaves the destination unchanged.
    case screen = 2
    /// Hard light with source and destination swapped.
    ///
    /// Multiplies or screens depending on the destination.
    case overlay = 3
    /// `B = min(s, d)`.
    ///
    /// The darker of the two colors, per channel.
    case darken = 4
    /// `B = max(s, d)`.
    ///
    /// The lighter of the two colors, per channel.
    case lighten = 5
    /// Brightens the destination to reflect the source.
    ///
    /// `B = min(1, d / (1 − s))`, with `B = 0` when `d = 0` and `B = 1` when `s = 1`.
    case colorDodge = 6
    /// Darkens the destination to reflect the source.
    ///
    /// `B = 1 − min(1, (1 − d) / s)`, with `B = 1` when `d = 1` and `B = 0` when `s = 0`.
    case colorBurn = 7
    /// Darkens or lightens softly depending on the source.
    ///
    /// The W3C soft-light formula.
    case softLight = 8
    /// Multiplies or screens depending on the source.
    ///
    /// `B = multiply(d, 2s)` for `s ≤ ½`, `screen(d, 2s − 1)` otherwise.
    case hardLight = 9
    /// `B = |s − d|`.
    ///
    /// Black leaves the destination unchanged.
    case difference = 10
    /// `B = s + d − 2·s·d`.
    ///
    /// Like difference, with lower contrast.
    case exclusion = 11
    /// The hue of the source with the saturation and luminosity of the destination.
    ///
    /// Non-separable (W3C `SetLum`/`SetSat`).
    case hue = 12
    /// The saturation of the source with the hue and luminosity of the destination.
    ///
    /// Non-separable (W3C `SetLum`/`SetSat`).
    case saturation = 13
    /// The hue and saturation of the source with the luminosity of the destination.
    ///
    /// Non-separable (W3C `SetLum`).
    case color = 14
    /// The luminosity of the source with the hue and saturation of the destination.
    ///
    /// Non-separable (W3C `SetLum`).
    case luminosity = 15
    /// `R = 0`.
    ///
    /// Erases the painted area.
    case clear = 16
    /// `R = S`.
    ///
    /// Replaces the painted area with the source.
    case copy = 17
    /// `R = S·Da`.
    ///
    /// The source, only where the destination is opaque.
    case sourceIn = 18
    /// `R = S·(1 − Da)`.
    ///
    /// The source, only where the destination is transparent.
    case sourceOut = 19
    /// `R = S·Da + D·(1 − Sa)`.
    ///
    /// The source on top of the destination, kept within the destination.
    case sourceAtop = 20
    /// `R = S·(1 − Da) + D`.
    ///
    /// The source behind the destination.
    case destinationOver = 21
    /// `R = D·Sa`.
    ///
    /// Keeps the destination where the source is opaque.
    case destinationIn = 22
    /// `R = D·(1 − Sa)`.
    ///
    /// Erases the destination where the source is opaque.
    case destinationOut = 23
    /// `R = S·(1 − Da) + D·Sa`.
    ///
    /// The destination on top of the source, kept within the source.
    case destinationAtop = 24
    /// `R = S·(1 − Da) + D·(1 − Sa)`.
    ///
    /// Porter–Duff XOR (not a bitwise XOR).
    case xor = 25
    /// `Ra = min(1, Sa + Da)`, `R = max(0, S + D − Sa − Da + Ra)` per color channel.
    ///
    /// For opaque colors `R = max(0, S + D − 1)`; Segue's reading of Apple's brief formula.
    case plusDarker = 26
    /// `R = min(1, S + D)`.
    ///
    /// Adds light: additive blending.
    case plusLighter = 27
}
