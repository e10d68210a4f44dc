import Foundation

/// An object that can receive and forward events: the base class of views, windows, view
/// controllers and the application.
///
/// The responder chain runs through `next`: a view's next responder is its superview (or its
/// view controller, once view controllers exist), a window's is the application. The touch
/// methods forward to `next` by default, as in UIKit.
@preconcurrency @MainActor
open class UIResponder: NSObject, _AssociationOwner, _KeyValueObservable {
    /// The key-value observations of this object; nil (the setters' fast path) when none.
    nonisolated(unsafe) package final var _keyValueObservers: _KeyValueObservers?

    // MARK: Keyboard (input views; the first-responder hooks of text input, see Text/ and Keyboard/)

    /// A custom view to show instead of the system keyboard while the receiver is first
    /// responder; nil (the system keyboard) by default.
    open var inputView: UIView? { nil }

    /// A custom view shown above the keyboard while the receiver is first responder; nil by default.
    open var inputAccessoryView: UIView? { nil }

    /// Updates the keyboard (or the custom input view and accessory view) of the receiver when
    /// it is first responder; does nothing otherwise.
    open func reloadInputViews() {
        if isFirstResponder { _KeyboardController.current.firstResponderDidChange() }
    }

    /// Called after the receiver became first responder, before the keyboard updates (a text
    /// field begins editing here, so its delegate hears of it before the keyboard notifications).
    func _didBecomeFirstResponder() {}

    /// Called after the receiver stopped being first responder, before the keyboard updates.
    func _didResignFirstResponder() {}

    /// The observable key of `keyPath`: none on a plain responder (see UIView, UIScrollView,
    /// UIViewController).
    nonisolated package class func _observableKey(for keyPath: AnyKeyPath, root: Any.Type) -> String? { nil }

    // MARK: Key-value coding (NSObject's in UIKit; see `_KeyValueCoding`)

    /// The value of the property named `key`; a key the class does not know traps, as UIKit
    /// raises `NSUnknownKeyException`.
    open func value(forKey key: String) -> Any? { _KeyValueCoding.unknownKey(key, of: self, setting: false) }

    /// Sets the property named `key`; an unknown key, or a value of the wrong type, traps.
    open func setValue(_ value: Any?, forKey key: String) { _KeyValueCoding.unknownKey(key, of: self, setting: true) }

    /// The value at a dotted key path such as `"layer.position"`.
    open func value(forKeyPath keyPath: String) -> Any? {
        _KeyValueCoding.value(forKeyPath: keyPath, of: self) { value(forKey: $0) }
    }

    /// Sets the value at a dotted key path such as `"layer.position"`.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        _KeyValueCoding.setValue(
            value, forKeyPath: keyPath, of: self, first: { self.value(forKey: $0) },
            set: { setValue($0, forKey: $1) })
    }

    /// Whether `objc_setAssociatedObject` has been used on this object (see `_AssociationOwner`).
    nonisolated(unsafe) package var _hasAssociatedObjects = false

    // MARK: Environment

    /// The accessibility properties set on this object (see `UIResponder+Accessibility`).
    var _accessibility: _AccessibilityStorage?

    // The UIAccessibility informal protocol, declared on NSObject in UIKit: here in the class
    // body, so that views and controllers override them (Deviations).

    /// Whether assistive technologies see this object as an element; true for labels and
    /// buttons, false for other views by default.
    open var isAccessibilityElement: Bool {
        get { _accessibility?.isElement ?? _defaultIsAccessibilityElement }
        set { _accessibilityStorage.isElement = newValue }
    }

    /// The element's name, spoken by VoiceOver; a label's text or a button's title by default.
    open var accessibilityLabel: String? {
        get { _accessibility?.label ?? _defaultAccessibilityLabel }
        set { _accessibilityStorage.label = .some(newValue) }
    }

    /// What performing the element's action does; nil by default.
    open var accessibilityHint: String? {
        get { _accessibility?.hint }
        set { _accessibilityStorage.hint = newValue }
    }

    /// The element's value (a slider's percentage, a field's text); nil by default.
    open var accessibilityValue: String? {
        get { _accessibility?.value ?? nil }
        set { _accessibilityStorage.value = .some(newValue) }
    }

    /// The element's traits; labels are static text, buttons buttons, image views images.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibility?.traits ?? _defaultAccessibilityTraits }
        set { _accessibilityStorage.traits = newValue }
    }

    /// The element's frame in screen coordinates; a view's own frame on screen by default.
    open var accessibilityFrame: CGRect {
        get { _accessibility?.frame ?? _defaultAccessibilityFrame }
        set { _accessibilityStorage.frame = newValue }
    }

    /// The elements this container holds, in reading order; nil by default.
    open var accessibilityElements: [Any]? {
        get { _accessibility?.elements }
        set { _accessibilityStorage.elements = newValue }
    }

    /// Whether assistive technologies ignore the element's siblings; false by default.
    open var accessibilityViewIsModal: Bool {
        get { _accessibility?.viewIsModal ?? false }
        set { _accessibilityStorage.viewIsModal = newValue }
    }

    /// Whether the element and its children are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { _accessibility?.elementsHidden ?? false }
        set { _accessibilityStorage.elementsHidden = newValue }
    }

    /// Whether VoiceOver groups the element's children; false by default.
    open var shouldGroupAccessibilityChildren: Bool {
        get { _accessibility?.groupsChildren ?? false }
        set { _accessibilityStorage.groupsChildren = newValue }
    }

    /// The language the element's label, value and hint are spoken in; nil: the user's.
    open var accessibilityLanguage: String? {
        get { _accessibility?.language }
        set { _accessibilityStorage.language = newValue }
    }

    /// A string that identifies the element in UI tests (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String? {
        get { _accessibility?.identifier }
        set { _accessibilityStorage.identifier = newValue }
    }

    /// Dismisses a modal view or returns to the previous screen (VoiceOver's two-finger Z);
    /// returns whether it did. False by default, so the gesture goes on to the next responder
    /// (`HeadlessHost.performAccessibilityEscape()`).
    open func accessibilityPerformEscape() -> Bool { false }

    /// Performs the element's default action (VoiceOver's double tap); returns whether it
    /// did. False by default: the system then sends a tap at the element's activation point.
    open func accessibilityActivate() -> Bool { false }

    /// Tells the element that VoiceOver's focus arrived; does nothing by default.
    open func accessibilityElementDidBecomeFocused() {}

    /// Tells the element that VoiceOver's focus left; does nothing by default.
    open func accessibilityElementDidLoseFocus() {}

    deinit {
        if _hasAssociatedObjects { _releaseAssociatedObjects(ofDeallocating: ObjectIdentifier(self)) }
    }

    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    // MARK: Nib loading (declared on NSObject in UIKit; here in the class bodies subclasses
    // override them from, since Swift cannot override a method declared in an extension)

    /// Prepares the object after it was loaded from a nib or storyboard; subclasses call super.
    ///
    /// - Note: Differs from UIKit: Segue loads no nibs or storyboards and never calls this; it is
    ///   declared so that `override func awakeFromNib() { super.awakeFromNib(); … }` compiles.
    open func awakeFromNib() {}

    /// Prepares a designable object for display in Interface Builder.
    ///
    /// - Note: Differs from UIKit: there is no Interface Builder; Segue never calls this.
    open func prepareForInterfaceBuilder() {}

    /// Whether the receiver can become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the receiver is willing to give up first-responder status; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the receiver is its window's first responder.
    open var isFirstResponder: Bool { UIApplication._firstResponder === self }

    /// Asks to become first responder; returns whether it did.
    ///
    /// The current first responder is asked to resign first (and may refuse). Already being
    /// first responder answers true and changes nothing. A responder that takes keyboard input
    /// (`UIKeyInput`, or one with an `inputView`) brings the keyboard up (UIKitBehaviour #229).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }  // UIKitBehaviour #231
        if let current = UIApplication._firstResponder, current !== self {
            let resigned = _KeyboardController.current.whileHandingOver {
                current.canResignFirstResponder && current.resignFirstResponder()
            }
            guard resigned else { return false }
        }
        UIApplication._firstResponder = self
        _didBecomeFirstResponder()
        _KeyboardController.current.firstResponderDidChange()
        return true
    }

    /// Gives up first-responder status; returns whether it did (true when the receiver was not
    /// first responder). The keyboard goes down unless another responder is taking over.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard UIApplication._firstResponder === self else { return true }
        UIApplication._firstResponder = nil
        _didResignFirstResponder()
        _KeyboardController.current.firstResponderDidChange()
        return true
    }

    /// Tells the responder that touches began; forwards to `next` by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that touches moved; forwards to `next` by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that touches ended; forwards to `next` by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Tells the responder that touches were cancelled; forwards to `next` by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
