import Foundation

/// Editing: beginning and ending it, typing, deleting, clearing and the return key.
///
/// The order of the calls (UIKitBehaviour #236): becoming first responder asks
/// `textFieldShouldBeginEditing(_:)`; then `.editingDidBegin`, `textFieldDidBeginEditing(_:)`
/// and `textDidBeginEditingNotification`; then the keyboard's notifications. Ending is the
/// mirror: `textFieldShouldEndEditing(_:)` (not asked by `endEditing(true)`), then
/// `.editingDidEnd`, `textFieldDidEndEditing(_:reason:)` and `textDidEndEditingNotification`,
/// then the keyboard's. A typed change asks
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, then changes the text and
/// calls `textFieldDidChangeSelection(_:)`, `.editingChanged` and `textDidChangeNotification`.
extension UITextField {
    static var _defaultFont: UIFont { UIFont.systemFont(ofSize: 17) }

    func _becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        return super.becomeFirstResponder()
    }

    func _resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if !_KeyboardController.current.isForcingResignation, let delegate, !delegate.textFieldShouldEndEditing(self) {
            return false
        }
        return super.resignFirstResponder()
    }

    /// Now first responder: editing begins.
    func _beginEditing() {
        _isEditing = true
        if clearsOnBeginEditing, !_text.isEmpty { _setText("", attributed: nil) }
        _editingStateDidChange()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    /// No longer first responder: editing ends.
    func _endEditing() {
        guard _isEditing else { return }
        _isEditing = false
        _editingStateDidChange()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(
            name: UITextField.textDidEndEditingNotification, object: self,
            userInfo: [
                UITextField.didEndEditingReasonUserInfoKey: NSNumber(value: DidEndEditingReason.committed.rawValue)
            ])
    }

    /// Types `string` at the end of the text; each "\n" in it is the return key.
    func _insertText(_ string: String) {
        var pending = Substring(string)
        while !pending.isEmpty {
            if let newline = pending.firstIndex(where: \.isNewline) {
                _replaceEnd(removing: 0, with: String(pending[..<newline]))
                pending = pending[pending.index(after: newline)...]
                _returnKeyPressed()
            } else {
                _replaceEnd(removing: 0, with: String(pending))
                pending = ""
            }
        }
    }

    /// Deletes the last character (a whole grapheme cluster); nothing happens — and the
    /// delegate is not asked — when the text is empty (UIKitBehaviour #237).
    func _deleteBackward() {
        guard !_text.isEmpty else { return }
        _replaceEnd(removing: 1, with: "")
    }

    /// Replaces the last `count` characters with `replacement`, if the delegate agrees.
    private func _replaceEnd(removing count: Int, with replacement: String) {
        guard count > 0 || !replacement.isEmpty else { return }
        let start = _text.index(_text.endIndex, offsetBy: -count)
        let range = NSRange(location: _text[..<start].utf16.count, length: _text[start...].utf16.count)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) {
            return
        }
        _setText(String(_text[..<start]) + replacement, attributed: nil)
        _textDidChangeByEditing()
    }

    /// After a typed change, the clear button or a deletion: the selection, the event, the notification.
    func _textDidChangeByEditing() {
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The return key: asks `textFieldShouldReturn(_:)`; when it agrees, sends
    /// `.editingDidEndOnExit`, and resigns first responder if an action is registered for that
    /// event (UIKitBehaviour #237).
    func _returnKeyPressed() {
        let agrees = delegate?.textFieldShouldReturn(self) ?? true
        guard agrees else { return }
        sendActions(for: .editingDidEndOnExit)
        if _actions.contains(where: { $0.events.contains(.editingDidEndOnExit) }) { _ = resignFirstResponder() }
    }

    /// The clear button was tapped: asks `textFieldShouldClear(_:)`, then empties the text.
    func _clearButtonTapped() {
        if let delegate, !delegate.textFieldShouldClear(self) { return }
        guard !_text.isEmpty else { return }
        _setText("", attributed: nil)
        _textDidChangeByEditing()
    }

    /// A touch up inside at `location`: the clear button, else focus.
    func _tapped(at location: CGPoint) {
        if _isClearButtonShown, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(location) {
            _clearButtonTapped()
        }
        if !isFirstResponder { _ = becomeFirstResponder() }
    }

    /// Stores new text (and its attributed form) and redraws.
    func _setText(_ text: String, attributed: NSAttributedString?) {
        _text = text
        _attributedText = attributed
        _textDidChangeAppearance()
    }

    /// Redraws, relays out (the caret, the clear button) and re-measures.
    func _textDidChangeAppearance() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func _editingStateDidChange() {
        _caret.isHidden = !_isEditing
        _textDidChangeAppearance()
    }
}
