import Foundation

/// What a layer's shadow is cast by.
enum _ShadowSource {
    /// Nothing: no shadow.
    case none
    /// The layer's (rounded) bounds: the analytic shadow.
    case bounds
    /// Everything the layer draws, sublayers included, rendered offscreen.
    case content
}

/// A layer's shadow.
extension _LayerSceneBuilder {
    /// Emits the layer's shadow, as Core Animation casts it: of `shadowPath` when set, else of
    /// the alpha of everything the layer draws — background, contents, shape, border and
    /// sublayers (see ``shadowSource(_:_:drawsSublayers:)``).
    ///
    /// Offset and radius are in the layer's own coordinates, so the shadow follows the layer's
    /// transform. The blur is a Gaussian with σ = `shadowRadius` / 2. A NaN or infinite
    /// offset or radius draws no shadow; a negative radius is 0.
    mutating func emitShadow(
        _ i: Int, _ p: _LayerProperties, _ place: _LayerPlace, drawsSublayers: Bool, alpha: Float, clip: Int32
    ) {
        guard p.shadowOpacity > 0, let base = p.shadowColor, base.alpha > 0 else { return }
        let opacity = CGFloat(Swift.min(p.shadowOpacity, 1))
        guard let color = base.copy(alpha: base.alpha * opacity) else { return }
        let offset = p.shadowOffset
        guard offset.width.isFinite, offset.height.isFinite, p.shadowRadius.isFinite else { return }
        let sigma = Double(Swift.max(p.shadowRadius, 0)) / 2
        let (map, near, bounds) = (place.map, place.near, place.bounds)
        if let path = p.shadowPath, let (rect, radius) = path._roundedRectParameters {
            // A rectangle or rounded rectangle: analytic.
            emitRoundedRectShadow(
                rect.offsetBy(dx: offset.width, dy: offset.height), _CornerRadii(uniform: Double(radius)), sigma: sigma,
                color: color, map: map, near: near, alpha: alpha, clip: clip)
            return
        }
        if let path = p.shadowPath {
            var transform = CGAffineTransform(translationX: offset.width, y: offset.height)
            guard let moved = path.copy(using: &transform) else { return }
            scene.fillBlurredShadow(
                of: moved, sigma: sigma, color: color, map: map, nearPlanes: near, alpha: alpha, clip: clip)
            return
        }
        switch shadowSource(i, p, drawsSublayers: drawsSublayers) {
        case .none:
            return
        case .bounds:
            guard bounds.width > 0, bounds.height > 0 else { return }
            emitRoundedRectShadow(
                bounds.offsetBy(dx: offset.width, dy: offset.height), place.radii, sigma: sigma, color: color, map: map,
                near: near, alpha: alpha, clip: clip)
        case .content:
            emitContentShadow(i, p, place, offset: offset, sigma: sigma, color: color, alpha: alpha, clip: clip)
        }
    }

    /// What casts the shadow of a layer without `shadowPath`.
    ///
    /// The analytic shadow of the rounded bounds serves a layer whose alpha is that shape:
    /// one with a background (or gradient) or opaque contents stretched over its bounds, and
    /// nothing else that could reach past them — no visible sublayers or mask, no shape; a
    /// border or translucent contents count only without an opaque background under them.
    /// An opaque background clipped by `masksToBounds` hides whatever is inside. Everything
    /// else casts from its rendered content.
    ///
    /// - Note: As before, a translucent background casts the shadow of an opaque one (Core
    ///   Animation scales the shadow by the content's alpha).
    func shadowSource(_ i: Int, _ p: _LayerProperties, drawsSublayers: Bool) -> _ShadowSource {
        let backgroundAlpha = p.backgroundColor?.alpha ?? 0
        let hasBackground = backgroundAlpha > 0 || p.colors?.isEmpty == false
        if backgroundAlpha >= 1, p.masksToBounds, masks[i] == nil { return .bounds }
        if drawsSublayers || masks[i] != nil { return .content }
        if let path = p.path, !path.isEmpty,
            (p.fillColor?.alpha ?? 0) > 0 || ((p.strokeColor?.alpha ?? 0) > 0 && p.lineWidth > 0)
        {
            return .content
        }
        if backgroundAlpha < 1 {
            if let image = p.contents as? CGImage, !(image._allPixelsOpaque && p.contentsGravity == .resize) {
                return .content
            }
            if !hasBackground, !(p.contents is CGImage), p.borderWidth > 0, (p.borderColor?.alpha ?? 0) > 0 {
                return .content
            }
        }
        return hasBackground || p.contents is CGImage ? .bounds : .none
    }

    /// Emits the shadow of everything layer `i` draws: its content (without its own shadow,
    /// with its `masksToBounds` clip and mask, at the opacity it is drawn with) is built into
    /// a ``_ShadowCaster`` moved by the offset, rendered offscreen, blurred and painted here.
    ///
    /// The caster works in raster space: the offset and σ are taken there at the centre of
    /// the bounds, so a perspective transform moves and widens the whole shadow as it does
    /// that point.
    private mutating func emitContentShadow(
        _ i: Int, _ p: _LayerProperties, _ place: _LayerPlace, offset: CGSize, sigma: Double, color: CGColor,
        alpha: Float, clip: Int32
    ) {
        let map = place.map
        let bounds = place.bounds
        let cx = Double(bounds.midX)
        let cy = Double(bounds.midY)
        let from = map.apply(cx, cy)
        let to = map.apply(cx + Double(offset.width), cy + Double(offset.height))
        let dx = to.x - from.x
        let dy = to.y - from.y
        guard dx.isFinite, dy.isFinite else { return }
        let stretch = map.stretch(at: cx, cy) ?? 1
        guard let caster = scene.beginShadowCaster(sigma: sigma * stretch, offset: (dx, dy)) else { return }
        let shift = _PlaneMap(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: dx, m32: dy, m33: 1)
        var moved = place
        moved.map = map.concatenating(shift).concatenating(caster.toTexels)
        let (main, wasCasting) = (scene, casting)
        scene = caster.scene
        casting = true
        let mask = masks[i]
        if mask != nil { scene.beginGroup(alpha: 1) }
        var ownClip: Int32 = -1
        if p.masksToBounds, bounds.width > 0, bounds.height > 0 {
            ownClip = scene.addClip(
                .roundedRect(bounds, place.radii), map: moved.map, nearPlanes: place.near, parent: -1)
        }
        emitBody(i, p, moved, alpha: alpha, clip: -1, ownClip: ownClip)
        if let mask {
            scene.beginMask()
            emit(mask, parentMap: moved.map, parentWorld: place.world, parentNear: place.near, alpha: 1, clip: -1)
            scene.endGroup()
        }
        scene = main
        casting = wasCasting
        scene.endShadowCaster(caster, color: color, alpha: 1, clip: clip)
    }

    /// Emits the analytic shadow of a rounded rectangle (local coordinates, already offset).
    func emitRoundedRectShadow(
        _ rect: CGRect, _ radii: _CornerRadii, sigma: Double, color: CGColor, map: _PlaneMap, near: [_NearPlane],
        alpha: Float, clip: Int32
    ) {
        let radii = radii.clamped(width: Double(rect.width), height: Double(rect.height))
        // A blur under a twentieth of a pixel is no blur: the shape itself.
        let stretch = map.stretch(at: Double(rect.midX), Double(rect.midY)) ?? 1
        if sigma * stretch < 0.05 {
            scene.fill(
                .roundedRect(rect, radii), map: map, nearPlanes: near, paint: .color(color), alpha: alpha, clip: clip)
            return
        }
        let shadow = _RoundedRectShadow(rect: rect, radii: radii, sigma: sigma, color: color)
        scene.fill(
            .rect(shadow.extent), map: map, nearPlanes: near, paint: .roundedRectShadow(shadow), alpha: alpha,
            clip: clip)
    }
}
