import Foundation

// TEMPORARY stand-in until the Resources work (UIColor, UIFont, UIImage) lands; replaced then.

/// A colour (temporary minimal version: sRGB components with alpha).
open class UIColor: NSObject, @unchecked Sendable {
    let _cgColor: CGColor

    /// Creates a colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey.
    public init(white: CGFloat, alpha: CGFloat) {
        _cgColor = CGColor(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        _cgColor = cgColor
    }

    /// The Core Graphics colour.
    open var cgColor: CGColor { _cgColor }

    /// Black.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Red.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Blue.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
}
