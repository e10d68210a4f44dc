import Foundation

/// Setting a color into the current UIKit graphics context.
extension UIColor {
    /// Sets the color of subsequent stroke and fill operations to the color that the receiver represents.
    ///
    /// Both the fill and the stroke color of the current context; nothing happens without one.
    public func set() {
        setFill()
        setStroke()
    }

    /// Sets the color of subsequent fill operations to the color that the receiver represents.
    ///
    /// In the current context; nothing happens without one.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets the color of subsequent stroke operations to the color that the receiver represents.
    ///
    /// In the current context; nothing happens without one.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
