// Status: partial — alignment and line break mode only
import Foundation

/// An object for changing the values of the subattributes in a paragraph style attribute.
///
/// The settable form of ``NSParagraphStyle``.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// The text alignment of the paragraph: `.natural` by default.
    ///
    /// Settable.
    open override var alignment: NSTextAlignment {
        get { _alignment }
        set { _alignment = newValue }
    }

    /// The mode for breaking lines in the paragraph: `.byWordWrapping` by default.
    ///
    /// Settable.
    open override var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _lineBreakMode = newValue }
    }
}
