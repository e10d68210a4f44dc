import Foundation

extension CGContext {
    /// Turns on shadows: everything painted afterwards casts a shadow of `color`, offset by
    /// `offset` and blurred by `blur`.
    ///
    /// The offset and blur are in device pixels and ignore the CTM, as Core Graphics'
    /// base-space shadow parameters do; a bitmap context's device space is y-up, so a positive
    /// `offset.height` moves the shadow up. The blur is a Gaussian with standard deviation
    /// σ = blur / 2 (the relation CSS and the HTML canvas define for a blur radius, and
    /// the one WebKit uses for Core Graphics shadows). A `nil` color, or one with zero alpha,
    /// turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard _acceptFinite(offset.width, offset.height, blur) else { return }
        _state.shadowOffset = offset
        _state.shadowBlur = Swift.max(blur, 0)
        _state.shadowColor = color.flatMap { $0.alpha > 0 ? $0 : nil }
    }

    /// Turns on shadows in black at one-third opacity, Core Graphics' default shadow color.
    ///
    /// As ``setShadow(offset:blur:color:)`` with `CGColor(gray: 0, alpha: 1/3)`.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Paints the shadow of the shape in ``_polygons`` with `paint`.
    func _drawShadow(rule: CGPathFillRule, paint: _Paint) {
        _unimplemented("CGContext.setShadow (shadow painting)")
    }
}
