import Foundation

/// What a controller gives the bars of the containers it is in: its toolbar items, the scroll
/// views whose edges decide the bars' scroll-edge looks, and whether a pushed controller hides
/// the tab bar (UIKitBehaviour #304, #306, #307).
extension UIViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { _bars.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items; on top of a navigation controller in a window, `animated`
    /// cross-dissolves the toolbar.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        _bars.toolbarItems = toolbarItems
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        navigation._toolbar.setItems(toolbarItems, animated: animated)
    }

    /// Whether the tab bar hides while this controller is on top of a navigation controller
    /// in a tab bar controller (read when it is pushed).
    public var hidesBottomBarWhenPushed: Bool {
        get { _bars.hidesBottomBarWhenPushed }
        set { _bars.hidesBottomBarWhenPushed = newValue }
    }

    /// Sets the scroll view whose content edges decide the bars' scroll-edge looks on `edge`
    /// (top: the navigation bar; bottom: the toolbar and tab bar) (iOS 15).
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { _bars.topScrollView = _WeakScrollView(scrollView, isSet: true) }
        if edge.contains(.bottom) { _bars.bottomScrollView = _WeakScrollView(scrollView, isSet: true) }
        _parent?._contentScrollViewsDidChange()
    }

    /// Sets the content scroll view for the top and bottom edges (iOS 15).
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: [.top, .bottom])
    }

    /// The scroll view whose content edge decides the look of the bar on `edge`: the one set,
    /// else the controller's view when it is a scroll view, else the view's first subview when
    /// that is one (UIKitBehaviour #304).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        let chosen = edge.contains(.top) ? _bars.topScrollView : _bars.bottomScrollView
        if chosen.isSet { return chosen.scrollView }
        guard let view = viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view._subviews.first as? UIScrollView
    }

    /// A child's content scroll view changed: containers update their bars' looks.
    func _contentScrollViewsDidChange() {
        if let navigation = self as? UINavigationController { navigation._updateBarsForContentScroll() }
        if let tabs = self as? UITabBarController { tabs._updateBarForContentScroll() }
        _parent?._contentScrollViewsDidChange()
    }
}

/// A controller's bar-related state.
struct _ControllerBars {
    var toolbarItems: [UIBarButtonItem]?
    var hidesBottomBarWhenPushed = false
    var topScrollView = _WeakScrollView(nil, isSet: false)
    var bottomScrollView = _WeakScrollView(nil, isSet: false)
}

/// A content scroll view the controller set (nil set explicitly means "none").
struct _WeakScrollView {
    weak var scrollView: UIScrollView?
    var isSet: Bool

    init(_ scrollView: UIScrollView?, isSet: Bool) {
        self.scrollView = scrollView
        self.isSet = isSet
    }
}

extension UIScrollView {
    /// Scrolling stopped: a navigation controller whose top controller scrolls this view
    /// settles a half-collapsed large title (UIKitBehaviour #308).
    func _tellContainerBarsScrollingStopped() {
        guard let navigation = _enclosingNavigationController(),
            navigation.topViewController?.contentScrollView(for: .top) === self
        else { return }
        navigation._settleLargeTitle(of: self)
    }

    /// The navigation controller whose top controller's view holds this scroll view.
    func _enclosingNavigationController() -> UINavigationController? {
        var view: UIView? = self
        while let current = view {
            if let controller = current._viewController, let parent = controller._parent {
                let navigation = parent as? UINavigationController
                return navigation?.topViewController === controller ? navigation : nil
            }
            view = current._superview
        }
        return nil
    }

    /// The content moved or its insets changed: the navigation and tab bar controllers whose
    /// shown controller uses this scroll view for a bar's look update it.
    func _tellContainerBarsAboutScroll() {
        var view: UIView? = self
        while let current = view {
            if let controller = current._viewController, let parent = controller._parent {
                if let navigation = parent as? UINavigationController, navigation.topViewController === controller {
                    navigation._updateBarsForContentScroll()
                }
                var container: UIViewController? = parent
                while let candidate = container {
                    if let tabs = candidate as? UITabBarController { tabs._updateBarForContentScroll() }
                    container = candidate._parent
                }
                return
            }
            view = current._superview
        }
    }
}

extension UINavigationController {
    /// In an animated push that hides the tab bar (or a pop that brings it back), a picture of
    /// the bar rides at the bottom of the view leaving (or arriving), so the bar slides with it
    /// and the other view passes over it, as UIKit moves the bar itself (UIKitBehaviour #307).
    func _slideTabBar(
        from: UIViewController, to: UIViewController, old: [UIViewController],
        with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        guard coordinator.isAnimated, let tabs = tabBarController,
            tabs.selectedViewController === self || tabs.selectedViewController === _parent
        else { return }
        let hidesBefore = old.contains { $0.hidesBottomBarWhenPushed }
        let hidesAfter = _stack.contains { $0.hidesBottomBarWhenPushed }
        guard hidesBefore != hidesAfter else { return }
        let bar = tabs._tabBar
        let carrier = hidesAfter ? from : to
        guard let view = carrier.viewIfLoaded,
            hidesAfter ? !bar.isHidden || _ownsHiddenTabBar(tabs) : _ownsHiddenTabBar(tabs)
        else { return }
        let wasHidden = bar.isHidden
        bar.isHidden = false
        let picture = bar.snapshotView(afterScreenUpdates: true)
        bar.isHidden = wasHidden
        guard let picture else { return }
        picture.frame = CGRect(
            x: 0, y: view.bounds.maxY - bar.bounds.height, width: view.bounds.width, height: bar.bounds.height)
        picture.isUserInteractionEnabled = false
        view.addSubview(picture)
        coordinator.animate(alongsideTransition: nil) { _ in picture.removeFromSuperview() }
    }

    /// Whether the tab bar is hidden by a pushed controller (not by the app).
    private func _ownsHiddenTabBar(_ tabs: UITabBarController) -> Bool {
        !tabs._tabBar.isHidden || tabs._tabBarHiddenForPushedController
    }

    /// A controller in the stack has `hidesBottomBarWhenPushed`: the tab bar controller around
    /// the navigation controller hides its bar while it is in the stack (UIKitBehaviour #307).
    /// `starting`: a transition to the stack is starting (the bar hides at once for a push and
    /// shows only when a pop ends); else the stack is settled.
    func _syncTabBarHiding(starting: Bool) {
        guard let tabs = tabBarController,
            tabs.selectedViewController === self || tabs.selectedViewController === _parent
        else { return }
        let hides = _stack.contains { $0.hidesBottomBarWhenPushed }
        guard hides != tabs._tabBarHiddenForPushedController, !starting || hides else { return }
        // Only a bar this hid is shown again; a bar the app hid stays hidden.
        guard hides ? !tabs._tabBar.isHidden : true else { return }
        tabs._tabBarHiddenForPushedController = hides
        tabs._tabBar.isHidden = hides
        tabs._containerBarsDidChange()
    }
}
