// Status: partial — one font and paragraph style per string (the first character's); colors per character
import Foundation

/// Drawing and measuring attributed strings.
///
/// Segue lays an attributed string out in the font and paragraph style of its first
/// character; each character is drawn in its own foreground color.
extension NSAttributedString {
    /// The attributes that decide the layout: those of the first character.
    var _layoutAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }

    /// The color of each character, looked up by its index in `string`.
    func _colors() -> (String.Index?) -> CGColor {
        let text = string
        var runs: [(range: NSRange, color: CGColor)] = []
        enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: length)) { value, range, _ in
            runs.append((range, (value as? UIColor)?.cgColor ?? CGColor.black))
        }
        let fallback = runs.last?.color ?? CGColor.black
        return { index in
            guard let index else { return fallback }
            let offset = index.utf16Offset(in: text)
            return runs.first { NSLocationInRange(offset, $0.range) }?.color ?? fallback
        }
    }

    /// Returns the size necessary to draw the string.
    ///
    /// One line per newline, no wrapping; fractional.
    public func size() -> CGSize {
        _stringSize(string, attributes: _layoutAttributes)
    }

    /// Returns the bounding rectangle necessary to draw the string.
    ///
    /// As `NSString.boundingRect(with:options:attributes:context:)` with the first character's attributes.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        _stringBoundingRect(string, size: size, options: options, attributes: _layoutAttributes, context: context)
    }

    /// Draws the attributed string starting at the specified point in the current graphics context.
    ///
    /// `point` is the top-left corner of the first line (y down); the text is not wrapped.
    public func draw(at point: CGPoint) {
        _StringDrawing.draw(_StringDrawing.layout(string, at: _layoutAttributes), at: point, color: _colors())
    }

    /// Draws the attributed string inside the specified bounding rectangle.
    ///
    /// Wrapped to the rectangle's width, showing the lines that fit its height.
    public func draw(in rect: CGRect) {
        _StringDrawing.draw(
            _StringDrawing.layout(string, in: rect, attributes: _layoutAttributes), at: rect.origin, color: _colors())
    }

    /// Draws the attributed string in the specified bounding rectangle using the provided options.
    ///
    /// See `NSString.draw(with:options:attributes:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let (layout, origin) = _StringDrawing.layout(
            string, with: rect, options: options, attributes: _layoutAttributes)
        context?.actualScaleFactor = 1
        context?.totalBounds = CGRect(origin: .zero, size: layout.usedSize)
        _StringDrawing.draw(layout, at: origin, color: _colors())
    }
}
