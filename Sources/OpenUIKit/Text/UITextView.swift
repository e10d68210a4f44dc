// Status: partial — the insertion point is always at the end of the text (no selection, no UITextInput, no NSTextContainer/NSLayoutManager, no data detectors or links)
import Foundation

/// A scrollable, multi-line text area: it wraps its text to its width, scrolls when the text
/// is taller than its bounds, and is editable by default, bringing up the keyboard while it
/// is first responder (a tap focuses it).
///
/// The text sits inside `textContainerInset` (8 pt above and below) and a line fragment
/// padding of 5 pt on each side, as UIKit's defaults place it (UIKitBehaviour #239). Typing
/// appends at the end of the text and keeps the caret in view.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    var _text = ""
    var _isEditing = false
    var _inputView: UIView?
    var _inputAccessoryView: UIView?
    weak var _textViewDelegate: (any UITextViewDelegate)?
    /// The view that draws the text, as tall as the laid-out text.
    let _textContent = _TextViewContent()
    /// The caret, shown while editing.
    let _caret = UIView()

    /// Creates a text view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _prepareTextView()
    }

    /// Creating text views from archives is not supported.
    public required init?(coder: NSCoder) { _unimplemented("UITextView.init(coder:)") }

    /// The text ("" when empty; setting nil stores "").
    open var text: String! {
        get { _text }
        set {
            _text = newValue ?? ""
            _textDidChangeAppearance()
        }
    }

    /// The text with the view's font and colour.
    open var attributedText: NSAttributedString! {
        get {
            NSAttributedString(string: _text, attributes: [.font: _font, .foregroundColor: textColor ?? UIColor.label])
        }
        set { text = newValue?.string }
    }

    /// The font of the text; the 12-point system font by default (setting nil restores it).
    open var font: UIFont? {
        get { _font }
        set {
            _font = newValue ?? UITextView._defaultFont
            _textDidChangeAppearance()
        }
    }
    var _font: UIFont = UITextView._defaultFont

    /// The colour of the text; `.label` by default.
    open var textColor: UIColor? { didSet { _textDidChangeAppearance() } }

    /// The alignment of the lines; `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { _textDidChangeAppearance() } }

    /// Whether the user can edit the text; true by default.
    open var isEditable = true

    /// Whether the user can select the text; true by default (selection is not simulated).
    open var isSelectable = true

    /// The inset of the text area within the content; 8 pt top and bottom by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { _textDidChangeAppearance() }
    }

    /// The scroll view delegate; a `UITextViewDelegate` also hears about editing.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { _textViewDelegate = delegate as? any UITextViewDelegate }
    }

    /// A custom view shown instead of the keyboard while editing; nil by default.
    open override var inputView: UIView? {
        get { _inputView }
        set { _inputView = newValue }
    }

    /// A view shown above the keyboard while editing; nil by default.
    open override var inputAccessoryView: UIView? {
        get { _inputAccessoryView }
        set { _inputAccessoryView = newValue }
    }

    // MARK: Text input traits (stored; see UITextInputTraits)

    /// When the shift key comes on by itself; `.sentences` by default.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection (and the predictive bar) is on; `.default` by default.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spelling is checked; `.default` by default.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether straight quotes become curly ones; `.default` by default.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether double hyphens become dashes; `.default` by default.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are adjusted around inserted text; `.default` by default.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The keyboard's layout; `.default` by default (Segue draws the letters layout for every type).
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's appearance; `.default` by default.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title; `.default` by default.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is disabled while the text is empty; false by default.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as it is typed; false by default.
    open var isSecureTextEntry = false
    /// What the text means, for autofill; nil by default.
    open var textContentType: UITextContentType! = nil

    // MARK: UIKeyInput

    /// Whether the text is not empty.
    open var hasText: Bool { !_text.isEmpty }

    /// Types `text` at the end ("\n" starts a new line).
    open func insertText(_ text: String) { _replaceEnd(removing: 0, with: text) }

    /// Deletes the last character.
    open func deleteBackward() { if !_text.isEmpty { _replaceEnd(removing: 1, with: "") } }

    // MARK: First responder

    /// An editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Asks the delegate (`textViewShouldBeginEditing(_:)`), then becomes first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate = _textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        return super.becomeFirstResponder()
    }

    /// Asks the delegate (`textViewShouldEndEditing(_:)`), then resigns.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if !_KeyboardController.current.isForcingResignation, let delegate = _textViewDelegate,
            !delegate.textViewShouldEndEditing(self)
        {
            return false
        }
        return super.resignFirstResponder()
    }

    override func _didBecomeFirstResponder() { _beginEditing() }
    override func _didResignFirstResponder() { _endEditing() }

    /// Lays the text out at the current width and places the caret.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutText()
    }

    /// A tap focuses an editable text view.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if isEditable, !isFirstResponder { _ = becomeFirstResponder() }
    }

    /// Resigns first responder when the view leaves its window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isFirstResponder { _KeyboardController.current.forceResign(self) }
    }
}
