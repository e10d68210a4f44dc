import Foundation

/// A text view's editing and layout: the calls around a change (as a text field's, UIKitBehaviour
/// #236), the text laid out at the view's width, the content size, the caret kept in view.
extension UITextView {
    static var _defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

    /// The padding on each side of every line (UIKit's `lineFragmentPadding`).
    static let _lineFragmentPadding: CGFloat = 5

    func _prepareTextView() {
        alwaysBounceVertical = false
        showsHorizontalScrollIndicator = false
        _withoutAppearanceMarks { backgroundColor = .white }
        _textContent.textView = self
        _textContent.isUserInteractionEnabled = false
        addSubview(_textContent)
        _caret.isHidden = true
        _caret.isUserInteractionEnabled = false
        addSubview(_caret)
    }

    func _beginEditing() {
        _isEditing = true
        _textDidChangeAppearance()
        _textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func _endEditing() {
        guard _isEditing else { return }
        _isEditing = false
        _textDidChangeAppearance()
        _textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    /// Replaces the last `count` characters with `replacement`, if the delegate agrees, and
    /// scrolls the caret into view.
    func _replaceEnd(removing count: Int, with replacement: String) {
        guard count > 0 || !replacement.isEmpty else { return }
        let start = _text.index(_text.endIndex, offsetBy: -min(count, _text.count))
        let range = NSRange(location: _text[..<start].utf16.count, length: _text[start...].utf16.count)
        if let delegate = _textViewDelegate,
            !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement)
        {
            return
        }
        _text = String(_text[..<start]) + replacement
        _textDidChangeAppearance()
        layoutIfNeeded()
        scrollRectToVisible(_caret.frame.insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
        _textViewDelegate?.textViewDidChangeSelection(self)
        _textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func _textDidChangeAppearance() {
        setNeedsLayout()
        _textContent.setNeedsDisplay()
    }

    /// The width lines wrap to.
    var _lineWidth: CGFloat {
        max(bounds.width - textContainerInset.left - textContainerInset.right - 2 * UITextView._lineFragmentPadding, 1)
    }

    /// The text laid out at the current width.
    var _textLayout: _TextLayout {
        _TextLayout(text: _text, font: _font, maximumWidth: _lineWidth, alignment: textAlignment)
    }

    /// Where the text's first line starts in the content.
    var _textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + UITextView._lineFragmentPadding, y: textContainerInset.top)
    }

    func _layoutText() {
        let layout = _textLayout
        let height = textContainerInset.top + max(layout.usedSize.height, _font.lineHeight) + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: height.rounded(.up))
        if contentSize != size { contentSize = size }
        if _textContent.frame.size != size {
            _textContent.frame = CGRect(origin: .zero, size: size)
            _textContent.setNeedsDisplay()
        }
        let origin = _textOrigin
        var caret = CGPoint(x: origin.x, y: origin.y)
        if let last = layout.lines.last {
            caret = CGPoint(x: origin.x + last.origin.x + last.width, y: origin.y + last.origin.y)
        }
        _caret.backgroundColor = tintColor
        _caret.frame = CGRect(
            x: caret.x.rounded(), y: caret.y.rounded(), width: 2, height: _font.lineHeight.rounded(.up))
        _caret.isHidden = !_isEditing
    }

    /// Draws the text into the content view.
    func _drawText() {
        guard !_text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let color = (textColor ?? UIColor.label).cgColor
        _TextDrawing.draw(_textLayout, at: _textOrigin, in: context) { _ in color }
    }
}

/// The view inside a text view that draws its text, as tall as the text (so the scroll view
/// scrolls it).
@MainActor
final class _TextViewContent: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { _unimplemented("_TextViewContent.init(coder:)") }

    override func draw(_ rect: CGRect) { textView?._drawText() }
}
