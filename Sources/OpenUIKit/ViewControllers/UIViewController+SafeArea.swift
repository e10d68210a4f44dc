import Foundation

/// The safe area a controller adds to its view and containers add to their children's:
/// `additionalSafeAreaInsets`, a navigation controller's bar at the top and a tab bar
/// controller's bar at the bottom, and where a child that does not extend under a bar is
/// placed (UIKitBehaviour #208–#210).
extension UIViewController {
    func _setAdditionalSafeAreaInsets(_ newValue: UIEdgeInsets) {
        guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
            UIView._report("UIViewController.additionalSafeAreaInsets: ignored non-finite insets \(newValue)")
            return
        }
        guard newValue != _additionalSafeAreaInsets else { return }
        _additionalSafeAreaInsets = newValue
        _view?._updateSafeAreaInsets()
    }

    /// `edgesForExtendedLayout` or `extendedLayoutIncludesOpaqueBars` changed: the container
    /// places the view again.
    func _extendedLayoutDidChange() {
        _parent?._containerBarsDidChange()
    }

    /// Whether the view extends under a bar on `edge` that is `translucent` or not.
    func _extendsUnderBar(on edge: UIRectEdge, translucent: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (translucent || extendedLayoutIncludesOpaqueBars)
    }

    /// The frame, in `container` (the receiver's transition view), of the view of `child`:
    /// the container's bounds, less a visible bar's strip where the child does not extend
    /// under it.
    func _frameForChild(_ child: UIViewController, in container: UIView) -> CGRect {
        var frame = container.bounds
        if let navigation = self as? UINavigationController, container === navigation._transitionView,
            let barBottom = navigation._visibleBarBottom(in: container),
            !child._extendsUnderBar(on: .top, translucent: navigation._navigationBar.isTranslucent)
        {
            let top = min(max(barBottom, frame.minY), frame.maxY)
            frame = CGRect(x: frame.minX, y: top, width: frame.width, height: frame.maxY - top)
        } else if let tabs = self as? UITabBarController, container === tabs._transitionView,
            let barTop = tabs._visibleBarTop(in: container),
            !child._extendsUnderBar(on: .bottom, translucent: tabs._tabBar.isTranslucent)
        {
            let bottom = max(min(barTop, frame.maxY), frame.minY)
            frame.size.height = bottom - frame.minY
        }
        return frame
    }

    /// The safe area of the view of `child` (the receiver's child) from its place, `base`,
    /// widened by the receiver's bars where the view lies under them.
    func _childSafeAreaInsets(_ base: UIEdgeInsets, forChildView view: UIView, of child: UIViewController)
        -> UIEdgeInsets
    {
        var insets = base
        if let navigation = self as? UINavigationController, let container = view._superview,
            container === navigation._transitionView, let barBottom = navigation._visibleBarBottom(in: container)
        {
            insets.top = max(insets.top, barBottom - view.frame.minY)
            if let toolbarTop = navigation._visibleToolbarTop(in: container) {
                insets.bottom = max(insets.bottom, view.frame.maxY - toolbarTop)
            }
        } else if let tabs = self as? UITabBarController, let container = view._superview,
            container === tabs._transitionView, let barTop = tabs._visibleBarTop(in: container)
        {
            insets.bottom = max(insets.bottom, view.frame.maxY - barTop)
        }
        return insets
    }

    /// A container's bar moved, appeared or disappeared: the shown child's view is placed again
    /// (unless a transition owns it) and the children's views' safe areas follow.
    func _containerBarsDidChange() {
        let container: UIView
        let shown: UIViewController?
        let inFlight: Bool
        if let navigation = self as? UINavigationController {
            (container, shown, inFlight) = (
                navigation._transitionView, navigation.topViewController, navigation._transitionInFlight
            )
        } else if let tabs = self as? UITabBarController {
            (container, shown, inFlight) = (tabs._transitionView, tabs.selectedViewController, tabs._transitionInFlight)
        } else {
            return
        }
        if !inFlight, let shown, let view = shown.viewIfLoaded, view._superview === container {
            view.frame = _frameForChild(shown, in: container)
        }
        for subview in container._subviews where subview._viewController != nil {
            subview._updateSafeAreaInsets()
        }
    }
}

extension UINavigationController {
    /// The bottom of the bar in `container`'s coordinates, or nil when the bar is hidden: where
    /// the bar goes (its size that fits, at the top of the view), so the children's safe area
    /// is right before the first layout places it.
    func _visibleBarBottom(in container: UIView) -> CGFloat? {
        guard !_isNavigationBarHidden, let view = _view, _navigationBar._superview === view else { return nil }
        let height = _navigationBar.sizeThatFits(view.bounds.size).height
        return container.convert(CGPoint(x: 0, y: view.bounds.minY + height), from: view).y
    }
}

extension UITabBarController {
    /// The top of the tab bar in `container`'s coordinates, or nil when it is hidden: where the
    /// bar goes (its size that fits, along the bottom of the view).
    func _visibleBarTop(in container: UIView) -> CGFloat? {
        guard !_tabBar.isHidden, let view = _view, _tabBar._superview === view else { return nil }
        let height = _tabBar.sizeThatFits(view.bounds.size).height
        return container.convert(CGPoint(x: 0, y: view.bounds.maxY - height), from: view).y
    }
}

extension UIView {
    /// A bar's look changed: its container (the controller whose view holds it) places its
    /// children again.
    func _containerBarDidChange() {
        _superview?._viewController?._containerBarsDidChange()
    }
}
