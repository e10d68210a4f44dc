import Foundation

/// The views of the top item's bar button items and title view (UIKitBehaviour #296, #297).
struct _BarItemViews {
    var leading: [(item: UIBarButtonItem, view: UIView?)] = []
    var trailing: [(item: UIBarButtonItem, view: UIView?)] = []
    var titleView: UIView?

    /// Every view shown, for removal.
    var all: [UIView] { (leading + trailing).compactMap(\.view) + [titleView].compactMap { $0 } }
}

/// Bar button items on a navigation bar: a system button per item (or its custom view) at the
/// leading and trailing edges, 16 points from the sides and 8 points apart (UIKitBehaviour #296).
extension UINavigationBar: _BarButtonItemHost {
    /// The margin between the bar's edges and its outermost items.
    static let itemMargin: CGFloat = 16
    /// The space between neighbouring items.
    static let itemSpacing: CGFloat = 8

    /// Makes the views of the top item's bar button items and title view again.
    func _rebuildBarButtonItems() {
        for view in _barItemViews.all { view.removeFromSuperview() }
        for entry in _barItemViews.leading + _barItemViews.trailing where entry.item._bar === self {
            entry.item._bar = nil
        }
        _barItemViews = _BarItemViews()
        guard let top = topItem else { return }
        let look = _dominantAppearance
        let make = { (item: UIBarButtonItem) -> (item: UIBarButtonItem, view: UIView?) in
            item._bar = self
            let appearance = item.style == .done ? look.doneButtonAppearance : look.buttonAppearance
            let view = item.isHidden ? nil : item._makeBarView(appearance: appearance)
            item._view = view
            if let view { self.addSubview(view) }
            return (item, view)
        }
        let splitItems = backItem == nil ? _splitLeadingItems : []
        _barItemViews.leading = (splitItems + (top.leftBarButtonItems ?? [])).map(make)
        _barItemViews.trailing = (top.rightBarButtonItems ?? []).map(make)
        if let titleView = top.titleView {
            addSubview(titleView)
            _barItemViews.titleView = titleView
        }
        _titleLabel.isHidden = top.titleView != nil
    }

    /// An item changed: the bar shows it again.
    func _barButtonItemChanged(_ item: UIBarButtonItem) {
        guard (_barItemViews.leading + _barItemViews.trailing).contains(where: { $0.item === item }) else { return }
        _refresh()
    }

    /// Places the items: leading ones after the back button when it shows, trailing ones from
    /// the trailing edge inward; spaces take their width; the title view is centred.
    func _layOutBarButtonItems() {
        let top = _contentRowTop
        var x = Self.itemMargin
        if !_backButton.isHidden { x = _backButton.frame.maxX + Self.itemSpacing }
        for (item, view) in _barItemViews.leading {
            let width = item._barWidth(view: view, height: Self.contentHeight)
            view?.frame = CGRect(x: x, y: top, width: width, height: Self.contentHeight)
            x += width + Self.itemSpacing
        }
        var trailing = bounds.width - Self.itemMargin
        for (item, view) in _barItemViews.trailing {
            let width = item._barWidth(view: view, height: Self.contentHeight)
            trailing -= width
            view?.frame = CGRect(x: trailing, y: top, width: width, height: Self.contentHeight)
            trailing -= Self.itemSpacing
        }
        if let titleView = _barItemViews.titleView {
            let size = titleView.bounds.size == .zero ? titleView.sizeThatFits(bounds.size) : titleView.bounds.size
            titleView.frame = CGRect(
                x: (bounds.width - size.width) / 2, y: top + (Self.contentHeight - size.height) / 2,
                width: size.width, height: size.height)
        }
    }
}

/// The titles and symbols of the system bar button items (UIKitBehaviour #297).
enum _BarSystemItemLook {
    static func look(of item: UIBarButtonItem.SystemItem?) -> (title: String?, symbol: String?) {
        switch item {
        case nil: return (nil, nil)
        case .done?: return ("Done", nil)
        case .cancel?: return ("Cancel", nil)
        case .edit?: return ("Edit", nil)
        case .save?: return ("Save", nil)
        case .undo?: return ("Undo", nil)
        case .redo?: return ("Redo", nil)
        case .add?: return ("Add", "plus")
        case .action?: return ("Share", "square.and.arrow.up")
        case .search?: return ("Search", "magnifyingglass")
        case .refresh?: return ("Refresh", "arrow.clockwise")
        case .stop?: return ("Stop", "xmark")
        case .trash?: return ("Delete", "trash")
        case .play?: return ("Play", "play.fill")
        case .pause?: return ("Pause", "pause.fill")
        case .close?: return ("Close", "xmark.circle.fill")
        case .compose?: return ("Compose", nil)
        case .reply?: return ("Reply", nil)
        case .organize?: return ("Organize", nil)
        case .bookmarks?: return ("Bookmarks", nil)
        case .camera?: return ("Camera", nil)
        case .rewind?: return ("Rewind", nil)
        case .fastForward?: return ("Fast Forward", nil)
        case .pageCurl?: return ("Page", nil)
        case .flexibleSpace?, .fixedSpace?: return (nil, nil)
        }
    }
}
