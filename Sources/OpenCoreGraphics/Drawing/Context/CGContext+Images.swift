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
    /// With `byTiling`, the image scaled to `rect` is repeated in every direction from `rect`
    /// to fill the whole clip area.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard _acceptFinite(rect.origin.x, rect.origin.y, rect.width, rect.height) else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let imageToUser = CGAffineTransform(
            a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height),
            tx: r.minX, ty: r.maxY)
        let toDevice = imageToUser.concatenating(_state.ctm)
        _polygons.removeAll()
        _polygons.beginContour()
        if byTiling {
            // Tiles cover the whole clip area.
            let box = _state.clipBox
            for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.maxX, box.maxY), (box.minX, box.maxY)] {
                _polygons.append(CGPoint(x: x, y: height - y))
            }
        } else {
            for corner in [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.minX, y: r.maxY)
            ] {
                _polygons.append(corner.applying(_state.ctm))
            }
        }
        _polygons.endContour()
        _paintPolygons(rule: .winding, paint: .image(image, toDevice: toDevice, tiled: byTiling))
    }

    /// Paints the shape loaded in the rasterizer with an image.
    func _paintImage(_ image: CGImage, toDevice: CGAffineTransform, tiled: Bool, rule: CGPathFillRule) {
        guard var sampler = _sampler(for: image, toDevice: toDevice, tiled: tiled) else { return }
        let normal = _state.blendMode == .normal
        let alpha = Float(_state.alpha)
        image._premultipliedRGBA.withUnsafeBytes { raw in
            sampler.pixels = raw.baseAddress!
            _withTarget(mode: _state.blendMode, coverageScale: normal ? alpha : 1) { target in
                var sink = _ImageSink(
                    target: target, sampler: sampler, sourceScale: normal ? 255 : UInt32(alpha * 255 + 0.5))
                _rasterizer.rasterize(rule: rule, antialias: _state.antialias, into: &sink)
            }
        }
    }

    /// The sampling parameters for drawing `image` with the given image-to-device transform
    /// (its `pixels` pointer is a placeholder to fill in), or `nil` when the transform is
    /// degenerate.
    func _sampler(for image: CGImage, toDevice: CGAffineTransform, tiled: Bool) -> _ImageSampler? {
        let toRaster = toDevice.concatenating(_deviceToRaster)
        let determinant = toRaster.a * toRaster.d - toRaster.b * toRaster.c
        guard determinant != 0, determinant.isFinite else { return nil }
        var sampler = _ImageSampler(
            pixels: UnsafeRawPointer(bitPattern: 1)!, width: image.width, height: image.height,
            inverse: toRaster.inverted(), nearest: _state.interpolationQuality == .none,
            layout: _layout, swizzle: _layout.swizzleFromRGBA)
        sampler.tiled = tiled
        return sampler
    }
}

extension CGContext {
    /// Forces pending drawing to the destination.
    ///
    /// A bitmap context draws into its memory as each call is made, so there is never anything
    /// pending: after any drawing call returns, ``data`` already holds the result.
    public func flush() {}
}
