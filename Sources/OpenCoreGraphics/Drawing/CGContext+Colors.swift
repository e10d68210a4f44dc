import Foundation

extension CGContext {
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
}
