import Foundation

extension CGContext {
    /// Pushes a copy of the current graphics state onto the state stack.
    ///
    /// Everything but the current path is saved: transform, colors, line attributes, alpha,
    /// blend mode, shadow, antialiasing, interpolation quality and clipping.
    public func saveGState() {
        _savedStates.append(_state)
    }

    /// Restores the most recently saved graphics state and pops it off the stack.
    ///
    /// With nothing saved, the call is ignored and logged.
    public func restoreGState() {
        guard let saved = _savedStates.popLast() else {
            _coreGraphicsLog("CGContextRestoreGState: invalid context: no saved graphics state.")
            return
        }
        _state = saved
    }

    /// The current transformation matrix: user space to device space.
    ///
    /// Device space has its origin at the bitmap's bottom-left corner, y up, one unit per pixel.
    public var ctm: CGAffineTransform { _state.ctm }

    /// The transform from user space to device space: the same as ``ctm``.
    ///
    /// A bitmap context's device space is its pixel grid, y up.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { _state.ctm }

    /// Moves the origin of user space by `(tx, ty)` user units.
    ///
    /// `ctm = translation · ctm`. Non-finite values are ignored and logged.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        guard _acceptFinite(tx, ty) else { return }
        _state.ctm = _state.ctm.translatedBy(x: tx, y: ty)
    }

    /// Scales user space by `(sx, sy)`.
    ///
    /// `ctm = scale · ctm`. Non-finite values are ignored and logged.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        guard _acceptFinite(sx, sy) else { return }
        _state.ctm = _state.ctm.scaledBy(x: sx, y: sy)
    }

    /// Rotates user space by `angle` radians (counterclockwise in Core Graphics' y-up space).
    ///
    /// `ctm = rotation · ctm`. A non-finite angle is ignored and logged.
    public func rotate(by angle: CGFloat) {
        guard _acceptFinite(angle) else { return }
        _state.ctm = _state.ctm.rotated(by: angle)
    }

    /// Concatenates a transform onto the current one: `ctm = transform · ctm`.
    ///
    /// Points are mapped by `transform` first, then by the previous CTM. A transform with a
    /// non-finite entry is ignored and logged.
    public func concatenate(_ transform: CGAffineTransform) {
        guard _acceptFinite(transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty) else {
            return
        }
        _state.ctm = transform.concatenating(_state.ctm)
    }

    /// Maps a point from user space to device space.
    ///
    /// Applies the CTM.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(_state.ctm) }

    /// Maps a point from device space to user space.
    ///
    /// Applies the inverse of the CTM (the point itself when the CTM is not invertible).
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(_state.ctm.inverted()) }

    /// Maps a rectangle from user space to device space: the bounding box of its image.
    ///
    /// As `rect.applying(ctm)`.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(_state.ctm) }

    /// Maps a rectangle from device space to user space: the bounding box of its image.
    ///
    /// As `rect.applying(ctm.inverted())`.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(_state.ctm.inverted()) }

    /// Sets the stroke width, in user space units.
    ///
    /// The default is 1. Negative widths count as their magnitude; a width of 0 strokes the
    /// thinnest visible line (one device pixel wide), as Core Graphics does.
    public func setLineWidth(_ width: CGFloat) {
        guard _acceptFinite(width) else { return }
        _state.lineWidth = Swift.abs(width)
    }

    /// Sets the shape drawn at the ends of open subpaths and dashes.
    ///
    /// The default is `.butt`.
    public func setLineCap(_ cap: CGLineCap) { _state.lineCap = cap }

    /// Sets the shape drawn at corners.
    ///
    /// The default is `.miter`.
    public func setLineJoin(_ join: CGLineJoin) { _state.lineJoin = join }

    /// Sets the miter limit: the longest miter, as a multiple of the line width.
    ///
    /// The default is 10; corners sharper than `2·asin(1/limit)` are beveled.
    public func setMiterLimit(_ limit: CGFloat) {
        guard _acceptFinite(limit) else { return }
        _state.miterLimit = limit
    }

    /// Sets the dash pattern: alternating painted and unpainted lengths, starting `phase`
    /// units into the pattern.
    ///
    /// An empty array turns dashing off. A pattern with a negative or non-finite length, or
    /// whose lengths are all zero, is ignored (logged) and turns dashing off, as Core Graphics
    /// does for invalid patterns.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = phase.isFinite && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        if !lengths.isEmpty, !valid {
            _coreGraphicsLog("CGContextSetLineDash: invalid dash array: dashing is turned off.")
        }
        _state.dashPhase = valid ? phase : 0
        _state.dashLengths = valid ? lengths : []
    }

    /// Sets the flatness hint for curves.
    ///
    /// Stored in the graphics state; Segue always flattens curves to within 1/20 of a pixel,
    /// which is at least as fine as any flatness Core Graphics honours.
    public func setFlatness(_ flatness: CGFloat) {
        guard _acceptFinite(flatness) else { return }
        _state.flatness = flatness
    }

    /// Sets the opacity applied to everything painted: 0 (invisible) to 1 (the default).
    ///
    /// Values outside `0...1` are clamped.
    public func setAlpha(_ alpha: CGFloat) {
        guard _acceptFinite(alpha) else { return }
        _state.alpha = Swift.min(Swift.max(alpha, 0), 1)
    }

    /// Sets how painting combines with the bitmap.
    ///
    /// The default is `.normal` (source over).
    public func setBlendMode(_ mode: CGBlendMode) { _state.blendMode = mode }

    /// Turns antialiasing on (the default) or off for this graphics state.
    ///
    /// Painting is antialiased when both this and ``setAllowsAntialiasing(_:)`` allow it.
    public func setShouldAntialias(_ shouldAntialias: Bool) { _state.shouldAntialias = shouldAntialias }

    /// Allows (the default) or forbids antialiasing.
    ///
    /// Painting is antialiased when both this and ``setShouldAntialias(_:)`` allow it.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { _state.allowsAntialiasing = allowsAntialiasing }

    /// How images are resampled when drawn scaled, rotated or at fractional positions.
    ///
    /// `.none` takes the nearest pixel; every other value samples bilinearly.
    public var interpolationQuality: CGInterpolationQuality {
        get { _state.interpolationQuality }
        set { _state.interpolationQuality = newValue }
    }

    /// Sets the color used to fill paths and rectangles.
    ///
    /// The default is opaque black. Colors are drawn as sRGB (gray colors as equal red,
    /// green and blue).
    public func setFillColor(_ color: CGColor) {
        _state.fillColor = color
    }

    /// Sets the color used to stroke paths.
    ///
    /// The default is opaque black.
    public func setStrokeColor(_ color: CGColor) {
        _state.strokeColor = color
    }

    /// Sets the fill color from red, green, blue and alpha components in `0...1`.
    ///
    /// Components outside the range are clamped.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke color from red, green, blue and alpha components in `0...1`.
    ///
    /// Components outside the range are clamped.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the fill color from a gray level and an alpha value in `0...1`.
    ///
    /// Values outside the range are clamped.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Sets the stroke color from a gray level and an alpha value in `0...1`.
    ///
    /// Values outside the range are clamped.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Whether the values are all finite; logs Core Graphics' message when one is not.
    func _acceptFinite(_ values: CGFloat...) -> Bool {
        if values.allSatisfy(\.isFinite) { return true }
        _coreGraphicsLog(
            "this application, or a library it uses, has passed an invalid numeric value (NaN, or not-a-number) to CoreGraphics API and this value is being ignored."
        )
        return false
    }
}
