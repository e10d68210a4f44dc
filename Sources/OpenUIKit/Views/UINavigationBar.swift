import Foundation

/// A bar with a stack of navigation items: the top item's title in the centre and, when there
/// is an item below it, a back button.
///
/// A navigation controller keeps its bar's items in step with its stack and cross-fades the
/// title during push and pop transitions (through the transition coordinator, so the fade is
/// scrubbed with an interactive pop). Tapping the back button pops.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the bar's content, below the top safe-area inset.
    static let contentHeight: CGFloat = 44

    var _items: [UINavigationItem] = []
    var _titleLabel = UILabel()
    let _backButton = UIButton(type: .system)
    /// What the back button does (set by the navigation controller).
    var _backAction: (() -> Void)?

    /// Whether the bar is translucent (true by default): a container's children extend under a
    /// translucent bar, and under an opaque one only with `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet { _containerBarDidChange() }
    }

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        _titleLabel.font = .boldSystemFont(ofSize: 17)
        _titleLabel.textAlignment = .center
        addSubview(_titleLabel)
        _backButton.addAction(UIAction { [weak self] _ in self?._backAction?() }, for: .touchUpInside)
        addSubview(_backButton)
        _refresh()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UINavigationBar.init(coder:)")
    }

    /// The items, bottom first. Setting it is `setItems(_:animated: false)`.
    open var items: [UINavigationItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown.
    open var topItem: UINavigationItem? { _items.last }

    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? { _items.count >= 2 ? _items[_items.count - 2] : nil }

    /// Pushes an item and shows it.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems(_items + [item], animated: animated)
    }

    /// Pops the top item and returns it (nil when there is none).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = _items.last else { return nil }
        setItems(Array(_items.dropLast()), animated: animated)
        return top
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in _items { item._bar = nil }
        _items = items ?? []
        for item in _items { item._bar = self }
        _refresh()
    }

    /// The bar fits its width and the content height plus the top safe-area inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + (window?.safeAreaInsets.top ?? 0))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let top = bounds.height - Self.contentHeight
        _titleLabel.frame = CGRect(x: 80, y: top, width: max(bounds.width - 160, 0), height: Self.contentHeight)
        _backButton.sizeToFit()
        _backButton.frame = CGRect(x: 8, y: top, width: min(_backButton.bounds.width, 90), height: Self.contentHeight)
    }

    /// Shows the top item's title and the back button for the item below.
    func _refresh() {
        _titleLabel.text = topItem?.title
        let back = backItem
        _backButton.isHidden = back == nil || topItem?.hidesBackButton == true
        _backButton.setTitle("‹ " + (back?.backButtonTitle ?? back?.title ?? "Back"), for: .normal)
        setNeedsLayout()
    }

    func _itemChanged(_ item: UINavigationItem) {
        if item === topItem || item === backItem { _refresh() }
    }

    /// Changes to `items` during a transition: the new title fades in over the old one
    /// alongside the transition; a cancelled transition puts the old items back.
    func _transition(to items: [UINavigationItem], with coordinator: any UIViewControllerTransitionCoordinator) {
        let oldItems = _items
        let oldLabel = _titleLabel
        let newLabel = UILabel()
        newLabel.font = oldLabel.font
        newLabel.textAlignment = .center
        newLabel.frame = oldLabel.frame
        newLabel.alpha = 0
        insertSubview(newLabel, aboveSubview: oldLabel)
        _titleLabel = newLabel
        setItems(items, animated: false)
        coordinator.animate(alongsideTransition: { _ in
            oldLabel.alpha = 0
            newLabel.alpha = 1
        }, completion: { [weak self] context in
            guard let self else { return }
            if context.isCancelled {
                newLabel.removeFromSuperview()
                oldLabel.alpha = 1
                self._titleLabel = oldLabel
                self.setItems(oldItems, animated: false)
            } else {
                oldLabel.removeFromSuperview()
            }
        })
    }
}
