import Foundation

/// A container for grouping related menu elements in an app menu or contextual menu.
///
/// A menu lists its ``children``: actions, commands, deferred elements and submenus. A child
/// menu with ``Options-swift.struct/displayInline`` shows its children in place, as a group set
/// off by a wide separator; other child menus show as a row that opens them.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The name of a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public var rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Options for configuring a menu's appearance.
    ///
    /// The raw values are UIKit's.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Show the children in the parent menu, as a group, instead of as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title and image are shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing an action turns it on and the menu's other actions off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Show the children as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// Constants that determine the size of a menu's elements.
    public enum ElementSize: Int, Sendable, Hashable {
        /// Small elements: icons only, in a row of up to four.
        case small = 0
        /// Medium elements: icon over title, in a row of three.
        case medium = 1
        /// Large elements: one row each (the default).
        case large = 2
        /// Automatic: large.
        case automatic = -1
    }

    /// The menu's unique identifier (a unique one when none is given).
    public let identifier: Identifier

    /// The options for the menu's appearance.
    public let options: Options

    /// The size of the menu's child elements; only `.large` is drawn by Segue.
    open var preferredElementSize: ElementSize

    /// The menu's child elements.
    public let children: [UIMenuElement]

    /// Creates a new menu with the specified values.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(_title: title, subtitle: subtitle, image: image)
    }

    /// Creating menus from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIMenu.init(coder:)")
    }

    /// Creates a new menu with the same configuration as the current menu, but with the
    /// specified child elements.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions and commands of a single-selection menu that are on; empty otherwise.
    ///
    /// Setting it turns those elements on and the menu's other actions off.
    open var selectedElements: [UIMenuElement] {
        get {
            guard options.contains(.singleSelection) else { return [] }
            return _leafElements.filter { $0._state == .on }
        }
        set {
            for element in _leafElements {
                let on = newValue.contains { $0 === element }
                (element as? UIAction)?.state = on ? .on : .off
                (element as? UICommand)?.state = on ? .on : .off
            }
        }
    }

    /// The actions and commands of the menu and of its inline children.
    var _leafElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.options.contains(.displayInline) ? menu._leafElements : [] }
            return child is UIAction || child is UICommand ? [child] : []
        }
    }

    /// Turns `chosen` on and the other actions and commands off (a single-selection menu's
    /// choice, UIKitBehaviour #293).
    func _select(_ chosen: UIMenuElement) {
        selectedElements = [chosen]
    }
}
