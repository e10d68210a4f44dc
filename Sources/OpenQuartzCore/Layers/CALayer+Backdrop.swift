import Foundation

/// Backdrop layers: Segue's counterpart of Core Animation's private `CABackdropLayer`. A layer
/// whose backdrop filter does something (a radius, a saturation other than 1 or a visible
/// tint) is a backdrop layer: its bounds (with its corner radius, within its ancestors' clips) show what is
/// composited under it in the same tree, blurred, saturated and tinted; its background,
/// contents and sublayers draw over that.
///
/// The filter's parameters are animatable properties with Segue's private keys
/// (`_backdropRadius`, `_backdropSaturation`, `_backdropTintColor`, also reachable by key-value
/// coding), so a visual effect view animates its effect as any layer property.
extension CALayer {
    /// The blur radius in points: the Gaussian's standard deviation (0 by default).
    package var _backdropRadius: CGFloat {
        get { _props.backdropRadius }
        set { _change(.backdropRadius) { $0.backdropRadius = newValue } }
    }

    /// The saturation factor applied after the blur (1, unchanged, by default).
    package var _backdropSaturation: CGFloat {
        get { _props.backdropSaturation }
        set { _change(.backdropSaturation) { $0.backdropSaturation = newValue } }
    }

    /// The color composited over the saturated blur (none by default).
    package var _backdropTintColor: CGColor? {
        get { _props.backdropTintColor }
        set { _change(.backdropTintColor) { $0.backdropTintColor = newValue } }
    }
}

extension _LayerSceneBuilder {
    /// Adds the backdrop of a backdrop layer: its rounded bounds, within `clip`. The radius is
    /// in the layer's points; the map's scale turns it into pixels.
    mutating func emitBackdrop(_ p: _LayerProperties, _ place: _LayerPlace, clip: Int32) {
        guard p.backdropRadius != 0 || p.backdropSaturation != 1 || p.backdropTintColor != nil, !casting,
            place.bounds.width > 0, place.bounds.height > 0
        else { return }
        let m = place.map
        let scale = Swift.abs(m.m11 * m.m22 - m.m12 * m.m21).squareRoot() / Swift.max(Swift.abs(m.m33), 1e-9)
        let radius = Double(p.backdropRadius)
        var tint = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0)
        if let color = p.backdropTintColor, let rgba = _RGBA(color) {
            tint = (rgba.red, rgba.green, rgba.blue, rgba.alpha)
        }
        let filter = _BackdropFilter(
            sigma: radius.isFinite ? radius * (scale.isFinite ? scale : 1) : 0,
            saturation: Double(p.backdropSaturation), tint: tint)
        scene.addBackdrop(
            .roundedRect(place.bounds, place.radii), map: m, nearPlanes: place.near, filter: filter, clip: clip)
    }
}
