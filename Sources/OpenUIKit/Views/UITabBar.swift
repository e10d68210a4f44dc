import Foundation

/// A bar of tab items along the bottom; tapping an item selects it.
///
/// A tab bar controller keeps the items in step with its controllers and hears the taps.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar's content, above the bottom safe-area inset.
    static let contentHeight: CGFloat = 49

    var _items: [UITabBarItem] = []
    var _buttons: [UIButton] = []
    weak var _selectedItem: UITabBarItem?
    /// Called when an item is tapped (set by the tab bar controller).
    var _didTap: ((Int) -> Void)?

    /// Whether the bar is translucent (true by default): a container's children extend under a
    /// translucent bar, and under an opaque one only with `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet { _containerBarDidChange() }
    }

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor._barBackground
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
            let button = UIButton(type: .system)
            button.addAction(UIAction { [weak self] _ in self?._didTap?(index) }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        _refresh()
    }

    /// The bar fits its width and the content height plus the bottom safe-area inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + (window?.safeAreaInsets.bottom ?? 0))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !_buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(_buttons.count)
        for (index, button) in _buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.contentHeight)
        }
    }

    /// Shows each item's title, the selected one in the tint colour.
    func _refresh() {
        for (item, button) in zip(_items, _buttons) {
            button.setTitle(item.title, for: .normal)
            button.setTitleColor(item === _selectedItem ? .systemBlue : .systemGray, for: .normal)
        }
        setNeedsLayout()
    }
}
