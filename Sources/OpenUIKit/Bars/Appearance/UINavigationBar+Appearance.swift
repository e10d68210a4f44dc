import Foundation

/// A navigation bar's appearances (iOS 13) and the legacy customisations they replaced
/// (UIKitBehaviour #300–#305).
///
/// The bar shows the top item's appearance when it has one, else its own; the compact forms at
/// compact height. Under a navigation controller the scroll-edge look shows while the top
/// controller's content is at the bar's edge (or has no scroll view); a bar with no controller
/// always shows the standard look.
extension UINavigationBar {
    /// The look at standard height.
    public var standardAppearance: UINavigationBarAppearance {
        get { _appearances.standard }
        set {
            _appearancePropertySet(\.standardAppearance, newValue)
            _appearances.standard = newValue.copy()
            _appearances.isStandardAssigned = true
            _applyAppearance()
        }
    }

    /// The look at compact height; nil for the standard look.
    public var compactAppearance: UINavigationBarAppearance? {
        get { _appearances.compact }
        set {
            _appearancePropertySet(\.compactAppearance, newValue)
            _appearances.compact = newValue?.copy()
            _applyAppearance()
        }
    }

    /// The look while the content is at the bar's edge; nil for the standard look with a
    /// transparent background.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.scrollEdge }
        set {
            _appearancePropertySet(\.scrollEdgeAppearance, newValue)
            _appearances.scrollEdge = newValue?.copy()
            _applyAppearance()
        }
    }

    /// The look at compact height while the content is at the bar's edge; nil for
    /// `scrollEdgeAppearance`.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.compactScrollEdge }
        set {
            _appearancePropertySet(\.compactScrollEdgeAppearance, newValue)
            _appearances.compactScrollEdge = newValue?.copy()
            _applyAppearance()
        }
    }

    // MARK: Legacy customisation

    /// The legacy style: `.black` makes the material dark and the titles light.
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

    /// The legacy title attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { _legacy.titleTextAttributes }
        set {
            _appearancePropertySet(\.titleTextAttributes, newValue)
            _legacy.set(\.titleTextAttributes, newValue)
            _applyLegacyLook()
        }
    }

    /// The legacy large-title attributes.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { _legacy.largeTitleTextAttributes }
        set {
            _appearancePropertySet(\.largeTitleTextAttributes, newValue)
            _legacy.set(\.largeTitleTextAttributes, newValue)
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

    /// The legacy back indicator image.
    public var backIndicatorImage: UIImage? {
        get { _appearances.standard._backIndicatorImage }
        set {
            _appearancePropertySet(\.backIndicatorImage, newValue)
            _appearances.standard._backIndicatorImage = newValue
            _applyAppearance()
        }
    }

    /// The legacy back indicator transition mask (stored).
    public var backIndicatorTransitionMaskImage: UIImage? {
        get { _appearances.standard._backIndicatorTransitionMaskImage }
        set {
            _appearancePropertySet(\.backIndicatorTransitionMaskImage, newValue)
            _appearances.standard._backIndicatorTransitionMaskImage = newValue
        }
    }

    /// Sets the legacy background image for `barMetrics`; an empty image makes the bar's
    /// background transparent (with an empty `shadowImage`, the bar disappears).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        _appearanceSetterCalled("setBackgroundImage/\(barMetrics.rawValue)") {
            $0.setBackgroundImage(backgroundImage, for: barMetrics)
        }
        var images = _legacy.backgroundImages
        images[barMetrics] = backgroundImage
        _legacy.set(\.backgroundImages, images)
        _applyLegacyLook()
    }

    /// Sets the legacy background image for a position and metrics (only the metrics matter).
    public func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        setBackgroundImage(backgroundImage, for: barMetrics)
    }

    /// The legacy background image for `barMetrics`.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        _legacy.backgroundImages[barMetrics]
    }

    // MARK: Showing the look

    /// Whether the bar is at compact height (a phone in landscape).
    var _isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    /// The top item's standard and scroll-edge looks.
    var _resolvedAppearances: (standard: UINavigationBarAppearance, scrollEdge: UINavigationBarAppearance) {
        _appearances.resolved(isCompact: _isCompactHeight, item: topItem?._appearances ?? .init())
    }

    /// Shows the resolved looks: backgrounds, title font and colour, button attributes.
    func _applyAppearance() {
        let looks = _resolvedAppearances
        _backgrounds.show(
            standard: looks.standard, scrollEdge: looks.scrollEdge, edgeFraction: _effectiveScrollEdgeFraction)
        let look = _effectiveScrollEdgeFraction >= 0.5 ? looks.scrollEdge : looks.standard
        _titleLabel.font = look._titleFont
        _titleLabel.textColor = look._titleColor
        _applyLargeTitleLook(look)
        if let color = look.backButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor {
            _backButton.setTitleColor(color, for: .normal)
        }
        _applyBackButtonLook(look)
        setNeedsLayout()
    }

    /// How far the inline title moves from its place: the dominant look's
    /// `titlePositionAdjustment`, non-finite parts 0 (UIKitBehaviour #440).
    var _titleOffset: UIOffset {
        _BarButtonItemLegacyLook.finite(_dominantAppearance.titlePositionAdjustment)
    }

    /// The back button: the appearance's own back indicator image in place of the chevron, and
    /// the background image and title offset of the item below's `backBarButtonItem` (else of
    /// `UIBarButtonItem`'s appearance proxies), else of the back button appearance
    /// (UIKitBehaviour #440, #441).
    func _applyBackButtonLook(_ look: UINavigationBarAppearance) {
        let button = _backButton
        button._proxyState.isExcluded = true
        if let indicator = look._backIndicatorImage {
            button.setImage(indicator, for: .normal)
            button.setTitle(_backTitle, for: .normal)
        } else {
            button.setImage(nil, for: .normal)
            button.setTitle("‹ " + _backTitle, for: .normal)
        }
        let item = backItem?.backBarButtonItem ?? _defaultBackItem
        item._applyAppearanceRecipes(containers: [self as AnyObject] + _appearanceContainers, traits: traitCollection)
        item._applyLegacyLook(to: button, appearance: look.backButtonAppearance, back: true)
    }

    var _isManagedByContainer: Bool { _isManagedByNavigationController }

    /// Crossing half-way changes the title's look.
    func _scrollEdgeLookDidCrossHalf() { _applyAppearance() }
}
