import Foundation

/// What a text field draws and where: the border, the text or placeholder, the clear button,
/// the overlays and the caret (UIKitBehaviour #238 has the measurements).
extension UITextField {
    /// The text's horizontal inset from the border, by style.
    var _textInset: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 4
        case .roundedRect: return 7
        }
    }

    func _prepareTextField() {
        // A text field draws its text over what is behind it, whatever its background: not
        // opaque, as UIKit's (an opaque drawing view with a clear background draws black).
        isOpaque = false
        contentMode = .redraw
        _caret.isHidden = true
        _caret.isUserInteractionEnabled = false
        _caret.backgroundColor = tintColor
        addSubview(_caret)
    }

    /// The attributes the text is drawn with: the attributed text's first attributes, else
    /// the field's font, colour and alignment.
    var _textAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: _font, .foregroundColor: textColor ?? UIColor.label]
        if let attributed = _attributedText, attributed.length > 0 {
            for (key, value) in attributed.attributes(at: 0, effectiveRange: nil) { attributes[key] = value }
        }
        return attributes
    }

    /// The font the text is drawn in.
    var _drawingFont: UIFont { (_textAttributes[.font] as? UIFont) ?? _font }

    /// The string drawn for the text: bullets for secure entry.
    var _displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: _text.count) : _text
    }

    func _borderStyleDidChange() {
        if borderStyle == .roundedRect, backgroundColor == nil { isOpaque = false }
        _textDidChangeAppearance()
    }

    func _replaceOverlay(_ old: UIView?, with new: UIView?) {
        if old !== new, old?.superview === self { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Whether an overlay in `mode` shows now.
    func _shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return _isEditing
        case .unlessEditing: return !_isEditing
        }
    }

    var _isClearButtonShown: Bool { !_text.isEmpty && _shows(clearButtonMode) }

    func _clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        var right = bounds.maxX - max(_textInset - 2, 2)
        if let rightView, _shows(rightViewMode) { right -= rightView.bounds.width }
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    func _overlayRect(_ view: UIView?, forBounds bounds: CGRect, left: Bool) -> CGRect {
        guard let view else { return .zero }
        let size = view.bounds.size
        let x = left ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The bounds inside the border and the overlays that show.
    func _contentRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX + _textInset
        var right = bounds.maxX - _textInset
        if leftView != nil, _shows(leftViewMode) { left = max(left, leftViewRect(forBounds: bounds).maxX) }
        if rightView != nil, _shows(rightViewMode) { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if _isClearButtonShown { right = min(right, clearButtonRect(forBounds: bounds).minX - 4) }
        return CGRect(x: left, y: bounds.minY, width: max(right - left, 0), height: bounds.height)
    }

    /// The rectangle the text is in now (editing or not).
    var _currentTextRect: CGRect { _isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    /// The width the displayed text takes.
    var _displayedTextWidth: CGFloat {
        (_displayedText as NSString).size(withAttributes: [.font: _drawingFont]).width
    }

    /// How far the text moves left so that its end (and the caret) stays in `rect` while editing.
    func _scrollOffset(in rect: CGRect) -> CGFloat {
        guard _isEditing else { return 0 }
        return max(_displayedTextWidth + 2 - rect.width, 0)
    }

    /// Where a line of `width` starts in `rect` for the alignment.
    func _lineStart(width: CGFloat, in rect: CGRect) -> CGFloat {
        switch textAlignment {
        case .center: return rect.minX + max(rect.width - width, 0) / 2
        case .right: return rect.maxX - min(width, rect.width)
        default: return rect.minX
        }
    }

    func _drawTextField() {
        _drawBorder(in: borderRect(forBounds: bounds))
        if _text.isEmpty {
            if _attributedPlaceholder != nil { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: _currentTextRect)
        }
        if _isClearButtonShown { _drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    func _drawText(in rect: CGRect) {
        _drawLine(_displayedText, attributes: _textAttributes, in: rect, scroll: _scrollOffset(in: rect))
    }

    func _drawPlaceholder(in rect: CGRect) {
        guard let placeholder = _attributedPlaceholder, placeholder.length > 0 else { return }
        var attributes: [NSAttributedString.Key: Any] = [.font: _font, .foregroundColor: UIColor.placeholderText]
        for (key, value) in placeholder.attributes(at: 0, effectiveRange: nil) { attributes[key] = value }
        _drawLine(placeholder.string, attributes: attributes, in: rect, scroll: 0)
    }

    /// Draws one line of text centred vertically in `rect`, clipped to it.
    private func _drawLine(
        _ string: String, attributes: [NSAttributedString.Key: Any], in rect: CGRect, scroll: CGFloat
    ) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let size = (string as NSString).size(withAttributes: attributes)
        let x = scroll > 0 ? rect.minX - scroll : _lineStart(width: size.width, in: rect)
        context.saveGState()
        context.clip(to: rect)
        (string as NSString).draw(at: CGPoint(x: x, y: rect.midY - size.height / 2), withAttributes: attributes)
        context.restoreGState()
    }

    private func _drawBorder(in rect: CGRect) {
        switch borderStyle {
        case .none: break
        case .line:
            UIColor.black.setStroke()
            let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            path.stroke()
        case .bezel:
            UIColor(white: 0.55, alpha: 1).setStroke()
            let outer = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
            outer.stroke()
            UIColor(white: 0.8, alpha: 1).setStroke()
            let inner = UIBezierPath()
            inner.move(to: CGPoint(x: rect.minX + 1.5, y: rect.maxY - 1.5))
            inner.addLine(to: CGPoint(x: rect.minX + 1.5, y: rect.minY + 1.5))
            inner.addLine(to: CGPoint(x: rect.maxX - 1.5, y: rect.minY + 1.5))
            inner.stroke()
        case .roundedRect:
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            UIColor.white.setFill()
            path.fill()
            UIColor(white: 0.8, alpha: 1).setStroke()
            path.lineWidth = 0.5
            path.stroke()
        }
    }

    private func _drawClearButton(in rect: CGRect) {
        let circle = CGRect(x: rect.midX - 7, y: rect.midY - 7, width: 14, height: 14)
        UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1).setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setStroke()
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: circle.midX - 3, y: circle.midY - 3))
        cross.addLine(to: CGPoint(x: circle.midX + 3, y: circle.midY + 3))
        cross.move(to: CGPoint(x: circle.midX + 3, y: circle.midY - 3))
        cross.addLine(to: CGPoint(x: circle.midX - 3, y: circle.midY + 3))
        cross.lineWidth = 1.5
        cross.stroke()
    }

    func _layoutOverlaysAndCaret() {
        if let leftView {
            leftView.isHidden = !_shows(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !_shows(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        let rect = _currentTextRect
        let font = _drawingFont
        let width = _displayedTextWidth
        let x =
            _text.isEmpty
            ? _lineStart(width: 0, in: rect)
            : min(_lineStart(width: width, in: rect) + width - _scrollOffset(in: rect), rect.maxX - 2)
        let height = (font.lineHeight + 2).rounded()
        _caret.backgroundColor = tintColor
        _caret.frame = CGRect(x: x.rounded(), y: (rect.midY - height / 2).rounded(), width: 2, height: height)
        _caret.isHidden = !_isEditing
        bringSubviewToFront(_caret)
    }

    var _intrinsicContentSize: CGSize {
        let font = _drawingFont
        let shown = _text.isEmpty ? (placeholder ?? "") : _displayedText
        var width = (shown as NSString).size(withAttributes: [.font: font]).width + 2 * _textInset
        if let leftView, _shows(leftViewMode) { width += leftView.bounds.width }
        if let rightView, _shows(rightViewMode) { width += rightView.bounds.width }
        let vertical: CGFloat = borderStyle == .roundedRect ? 14 : (borderStyle == .none ? 0 : 8)
        return CGSize(width: width.rounded(.up), height: (font.lineHeight + vertical).rounded(.up))
    }
}
