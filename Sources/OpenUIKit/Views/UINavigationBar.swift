import Foundation

/// A bar with a stack of navigation items: the top item's title in the centre and, when there
/// is an item below it, a back button.
///
/// A navigation controller keeps its bar's items in step with its stack and animates the
/// title and back button alongside push and pop transitions (UIKitBehaviour #212–#216: the
/// titles slide and cross-fade, the back buttons cross-fade; through the transition
/// coordinator, so an interactive pop scrubs them). Tapping the back button pops.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the bar's content, below the top safe-area inset.
    static let contentHeight: CGFloat = 44

    var _items: [UINavigationItem] = []
    /// The label showing the top item's title (during a transition, the incoming one).
    var _titleLabel: UILabel
    /// The back button for the item below the top (during a transition, the incoming one).
    var _backButton: UIButton
    /// The item whose back-button customisations apply when the item below has no
    /// `backBarButtonItem` (it takes `UIBarButtonItem`'s appearance proxies).
    let _defaultBackItem = UIBarButtonItem()
    /// What the back button does (set by the navigation controller).
    var _backAction: (() -> Void)?
    /// The views of the top item's bar button items (see UINavigationBar+BarButtonItems).
    var _barItemViews = _BarItemViews()
    /// Items a split view puts before the top item's leading items at the root (its display-mode button).
    var _splitLeadingItems: [UIBarButtonItem] = [] { didSet { _refresh() } }

    /// Whether the bar is translucent (true by default): a container's children extend under a
    /// translucent bar, and under an opaque one only with `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet {
            _appearancePropertySet(\.isTranslucent, isTranslucent)
            _applyLegacyLook()
            _containerBarDidChange()
        }
    }
    /// The bar's appearances (see UINavigationBar+Appearance).
    var _appearances = _BarAppearanceSet(standard: UINavigationBarAppearance())
    /// The legacy customisations, as set.
    var _legacy = _LegacyBarLook()
    /// What the bar draws behind its items.
    let _backgrounds = _BarBackgrounds(shadowEdge: .bottom)
    /// How much of the scroll-edge look shows (set by the navigation controller).
    var _scrollEdgeFraction: CGFloat = 0
    /// Whether a navigation controller manages the bar (only then does the scroll-edge look
    /// apply).
    var _isManagedByNavigationController = false
    /// Whether the bar shows large titles for items that allow them (iOS 11).
    open var prefersLargeTitles = false {
        didSet {
            _appearancePropertySet(\.prefersLargeTitles, prefersLargeTitles)
            guard prefersLargeTitles != oldValue else { return }
            _refresh()
        }
    }
    /// How much of the large-title area shows (it collapses as the content scrolls).
    var _largeTitleVisibleHeight = UINavigationBar.largeTitleHeight
    /// The large-title area, clipping the large title as it collapses.
    let _largeTitleArea = UIView()
    /// The large title.
    let _largeTitleLabel = UILabel()
    /// The large-title height the container last placed the bar with.
    var _laidOutCollapsibleHeight: CGFloat = 0

    /// Creates a bar.
    public override init(frame: CGRect) {
        _titleLabel = Self._makeTitleLabel()
        _backButton = UIButton(type: .system)
        super.init(frame: frame)
        _backgrounds.install(in: self)
        _installLargeTitle()
        _connectBackButton(_backButton)
        addSubview(_titleLabel)
        addSubview(_backButton)
        _refresh()
    }

    /// A label styled for the bar's title.
    static func _makeTitleLabel() -> UILabel {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 17)
        label.textAlignment = .center
        return label
    }

    /// Makes `button` run the bar's back action when tapped.
    func _connectBackButton(_ button: UIButton) {
        button.addAction(UIAction { [weak self] _ in self?._backAction?() }, for: .touchUpInside)
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
        CGSize(
            width: size.width,
            height: Self.contentHeight + (window?.safeAreaInsets.top ?? 0) + _largeTitleCollapsibleHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _backgrounds.layOut(in: bounds)
        _layOutLargeTitle()
        _titleLabel.frame = _titleFrame.offsetBy(dx: _titleOffset.horizontal, dy: _titleOffset.vertical)
        _backButton.frame = _backButtonFrame(for: _backButton)
        _layOutBarButtonItems()
    }

    /// Where the title label sits: centred, clear of the back button.
    var _titleFrame: CGRect {
        CGRect(x: 80, y: _contentRowTop, width: max(bounds.width - 160, 0), height: Self.contentHeight)
    }

    /// Where a back button sits: at the leading edge, as wide as its title (at most 90 points).
    func _backButtonFrame(for button: UIButton) -> CGRect {
        let width = min(button.sizeThatFits(bounds.size).width, 90)
        return CGRect(x: 8, y: _contentRowTop, width: width, height: Self.contentHeight)
    }

    /// Whether the top item shows a back button: there is an item below and the top item does
    /// not hide it.
    var _showsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    /// The back button's title for the item below: its back bar button item's title, its
    /// `backButtonTitle`, its title, or "Back" — as its `backButtonDisplayMode` says.
    var _backTitle: String {
        guard let back = backItem else { return "" }
        switch back.backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return "Back"
        case .default: return back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
        }
    }

    /// Shows the top item's title and the back button for the item below.
    func _refresh() {
        _titleLabel.text = topItem?.title
        _backButton.isHidden = !_showsBackButton
        _rebuildBarButtonItems()
        _applyAppearance()
        _heightMayHaveChanged()
    }

    func _itemChanged(_ item: UINavigationItem) {
        if item === topItem || item === backItem { _refresh() }
    }
}
