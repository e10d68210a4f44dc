internal import CSegueKernels
import Foundation

extension _CompositeScene {
    /// Adds the shadow of an arbitrary path (local coordinates): the path is rasterized in
    /// its own plane at about one texel per raster pixel, blurred with a Gaussian of standard
    /// deviation `sigma` (local units), tinted with `color` and painted as an image.
    ///
    /// The slower general way; rounded rectangles use ``_RoundedRectShadow`` instead.
    package func fillBlurredShadow(
        of path: CGPath, sigma: Double, color: CGColor, map: _PlaneMap, nearPlanes: [_NearPlane], alpha: Float,
        clip: Int32
    ) {
        guard !path.isEmpty, color.alpha > 0, alpha > 0, sigma.isFinite, map.isFinite else { return }
        let bounds = path.boundingBox
        guard !bounds.isNull, !bounds.isInfinite, bounds.width.isFinite, bounds.height.isFinite else { return }
        let reach = 4 * Swift.max(sigma, 0)
        let extent = bounds.insetBy(dx: -CGFloat(reach) - 1, dy: -CGFloat(reach) - 1)
        var scale = map.stretch(at: Double(extent.midX), Double(extent.midY)) ?? 1
        if !(scale > 0) || !scale.isFinite { scale = 1 }
        // At most 2048 texels along a side.
        scale = Swift.min(scale, 2048 / Double(Swift.max(extent.width, extent.height)))
        let width = Swift.max(1, Int((Double(extent.width) * scale).rounded(.up)))
        let height = Swift.max(1, Int((Double(extent.height) * scale).rounded(.up)))
        // Local → texture pixels.
        let toTexture = CGAffineTransform(
            a: CGFloat(scale), b: 0, c: 0, d: CGFloat(scale),
            tx: -extent.minX * CGFloat(scale), ty: -extent.minY * CGFloat(scale))
        var polygons = _Polygons()
        var transform = toTexture
        guard let texturePath = path.copy(using: &transform), polygons.appendFlattened(texturePath, tolerance: 0.05)
        else {
            return
        }
        let box = _PixelBox(minX: 0, minY: 0, maxX: width, maxY: height)
        let rasterizer = _Rasterizer()
        rasterizer.begin(box: box)
        polygons.load(into: rasterizer, transform: .identity)
        var sink = _FloatCoverageSink(box: box)
        rasterizer.rasterize(rule: .winding, antialias: true, into: &sink)
        var alphaBuffer = sink.coverage
        let blurSigma = sigma * scale
        if blurSigma > 0.05 {
            var scratch = [Float](repeating: 0, count: width * height)
            _GaussianBlur(sigma: blurSigma).apply(&alphaBuffer, scratch: &scratch, width: width, height: height)
        }
        let c = color._sRGBA
        let a = Float(c.alpha)
        // Each texel: the color times its clamped coverage, premultiplied.
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            alphaBuffer.withUnsafeBufferPointer { values in
                segue_tint_coverage(
                    values.baseAddress!, width * height, Float(c.red), Float(c.green), Float(c.blue), a,
                    buffer.baseAddress!)
            }
            initialized = width * height * 4
        }
        guard let image = CGImage(width: width, height: height, premultipliedRGBA: bytes) else { return }
        fill(
            .rect(extent), map: map, nearPlanes: nearPlanes,
            paint: .image(image, imageToLocal: toTexture.inverted(), nearest: false), alpha: alpha, clip: clip)
    }
}
