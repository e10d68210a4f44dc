import Foundation

/// Everything `saveGState` saves and `restoreGState` restores.
///
/// The current path is not part of it, as in Core Graphics.
struct _GraphicsState {
    /// User space to Core Graphics' device space (y up, origin at the bitmap's bottom left).
    var ctm: CGAffineTransform = .identity
    /// The fill color, unpremultiplied sRGB.
    var fillColor: CGColor = .black
    /// The stroke color, unpremultiplied sRGB.
    var strokeColor: CGColor = .black
    /// The stroke width in user space.
    var lineWidth: CGFloat = 1
    /// The shape at the ends of open subpaths and dashes.
    var lineCap: CGLineCap = .butt
    /// The shape at corners.
    var lineJoin: CGLineJoin = .miter
    /// The longest miter, as a multiple of the line width, before a bevel is used.
    var miterLimit: CGFloat = 10
    /// How far into the dash pattern stroking starts.
    var dashPhase: CGFloat = 0
    /// Alternating on/off lengths; empty for a solid line.
    var dashLengths: [CGFloat] = []
    /// The flatness hint set with `setFlatness` (Segue always flattens more finely).
    var flatness: CGFloat = 0.5
    /// The opacity every painting operation is multiplied by.
    var alpha: CGFloat = 1
    /// How painting combines with the bitmap.
    var blendMode: CGBlendMode = .normal
    /// `setShouldAntialias`.
    var shouldAntialias = true
    /// `setAllowsAntialiasing`.
    var allowsAntialiasing = true
    /// How images are resampled.
    var interpolationQuality: CGInterpolationQuality = .default
    /// The shadow offset in device space (y up); meaningful when `shadowColor` is set.
    var shadowOffset: CGSize = .zero
    /// The shadow blur in device pixels (a Gaussian with σ = blur / 2).
    var shadowBlur: CGFloat = 0
    /// The shadow color, or `nil` when shadows are off.
    var shadowColor: CGColor?
    /// The pixels drawing may touch: the bitmap, narrowed by every clip so far.
    var clipBox: _PixelBox
    /// Soft clipping inside `clipBox`, or `nil` when the clip is exactly `clipBox`.
    var clipMask: _ClipMask?

    /// The initial state of a context whose bitmap spans `box`.
    init(box: _PixelBox) {
        clipBox = box
    }

    /// Whether painting should be antialiased.
    var antialias: Bool { shouldAntialias && allowsAntialiasing }
}

extension CGColor {
    /// The color premultiplied by its alpha and `extraAlpha`, as bytes in `layout`.
    func _premultipliedPixel(in layout: _PixelLayout, extraAlpha: CGFloat) -> UInt32 {
        let c = _sRGBA
        let a = Swift.min(Swift.max(Double(c.alpha * extraAlpha), 0), 1)
        func byte(_ v: CGFloat) -> UInt8 { UInt8((Swift.min(Swift.max(Double(v), 0), 1) * a * 255).rounded()) }
        return layout.pack(
            red: byte(c.red), green: byte(c.green), blue: byte(c.blue), alpha: UInt8((a * 255).rounded()))
    }
}
