import Foundation

/// The closure type of a `UIAction`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that performs its action in a closure: what controls run for their events
/// and menus run when the element is chosen.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name that identifies an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public var rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title.
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }

    /// The action's image, shown at the trailing edge of its menu row.
    open override var image: UIImage? {
        get { _image }
        set { _image = newValue }
    }

    /// The image shown instead of ``image`` when the action's state is `.on`.
    open var selectedImage: UIImage?

    /// The action's identifier (a unique one when none is given).
    public let identifier: Identifier

    /// An elaborated title that explains the purpose of the action.
    open var discoverabilityTitle: String?

    /// The attributes indicating the style of the action: destructive, disabled, hidden,
    /// keeps the menu presented.
    open var attributes: UIMenuElement.Attributes = []

    /// The state of the action: a checkmark is shown beside an action that is `.on`.
    open var state: UIMenuElement.State = .off

    /// The object that sent the action while its handler runs (the control, or the menu's
    /// source control).
    open internal(set) var sender: Any?
    let _handler: UIActionHandler

    /// Creates an action.
    ///
    /// Every parameter but the handler has UIKit's default.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        _handler = handler
        super.init(_title: title, subtitle: subtitle, image: image)
    }

    /// Creating actions from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIAction.init(coder:)")
    }

    override var _attributes: UIMenuElement.Attributes { attributes }
    override var _state: UIMenuElement.State { state }

    /// Runs the handler with `sender` set.
    func _perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        _handler(self)
    }
}
