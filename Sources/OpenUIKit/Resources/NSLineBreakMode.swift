import Foundation

/// Constants that specify what happens when a line is too long for its container.
///
/// The raw values are UIKit's.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wrapping occurs at word boundaries, unless the word doesn’t fit on a single line.
    ///
    /// A word too long for a line is broken between characters.
    case byWordWrapping = 0
    /// Wrapping occurs before the first character that doesn’t fit.
    ///
    /// Lines break between any two characters.
    case byCharWrapping = 1
    /// Lines don’t extend past the edge of the text container.
    ///
    /// Text that does not fit on the last allowed line is cut without an ellipsis.
    case byClipping = 2
    /// The line displays so that the end fits in the container and an ellipsis glyph
    /// indicates the missing text at the beginning of the line.
    ///
    /// - Note: Differs from UIKit: Segue truncates at the tail for every truncating mode.
    case byTruncatingHead = 3
    /// The line displays so that the beginning fits in the container and an ellipsis glyph
    /// indicates the missing text at the end of the line.
    ///
    /// Truncation happens between characters, as in UIKit.
    case byTruncatingTail = 4
    /// The line displays so that the beginning and end fit in the container and an ellipsis
    /// glyph indicates the missing text in the middle.
    ///
    /// - Note: Differs from UIKit: Segue truncates at the tail for every truncating mode.
    case byTruncatingMiddle = 5
}
