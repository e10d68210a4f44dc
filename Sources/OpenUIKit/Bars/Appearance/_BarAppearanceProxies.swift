import Foundation

/// `UINavigationBar.appearance()`, `UIToolbar.appearance()` and `UITabBar.appearance()`: a
/// bar of each kind whose customisations every bar takes when it first enters a window,
/// for each property not set on the bar itself (UIKitBehaviour #309).
///
/// Apps configure them once at launch (`UINavigationBar.appearance().standardAppearance =
/// …`). The proxy is a real bar that is never shown; only the bar appearances, the legacy
/// customisations and `tintColor` pass on. A subclass's `appearance()` is its base class's
/// (see Deviations); `appearance(whenContainedInInstancesOf:)` traps.
@MainActor
enum _BarAppearanceProxies {
    static let navigationBar = UINavigationBar(frame: .zero)
    static let toolbar = UIToolbar(frame: .zero)
    static let tabBar = UITabBar(frame: .zero)

    /// The appearances set on `proxy` that are not set in `own`.
    static func adopt<Appearance>(_ own: inout _BarAppearanceSet<Appearance>, from proxy: _BarAppearanceSet<Appearance>) {
        if !own.isStandardAssigned, proxy.isStandardAssigned {
            own.standard = proxy.standard.copy()
            own.isStandardAssigned = true
        }
        if own.compact == nil { own.compact = proxy.compact?.copy() }
        if own.scrollEdge == nil { own.scrollEdge = proxy.scrollEdge?.copy() }
        if own.compactScrollEdge == nil { own.compactScrollEdge = proxy.compactScrollEdge?.copy() }
    }
}

extension UINavigationBar: _AppearanceBar {
    var _appearanceProxy: (bar: UIView, appearances: _BarAppearanceSet<UINavigationBarAppearance>, legacy: _LegacyBarLook) {
        let proxy = _BarAppearanceProxies.navigationBar
        return (proxy, proxy._appearances, proxy._legacy)
    }

    func _didAdoptAppearanceProxy() { _refresh() }

    /// The proxy whose customisations every navigation bar takes when it enters a window.
    public class func appearance() -> UINavigationBar { _BarAppearanceProxies.navigationBar }

    /// Not built: appearance proxies scoped to containers.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UINavigationBar {
        _unimplemented("UINavigationBar.appearance(whenContainedInInstancesOf:)")
    }

}

extension UIToolbar: _AppearanceBar {
    var _appearanceProxy: (bar: UIView, appearances: _BarAppearanceSet<UIToolbarAppearance>, legacy: _LegacyBarLook) {
        let proxy = _BarAppearanceProxies.toolbar
        return (proxy, proxy._appearances, proxy._legacy)
    }

    func _didAdoptAppearanceProxy() { _applyAppearance() }

    /// The proxy whose customisations every toolbar takes when it enters a window.
    public class func appearance() -> UIToolbar { _BarAppearanceProxies.toolbar }

    /// Not built: appearance proxies scoped to containers.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UIToolbar {
        _unimplemented("UIToolbar.appearance(whenContainedInInstancesOf:)")
    }

}

extension UITabBar: _AppearanceBar {
    var _appearanceProxy: (bar: UIView, appearances: _BarAppearanceSet<UITabBarAppearance>, legacy: _LegacyBarLook) {
        let proxy = _BarAppearanceProxies.tabBar
        return (proxy, proxy._appearances, proxy._legacy)
    }

    func _didAdoptAppearanceProxy() {
        let proxy = _BarAppearanceProxies.tabBar
        if unselectedItemTintColor == nil, let tint = proxy.unselectedItemTintColor { unselectedItemTintColor = tint }
        _applyAppearance()
    }

    /// The proxy whose customisations every tab bar takes when it enters a window.
    public class func appearance() -> UITabBar { _BarAppearanceProxies.tabBar }

    /// Not built: appearance proxies scoped to containers.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UITabBar {
        _unimplemented("UITabBar.appearance(whenContainedInInstancesOf:)")
    }

}
