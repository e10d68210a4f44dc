import Foundation

/// A gradient layer's gradient.
extension _LayerSceneBuilder {
    /// Emits a `CAGradientLayer`'s gradient over the (rounded) bounds, extended to the edges.
    ///
    /// The gradient is laid out in the layer's unit square (see `CAGradientLayer`): local
    /// points map to it through the bounds, and a radial gradient's ellipse further to the unit
    /// circle, so that the one two-circle evaluator draws it.
    func emitGradient(
        _ p: _LayerProperties, bounds: CGRect, radii: _CornerRadii, map: _PlaneMap, near: [_NearPlane], alpha: Float,
        clip: Int32
    ) {
        guard let colors = p.colors, !colors.isEmpty, bounds.width > 0, bounds.height > 0,
            let gradient = Self.gradient(colors: colors, locations: p.locations)
        else { return }
        let toUnit = CGAffineTransform(
            a: 1 / bounds.width, b: 0, c: 0, d: 1 / bounds.height, tx: -bounds.minX / bounds.width,
            ty: -bounds.minY / bounds.height)
        let s = p.startPoint
        let e = p.endPoint
        let geometry: _GradientGeometry
        var localToGradient = toUnit
        switch p.gradientType {
        case .radial:
            let rx = abs(e.x - s.x)
            let ry = abs(e.y - s.y)
            guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return }
            // The ellipse about the start point becomes the unit circle about the origin.
            localToGradient = toUnit.concatenating(
                CGAffineTransform(a: 1 / rx, b: 0, c: 0, d: 1 / ry, tx: -s.x / rx, ty: -s.y / ry))
            geometry = .radial(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1)
        case .conic:
            geometry = .conic(center: s, direction: CGPoint(x: e.x - s.x, y: e.y - s.y))
        default:
            geometry = .axial(start: s, end: e)
        }
        scene.fill(
            .roundedRect(bounds, radii), map: map, nearPlanes: near,
            paint: .gradient(
                gradient, geometry, localToGradient: localToGradient,
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation]),
            alpha: alpha, clip: clip)
    }

    /// The gradient of a layer's `colors` and `locations`, or `nil` when an element of
    /// `colors` is not a `CGColor`. Locations whose count differs from the colors' or that
    /// hold NaN are ignored (even spacing).
    static func gradient(colors: [Any], locations: [NSNumber]?) -> CGGradient? {
        var rgba: [[Double]] = []
        rgba.reserveCapacity(colors.count)
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            let c = color._sRGBA
            rgba.append([Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)])
        }
        var places = locations?.map(\.doubleValue)
        if let list = places, list.count != rgba.count || list.contains(where: \.isNaN) { places = nil }
        guard let stops = CGGradient._stops(colors: rgba, locations: places) else { return nil }
        return CGGradient(_stops: stops, space: nil)
    }
}
