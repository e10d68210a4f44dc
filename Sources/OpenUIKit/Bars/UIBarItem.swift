import Foundation

/// What every item on a bar has: a title, an image, whether it is enabled and a tag
/// (the base of `UIBarButtonItem` and `UITabBarItem` in UIKit).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Whether the item responds to taps (drawn dimmed when not); true by default.
    open var isEnabled = true { didSet { _itemDidChange() } }
    /// Appearance proxies: the recipe of a proxy, the properties set on an instance.
    var _proxyStateIfMade: _ProxyCustomizationState?
    /// The item's title.
    open var title: String? { didSet { _itemDidChange() } }
    /// The item's image.
    open var image: UIImage? { didSet { _itemDidChange() } }
    /// The image used in landscape on a phone (stored; the portrait image is drawn).
    open var landscapeImagePhone: UIImage?
    /// Insets of the image (stored).
    open var imageInsets: UIEdgeInsets = .zero
    /// A number that identifies the item in the app's code.
    open var tag = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item.
    public override init() {
        super.init()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UIBarItem.init(coder:)")
    }

    /// Sets the attributes of the title for `state` (the font and foreground colour are drawn).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _appearanceSetterCalled("setTitleTextAttributes/\(state.rawValue)") {
            $0.setTitleTextAttributes(attributes, for: state)
        }
        titleAttributes[state.rawValue] = attributes
        _itemDidChange()
    }

    /// The attributes of the title for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Called when something the bar draws changed.
    func _itemDidChange() {}
}
