import Foundation

/// Hears what a text field does and decides what it may do: begin and end editing, change
/// its characters, clear, return.
///
/// Every method is optional in UIKit; here each has a default with UIKit's answer (true for the
/// questions, nothing for the notices), which counts as "not implemented" (see
/// docs/Deviations.md). The default `textFieldDidEndEditing(_:reason:)` calls
/// `textFieldDidEndEditing(_:)`, so a delegate that implements either hears the end of
/// editing, as in UIKit (which calls the one with the reason when it is implemented).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether the text field may begin editing (become first responder); true by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The text field began editing: it is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the text field may end editing (resign first responder); true by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The text field ended editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The text field ended editing, for `reason`; calls `textFieldDidEndEditing(_:)` by default.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 offsets into `text`) may be replaced by
    /// `string` (empty for a deletion); true by default.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The selection (the insertion point) changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may remove the text; true by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The return key was pressed: whether the text field should do its default (send
    /// `.editingDidEndOnExit`); true by default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
