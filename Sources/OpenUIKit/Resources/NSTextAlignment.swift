import Foundation

/// Constants that specify text alignment.
///
/// The raw values are UIKit's on iOS (`center` is 1, `right` 2, `natural` 4).
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Text is visually left aligned.
    ///
    /// Lines start at the left edge of the layout box.
    case left = 0
    /// Text is visually center aligned.
    ///
    /// Each line is centered in the layout box.
    case center = 1
    /// Text is visually right aligned.
    ///
    /// Lines end at the right edge of the layout box.
    case right = 2
    /// Text is justified.
    ///
    /// - Note: Differs from UIKit: Segue does not stretch lines; justified text is laid out
    ///   (and measured) as ``natural``.
    case justified = 3
    /// Text uses the default alignment for the current localization of the app.
    ///
    /// Segue lays out left-to-right text only, so natural alignment is left alignment.
    case natural = 4
}
