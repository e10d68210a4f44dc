import Foundation

/// The split view's controllers: columns of a column-style split view, `viewControllers` of
/// a classic one, containment, and the checks UIKit raises for (UIKitBehaviour #310, #311, #314).
extension UISplitViewController {
    /// Sets the controller of `column` (iOS 14). A controller that is not a navigation
    /// controller becomes the root of one made for the column (not for `.compact`); nil
    /// removes the column's controller. Raises for a classic split view, and for a
    /// supplementary controller in a double-column one (UIKitBehaviour #311, #314).
    public func setViewController(_ vc: UIViewController?, for column: Column) {
        _requireColumnStyle()
        if !(column == .compact && _collapseCallbackActive) { _requireMutable("setViewController:forColumn:") }
        if vc != nil, column == .supplementary, _style != .tripleColumn {
            _programmerError(
                "Non-nil view controller not accepted for Supplementary column in DoubleColumn UISplitViewController")
        }
        _setColumn(column, to: vc)
    }

    /// The controller set for `column` (the app's, not the navigation controller made for it),
    /// or nil (iOS 14). Raises for a classic split view.
    public func viewController(for column: Column) -> UIViewController? {
        _requireColumnStyle()
        return _assigned[column]
    }

    /// The children: primary and secondary of a classic split view (one, the primary, while
    /// collapsed); a column-style one answers its columns' navigation controllers, and setting
    /// it fills primary, supplementary (triple column) and secondary in that order (UIKitBehaviour #314).
    public var viewControllers: [UIViewController] {
        get {
            if _style == .unspecified {
                return [_assigned[.primary], _isCollapsed ? nil : _assigned[.secondary]].compactMap { $0 }
            }
            let columns: [Column] =
                _style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return columns.compactMap { _columnNavigations[$0] }
        }
        set {
            _requireMutable("setViewControllers:")
            if _style == .unspecified { return _setClassicControllers(newValue) }
            let columns: [Column] =
                _style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (index, column) in columns.enumerated() {
                _setColumn(column, to: index < newValue.count ? newValue[index] : nil)
            }
        }
    }

    // MARK: Column style

    func _setColumn(_ column: Column, to controller: UIViewController?) {
        let old = _assigned[column]
        guard old !== controller || controller == nil else { return }
        if _isCollapsed, column != .compact { _dropMovedControllers(of: column) }
        _assigned[column] = controller
        if column == .compact {
            if let old { _removeChildController(old) }
            if let controller, _isCollapsed { _addChildController(controller) }
            return _columnsChanged()
        }
        let oldNavigation = _columnNavigations[column]
        let navigation: UINavigationController?
        if let controller {
            navigation = controller as? UINavigationController ?? _navigation(reusing: oldNavigation, root: controller)
        } else {
            navigation = nil
        }
        if let oldNavigation, oldNavigation !== navigation { _removeChildController(oldNavigation) }
        _columnNavigations[column] = navigation
        if let navigation, navigation.parent !== self { _addChildController(navigation) }
        _orderColumnChildren()
        _columnsChanged()
    }

    /// A navigation controller made for a column: the old one with `root` as its only
    /// controller when Segue made it, else a new one.
    private func _navigation(reusing old: UINavigationController?, root: UIViewController) -> UINavigationController {
        if let old, _madeNavigations.contains(ObjectIdentifier(old)) {
            old._replaceStackWithoutTransition([root])
            return old
        }
        let navigation = UINavigationController(rootViewController: root)
        _madeNavigations.insert(ObjectIdentifier(navigation))
        return navigation
    }

    /// Keeps `children` in column order: primary, supplementary, secondary, compact.
    private func _orderColumnChildren() {
        let order: [Column] = [.primary, .supplementary, .secondary, .compact]
        let columns = order.compactMap { column in column == .compact ? _assigned[.compact] : _columnNavigations[column]
        }
        _orderChildren(like: columns)
    }

    /// The view of `column` as it is placed in the expanded layout.
    func _columnController(_ column: Column) -> UIViewController? {
        _style == .unspecified ? _assigned[column] : _columnNavigations[column]
    }

    // MARK: Classic

    func _setClassicControllers(_ controllers: [UIViewController]) {
        if controllers.count > 2 {
            UIView._report(
                "UISplitViewController.viewControllers: a classic split view holds at most two controllers; the rest are ignored"
            )
        }
        let primary = controllers.first
        let secondary = controllers.count > 1 ? controllers[1] : nil
        for old in [_assigned[.primary], _assigned[.secondary]].compactMap({ $0 })
        where old !== primary && old !== secondary {
            _removeChildController(old)
        }
        _assigned[.primary] = primary
        _assigned[.secondary] = secondary
        for controller in [primary, secondary].compactMap({ $0 }) where controller.parent !== self {
            _addChildController(controller)
        }
        _orderChildren(like: [primary, secondary].compactMap { $0 })
        if _isCollapsed, let secondary {
            _isCollapsed = false
            _collapse(classicSecondary: secondary)
        }
        _columnsChanged()
    }

    // MARK: Containment

    func _addChildController(_ controller: UIViewController) {
        addChild(controller)
        controller.didMove(toParent: self)
    }

    func _removeChildController(_ controller: UIViewController) {
        guard controller.parent === self else { return }
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// The columns changed: the layout places them again.
    func _columnsChanged() {
        _updateDisplayModeButtons()
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        if view.window != nil { view.layoutIfNeeded() }
    }

    // MARK: Checks

    /// Raises, as UIKit does, when a column-style API is used on a classic split view.
    func _requireColumnStyle() {
        if _style == .unspecified {
            _programmerError("This API requires initializing the UISplitViewController with -initWithStyle:")
        }
    }

    /// Raises, as UIKit does, when the split view is changed from inside a delegate callback
    /// that forbids it (UIKitBehaviour #318).
    func _requireMutable(_ selector: String) {
        if _delegateCallbackDepth > 0 {
            _programmerError(
                "Mutating UISplitViewController with -\(selector) is not allowed during a delegate callback.")
        }
    }

    /// Runs `call` as a delegate callback during which mutation raises (`collapsing`: the
    /// callbacks choosing the collapsed top column or the expanded mode, which may hide a
    /// column and set the compact one).
    func _lockedDelegateCall<Answer>(collapsing: Bool = false, _ call: () -> Answer) -> Answer {
        _delegateCallbackDepth += 1
        let wasCollapsing = _collapseCallbackActive
        _collapseCallbackActive = collapsing
        defer {
            _delegateCallbackDepth -= 1
            _collapseCallbackActive = wasCollapsing
        }
        return call()
    }

    /// The controller deciding the status bar: the secondary column's top controller, or the
    /// collapsed stack's.
    var _statusBarChild: UIViewController? {
        if _isCollapsed { return _assigned[.compact] ?? _columnController(.primary) }
        return _columnController(.secondary)
    }
}
