import Foundation

/// A closure that returns the view controller to show as a context menu's preview, or nil
/// for the default preview (the view itself).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// A closure that returns a context menu's menu, given the system's suggested actions (none
/// in Segue).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// An object containing the configuration details for a contextual menu.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The unique identifier for the configuration (a UUID string when none was given).
    public let identifier: any NSCopying
    let _previewProvider: UIContextMenuContentPreviewProvider?
    let _actionProvider: UIContextMenuActionProvider?

    /// The order of the menu's elements; Segue shows them in the order given.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    /// Creates a menu configuration object with the specified action and preview providers.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        _previewProvider = previewProvider
        _actionProvider = actionProvider
        super.init()
    }

    /// Constants for the order of a context menu's elements.
    public enum ElementOrder: Int, Sendable {
        /// The system decides (the order given, in Segue).
        case automatic = 0
        /// The first element nearest the touch.
        case priority = 1
        /// The order given.
        case fixed = 2
    }
}
