import Foundation

/// Hears what a text view does and decides what it may do: begin and end editing, change
/// its text; it is also the text view's scroll view delegate.
///
/// Every method is optional in UIKit; here each has a default with UIKit's answer (true for
/// the questions, nothing for the notices), which counts as "not implemented".
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may begin editing; true by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether the text view may end editing; true by default.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view began editing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// The text view ended editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16 offsets) may be replaced by `text` (empty for a
    /// deletion, "\n" for the return key); true by default.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Typing or deleting changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection (the insertion point) changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView {
    /// Posted (object: the text view) when a text view begins editing.
    public nonisolated static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) when typing or deleting changes its text.
    public nonisolated static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when a text view ends editing.
    public nonisolated static let textDidEndEditingNotification = NSNotification.Name(
        "UITextViewTextDidEndEditingNotification")
}
