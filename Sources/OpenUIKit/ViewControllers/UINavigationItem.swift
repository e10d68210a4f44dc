import Foundation

/// What a navigation bar shows for one view controller: its title, back button and bar button
/// items (UIKitBehaviour #296–#298).
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

    /// The items at the leading edge, leading first (they replace the back button unless
    /// `leftItemsSupplementBackButton`).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { _bar?._itemChanged(self) }
    }

    /// The items at the trailing edge, trailing first.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { _bar?._itemChanged(self) }
    }

    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Whether the leading items appear beside the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false {
        didSet { _bar?._itemChanged(self) }
    }

    /// The item whose title the back button shows over the next item (its action is not used).
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { _bar?._itemChanged(self) }
    }

    /// How the back button over this item shows its title (iOS 14).
    public enum BackButtonDisplayMode: Int, @unchecked Sendable {
        /// The title, or "Back", or only the chevron as room allows.
        case `default` = 0
        /// "Back" instead of the previous item's title.
        case generic = 1
        /// Only the chevron.
        case minimal = 2
    }

    /// How the back button that returns to this item (shown over the next one) shows its
    /// title; `.default` by default (iOS 14).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default {
        didSet { _bar?._itemChanged(self) }
    }

    /// A view shown in place of the title.
    open var titleView: UIView? {
        didSet { _bar?._itemChanged(self) }
    }

    /// The bar's look at standard height while this item is on top; nil for the bar's.
    open var standardAppearance: UINavigationBarAppearance? {
        get { _appearances.standard }
        set {
            _appearances.standard = newValue?.copy()
            _bar?._itemChanged(self)
        }
    }

    /// The bar's look at compact height while this item is on top; nil for the bar's.
    open var compactAppearance: UINavigationBarAppearance? {
        get { _appearances.compact }
        set {
            _appearances.compact = newValue?.copy()
            _bar?._itemChanged(self)
        }
    }

    /// The bar's look at the scroll edge while this item is on top; nil for the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.scrollEdge }
        set {
            _appearances.scrollEdge = newValue?.copy()
            _bar?._itemChanged(self)
        }
    }

    /// The bar's look at compact height and the scroll edge while this item is on top.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.compactScrollEdge }
        set {
            _appearances.compactScrollEdge = newValue?.copy()
            _bar?._itemChanged(self)
        }
    }

    var _appearances = _ItemAppearances<UINavigationBarAppearance>()

    /// When the item shows a large title (iOS 11).
    public enum LargeTitleDisplayMode: Int, @unchecked Sendable {
        /// As the item below does (large for the root item of a bar that prefers large titles).
        case automatic = 0
        /// Large whenever the bar prefers large titles.
        case always = 1
        /// Never large.
        case never = 2
        /// Never large, and the inline title is leading-aligned (iOS 17).
        case inline = 3
    }

    /// When the item shows a large title; `.automatic` by default.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { _bar?._itemChanged(self) }
    }

    /// Sets the leading items, cross-fading them when `animated`.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _changeBarButtonItems(animated: animated) { self.leftBarButtonItems = items }
    }

    /// Sets the trailing items, cross-fading them when `animated`.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _changeBarButtonItems(animated: animated) { self.rightBarButtonItems = items }
    }

    /// Sets the first leading item, cross-fading when `animated`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Sets the first trailing item, cross-fading when `animated`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Makes `change`, cross-dissolving the bar over 0.25 s when `animated` and the item is
    /// on top of a bar in a window (UIKitBehaviour #298).
    private func _changeBarButtonItems(animated: Bool, _ change: @escaping () -> Void) {
        guard animated, let bar = _bar, bar.topItem === self, bar.window != nil else { return change() }
        UIView.transition(
            with: bar, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction],
            animations: change, completion: nil)
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
