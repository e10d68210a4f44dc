import Foundation

/// A bar's appearances: standard, compact and their scroll-edge forms, with UIKit's fallbacks
/// (UIKitBehaviour #302).
@MainActor
struct _BarAppearanceSet<Appearance: UIBarAppearance> {
    var standard: Appearance
    var compact: Appearance?
    var scrollEdge: Appearance?
    var compactScrollEdge: Appearance?
    /// Whether the app assigned `standard` (then the legacy customisations no longer write
    /// into it).
    var isStandardAssigned = false

    /// The standard and scroll-edge looks for a bar of compact height or not, with the top
    /// item's own appearances (`item`) first. A missing compact look is the standard one; a
    /// missing scroll-edge look is the standard look with a transparent background.
    func resolved(isCompact: Bool, item: _ItemAppearances<Appearance> = .init()) -> (
        standard: Appearance, scrollEdge: Appearance
    ) {
        let standardLook: Appearance
        let edgeLook: Appearance?
        if isCompact {
            standardLook = item.compact ?? compact ?? item.standard ?? standard
            edgeLook = item.compactScrollEdge ?? compactScrollEdge ?? item.scrollEdge ?? scrollEdge
        } else {
            standardLook = item.standard ?? standard
            edgeLook = item.scrollEdge ?? scrollEdge
        }
        return (standardLook, edgeLook ?? standardLook._withTransparentBackground())
    }
}

/// A navigation item's own appearances, each nil unless the app set it.
@MainActor
struct _ItemAppearances<Appearance: UIBarAppearance> {
    var standard: Appearance?
    var compact: Appearance?
    var scrollEdge: Appearance?
    var compactScrollEdge: Appearance?
}
