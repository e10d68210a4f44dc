import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` through a split view
/// (UIKitBehaviour #323).
///
/// A controller inside a split view that calls `showDetailViewController(_:sender:)` reaches
/// the split view; `show(_:sender:)` reaches it when no navigation controller is closer. The
/// delegate's `show`/`showDetail` methods come first (true: handled). Otherwise, expanded, a
/// detail becomes the secondary (classic: the second of `viewControllers`; column style: the
/// secondary column's controller) and `show` replaces the column it came from (the primary
/// when called on the split view); collapsed, a detail is pushed on the primary's navigation
/// stack (column style: the secondary column is set and shown) and `show` presents modally.
extension UISplitViewController {
    func _splitShow(_ vc: UIViewController, sender: Any?, from origin: UIViewController? = nil) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if _isCollapsed { return present(vc, animated: true) }
        let column: Column = origin.map { _column(containing: $0) } ?? .primary
        if _style == .unspecified {
            var controllers = viewControllers
            if column == .secondary, controllers.count > 1 {
                controllers[1] = vc
            } else if !controllers.isEmpty {
                controllers[0] = vc
            } else {
                controllers = [vc]
            }
            viewControllers = controllers
        } else {
            setViewController(vc, for: column == .compact ? .primary : column)
        }
    }

    func _splitShowDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if _style != .unspecified {
            if _isCollapsed, let compact = _assigned[.compact] as? UINavigationController {
                return compact.pushViewController(vc, animated: true)
            }
            setViewController(vc, for: .secondary)
            if _isCollapsed { show(.secondary) }
            return
        }
        guard _isCollapsed else {
            viewControllers = [_assigned[.primary], vc].compactMap { $0 }
            return
        }
        guard let primary = _assigned[.primary] as? UINavigationController else {
            (_assigned[.primary] ?? self).present(vc, animated: true)
            return
        }
        if let navigation = vc as? UINavigationController, let root = navigation.viewControllers.first {
            // Segue does not nest navigation controllers: the detail's controllers are pushed,
            // and go back to `navigation` when the split view expands.
            let moving = navigation._takeControllers(from: 0)
            _collapsedSecondaryNavigation = (navigation, root)
            primary.setViewControllers(primary.viewControllers + moving, animated: true)
        } else {
            _collapsedSecondary = vc
            primary.pushViewController(vc, animated: true)
        }
    }

    /// The column whose controller contains `controller` (`.primary` when none does).
    func _column(containing controller: UIViewController) -> Column {
        for column in [Column.secondary, .supplementary, .primary, .compact] {
            guard let root = column == .compact ? _assigned[.compact] : _columnController(column) else { continue }
            var current: UIViewController? = controller
            while let candidate = current, candidate !== self {
                if candidate === root { return column }
                current = candidate.parent
            }
        }
        return .primary
    }
}
