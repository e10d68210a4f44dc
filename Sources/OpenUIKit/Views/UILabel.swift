// Status: partial — no attributedText, shadows, highlighting, dimmed disabled text or font shrinking
import Foundation

/// A view that shows one or more lines of read-only text.
///
/// Sizing (`sizeThatFits(_:)`, `intrinsicContentSize`) comes from real glyph metrics of the
/// font (FreeType on the DejaVu fonts): lines wrap at word boundaries up to `numberOfLines`
/// (0 = unlimited), and the last line is truncated with "…" when the text does not fit.
/// The label draws its text (`drawText(in:)`, vertically centred in its bounds) into its
/// layer's contents with real glyphs, and redraws when its text, font, color, alignment,
/// line settings or size change (its content mode is `.redraw`).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; nil by default.
    open var text: String? { didSet { _textDidChange() } }

    /// The font; the 17-point system font by default.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet {
            _appearancePropertySet(\.font, font)
            _textDidChange()
        }
    }

    /// The text colour; `.label` by default.
    ///
    /// Changing it redraws the label.
    open var textColor: UIColor! = UIColor.label {
        didSet {
            _appearancePropertySet(\.textColor, textColor)
            setNeedsDisplay()
        }
    }

    /// How lines align; `.natural` (left) by default.
    ///
    /// Changing it redraws the label.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// The most lines to show; 1 by default, 0 for no limit.
    open var numberOfLines = 1 { didSet { _textDidChange() } }

    /// How lines wrap and truncate; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { _textDidChange() } }

    /// Whether the label is enabled.
    ///
    /// Changing it redraws the label. UIKit draws a disabled label's text dimmed; Segue draws
    /// it in `textColor` still (see the status line).
    open var isEnabled = true { didSet { setNeedsDisplay() } }

    /// The width at which multi-line text wraps for `intrinsicContentSize`; 0 means none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { _textDidChange() } }

    /// Creates a label; labels ignore touches by default.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    /// Creating labels from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UILabel.init(coder:)")
    }

    /// The text's size when laid out within `size.width` (unlimited when 0 or less); `.zero`
    /// for empty text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        _layout(maximumWidth: size.width > 0 ? size.width : .greatestFiniteMagnitude)?.size ?? .zero
    }

    /// The text's natural size: one line per line break, or wrapped at
    /// `preferredMaxLayoutWidth` when multi-line.
    open override var intrinsicContentSize: CGSize {
        let width =
            numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        return _layout(maximumWidth: width)?.size ?? .zero
    }

    /// The rectangle the text occupies within `bounds`, for at most `numberOfLines` lines.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty, let font else { return CGRect(origin: bounds.origin, size: .zero) }
        let layout = _TextLayoutCache.shared.layout(
            text: text, font: font, maximumWidth: bounds.width, maximumHeight: bounds.height,
            numberOfLines: numberOfLines, alignment: textAlignment, lineBreakMode: lineBreakMode)
        return CGRect(origin: bounds.origin, size: layout.size)
    }

    /// Draws the label's text: `drawText(in: bounds)`.
    ///
    /// Called by UIKit when the label is displayed.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the label's text (or its shadow) in the specified rectangle.
    ///
    /// The text is laid out within `rect` (wrapping to its width, at most `numberOfLines`
    /// lines and the lines that fit its height), aligned by `textAlignment` (`.natural` and
    /// `.justified` as left) and centred vertically, in `textColor`. Override it to change
    /// where the text goes, calling `super` with the new rectangle.
    open func drawText(in rect: CGRect) {
        _drawText(in: rect)
    }

    /// The layout of the current text within `maximumWidth`, or nil for empty text (from the
    /// shared text layout cache: a label measures the same text several times).
    func _layout(maximumWidth: CGFloat) -> _TextLayout? {
        guard let text, !text.isEmpty, let font else { return nil }
        return _TextLayoutCache.shared.layout(
            text: text, font: font, maximumWidth: maximumWidth, numberOfLines: numberOfLines,
            alignment: textAlignment, lineBreakMode: lineBreakMode)
    }

    func _textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// `drawText(in:)`: lays out and draws the text into the current context.
    func _drawText(in rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let font = self.font ?? UIFont.systemFont(ofSize: 17)
        let layout = _TextLayoutCache.shared.layout(
            text: text, font: font, maximumWidth: Swift.max(rect.width, 0), maximumHeight: Swift.max(rect.height, 0),
            numberOfLines: numberOfLines, alignment: textAlignment, lineBreakMode: lineBreakMode)
        let top = rect.minY + (rect.height - layout.usedSize.height) / 2
        let color = (textColor ?? UIColor.label).cgColor
        _TextDrawing.draw(layout, at: CGPoint(x: rect.minX, y: top), in: context) { _ in color }
    }

    // MARK: Traits

    /// Whether the label takes the new size of a Dynamic Type font (from `preferredFont` or
    /// `UIFontMetrics`) when its content size category changes; false by default.
    open var adjustsFontForContentSizeCategory = false

}
