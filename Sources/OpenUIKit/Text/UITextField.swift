// Status: partial — the insertion point is always at the end of the text (no selection, no UITextInput, no copy and paste, no text scaling to fit)
import Foundation

/// A single line of editable text: it draws its text (or placeholder) in its border, shows a
/// caret and brings up the keyboard while it is first responder, and reports editing through
/// its delegate, its editing control events and notifications.
///
/// A tap on it (touch up inside) makes it first responder. While editing, the keyboard types
/// at the end of the text; the delegate may refuse every change
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`), and the return key asks
/// `textFieldShouldReturn(_:)` (UIKitBehaviour #236, #237). See `UITextField+Editing`.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    var _text = ""
    var _attributedText: NSAttributedString?
    var _attributedPlaceholder: NSAttributedString?
    var _isEditing = false
    var _inputView: UIView?
    var _inputAccessoryView: UIView?
    /// The caret, shown while editing.
    let _caret = UIView()

    /// Creates a text field with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _prepareTextField()
    }

    /// Creating text fields from archives is not supported.
    public required init?(coder: NSCoder) { _unimplemented("UITextField.init(coder:)") }

    // MARK: Text

    /// The text; "" when there is none (setting nil stores "").
    open var text: String? {
        get { _text }
        set { _setText(newValue ?? "", attributed: nil) }
    }

    /// The text with the field's attributes (font, colour), or the attributed string set.
    open var attributedText: NSAttributedString? {
        get { _attributedText ?? NSAttributedString(string: _text, attributes: _textAttributes) }
        set { _setText(newValue?.string ?? "", attributed: newValue) }
    }

    /// The text shown, in the placeholder colour, while the text is empty; nil by default.
    open var placeholder: String? {
        get { _attributedPlaceholder?.string }
        set {
            _attributedPlaceholder = newValue.map { NSAttributedString(string: $0) }
            _textDidChangeAppearance()
        }
    }

    /// The placeholder with attributes of its own (its font and colour win over the field's).
    open var attributedPlaceholder: NSAttributedString? {
        get { _attributedPlaceholder }
        set {
            _attributedPlaceholder = newValue
            _textDidChangeAppearance()
        }
    }

    /// The font of the text; the 17-point system font by default (setting nil restores it).
    open var font: UIFont? {
        get { _font }
        set {
            _font = newValue ?? UITextField._defaultFont
            _textDidChangeAppearance()
        }
    }
    var _font: UIFont = UITextField._defaultFont

    /// The colour of the text; `.label` by default.
    open var textColor: UIColor? { didSet { _textDidChangeAppearance() } }

    /// The alignment of the text; `.natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { _textDidChangeAppearance() } }

    /// The border; `.none` by default.
    open var borderStyle: BorderStyle = .none { didSet { _borderStyleDidChange() } }

    /// Whether beginning to edit removes the text; false by default.
    open var clearsOnBeginEditing = false

    /// Whether the text field is editing (it is first responder).
    open var isEditing: Bool { _isEditing }

    /// The delegate (not retained).
    open weak var delegate: (any UITextFieldDelegate)?

    // MARK: Overlays

    /// When the clear button shows (only ever with text); `.never` by default.
    open var clearButtonMode: ViewMode = .never {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// A view at the left edge (an icon, a label); nil by default.
    open var leftView: UIView? {
        didSet { _replaceOverlay(oldValue, with: leftView) }
    }

    /// When the left view shows; `.never` by default.
    open var leftViewMode: ViewMode = .never {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// A view at the right edge; nil by default.
    open var rightView: UIView? {
        didSet { _replaceOverlay(oldValue, with: rightView) }
    }

    /// When the right view shows; `.never` by default.
    open var rightViewMode: ViewMode = .never {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    // MARK: Input views

    /// A custom view shown instead of the keyboard while editing; nil (the keyboard) by default.
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
    /// Whether the text shows as bullets; false by default.
    open var isSecureTextEntry = false { didSet { _textDidChangeAppearance() } }
    /// What the text means, for autofill; nil by default.
    open var textContentType: UITextContentType! = nil

    // MARK: UIKeyInput

    /// Whether the text is not empty.
    open var hasText: Bool { !_text.isEmpty }

    /// Types `text` at the end (a "\n" is the return key); see `UITextField+Editing`.
    open func insertText(_ text: String) { _insertText(text) }

    /// Deletes the last character; see `UITextField+Editing`.
    open func deleteBackward() { _deleteBackward() }

    // MARK: First responder

    /// A text field can become first responder while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks the delegate (`textFieldShouldBeginEditing(_:)`), then becomes first responder
    /// and begins editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { _becomeFirstResponder() }

    /// Asks the delegate (`textFieldShouldEndEditing(_:)`), then resigns and ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool { _resignFirstResponder() }

    override func _didBecomeFirstResponder() { _beginEditing() }
    override func _didResignFirstResponder() { _endEditing() }

    // MARK: Geometry (override to move the parts, as in UIKit)

    /// The rectangle the border is drawn in; the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle the text is drawn in when not editing: inside the border and overlays.
    open func textRect(forBounds bounds: CGRect) -> CGRect { _contentRect(forBounds: bounds) }
    /// The rectangle the placeholder is drawn in; the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle the text is drawn in while editing; the text rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The clear button's rectangle: 19 × 19 pt at the right, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { _clearButtonRect(forBounds: bounds) }
    /// The left view's rectangle: its size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { _overlayRect(leftView, forBounds: bounds, left: true) }
    /// The right view's rectangle: its size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        _overlayRect(rightView, forBounds: bounds, left: false)
    }

    // MARK: Drawing

    /// Draws the border and the text or placeholder.
    open override func draw(_ rect: CGRect) { _drawTextField() }

    /// Draws the text in `rect` (bullets for secure entry).
    open func drawText(in rect: CGRect) { _drawText(in: rect) }

    /// Draws the placeholder in `rect`.
    open func drawPlaceholder(in rect: CGRect) { _drawPlaceholder(in: rect) }

    /// Places the overlays and the caret.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutOverlaysAndCaret()
    }

    /// The text's height inside the border, and its width (or the placeholder's).
    open override var intrinsicContentSize: CGSize { _intrinsicContentSize }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _intrinsicContentSize }

    // MARK: Touches

    /// Ends tracking as a control does; a touch up inside makes the field first responder
    /// (or, on the clear button, clears it).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let location = touches.first?.location(in: self)
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        if wasTracking, let location, bounds.contains(location) { _tapped(at: location) }
    }

    /// Resigns first responder when the field leaves its window (the keyboard goes down).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isFirstResponder { _KeyboardController.current.forceResign(self) }
    }
}
