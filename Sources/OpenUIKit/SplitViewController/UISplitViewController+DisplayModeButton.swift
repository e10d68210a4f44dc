import Foundation

/// The display-mode button: a bar button item that shows or hides the sidebars (UIKitBehaviour #316).
///
/// Its tap changes to the delegate's `targetDisplayModeForAction(in:)`, or by default shows the
/// first hidden sidebar (a triple-column split view's supplementary column before its primary)
/// or, with every sidebar shown, hides the primary (in a double-column or classic split view,
/// back to `.secondaryOnly`). A column-style split view puts it itself at the leading end of a
/// navigation bar at the root of its stack: the primary column's while the primary shows, else
/// the leading visible column's; never while collapsed, nor when `displayModeButtonVisibility`
/// is `.never` (or `.automatic` with `presentsWithGesture` false). A classic split view leaves
/// it to the app (`navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem`).
/// It is drawn with the `sidebar.left` symbol. With `showsSecondaryOnlyButton`, a triple-column
/// split view also puts a button on the secondary's bar that goes to `.secondaryOnly` and back
/// (the `arrow.up.left.and.arrow.down.right` symbol, `arrow.down.right.and.arrow.up.left` while
/// secondary-only) (UIKitBehaviour #316).
extension UISplitViewController {
    /// The button that changes the display mode; the same item every time.
    public var displayModeButtonItem: UIBarButtonItem {
        if let item = _displayModeButtonItem { return item }
        let action = UIAction(title: "", image: UIImage(systemName: "sidebar.left")) { [weak self] _ in
            self?._displayModeButtonTapped()
        }
        let item = UIBarButtonItem(primaryAction: action)
        _displayModeButtonItem = item
        return item
    }

    /// The display mode the button (and the delegate's `targetDisplayModeForAction`) leads to.
    func _targetDisplayModeForAction() -> DisplayMode {
        let asked = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        let size = _layoutSize
        if asked != .automatic {
            return _style == .unspecified
                ? asked : Self._interpret(asked, style: _style, behavior: _splitBehavior(for: size))
        }
        let current = _columnAnimation?.target ?? displayMode
        let sidebars: [Column] = _style == .tripleColumn ? [.supplementary, .primary] : [.primary]
        if let hidden = sidebars.first(where: { !_isShowing($0, in: current) }) {
            return _mode(showing: hidden, from: current)
        }
        return _mode(hiding: .primary, from: current)
    }

    func _displayModeButtonTapped() {
        guard !_isCollapsed, _gestureShow == nil else { return }
        let target = _targetDisplayModeForAction()
        guard target != (_columnAnimation?.target ?? displayMode) else { return }
        _transition(to: target, chosen: target, animated: true)
    }

    /// The triple-column button to and from `.secondaryOnly`, made on first use.
    var _secondaryOnlyButtonItem: UIBarButtonItem {
        if let item = _secondaryOnlyItem { return item }
        let action = UIAction(title: "", image: UIImage(systemName: "arrow.up.left.and.arrow.down.right")) {
            [weak self] _ in
            self?._secondaryOnlyButtonTapped()
        }
        let item = UIBarButtonItem(primaryAction: action)
        _secondaryOnlyItem = item
        return item
    }

    /// To `.secondaryOnly`, or back to the preferred arrangement (showing the supplementary
    /// column when that is secondary-only too).
    func _secondaryOnlyButtonTapped() {
        guard !_isCollapsed, _gestureShow == nil else { return }
        let current = _columnAnimation?.target ?? displayMode
        if current != .secondaryOnly { return _transition(to: .secondaryOnly, chosen: .secondaryOnly, animated: true) }
        let preferred = _displayMode(for: _layoutSize, chosen: nil)
        let target = preferred != .secondaryOnly ? preferred : _mode(showing: .supplementary, from: current)
        _transition(to: target, chosen: preferred != .secondaryOnly ? nil : target, animated: true)
    }

    /// Puts the buttons on the navigation bars they belong to (column style).
    func _updateDisplayModeButtons() {
        guard _style != .unspecified else { return }
        var host: Column?
        let shows =
            _displayModeButtonVisibility == .always
            || (_displayModeButtonVisibility == .automatic && presentsWithGesture)
        if shows, !_isCollapsed, isViewLoaded {
            let mode = _laidOutDisplayMode ?? displayMode
            if _isShowing(.primary, in: mode) {
                host = .primary
            } else if _style == .tripleColumn, _isShowing(.supplementary, in: mode) {
                host = .supplementary
            } else {
                host = .secondary
            }
        }
        let secondaryOnly = _style == .tripleColumn && _showsSecondaryOnlyButton && !_isCollapsed && isViewLoaded
        if secondaryOnly {
            let full = (_laidOutDisplayMode ?? displayMode) == .secondaryOnly
            let symbol = full ? "arrow.down.right.and.arrow.up.left" : "arrow.up.left.and.arrow.down.right"
            if _secondaryOnlySymbol != symbol {  // a new image makes the bar rebuild the button
                _secondaryOnlySymbol = symbol
                _secondaryOnlyButtonItem.image = UIImage(systemName: symbol)
            }
        }
        for column in [Column.primary, .supplementary, .secondary] {
            guard let bar = _columnNavigations[column]?.navigationBar else { continue }
            var wanted = column == host ? [displayModeButtonItem] : []
            if column == .secondary, secondaryOnly { wanted.append(_secondaryOnlyButtonItem) }
            if bar._splitLeadingItems.map(ObjectIdentifier.init) != wanted.map(ObjectIdentifier.init) {
                bar._splitLeadingItems = wanted
            }
        }
    }
}
