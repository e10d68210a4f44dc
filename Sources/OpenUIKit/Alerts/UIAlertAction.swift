import Foundation

/// An action an alert controller shows as a button: a title, a style and a handler run when
/// the user taps it (after the alert is dismissed, UIKitBehaviour #256).
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    /// How an action's button looks and where it goes.
    public enum Style: Int, @unchecked Sendable {
        /// The default style.
        case `default` = 0
        /// An action that cancels and leaves things unchanged; at most one per alert controller.
        case cancel = 1
        /// An action that may change or delete data, drawn in red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// The action's style.
    open private(set) var style: Style
    /// Whether the action can be chosen; a disabled action's button is grey and ignores taps.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { _onChange?() } }
    }
    let _handler: ((UIAlertAction) -> Void)?
    /// Told when `isEnabled` changes, so that the alert's button changes its look in place.
    var _onChange: (() -> Void)?

    /// Creates an action with a title, a style and a handler run when the user chooses it.
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(_title: title, style: style, handler: handler)
    }

    init(_title title: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
        self.title = title
        self.style = style
        self._handler = handler
        super.init()
    }

    /// Creates an action with no title, of the default style, with no handler.
    public convenience override init() {
        self.init(_title: nil, style: .default, handler: nil)
    }

    /// A copy with the same title, style, handler and enabled state.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(_title: title, style: style, handler: _handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
