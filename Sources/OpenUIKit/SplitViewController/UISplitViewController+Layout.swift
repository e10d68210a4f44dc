import Foundation

/// Placing the columns' views: the expanded layout of the current display mode, or the one
/// controller of a collapsed split view filling it (UIKitBehaviour #315, #316). Each sidebar
/// shown has a hairline separator (the system separator colour) along its inner edge.
///
/// A column's view is in the split view only while the column shows (or slides); a hidden
/// column's view leaves the window, so its controller disappears, and shows again with
/// `viewWillAppear(_:)` … (appearance follows the window, UIKitBehaviour #324).
extension UISplitViewController {
    /// How long showing or hiding a column takes, on the ease-in-out curve (UNCONFIRMED).
    static let _columnAnimationDuration: TimeInterval = 0.35

    /// Lays the columns out for the current display mode unless an animation or a swipe moves them.
    func _layOutColumns() {
        guard let view = viewIfLoaded, _columnAnimation == nil, _gestureShow == nil else { return }
        if _isCollapsed { return _layOutCollapsed(in: view) }
        let mode = _displayMode(for: view.bounds.size, chosen: _chosenDisplayMode)
        if let previous = _laidOutDisplayMode, previous != mode, view.window != nil {
            _tellDelegate(from: previous, to: mode)
        }
        _laidOutDisplayMode = mode
        let layout = _layout(for: mode)
        _place(layout, frames: layout.frames, keeping: [])
        _dimmingView.alpha = layout.dimsSecondary ? 1 : 0
        _updateDisplayModeButtons()
    }

    /// The expanded layout of `mode` in the split view's bounds.
    func _layout(for mode: DisplayMode) -> _SplitLayout {
        let bounds = viewIfLoaded?.bounds ?? UIScreen.main.bounds
        return _SplitLayout(
            style: _style, mode: mode, bounds: bounds, primaryWidth: primaryColumnWidth,
            supplementaryWidth: _style == .tripleColumn ? supplementaryColumnWidth : 0, edge: primaryEdge)
    }

    /// Puts the views of the columns `layout` shows (and of `extra`) at `frames`, in z-order
    /// (secondary, dimming, supplementary, primary); takes the others out.
    func _place(_ layout: _SplitLayout, frames: [Column: CGRect], keeping extra: [Column]) {
        guard let view = viewIfLoaded else { return }
        if let compact = _assigned[.compact], compact.viewIfLoaded?.superview === view {
            compact.view.removeFromSuperview()
        }
        var front: [UIView] = []
        for column in [Column.secondary, .supplementary, .primary] {
            guard let controller = _columnController(column) else { continue }
            guard layout.visible.contains(column) || extra.contains(column), frames[column] != nil else {
                if controller.viewIfLoaded?.superview === view { controller.view.removeFromSuperview() }
                continue
            }
            let columnView = controller.view!
            columnView.autoresizingMask = []
            if columnView.superview !== view { view.addSubview(columnView) }
            front.append(columnView)
            if column == .secondary, layout.dimsSecondary {
                if _dimmingView.superview !== view { view.addSubview(_dimmingView) }
                front.append(_dimmingView)
            }
            if column != .secondary {
                let separator = _separator(for: column)
                if separator.superview !== view { view.addSubview(separator) }
                front.append(separator)
            }
        }
        for column in [Column.primary, .supplementary] where !front.contains(where: { $0 === _separators[column] }) {
            _separators[column]?.removeFromSuperview()
        }
        if !layout.dimsSecondary { _dimmingView.removeFromSuperview() }
        _applyFrames(frames)
        for subview in front { view.bringSubviewToFront(subview) }
    }

    /// Gives the column views (of `columns`, or all), their separators and the dimming view
    /// their frames (inside an animation block, animated).
    func _applyFrames(_ frames: [Column: CGRect], only columns: [Column]? = nil) {
        for (column, frame) in frames where columns?.contains(column) ?? true {
            _columnController(column)?.viewIfLoaded?.frame = frame
            guard column != .secondary, let separator = _separators[column] else { continue }
            let hairline = 1 / max(UIScreen.main.scale, 1)
            let x = primaryEdge == .leading ? frame.maxX - hairline : frame.minX
            separator.frame = CGRect(x: x, y: frame.minY, width: hairline, height: frame.height)
        }
        if let secondary = frames[.secondary] { _dimmingView.frame = secondary }
    }

    /// The hairline at a sidebar's inner edge, made on first use.
    private func _separator(for column: Column) -> UIView {
        if let separator = _separators[column] { return separator }
        let separator = UIView()
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        _separators[column] = separator
        return separator
    }

    /// The collapsed split view: the compact column's controller, else the primary's, fills it.
    private func _layOutCollapsed(in view: UIView) {
        let shown = _assigned[.compact] ?? _columnController(.primary)
        for column in [Column.primary, .supplementary, .secondary] {
            guard let controller = _columnController(column), controller !== shown else { continue }
            if controller.viewIfLoaded?.superview === view { controller.view.removeFromSuperview() }
        }
        _dimmingView.removeFromSuperview()
        for separator in _separators.values { separator.removeFromSuperview() }
        guard let shown else { return }
        shown.view.frame = view.bounds
        shown.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if shown.view.superview !== view { view.addSubview(shown.view) }
    }

    /// Tells the delegate about a display-mode change: `willChangeTo`, then (column style)
    /// `willHide` for each sidebar that hides and `willShow` for each that shows (UIKitBehaviour #317).
    func _tellDelegate(from: DisplayMode, to: DisplayMode) {
        guard let delegate else { return }
        delegate.splitViewController(self, willChangeTo: to)
        guard _style != .unspecified else { return }
        for column in [Column.primary, .supplementary] {
            let before = _isShowing(column, in: from)
            let after = _isShowing(column, in: to)
            if before, !after { delegate.splitViewController(self, willHide: column) }
        }
        for column in [Column.primary, .supplementary] {
            let before = _isShowing(column, in: from)
            let after = _isShowing(column, in: to)
            if !before, after { delegate.splitViewController(self, willShow: column) }
        }
    }
}
