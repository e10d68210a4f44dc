import Foundation

/// A tab bar's appearances (iOS 13 and 15) and its legacy customisations (UIKitBehaviour
/// #300–#305). Under a tab bar controller the scroll-edge look shows while the selected
/// controller's content is at the bottom edge (or has no scroll view); the selected item's own
/// appearances come first.
extension UITabBar {
    /// The look.
    public var standardAppearance: UITabBarAppearance {
        get { _appearances.standard }
        set {
            _appearancePropertySet(\.standardAppearance, newValue)
            _appearances.standard = newValue.copy()
            _appearances.isStandardAssigned = true
            _applyAppearance()
        }
    }

    /// The look while the content is at the bar's edge; nil for the standard look with a
    /// transparent background (iOS 15).
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { _appearances.scrollEdge }
        set {
            _appearancePropertySet(\.scrollEdgeAppearance, newValue)
            _appearances.scrollEdge = newValue?.copy()
            _applyAppearance()
        }
    }

    /// The legacy style: `.black` makes the material dark.
    public var barStyle: UIBarStyle {
        get { _legacy.barStyle }
        set {
            _appearancePropertySet(\.barStyle, newValue)
            _legacy.set(\.barStyle, newValue)
            _applyLegacyLook()
        }
    }

    /// The legacy background colour; nil for the material.
    public var barTintColor: UIColor? {
        get { _legacy.barTintColor }
        set {
            _appearancePropertySet(\.barTintColor, newValue)
            _legacy.set(\.barTintColor, newValue)
            _applyLegacyLook()
        }
    }

    /// The legacy background image; an empty image makes the background transparent.
    public var backgroundImage: UIImage? {
        get { _legacy.backgroundImages[.default] }
        set {
            _appearancePropertySet(\.backgroundImage, newValue)
            var images = _legacy.backgroundImages
            images[.default] = newValue
            _legacy.set(\.backgroundImages, images)
            _applyLegacyLook()
        }
    }

    /// The legacy shadow image; an empty image removes the shadow.
    public var shadowImage: UIImage? {
        get { _legacy.shadowImage }
        set {
            _appearancePropertySet(\.shadowImage, newValue)
            _legacy.set(\.shadowImage, newValue)
            _applyLegacyLook()
        }
    }

    /// The legacy image drawn behind the selected item, stretched over it.
    public var selectionIndicatorImage: UIImage? {
        get { _legacy.selectionIndicatorImage }
        set {
            _appearancePropertySet(\.selectionIndicatorImage, newValue)
            _legacy.set(\.selectionIndicatorImage, newValue)
            _applyLegacyLook()
        }
    }

    /// The standard and scroll-edge looks, the selected item's first.
    var _resolvedAppearances: (standard: UITabBarAppearance, scrollEdge: UITabBarAppearance) {
        let item = _ItemAppearances(
            standard: _selectedItem?.standardAppearance, scrollEdge: _selectedItem?.scrollEdgeAppearance)
        return _appearances.resolved(isCompact: false, item: item)
    }

    /// Shows the resolved looks and the items with the dominant look.
    func _applyAppearance() {
        let looks = _resolvedAppearances
        _backgrounds.show(
            standard: looks.standard, scrollEdge: looks.scrollEdge, edgeFraction: _effectiveScrollEdgeFraction)
        _refresh()
    }

    var _isManagedByContainer: Bool { _isManagedByTabBarController }

    /// Crossing half-way changes the items' look.
    func _scrollEdgeLookDidCrossHalf() { _refresh() }
}

extension UITabBarController {
    /// Updates the tab bar's look from the selected controller's bottom content scroll view
    /// (through a navigation controller, its top controller's) (UIKitBehaviour #304).
    func _updateBarForContentScroll() {
        guard isViewLoaded, !_transitionInFlight else { return }
        var shown = selectedViewController
        while let navigation = shown as? UINavigationController { shown = navigation.topViewController }
        let scrollView = shown?.contentScrollView(for: .bottom)
        let distance = scrollView?._distanceFromBottomEdge ?? 0
        _tabBar._setScrollEdgeFraction(1 - distance / UINavigationController._scrollEdgeFadeDistance)
    }
}
