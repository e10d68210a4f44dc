import Foundation

/// An item of a tab bar: an icon (and a different one when selected), a title and a badge
/// (UIKitBehaviour #303).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system items, each with its own title and icon.
    public enum SystemItem: Int, @unchecked Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
            downloads, mostRecent, mostViewed
    }

    /// The icon shown while the item is selected; nil for `image`.
    open var selectedImage: UIImage? { didSet { _itemDidChange() } }
    /// The text of the badge at the icon's top trailing corner; nil for no badge.
    open var badgeValue: String? { didSet { _itemDidChange() } }
    /// The badge's colour; nil for system red.
    open var badgeColor: UIColor? {
        didSet {
            _appearancePropertySet(\.badgeColor, badgeColor)
            _itemDidChange()
        }
    }
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet {
            _appearancePropertySet(\.titlePositionAdjustment, titlePositionAdjustment)
            _itemDidChange()
        }
    }
    /// The tab bar's look while this item is selected; nil for the bar's (iOS 13).
    open var standardAppearance: UITabBarAppearance? {
        get { _standardAppearance }
        set {
            _standardAppearance = newValue?.copy()
            _itemDidChange()
        }
    }
    /// The tab bar's scroll-edge look while this item is selected; nil for the bar's (iOS 15).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { _scrollEdgeAppearance }
        set {
            _scrollEdgeAppearance = newValue?.copy()
            _itemDidChange()
        }
    }
    private var _standardAppearance: UITabBarAppearance?
    private var _scrollEdgeAppearance: UITabBarAppearance?
    private var badgeTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The system item, if made from one.
    let _systemItem: SystemItem?

    weak var _bar: UITabBar?

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        _systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and a selected image.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        _systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item: its title and icon are the system's.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        _systemItem = systemItem
        super.init()
        let look = Self._systemLook(systemItem)
        self.title = look.title
        self.image = UIImage(systemName: look.symbol)
        self.tag = tag
    }

    /// Creates an item without a title.
    public override init() {
        _systemItem = nil
        super.init()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UITabBarItem.init(coder:)")
    }

    /// Sets the badge text's attributes for `state`.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _appearanceSetterCalled(
            "setBadgeTextAttributes/\(state.rawValue)",
            snapshot: { item in
                let old = item.badgeTextAttributes(for: state)
                return { $0.setBadgeTextAttributes(old, for: state) }
            }
        ) { $0.setBadgeTextAttributes(textAttributes, for: state) }
        badgeTextAttributes[state.rawValue] = textAttributes
        _itemDidChange()
    }

    /// The badge text's attributes for `state`.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeTextAttributes[state.rawValue]
    }

    override func _itemDidChange() {
        _bar?._itemChanged(self)
    }

    /// The title and symbol of a system item (Segue draws 43 symbols: items whose own symbol it lacks use the nearest it has).
    static func _systemLook(_ item: SystemItem) -> (title: String, symbol: String) {
        switch item {
        case .more: return ("More", "ellipsis")
        case .favorites: return ("Favorites", "star.fill")
        case .featured: return ("Featured", "star")
        case .topRated: return ("Top Rated", "star")
        case .recents: return ("Recents", "circle")
        case .contacts: return ("Contacts", "person.circle")
        case .history: return ("History", "circle")
        case .bookmarks: return ("Bookmarks", "star")
        case .search: return ("Search", "magnifyingglass")
        case .downloads: return ("Downloads", "circle")
        case .mostRecent: return ("Most Recent", "circle")
        case .mostViewed: return ("Most Viewed", "ellipsis")
        }
    }
}
