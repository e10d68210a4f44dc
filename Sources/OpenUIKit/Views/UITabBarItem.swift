import Foundation

/// An item of a tab bar: a title (images arrive with the renderer's drawing).
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The title under the item's image.
    open var title: String? {
        didSet { _bar?._refresh() }
    }

    /// A number the app uses to identify the item.
    open var tag = 0

    /// The image shown above the title.
    open var image: UIImage?

    weak var _bar: UITabBar?

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// Creates an item without a title.
    public override init() {
        super.init()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UITabBarItem.init(coder:)")
    }
}
