import Foundation

extension NSAttributedString.Key {
    /// The font of the text: a `UIFont`.
    ///
    /// Without it, text is measured in the 12-point system font, as UIKit uses a 12-point
    /// font by default. Raw value `NSFont`, as in UIKit.
    public static let font = NSAttributedString.Key("NSFont")

    /// The color of the text: a `UIColor`.
    ///
    /// Measurement ignores it; renderers read it. Raw value `NSColor`, as in UIKit.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
