import Foundation

/// What the three bars share about their looks: the appearance set, the legacy customisations,
/// the two cross-faded backgrounds and the scroll-edge fraction their container sets
/// (UIKitBehaviour #300–#305).
@MainActor
protocol _AppearanceBar: UIView {
    associatedtype Appearance: UIBarAppearance
    var _appearances: _BarAppearanceSet<Appearance> { get set }
    var _legacy: _LegacyBarLook { get set }
    var _backgrounds: _BarBackgrounds { get }
    var _scrollEdgeFraction: CGFloat { get set }
    var isTranslucent: Bool { get }
    /// Whether a container manages the bar (only then does the scroll-edge look apply).
    var _isManagedByContainer: Bool { get }
    /// The standard and scroll-edge looks, the item's own first.
    var _resolvedAppearances: (standard: Appearance, scrollEdge: Appearance) { get }
    /// Shows the resolved looks.
    func _applyAppearance()
    /// The dominant look changed between the standard and the scroll-edge one.
    func _scrollEdgeLookDidCrossHalf()
}

extension _AppearanceBar {
    /// How much of the scroll-edge look shows: none unless a container manages the bar.
    var _effectiveScrollEdgeFraction: CGFloat { _isManagedByContainer ? _scrollEdgeFraction : 0 }

    /// The look whose titles and buttons show: the scroll-edge one while it dominates.
    var _dominantAppearance: Appearance {
        let looks = _resolvedAppearances
        return _effectiveScrollEdgeFraction >= 0.5 ? looks.scrollEdge : looks.standard
    }

    /// Writes the legacy customisations into the standard look, unless the app assigned one.
    func _applyLegacyLook() {
        _legacy.isTranslucent = isTranslucent
        guard !_appearances.isStandardAssigned else { return }
        _legacy.apply(to: _appearances.standard)
        _applyAppearance()
    }

    /// Sets how much of the scroll-edge look shows (the container's call); out-of-range and
    /// non-finite values are clamped (NaN: none).
    func _setScrollEdgeFraction(_ fraction: CGFloat) {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        guard clamped != _scrollEdgeFraction else { return }
        let crossesHalf = (clamped >= 0.5) != (_scrollEdgeFraction >= 0.5)
        _scrollEdgeFraction = clamped
        _backgrounds.setEdgeFraction(_effectiveScrollEdgeFraction)
        if crossesHalf { _scrollEdgeLookDidCrossHalf() }
    }
}

extension UINavigationBar: _AppearanceBar {}
extension UIToolbar: _AppearanceBar {}
extension UITabBar: _AppearanceBar {}
