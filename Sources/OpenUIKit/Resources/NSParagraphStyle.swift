// Status: partial — alignment and line break mode only; no spacing, indents, tab stops or hyphenation
import Foundation

/// The paragraph or ruler attributes for an attributed string.
///
/// Segue's text drawing reads ``alignment`` and ``lineBreakMode``. Paragraph styles are
/// immutable; make changes with ``NSMutableParagraphStyle``.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    var _alignment: NSTextAlignment = .natural
    var _lineBreakMode: NSLineBreakMode = .byWordWrapping

    /// Creates a paragraph style with the default attributes.
    ///
    /// Natural alignment, word wrapping.
    public override init() {
        super.init()
    }

    /// The default paragraph style.
    ///
    /// Natural alignment, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The text alignment of the paragraph: `.natural` by default.
    ///
    /// Left to right, `.natural` draws as `.left`.
    open var alignment: NSTextAlignment { _alignment }

    /// The mode for breaking lines in the paragraph that don't fit within a container: `.byWordWrapping` by default.
    ///
    /// The truncating modes truncate the last line that fits.
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }

    /// Returns an immutable copy of the style.
    ///
    /// With the same attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy._alignment = _alignment
        copy._lineBreakMode = _lineBreakMode
        return copy
    }

    /// Returns a mutable copy of the style.
    ///
    /// With the same attributes.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.alignment = _alignment
        copy.lineBreakMode = _lineBreakMode
        return copy
    }
}
