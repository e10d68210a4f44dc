import Foundation

/// An object representing a menu, action, or command: what a ``UIMenu`` lists.
///
/// Concrete elements are ``UIMenu``, ``UIAction``, ``UICommand`` and ``UIDeferredMenuElement``.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    var _title: String
    var _subtitle: String?
    var _image: UIImage?

    init(_title title: String, subtitle: String?, image: UIImage?) {
        _title = title
        _subtitle = subtitle
        _image = image
        super.init()
    }

    /// Creating menu elements from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIMenuElement.init(coder:)")
    }

    /// The element's title.
    open var title: String { _title }

    /// The element's subtitle, shown under the title in a smaller, secondary style.
    open var subtitle: String? {
        get { _subtitle }
        set { _subtitle = newValue }
    }

    /// The element's image, shown at the trailing edge of its row.
    open var image: UIImage? { _image }

    /// Attributes that determine the style of the menu element.
    ///
    /// The raw values are UIKit's.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates attributes from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element is shown greyed out and cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is shown in red: it destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element runs it and leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Constants that indicate the state of an action- or command-based menu element.
    ///
    /// The raw values are UIKit's.
    public enum State: Int, Sendable, Hashable {
        /// The element is off: nothing is shown beside it.
        case off = 0
        /// The element is on: a checkmark is shown beside it.
        case on = 1
        /// The element is in a mixed state: a dash is shown beside it.
        case mixed = 2
    }

    /// The attributes of an element that has them (actions and commands); none otherwise.
    var _attributes: Attributes { [] }

    /// The state of an element that has one (actions and commands); `.off` otherwise.
    var _state: State { .off }
}
