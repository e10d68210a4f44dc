// Status: partial — the command's model and its row in a menu; choosing a command traps (no responder-chain dispatch of actions)
import Foundation

/// A menu element that performs its action through the responder chain.
///
/// - Note: Differs from UIKit: the action is the name of an action method (a `String`, such as
///   `"copy:"`), as Swift on Linux has no selectors; choosing a command in a menu traps through
///   `_unimplemented` (Segue does not send actions along the responder chain). Use ``UIAction``.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The name of the action method the command sends.
    public let action: String

    /// Data the command carries for its action method.
    public let propertyList: Any?

    /// The command's alternates (not shown by Segue's menus).
    public let alternates: [UICommandAlternate]

    /// The command's title.
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }

    /// The command's image.
    open override var image: UIImage? {
        get { _image }
        set { _image = newValue }
    }

    /// An elaborated title that explains the purpose of the command.
    open var discoverabilityTitle: String?

    /// The attributes indicating the style of the command.
    open var attributes: UIMenuElement.Attributes

    /// The state of the command.
    open var state: UIMenuElement.State

    /// Creates a command.
    public init(
        title: String = "", image: UIImage? = nil, action: String, propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(_title: title, subtitle: nil, image: image)
    }

    /// Creating commands from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UICommand.init(coder:)")
    }

    override var _attributes: UIMenuElement.Attributes { attributes }
    override var _state: UIMenuElement.State { state }
}
