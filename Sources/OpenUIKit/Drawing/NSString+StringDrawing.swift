// Status: partial — one font and paragraph style per string (from its attributes); no .kern, ligature or baseline-offset attributes
import Foundation

/// Where and how a string is drawn: shared by `NSString`, `String` and `NSAttributedString`.
enum _StringDrawing {
    /// The paragraph style's alignment and line break mode (natural, word wrapping by default).
    static func paragraph(_ attributes: [NSAttributedString.Key: Any]?) -> (NSTextAlignment, NSLineBreakMode) {
        let style = attributes?[.paragraphStyle] as? NSParagraphStyle
        return (style?.alignment ?? .natural, style?.lineBreakMode ?? .byWordWrapping)
    }

    /// The foreground color of the attributes: black by default, as UIKit draws strings.
    static func color(_ attributes: [NSAttributedString.Key: Any]?) -> CGColor {
        (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? CGColor.black
    }

    /// Lays out a string drawn at a point: no wrapping; lines break only at newlines.
    static func layout(_ string: String, at attributes: [NSAttributedString.Key: Any]?) -> _TextLayout {
        let (alignment, _) = paragraph(attributes)
        return _TextLayout(text: string, font: _font(in: attributes), alignment: alignment)
    }

    /// Lays out a string drawn in a rectangle: wrapped to its width, whole lines that fit its height.
    static func layout(_ string: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) -> _TextLayout {
        let (alignment, lineBreakMode) = paragraph(attributes)
        return _TextLayout(
            text: string, font: _font(in: attributes), maximumWidth: Swift.max(rect.width, 0),
            maximumHeight: Swift.max(rect.height, 0), alignment: alignment, lineBreakMode: lineBreakMode)
    }

    /// The layout and top-left origin of `draw(with:options:…)`.
    ///
    /// With `.usesLineFragmentOrigin` the text wraps to the rectangle's width (no limit when
    /// it is 0 or less) from its origin, limited in height only with
    /// `.truncatesLastVisibleLine`; without it, the rectangle's origin is the first baseline's
    /// start and lines break only at newlines.
    static func layout(
        _ string: String, with rect: CGRect, options: NSStringDrawingOptions, attributes: [NSAttributedString.Key: Any]?
    ) -> (_TextLayout, CGPoint) {
        let font = _font(in: attributes)
        let (alignment, lineBreakMode) = paragraph(attributes)
        guard options.contains(.usesLineFragmentOrigin) else {
            let layout = _TextLayout(text: string, font: font, alignment: alignment)
            return (layout, CGPoint(x: rect.minX, y: rect.minY - font.ascender))
        }
        let truncates = options.contains(.truncatesLastVisibleLine)
        let layout = _TextLayout(
            text: string, font: font, maximumWidth: rect.width > 0 ? rect.width : .greatestFiniteMagnitude,
            maximumHeight: truncates && rect.height > 0 ? rect.height : .greatestFiniteMagnitude,
            alignment: alignment, lineBreakMode: truncates ? .byTruncatingTail : lineBreakMode)
        return (layout, rect.origin)
    }

    /// Draws a layout into the current UIKit context, if there is one.
    static func draw(_ layout: _TextLayout, at origin: CGPoint, color: (String.Index?) -> CGColor) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _TextDrawing.draw(layout, at: origin, in: context, color: color)
    }
}

extension NSString {
    /// Draws the string with the font and other display characteristics of the given attributes.
    ///
    /// `point` is the top-left corner of the first line, in the current context's y-down user
    /// space. The text is not wrapped; newlines start new lines. Without a font attribute the
    /// 12-point system font is used; without a color, black.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let color = _StringDrawing.color(attrs)
        _StringDrawing.draw(_StringDrawing.layout(self as String, at: attrs), at: point) { _ in color }
    }

    /// Draws the string in the specified rectangle with the font and other display characteristics of the given attributes.
    ///
    /// The text wraps to the rectangle's width (by the paragraph style's line break mode,
    /// word wrapping by default) and shows the lines that fit its height, aligned by the
    /// paragraph style.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let color = _StringDrawing.color(attrs)
        _StringDrawing.draw(_StringDrawing.layout(self as String, in: rect, attributes: attrs), at: rect.origin) { _ in
            color
        }
    }

    /// Draws the string in the specified bounding rectangle using the provided options.
    ///
    /// See ``boundingRect(with:options:attributes:context:)`` for how the options place the text.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        let color = _StringDrawing.color(attributes)
        let (layout, origin) = _StringDrawing.layout(
            self as String, with: rect, options: options, attributes: attributes)
        context?.actualScaleFactor = 1
        context?.totalBounds = CGRect(origin: .zero, size: layout.usedSize)
        _StringDrawing.draw(layout, at: origin) { _ in color }
    }
}

extension StringProtocol {
    /// Draws the string with the font and other display characteristics of the given attributes.
    ///
    /// The same as `NSString.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (String(self) as NSString).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string in the specified rectangle with the font and other display characteristics of the given attributes.
    ///
    /// The same as `NSString.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (String(self) as NSString).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in the specified bounding rectangle using the provided options.
    ///
    /// The same as `NSString.draw(with:options:attributes:context:)`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        (String(self) as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
