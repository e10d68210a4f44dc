import Foundation

extension CGContext {
    /// Draws an image so that it fills a rectangle (user space).
    ///
    /// The image's top row lands at the rectangle's `maxY` edge, so in Core Graphics' y-up
    /// space the image appears upright (a flipped CTM, as UIKit sets up, turns it upside down
    /// unless compensated, exactly as on Apple platforms). The rectangle is mapped through the
    /// CTM, so images can be scaled, rotated and sheared; pixels are resampled bilinearly
    /// (nearest pixel with `interpolationQuality == .none`), with the image's edge pixels
    /// repeated at its borders and the rectangle's edges antialiased. The context's alpha,
    /// blend mode, clip and shadow apply.
    ///
    /// - Note: Tiling (`byTiling: true`) is not implemented yet and stops the program.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        if byTiling { _unimplemented("CGContext.draw(_:in:byTiling: true)") }
        guard _acceptFinite(rect.origin.x, rect.origin.y, rect.width, rect.height) else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let imageToUser = CGAffineTransform(
            a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height),
            tx: r.minX, ty: r.maxY)
        let toDevice = imageToUser.concatenating(_state.ctm)
        _polygons.removeAll()
        _polygons.beginContour()
        for corner in [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)] {
            _polygons.append(corner.applying(_state.ctm))
        }
        _polygons.endContour()
        _paintPolygons(rule: .winding, paint: .image(image, toDevice: toDevice))
    }

    /// Paints the shape loaded in the rasterizer with an image.
    func _paintImage(_ image: CGImage, toDevice: CGAffineTransform, rule: CGPathFillRule) {
        guard let sampler = _sampler(for: image, toDevice: toDevice) else { return }
        let normal = _state.blendMode == .normal
        let alpha = Float(_state.alpha)
        image._premultipliedRGBA.withUnsafeBytes { raw in
            let sampler = _ImageSampler(
                pixels: raw.baseAddress!, width: sampler.width, height: sampler.height, inverse: sampler.inverse,
                nearest: sampler.nearest, layout: sampler.layout, swizzle: sampler.swizzle)
            _withTarget(mode: _state.blendMode, coverageScale: normal ? alpha : 1) { target in
                var sink = _ImageSink(
                    target: target, sampler: sampler,
                    sourceScale: normal ? 255 : UInt32((alpha * 255).rounded()))
                _rasterizer.rasterize(rule: rule, antialias: _state.antialias, into: &sink)
            }
        }
    }

    /// The sampling parameters for drawing `image` with the given image-to-device transform
    /// (its `pixels` pointer is a placeholder), or `nil` when the transform is degenerate.
    func _sampler(for image: CGImage, toDevice: CGAffineTransform) -> _ImageSampler? {
        let toRaster = toDevice.concatenating(_deviceToRaster)
        let determinant = toRaster.a * toRaster.d - toRaster.b * toRaster.c
        guard determinant != 0, determinant.isFinite else { return nil }
        return _ImageSampler(
            pixels: UnsafeRawPointer(bitPattern: 1)!, width: image.width, height: image.height,
            inverse: toRaster.inverted(), nearest: _state.interpolationQuality == .none,
            layout: _layout, swizzle: _layout.swizzleFromRGBA)
    }
}
