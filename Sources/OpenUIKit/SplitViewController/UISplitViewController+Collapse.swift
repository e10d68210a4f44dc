import Foundation

/// Collapsing into one stack on a compact width and expanding back on a regular one
/// (UIKitBehaviour #319, #320).
///
/// The split view collapses whenever its horizontal size class is compact: when its traits
/// change (a window resize), and when it is about to appear (after `viewDidLoad`, so that a
/// subclass's delegate and columns are in place). A column-style split view asks the
/// delegate for the top column (proposing `.secondary`), shows the `.compact` column's
/// controller when there is one, else moves the supplementary and secondary columns'
/// controllers, up to the top column, onto the primary's navigation stack; then
/// `splitViewControllerDidCollapse(_:)`. Expanding asks
/// `displayModeForExpandingToProposedDisplayMode`, moves each controller back to its column
/// (controllers pushed while collapsed stay with the column they were pushed on), then
/// `splitViewControllerDidExpand(_:)`. A classic split view runs UIKit's iOS 8 sequence:
/// `primaryViewController(forCollapsing:)`, `collapseSecondary:onto:`, the primary's
/// `collapseSecondaryViewController(_:for:)`; and back `primaryViewController(forExpanding:)`,
/// `separateSecondaryFrom:`, the primary's `separateSecondaryViewController(for:)`.
extension UISplitViewController {
    /// Collapses or expands to match the current horizontal size class.
    func _syncCollapsedState() {
        guard isViewLoaded else { return }  // decided when the view loads and appears
        let compact = traitCollection.horizontalSizeClass == .compact
        guard compact != _isCollapsed, _delegateCallbackDepth == 0 else { return }
        _finishColumnAnimation()
        _cancelGestureShow()
        _settleAfterColumnTransitions()
        if compact { _collapse() } else { _expand() }
    }

    /// A push or pop in flight in a column ends after its controllers moved to another stack:
    /// when it ends, every column controller's appearance is made to match whether its view is
    /// on screen (UIKitBehaviour #324).
    private func _settleAfterColumnTransitions() {
        for navigation in _columnNavigations.values {
            guard let context = navigation._transitionContext else { continue }
            let didFinish = context.didFinish
            context.didFinish = { [weak self] completed in
                didFinish?(completed)
                self?._settleColumnAppearance()
            }
        }
    }

    private func _settleColumnAppearance() {
        guard _isAppearingOrAppeared else { return }
        for navigation in _columnNavigations.values where navigation._transitionContext == nil {
            for controller in navigation.viewControllers {
                let onScreen = controller.viewIfLoaded?.window != nil
                let settled = controller._appearanceState == (onScreen ? .appeared : .disappeared)
                if !settled { controller._settleAppearance(shown: onScreen, animated: false) }
            }
        }
    }

    /// The split view's traits changed: collapse or expand at once.
    func _splitTraitsChanged(previous: UITraitCollection, current: UITraitCollection) {
        guard previous.horizontalSizeClass != current.horizontalSizeClass else { return }
        _syncCollapsedState()
    }

    // MARK: Collapsing

    private func _collapse() {
        if _style == .unspecified {
            guard let secondary = _assigned[.secondary] else {
                _isCollapsed = true
                return _columnsChanged()
            }
            return _collapse(classicSecondary: secondary)
        }
        let top =
            _lockedDelegateCall(collapsing: true) {
                delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
            } ?? .secondary
        if _assigned[.compact] == nil, let primary = _columnNavigations[.primary] {
            var moving: [UIViewController] = []
            for column in _columnsStacked(upTo: top) {
                guard let navigation = _columnNavigations[column] else { continue }
                for controller in navigation.viewControllers { _movedColumns[ObjectIdentifier(controller)] = column }
                moving += navigation.viewControllers
            }
            primary._replaceStackWithoutTransition(primary.viewControllers + moving)
        } else if let compact = _assigned[.compact] {
            _addChildController(compact)
        }
        _isCollapsed = true
        _columnsChanged()
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// The columns whose controllers stack above the primary's for a collapse with `top` on top.
    private func _columnsStacked(upTo top: Column) -> [Column] {
        switch top {
        case .primary, .compact: []
        case .supplementary: _style == .tripleColumn ? [.supplementary] : [.secondary]
        case .secondary: _style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
        }
    }

    /// The classic collapse (also used when a secondary arrives while collapsed).
    func _collapse(classicSecondary secondary: UIViewController) {
        var primary = _assigned[.primary]
        if let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== primary {
            if let primary { _removeChildController(primary) }
            _assigned[.primary] = replacement
            _addChildController(replacement)
            primary = replacement
        }
        _collapsedSecondary = secondary
        _isCollapsed = true
        if let primary {
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
        }
        if secondary.parent === self { _removeChildController(secondary) }
        _assigned[.secondary] = nil
        _columnsChanged()
    }

    // MARK: Expanding

    private func _expand() {
        if _style == .unspecified { return _expandClassic() }
        let proposed = _displayMode(for: viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size, chosen: nil)
        let mode =
            _lockedDelegateCall(collapsing: true) {
                delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
            } ?? proposed
        _chosenDisplayMode = mode == proposed || mode == .automatic ? nil : mode
        if let compact = _assigned[.compact] { _removeChildController(compact) }
        if let primary = _columnNavigations[.primary] {
            var parts: [Column: [UIViewController]] = [:]
            var column = Column.primary
            for controller in primary.viewControllers {
                if let moved = _movedColumns[ObjectIdentifier(controller)] { column = moved }
                parts[column, default: []].append(controller)
            }
            for back in [Column.supplementary, .secondary] {
                guard let navigation = _columnNavigations[back] else { continue }
                if let controllers = parts[back], !controllers.isEmpty {
                    navigation._replaceStackWithoutTransition(controllers)
                } else if navigation.viewControllers.isEmpty, let root = _assigned[back], root !== navigation,
                    root.parent == nil
                {
                    navigation._replaceStackWithoutTransition([root])  // popped while collapsed
                }
            }
            if let kept = parts[.primary], kept.count != primary.viewControllers.count {
                primary._replaceStackWithoutTransition(kept)
            }
        }
        _movedColumns = [:]
        _isCollapsed = false
        _columnsChanged()
        delegate?.splitViewControllerDidExpand(self)
    }

    private func _expandClassic() {
        var primary = _assigned[.primary]
        if let replacement = delegate?.primaryViewController(forExpanding: self), replacement !== primary {
            if let primary { _removeChildController(primary) }
            _assigned[.primary] = replacement
            _addChildController(replacement)
            primary = replacement
        }
        var secondary: UIViewController?
        if let primary {
            secondary =
                delegate?.splitViewController(self, separateSecondaryFrom: primary)
                ?? primary.separateSecondaryViewController(for: self)
        }
        _isCollapsed = false
        _collapsedSecondary = nil
        _collapsedSecondaryNavigation = nil
        if let secondary, secondary !== primary {
            if secondary.parent !== self {
                if let navigation = secondary.parent as? UINavigationController,
                    let index = navigation.viewControllers.firstIndex(where: { $0 === secondary })
                {
                    navigation._takeControllers(from: index)
                } else if secondary.parent != nil {
                    secondary.willMove(toParent: nil)
                    secondary.viewIfLoaded?.removeFromSuperview()
                    secondary.removeFromParent()
                }
                _addChildController(secondary)
            }
            _assigned[.secondary] = secondary
            _orderChildren(like: [primary, secondary].compactMap { $0 })
        }
        _columnsChanged()
    }

    /// While collapsed, a column gets a new controller: its old controllers leave the primary's stack.
    func _dropMovedControllers(of column: Column) {
        guard let primary = _columnNavigations[.primary], column != .primary else { return }
        guard let index = primary.viewControllers.firstIndex(where: { _movedColumns[ObjectIdentifier($0)] == column })
        else { return }
        let taken = primary._takeControllers(from: index)
        // Controllers of a later column above them stay stacked.
        let staying = taken.filter { controller in
            guard let moved = _movedColumns[ObjectIdentifier(controller)] else { return false }
            return moved != column
        }
        for controller in taken where !staying.contains(where: { $0 === controller }) {
            _movedColumns[ObjectIdentifier(controller)] = nil
        }
        if let navigation = _columnNavigations[column] {
            let own = taken.filter { controller in !staying.contains { $0 === controller } }
            navigation._replaceStackWithoutTransition(own)
        }
        if !staying.isEmpty { primary._replaceStackWithoutTransition(primary.viewControllers + staying) }
    }
}
