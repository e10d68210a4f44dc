import Foundation

/// A layer's own drawing: contents and a shape layer's path.
extension _LayerSceneBuilder {
    /// Emits the contents image, placed by `contentsGravity`, `contentsRect` and `contentsScale`.
    func emitContents(
        _ p: _LayerProperties, bounds: CGRect, map: _PlaneMap, near: [_NearPlane], alpha: Float, clip: Int32
    ) {
        guard let image = p.contents as? CGImage, image.width > 0, image.height > 0 else { return }
        let unit = p.contentsRect
        guard unit.width != 0, unit.height != 0, unit.minX.isFinite, unit.minY.isFinite,
            unit.width.isFinite, unit.height.isFinite
        else { return }
        let scale = p.contentsScale > 0 && p.contentsScale.isFinite ? p.contentsScale : 1
        // The shown part of the image, in image pixels, and its natural size in points.
        let source = CGRect(
            x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        let natural = CGSize(width: abs(source.width) / scale, height: abs(source.height) / scale)
        let placed = Self.place(natural, in: bounds, gravity: p.contentsGravity)
        guard placed.width > 0, placed.height > 0, placed.width.isFinite, placed.height.isFinite else { return }
        // Image pixels → local: the shown part lands on the placed rectangle.
        let sx = placed.width / source.width
        let sy = placed.height / source.height
        let imageToLocal = CGAffineTransform(
            a: sx, b: 0, c: 0, d: sy, tx: placed.minX - source.minX * sx, ty: placed.minY - source.minY * sy)
        // Drawn larger than its pixels (at the centre), the image is magnified.
        let stretch = (map.stretch(at: Double(placed.midX), Double(placed.midY)) ?? 1) * Double(max(abs(sx), abs(sy)))
        let filter = stretch > 1 ? p.magnificationFilter : p.minificationFilter
        // For a shadow only alpha counts: an opaque image is its rectangle.
        let paint: _ScenePaint =
            casting && image._allPixelsOpaque
            ? .color(Self.opaqueBlack) : .image(image, imageToLocal: imageToLocal, nearest: filter == .nearest)
        scene.fill(.rect(placed), map: map, nearPlanes: near, paint: paint, alpha: alpha, clip: clip)
    }

    /// The color an opaque image casts with.
    static let opaqueBlack = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// Where contents of `size` (points) go in `bounds` under `gravity`.
    ///
    /// Gravity names follow Core Animation's y-up convention (its `contentsAreFlipped()` is
    /// false): `top` aligns the contents with the bounds' maximum-y edge, which is the bottom
    /// of a layer on iOS, whose y axis points down.
    static func place(_ size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        let w = size.width
        let h = size.height
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return .zero }
            let fit =
                gravity == .resizeAspect
                ? min(bounds.width / w, bounds.height / h) : max(bounds.width / w, bounds.height / h)
            let fw = w * fit
            let fh = h * fit
            return CGRect(x: bounds.midX - fw / 2, y: bounds.midY - fh / 2, width: fw, height: fh)
        default:
            var x = bounds.midX - w / 2
            var y = bounds.midY - h / 2
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: break
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = bounds.maxY - h
            case .bottom, .bottomLeft, .bottomRight: y = bounds.minY
            default: break
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }

    /// Emits a shape layer's fill and stroke (its path, trimmed by `strokeStart`/`strokeEnd`).
    func emitShape(_ p: _LayerProperties, map: _PlaneMap, near: [_NearPlane], alpha: Float, clip: Int32) {
        guard let path = p.path, !path.isEmpty else { return }
        if let fill = p.fillColor, fill.alpha > 0 {
            scene.fill(
                .path(path, evenOdd: p.fillRule == .evenOdd), map: map, nearPlanes: near, paint: .color(fill),
                alpha: alpha, clip: clip)
        }
        if let strokeColor = p.strokeColor, strokeColor.alpha > 0, p.lineWidth > 0 {
            let start = Double(Swift.min(Swift.max(p.strokeStart, 0), 1))
            let end = Double(Swift.min(Swift.max(p.strokeEnd, 0), 1))
            guard end > start else { return }
            let cap: CGLineCap = p.lineCap == .round ? .round : p.lineCap == .square ? .square : .butt
            let join: CGLineJoin = p.lineJoin == .round ? .round : p.lineJoin == .bevel ? .bevel : .miter
            let style = _SceneStroke(
                width: Double(p.lineWidth), cap: cap, join: join, miterLimit: Double(p.miterLimit),
                dashes: (p.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }, dashPhase: Double(p.lineDashPhase),
                start: start, end: end)
            scene.fill(
                .stroke(path, style), map: map, nearPlanes: near, paint: .color(strokeColor), alpha: alpha, clip: clip)
        }
    }
}
