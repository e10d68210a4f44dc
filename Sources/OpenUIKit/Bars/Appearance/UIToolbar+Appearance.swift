import Foundation

/// A toolbar's appearances (iOS 13 and 15) and its legacy customisations (UIKitBehaviour
/// #300–#305). A navigation controller's toolbar shows its scroll-edge look while the top
/// controller's content is at the bottom edge; a toolbar on its own always shows the standard
/// look.
extension UIToolbar {
    /// The look at standard height.
    public var standardAppearance: UIToolbarAppearance {
        get { _appearances.standard }
        set {
            _appearancePropertySet(\.standardAppearance, newValue)
            _appearances.standard = newValue.copy()
            _appearances.isStandardAssigned = true
            _applyAppearance()
        }
    }

    /// The look at compact height; nil for the standard look.
    public var compactAppearance: UIToolbarAppearance? {
        get { _appearances.compact }
        set {
            _appearancePropertySet(\.compactAppearance, newValue)
            _appearances.compact = newValue?.copy()
            _applyAppearance()
        }
    }

    /// The look while the content is at the bar's edge; nil for the standard look with a
    /// transparent background (iOS 15).
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { _appearances.scrollEdge }
        set {
            _appearancePropertySet(\.scrollEdgeAppearance, newValue)
            _appearances.scrollEdge = newValue?.copy()
            _applyAppearance()
        }
    }

    /// The look at compact height while the content is at the bar's edge (iOS 15).
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { _appearances.compactScrollEdge }
        set {
            _appearancePropertySet(\.compactScrollEdgeAppearance, newValue)
            _appearances.compactScrollEdge = newValue?.copy()
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

    /// Sets the legacy background image (only the metrics matter); an empty image makes the
    /// background transparent.
    public func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        _appearanceSetterCalled("setBackgroundImage/\(topOrBottom.rawValue)/\(barMetrics.rawValue)") {
            $0.setBackgroundImage(backgroundImage, forToolbarPosition: topOrBottom, barMetrics: barMetrics)
        }
        var images = _legacy.backgroundImages
        images[barMetrics] = backgroundImage
        _legacy.set(\.backgroundImages, images)
        _applyLegacyLook()
    }

    /// The legacy background image for `barMetrics`.
    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        _legacy.backgroundImages[barMetrics]
    }

    /// Sets the legacy shadow image; an empty image removes the shadow.
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        _appearanceSetterCalled("setShadowImage/\(topOrBottom.rawValue)") {
            $0.setShadowImage(shadowImage, forToolbarPosition: topOrBottom)
        }
        _legacy.set(\.shadowImage, shadowImage)
        _applyLegacyLook()
    }

    /// The legacy shadow image.
    public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        _legacy.shadowImage
    }

    /// The standard and scroll-edge looks.
    var _resolvedAppearances: (standard: UIToolbarAppearance, scrollEdge: UIToolbarAppearance) {
        _appearances.resolved(isCompact: traitCollection.verticalSizeClass == .compact)
    }

    /// Shows the resolved looks and rebuilds the items with the dominant look's buttons.
    func _applyAppearance() {
        let looks = _resolvedAppearances
        _backgrounds.show(
            standard: looks.standard, scrollEdge: looks.scrollEdge, edgeFraction: _effectiveScrollEdgeFraction)
        if items?.isEmpty == false { rebuild() }
    }

    var _isManagedByContainer: Bool { _isManagedByNavigationController }

    /// Crossing half-way changes nothing on a toolbar: its items keep the look they were
    /// built with.
    func _scrollEdgeLookDidCrossHalf() {}
}
