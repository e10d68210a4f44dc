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

    /// The paragraph style of the text: an `NSParagraphStyle`.
    ///
    /// Drawing reads its alignment and line break mode. Raw value `NSParagraphStyle`, as in UIKit.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
