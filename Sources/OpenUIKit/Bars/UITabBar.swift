import Foundation

/// A bar of tab items along the bottom; tapping an item selects it.
///
/// A tab bar controller keeps the items in step with its controllers and hears the taps.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar's content, above the bottom safe-area inset.
    static let contentHeight: CGFloat = 49

    var _items: [UITabBarItem] = []
    var _buttons: [_TabBarButton] = []
    weak var _selectedItem: UITabBarItem?
    /// Called when an item is tapped (set by the tab bar controller).
    var _didTap: ((Int) -> Void)?

    /// Whether the bar is translucent (true by default): a container's children extend under a
    /// translucent bar, and under an opaque one only with `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet {
            _appearancePropertySet(\.isTranslucent, isTranslucent)
            _applyLegacyLook()
            _containerBarDidChange()
        }
    }

    /// How items share the bar's width: on compact width they fill it, on regular width they
    /// are centred.
    public enum ItemPositioning: Int, @unchecked Sendable {
        /// Fill on compact width, centred on regular width.
        case automatic = 0
        /// Items share the whole width.
        case fill = 1
        /// Items are centred with `itemWidth` and `itemSpacing`.
        case centered = 2
    }

    /// How items share the bar's width; `.automatic` by default.
    open var itemPositioning: ItemPositioning = .automatic {
        didSet {
            _appearancePropertySet(\.itemPositioning, itemPositioning)
            setNeedsLayout()
        }
    }
    /// The width of centred items (0: 110 points).
    open var itemWidth: CGFloat = 0 {
        didSet {
            _appearancePropertySet(\.itemWidth, itemWidth)
            setNeedsLayout()
        }
    }
    /// The space between centred items (0: 0 points).
    open var itemSpacing: CGFloat = 0 {
        didSet {
            _appearancePropertySet(\.itemSpacing, itemSpacing)
            setNeedsLayout()
        }
    }
    /// The colour of unselected items; nil for gray.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            _appearancePropertySet(\.unselectedItemTintColor, unselectedItemTintColor)
            _refresh()
        }
    }

    /// The bar's appearances (see UITabBar+Appearance).
    var _appearances = _BarAppearanceSet(standard: UITabBarAppearance())
    /// The legacy customisations, as set.
    var _legacy = _LegacyBarLook()
    /// What the bar draws behind its items.
    let _backgrounds = _BarBackgrounds(shadowEdge: .top)
    /// How much of the scroll-edge look shows (set by the tab bar controller).
    var _scrollEdgeFraction: CGFloat = 0
    /// Whether a tab bar controller manages the bar (only then does the scroll-edge look apply).
    var _isManagedByTabBarController = false

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _backgrounds.install(in: self)
        _applyAppearance()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UITabBar.init(coder:)")
    }

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown as selected.
    open var selectedItem: UITabBarItem? {
        get { _selectedItem }
        set {
            _selectedItem = newValue
            _refresh()
        }
    }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in _items { item._bar = nil }
        _items = items ?? []
        for item in _items { item._bar = self }
        for button in _buttons { button.removeFromSuperview() }
        _buttons = _items.indices.map { index in
            let button = _TabBarButton(frame: .zero)
            button.addAction(UIAction { [weak self] _ in self?._didTap?(index) }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        _refresh()
        _applyItemAppearanceProxies()
    }

    /// The bar fits its width and the content height plus the bottom safe-area inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + (window?.safeAreaInsets.bottom ?? 0))
    }

    /// Whether items are laid out inline (regular width) rather than stacked.
    var _isInline: Bool { traitCollection.horizontalSizeClass == .regular }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _backgrounds.layOut(in: bounds)
        guard !_buttons.isEmpty else { return }
        let count = CGFloat(_buttons.count)
        let centred = itemPositioning == .centered || (itemPositioning == .automatic && _isInline)
        let width = centred ? (itemWidth > 0 ? itemWidth : 110) : bounds.width / count
        let spacing = centred ? itemSpacing : 0
        let total = width * count + spacing * (count - 1)
        let start = centred ? max((bounds.width - total) / 2, 0) : 0
        for (index, button) in _buttons.enumerated() {
            button.isInline = _isInline
            button.frame = CGRect(
                x: start + CGFloat(index) * (width + spacing), y: 0, width: width, height: Self.contentHeight)
        }
    }

    /// Shows each item, the selected one in the tint colour.
    func _refresh() {
        let look = _dominantAppearance
        let itemLook = _isInline ? look.inlineLayoutAppearance : look.stackedLayoutAppearance
        for (item, button) in zip(_items, _buttons) {
            button.isInline = _isInline
            button.show(
                item, selected: item === _selectedItem, itemAppearance: itemLook,
                tint: tintColor ?? .systemBlue, unselectedTint: unselectedItemTintColor,
                indicator: look._selectionIndicator)
        }
        setNeedsLayout()
    }

    func _itemChanged(_ item: UITabBarItem) {
        if item === _selectedItem { _applyAppearance() } else { _refresh() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _refresh()
    }
}
