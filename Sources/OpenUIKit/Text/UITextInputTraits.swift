import Foundation

/// The text-entry features of a text input: capitalisation, autocorrection, the keyboard's
/// layout and return key, secure entry, the content's meaning.
///
/// Every member is optional in UIKit; here each has a default implementation with UIKit's
/// default value, which counts as "not implemented" (see docs/Deviations.md). Setting a trait
/// through the protocol on a type that does not implement it traps, as the missing setter
/// raises on iOS. `UITextField` and `UITextView` store them all.
///
/// - Note: Differs from UIKit: read through the protocol, a trait is not optional
///   (`traits.keyboardType` is a `UIKeyboardType`, where Swift on iOS sees `UIKeyboardType?`).
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    /// When the shift key comes on by itself; `.sentences` by default.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection (and the predictive bar) is on; `.default` by default.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spelling is checked; `.default` by default.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether straight quotes become curly ones; `.default` by default.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether double hyphens become dashes; `.default` by default.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether spaces are added and removed around pasted text; `.default` by default.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// The keyboard's layout; `.default` by default.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's appearance; `.default` by default.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The return key's title; `.default` by default.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while the text is empty; false by default.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed; false by default.
    var isSecureTextEntry: Bool { get set }
    /// What the text means (a user name, a password, …), for autofill; nil by default.
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    private func _missingTrait(_ name: String) -> Never {
        _programmerError(
            "\(type(of: self)) does not implement the UITextInputTraits property \(name); only its default can be read")
    }

    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set { _missingTrait("autocapitalizationType") }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set { _missingTrait("autocorrectionType") }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set { _missingTrait("spellCheckingType") }
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { .default }
        set { _missingTrait("smartQuotesType") }
    }
    public var smartDashesType: UITextSmartDashesType {
        get { .default }
        set { _missingTrait("smartDashesType") }
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { .default }
        set { _missingTrait("smartInsertDeleteType") }
    }
    public var keyboardType: UIKeyboardType {
        get { .default }
        set { _missingTrait("keyboardType") }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set { _missingTrait("keyboardAppearance") }
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set { _missingTrait("returnKeyType") }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set { _missingTrait("enablesReturnKeyAutomatically") }
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set { _missingTrait("isSecureTextEntry") }
    }
    public var textContentType: UITextContentType! {
        get { nil }
        set { _missingTrait("textContentType") }
    }
}

/// The simplest text input: whether there is text, inserting text at the insertion point,
/// deleting backward. A responder that adopts it (and can become first responder) brings up
/// the keyboard, which types into it.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the input has any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (the return key inserts "\n").
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection).
    func deleteBackward()
}
