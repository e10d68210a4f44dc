import Foundation

/// A bar of bar button items, 44 points tall, with a hairline along its top: items from the
/// leading edge, 16 points from the sides and 8 points apart, flexible spaces sharing the width
/// left (UIKitBehaviour #299), drawn with its appearance (#300–#305). Apps use one alone, above
/// the keyboard as a text field's `inputAccessoryView`, or a navigation controller's (#306).
@preconcurrency @MainActor
open class UIToolbar: UIView, _BarButtonItemHost {
    /// The height of a toolbar.
    static let height: CGFloat = 44

    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []

    /// The items, leading first.
    open var items: [UIBarButtonItem]? {
        didSet { rebuild() }
    }

    /// Whether the bar is translucent (true by default; false makes the legacy look opaque).
    open var isTranslucent = true {
        didSet { _applyLegacyLook() }
    }

    /// The bar's appearances (see UIToolbar+Appearance).
    var _appearances = _BarAppearanceSet(standard: UIToolbarAppearance())
    /// The legacy customisations, as set.
    var _legacy = _LegacyBarLook()
    /// What the bar draws behind its items.
    let _backgrounds = _BarBackgrounds(shadowEdge: .top)
    /// How much of the scroll-edge look shows (set by a navigation controller).
    var _scrollEdgeFraction: CGFloat = 0
    /// Whether a navigation controller manages the bar (only then does the scroll-edge look
    /// apply).
    var _isManagedByNavigationController = false
    /// How far the background reaches below the bar (under the home indicator).
    var _backgroundExtension: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// Creates a toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _backgrounds.install(in: self)
        _applyAppearance()
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UIToolbar.init(coder:)")
    }

    /// Replaces the items, cross-dissolving them over 0.25 s when `animated` and in a window.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        guard animated, window != nil else { return self.items = items }
        UIView.transition(
            with: self, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction],
            animations: { self.items = items }, completion: nil)
    }

    /// The toolbar fits its width and 44 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _backgrounds.layOut(in: bounds, below: _backgroundExtension)
        let rowTop = bounds.minY
        let rowHeight = min(bounds.height, Self.height)
        let shown = itemViews.filter { !$0.item.isHidden }
        let flexible = shown.filter { $0.item._systemItem == .flexibleSpace && $0.item.width == 0 }
        let widths = shown.map { entry in
            entry.item._systemItem == .flexibleSpace && entry.item.width == 0
                ? 0 : entry.item._barWidth(view: entry.view, height: rowHeight)
        }
        let spacing = UINavigationBar.itemSpacing
        let used = widths.reduce(0, +) + spacing * CGFloat(max(shown.count - 1, 0)) + 2 * UINavigationBar.itemMargin
        let share = flexible.isEmpty ? 0 : max(bounds.width - used, 0) / CGFloat(flexible.count)
        var x = UINavigationBar.itemMargin
        for (index, entry) in shown.enumerated() {
            let isFlexible = entry.item._systemItem == .flexibleSpace && entry.item.width == 0
            let width = isFlexible ? share : widths[index]
            entry.view?.frame = CGRect(x: x, y: rowTop, width: width, height: rowHeight)
            x += width + spacing
        }
    }

    func _barButtonItemChanged(_ item: UIBarButtonItem) {
        guard itemViews.contains(where: { $0.item === item }) else { return }
        rebuild()
    }

    /// The views of the items shown.
    var _itemViewsShown: [UIView] { itemViews.compactMap(\.view) }

    /// A picture of the items alone (no background), over the bar's bounds.
    func _itemsPicture() -> UIView? {
        let views = _itemViewsShown
        guard !views.isEmpty else { return UIView(frame: bounds) }
        let holder = UIView(frame: bounds)
        for view in views {
            guard let picture = view.snapshotView(afterScreenUpdates: false) else { continue }
            picture.frame = view.frame
            holder.addSubview(picture)
        }
        return holder
    }

    func rebuild() {
        for entry in itemViews {
            if entry.view !== entry.item.customView || entry.item._bar === self { entry.view?.removeFromSuperview() }
            if entry.item._bar === self { entry.item._bar = nil }
        }
        itemViews = (items ?? []).map { item in
            item._bar = self
            let look = _dominantAppearance
            let view =
                item.isHidden
                ? nil
                : item._makeBarView(appearance: item.style == .done ? look.doneButtonAppearance : look.buttonAppearance)
            item._view = view
            if let view { addSubview(view) }
            return (item, view)
        }
        setNeedsLayout()
    }
}
