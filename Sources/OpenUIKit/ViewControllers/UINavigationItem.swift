import Foundation

/// What a navigation bar shows for one view controller: its title and back button.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar's centre while the item is on top.
    open var title: String? {
        didSet { _bar?._itemChanged(self) }
    }

    /// Whether the back button is hidden while the item is on top.
    open var hidesBackButton = false {
        didSet { _bar?._itemChanged(self) }
    }

    /// The title of the back button shown over the next item (nil: this item's title, or "Back").
    open var backButtonTitle: String? {
        didSet { _bar?._itemChanged(self) }
    }

    /// The bar showing the item, if any.
    weak var _bar: UINavigationBar?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item without a title.
    public override init() {
        super.init()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UINavigationItem.init(coder:)")
    }

    /// Hides or shows the back button, fading it when `animated` and the item is on top of a
    /// bar in a window.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        guard let bar = _bar, bar.topItem === self else {
            self.hidesBackButton = hidesBackButton
            return
        }
        bar._changeBackButtonVisibility(animated: animated) { self.hidesBackButton = hidesBackButton }
    }
}
