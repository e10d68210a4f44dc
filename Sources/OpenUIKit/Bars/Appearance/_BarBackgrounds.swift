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
        let frame = CGRect(
            x: bounds.minX, y: bounds.minY - above, width: bounds.width, height: bounds.height + above + below)
        standard.frame = frame
        scrollEdge.frame = frame
    }
}
