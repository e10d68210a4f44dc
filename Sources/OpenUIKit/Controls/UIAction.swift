import Foundation

/// The closure type of a `UIAction`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action a control performs for its events.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// A name that identifies an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title.
    open var title: String
    /// The action's image.
    open var image: UIImage?
    /// The action's identifier (a unique one when none is given).
    public let identifier: Identifier
    /// The object that sent the action while its handler runs (the control).
    open internal(set) var sender: Any?
    let _handler: UIActionHandler

    /// Creates an action.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        _handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set.
    func _perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        _handler(self)
    }
}
