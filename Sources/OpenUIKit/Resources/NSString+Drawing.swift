import Foundation

/// The font named by a string-drawing attributes dictionary, or UIKit's default (12 points).
func _font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
    attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
}

/// Measures a string as UIKit's `NSString` drawing additions do.
func _stringSize(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    _TextLayout(text: string, font: _font(in: attributes)).usedSize
}

/// The bounding rectangle of a string as `boundingRect(with:options:attributes:context:)` returns it.
func _stringBoundingRect(
    _ string: String, size: CGSize, options: NSStringDrawingOptions, attributes: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
) -> CGRect {
    let font = _font(in: attributes)
    let rect: CGRect
    if options.contains(.usesLineFragmentOrigin) {
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        let truncates = options.contains(.truncatesLastVisibleLine)
        let height = truncates && size.height > 0 ? size.height : .greatestFiniteMagnitude
        let layout = _TextLayout(
            text: string, font: font, maximumWidth: width, maximumHeight: height,
            lineBreakMode: truncates ? .byTruncatingTail : .byWordWrapping)
        rect = CGRect(origin: .zero, size: layout.usedSize)
    } else {
        let layout = _TextLayout(text: string, font: font)
        rect = CGRect(x: 0, y: -font.ascender, width: layout.usedSize.width, height: layout.usedSize.height)
    }
    context?.actualScaleFactor = 1
    context?.totalBounds = rect
    return rect
}

extension NSString {
    /// Returns the bounding box size the receiver occupies when drawn with the given attributes.
    ///
    /// The text is not wrapped (newlines still start new lines). The size is fractional; round
    /// it up (`ceil`) to size views, as UIKit advises. An empty string measures one line high
    /// and zero wide.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        _stringSize(self as String, attributes: attrs)
    }

    /// Calculates and returns the bounding rect for the receiver drawn using the given
    /// options and display characteristics, within the specified rectangle.
    ///
    /// With ``NSStringDrawingOptions/usesLineFragmentOrigin`` the text wraps to `size.width`
    /// (a width of 0 or less means no limit) and the rectangle starts at the origin; the
    /// height is limited only with ``NSStringDrawingOptions/truncatesLastVisibleLine``.
    /// Without it, the rectangle is relative to the first baseline (its `y` is −ascender).
    /// Sizes are fractional.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        _stringBoundingRect(self as String, size: size, options: options, attributes: attributes, context: context)
    }
}

extension StringProtocol {
    /// Returns the bounding box size the string occupies when drawn with the given attributes.
    ///
    /// The same as `NSString.size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        _stringSize(String(self), attributes: attrs)
    }

    /// Calculates and returns the bounding rect for the string drawn using the given options
    /// and display characteristics, within the specified rectangle.
    ///
    /// The same as `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        _stringBoundingRect(String(self), size: size, options: options, attributes: attributes, context: context)
    }
}
