import Foundation

extension UITextField {
    /// The border a text field draws, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A rectangle with a bevelled, inset look.
        case bezel = 2
        /// A rounded rectangle on a white background.
        case roundedRect = 3
    }

    /// When an overlay (the clear button, the left or right view) shows, with UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the text field is editing.
        case whileEditing = 1
        /// Only while it is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended, with UIKit's raw values.
    public enum DidEndEditingReason: Int, Sendable {
        /// Editing ended normally (the text field resigned first responder).
        case committed = 0
        /// Editing was cut short.
        case cancelled = 1
    }

    /// Posted (object: the text field) when a text field begins editing.
    public nonisolated static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the text field) when a text field ends editing.
    public nonisolated static let textDidEndEditingNotification = NSNotification.Name(
        "UITextFieldTextDidEndEditingNotification")
    /// Posted (object: the text field) when typing, deleting or the clear button changes the text.
    public nonisolated static let textDidChangeNotification = NSNotification.Name(
        "UITextFieldTextDidChangeNotification")
    /// The `userInfo` key of `textDidEndEditingNotification` holding the reason's raw value (an `NSNumber`).
    public nonisolated static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReason"
}
