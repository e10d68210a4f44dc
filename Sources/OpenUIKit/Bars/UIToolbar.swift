import Foundation

/// A bar of bar button items, 44 points tall, with a hairline along its top: items from the
/// leading edge, 16 points from the sides and 8 points apart, flexible spaces sharing the width
/// left (UIKitBehaviour #299). Apps use one alone, or above the keyboard as a text field's
/// `inputAccessoryView`.
@preconcurrency @MainActor
open class UIToolbar: UIView, _BarButtonItemHost {
    /// The height of a toolbar.
    static let height: CGFloat = 44

    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []
    private let hairline = UIView()

    /// The items, leading first.
    open var items: [UIBarButtonItem]? {
        didSet { rebuild() }
    }

    /// Whether the bar is translucent (stored; the bar is drawn with the system bar colour).
    open var isTranslucent = true
    /// The bar's background colour; nil for the system bar colour.
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? UIColor._barBackground }
    }

    /// Creates a toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor._barBackground
        hairline.backgroundColor = .separator
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
    }

    /// Not supported (no archives).
    public required init?(coder: NSCoder) {
        _unimplemented("UIToolbar.init(coder:)")
    }

    /// Replaces the items, cross-dissolving them over 0.25 s when `animated` and in a window.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        guard animated, window != nil else { return self.items = items }
        UIView.transition(with: self, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction],
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
        let scale = max(window?.screen.scale ?? UIScreen.main.scale, 1)
        hairline.frame = CGRect(x: 0, y: -1 / scale, width: bounds.width, height: 1 / scale)
        let rowTop = bounds.minY, rowHeight = min(bounds.height, Self.height)
        let shown = itemViews.filter { !$0.item.isHidden }
        let flexible = shown.filter { $0.item._systemItem == .flexibleSpace && $0.item.width == 0 }
        let widths = shown.map { entry in
            entry.item._systemItem == .flexibleSpace && entry.item.width == 0 ? 0 : entry.item._barWidth(view: entry.view, height: rowHeight)
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

    private func rebuild() {
        for entry in itemViews {
            if entry.view !== entry.item.customView || entry.item._bar === self { entry.view?.removeFromSuperview() }
            if entry.item._bar === self { entry.item._bar = nil }
        }
        itemViews = (items ?? []).map { item in
            item._bar = self
            let view = item.isHidden ? nil : item._makeBarView()
            item._view = view
            if let view { addSubview(view) }
            return (item, view)
        }
        setNeedsLayout()
    }
}
