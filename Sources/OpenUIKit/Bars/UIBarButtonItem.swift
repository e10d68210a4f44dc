import Foundation

/// A button on a navigation bar or a toolbar: a title, an image, a system item, a custom view
/// or a space, running its `primaryAction` (or showing its `menu`) when tapped
/// (UIKitBehaviour #296–#298).
///
/// - Note: UIKit's target–action initialisers take a selector; Segue offers UIKit's iOS 14
///   closure forms (`primaryAction`, `menu`), see docs/Deviations.md.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item's title is drawn.
    public enum Style: Int, @unchecked Sendable {
        /// A regular title.
        case plain = 0
        /// Deprecated in iOS 8: the same as `.plain`.
        case bordered = 1
        /// A semibold title, for the item that completes a task.
        case done = 2
    }

    /// The buttons the system draws, with their localised title or symbol.
    public enum SystemItem: Int, @unchecked Sendable {
        case done = 0
        case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
            organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
            fastForward, undo, redo, pageCurl, close
    }

    /// The title style; `.plain` by default.
    open var style: Style = .plain { didSet { _itemDidChange() } }
    /// The width of a fixed space, or of the item (0: its natural width).
    open var width: CGFloat = 0 { didSet { _itemDidChange() } }
    /// A view shown in place of the button.
    open var customView: UIView? { didSet { _itemDidChange() } }
    /// The action a tap performs (iOS 14); its title and image are the item's when it sets them.
    open var primaryAction: UIAction? { didSet { _itemDidChange() } }
    /// The menu a tap shows when there is no primary action, or a long press shows (iOS 14).
    open var menu: UIMenu? { didSet { _itemDidChange() } }
    /// The colour of the item's title and image; nil to use the bar's tint.
    open var tintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.tintColor, tintColor)
            _itemDidChange()
        }
    }
    /// Whether the bar leaves the item out (iOS 16).
    open var isHidden = false { didSet { _itemDidChange() } }
    /// Titles the item may show, used to size it (stored).
    open var possibleTitles: Set<String>?
    /// The system item the item was made as, if any.
    let _systemItem: SystemItem?
    /// The bar showing the item (told when it changes).
    weak var _bar: (any _BarButtonItemHost)?
    /// The view drawing the item on a bar, while it is shown.
    weak var _view: UIView?
    /// The legacy customisations: background images and title offsets (see UIBarButtonItem+Appearance).
    var _legacyLook = _BarButtonItemLegacyLook()

    /// Creates an empty plain item.
    public override init() {
        _systemItem = nil
        super.init()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UIBarButtonItem.init(coder:)")
    }

    /// Creates an item with a title and an image that performs `primaryAction` or shows `menu`
    /// (iOS 14).
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item titled and imaged by `primaryAction` (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// Creates a system item that performs `primaryAction` or shows `menu` (iOS 14).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        _systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
        self.menu = menu
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// Creates an item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates an item with a title and a style that performs `primaryAction`.
    public convenience init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.init(title: title, image: nil, primaryAction: primaryAction, menu: nil)
        self.style = style
    }

    /// Creates an item with an image and a style that performs `primaryAction`.
    public convenience init(image: UIImage?, style: Style, primaryAction: UIAction? = nil) {
        self.init(title: nil, image: image, primaryAction: primaryAction, menu: nil)
        self.style = style
    }

    /// A space of `width` points (iOS 14).
    public static func fixedSpace(_ width: CGFloat = 0) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space that takes the room left on a toolbar (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    override func _itemDidChange() {
        // Proxies' values are applied as the bar makes the item's view: nothing to redo.
        guard _proxyStateIfMade?.isQuiet != true else { return }
        _bar?._barButtonItemChanged(self)
    }
}

/// A bar that shows bar button items: told when one of its items changes.
@MainActor
protocol _BarButtonItemHost: AnyObject {
    func _barButtonItemChanged(_ item: UIBarButtonItem)
}

extension UIBarButtonItem {
    /// The item's width on a bar: its `width` when set, else its view's fitting width (at least
    /// 22 points).
    func _barWidth(view: UIView?, height: CGFloat) -> CGFloat {
        if width > 0 { return width }
        if let custom = customView {
            return custom.bounds.width > 0 ? custom.bounds.width : custom.sizeThatFits(.zero).width
        }
        guard let view else { return 0 }
        return max(view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)).width, 22)
    }

    /// The view drawing the item: its custom view, nothing for a space, else a system button
    /// with its title or image, sending its primary action or showing its menu (#296, #297).
    /// The bar's button appearance for the item's style gives the title attributes the item
    /// does not set itself (#301).
    func _makeBarView(appearance: UIBarButtonItemAppearance? = nil) -> UIView? {
        if let bar = _bar as? UIView {
            _applyAppearanceRecipes(
                containers: [bar as AnyObject] + bar._appearanceContainers, traits: bar.traitCollection)
        }
        if let customView { return customView }
        if _systemItem == .flexibleSpace || _systemItem == .fixedSpace { return nil }
        let button = UIButton(type: .system)
        button._proxyState.isExcluded = true
        let (systemTitle, symbol) = _BarSystemItemLook.look(of: _systemItem)
        if let image = image
            ?? symbol.flatMap({ UIImage(systemName: $0, withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)) }
            )
        {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(title ?? systemTitle, for: .normal)
        }
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
        for state in [UIControl.State.normal, .highlighted, .disabled] {
            let own =
                titleTextAttributes(for: state) ?? (state == .normal ? [:] : titleTextAttributes(for: .normal) ?? [:])
            let attributes = (appearance?._titleTextAttributes(for: state) ?? [:]).merging(own) { _, mine in mine }
            if let color = attributes[.foregroundColor] as? UIColor { button.setTitleColor(color, for: state) }
            if state == .normal, let font = attributes[.font] as? UIFont { button.titleLabel?.font = font }
        }
        _applyLegacyLook(to: button, appearance: appearance, back: false)
        button.isEnabled = isEnabled
        if let tintColor { button.tintColor = tintColor }
        if let action = primaryAction {
            button.addAction(UIAction { [weak self] _ in action._perform(sender: self) }, for: .touchUpInside)
        }
        if let menu {
            button.menu = menu
            button.showsMenuAsPrimaryAction = primaryAction == nil
        }
        return button
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The frame of the view drawing the item, in `referenceView`; nil while it is not shown.
    public func frame(in referenceView: UIView) -> CGRect? {
        _view?.frame(in: referenceView)
    }
}
