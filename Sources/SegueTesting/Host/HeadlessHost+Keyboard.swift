import Foundation
import OpenUIKit

/// Typing on the simulated keyboard: text goes to the first responder (a `UITextField`, a
/// `UITextView` or any `UIKeyInput`) as the keyboard's keys deliver it.
extension HeadlessHost {
    /// Types `text` into the first responder, one `insertText(_:)` per character, as taps on
    /// the keyboard's keys do ("\n" presses return); text is inserted exactly as given (no
    /// autocapitalisation or autocorrection). Records a failure when nothing is first
    /// responder or the first responder takes no keys.
    public func type(
        _ text: String, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        let callSite = _CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard acceptsUse("type(_:)", at: callSite) else { return }
        if !UIApplication.shared._typeIntoFirstResponder(text) {
            HeadlessHost.fail(
                "HeadlessHost.type(_:): no first responder takes keyboard input (\(describeFirstResponder))",
                at: callSite)
        }
    }

    /// Presses the return key: `insertText("\n")` on the first responder.
    public func pressReturn(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        type("\n", fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses the delete key `times` times: `deleteBackward()` on the first responder.
    public func deleteBackward(
        times: Int = 1, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        let callSite = _CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard acceptsUse("deleteBackward(times:)", at: callSite) else { return }
        if !UIApplication.shared._deleteBackwardInFirstResponder(count: times) {
            HeadlessHost.fail(
                "HeadlessHost.deleteBackward(times:): no first responder takes keyboard input (\(describeFirstResponder))",
                at: callSite)
        }
    }

    /// Whether the keyboard is up (or coming up).
    public var isKeyboardVisible: Bool { UIApplication.shared._keyboardFrame != nil }

    /// The keyboard's frame on screen (where it is or is moving to); nil while it is down.
    public var keyboardFrame: CGRect? { UIApplication.shared._keyboardFrame }

    /// The current first responder, if any.
    public var firstResponder: UIResponder? { UIApplication.shared._currentFirstResponder }

    private var describeFirstResponder: String {
        UIApplication.shared._currentFirstResponder.map { "the first responder is a \(Swift.type(of: $0))" }
            ?? "nothing is first responder"
    }
}
