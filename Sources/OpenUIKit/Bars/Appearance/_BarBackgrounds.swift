import Foundation

/// A bar's two backgrounds, the standard look and the scroll-edge look, cross-faded by how far
/// the content has scrolled from the bar's edge (UIKitBehaviour #304).
@MainActor
struct _BarBackgrounds {
    let standard: _BarBackgroundView
    let scrollEdge: _BarBackgroundView

    init(shadowEdge: _BarBackgroundView.ShadowEdge) {
        standard = _BarBackgroundView(shadowEdge: shadowEdge)
        scrollEdge = _BarBackgroundView(shadowEdge: shadowEdge)
    }

    /// Puts both backgrounds behind everything else in `bar`.
    func install(in bar: UIView) {
        bar.insertSubview(scrollEdge, at: 0)
        bar.insertSubview(standard, at: 0)
    }

    /// Shows `standardLook` and `edgeLook`, the edge one at `edgeFraction`.
    func show(standard standardLook: UIBarAppearance, scrollEdge edgeLook: UIBarAppearance, edgeFraction: CGFloat) {
        standard.apply(standardLook)
        scrollEdge.apply(edgeLook)
        setEdgeFraction(edgeFraction)
    }

    /// Cross-fades to the scroll-edge look by `edgeFraction` (0: the standard look only, 1: the
    /// scroll-edge look only).
    func setEdgeFraction(_ edgeFraction: CGFloat) {
        let fraction = edgeFraction.isFinite ? min(max(edgeFraction, 0), 1) : 0
        standard.alpha = 1 - fraction
        scrollEdge.alpha = fraction
        standard.isHidden = fraction >= 1
        scrollEdge.isHidden = fraction <= 0
    }

    /// Places both over `bounds`, reaching `above` points above it and `below` points below.
    func layOut(in bounds: CGRect, above: CGFloat = 0, below: CGFloat = 0) {
        let frame = CGRect(x: bounds.minX, y: bounds.minY - above, width: bounds.width, height: bounds.height + above + below)
        standard.frame = frame
        scrollEdge.frame = frame
    }
}

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
    func resolved(isCompact: Bool, item: _ItemAppearances<Appearance> = .init()) -> (standard: Appearance, scrollEdge: Appearance) {
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
