import Foundation

/// Painting through coverage masks made elsewhere (rasterized glyphs), for Segue's text drawing.
extension CGContext {
    /// The transform from user space to raster space: pixels, y down, row 0 at the top of the
    /// bitmap.
    ///
    /// Text drawing uses it to decide whether cached glyph bitmaps can be placed directly
    /// (an axis-aligned, unrotated mapping) and where.
    package var _userToRasterTransform: CGAffineTransform { _userToRaster }

    /// Whether painting now casts a shadow.
    ///
    /// Coverage masks cast none, so text drawing falls back to outlines while one is set.
    package var _castsShadow: Bool { _state.shadowColor != nil }

    /// Paints `color` through an 8-bit coverage mask whose top-left pixel lands on raster
    /// pixel (`x`, `y`).
    ///
    /// Each mask byte weighs the color at its pixel (0: untouched, 255: fully painted). The
    /// context's alpha, blend mode and clip apply; shadows do not. The mask is `height` rows
    /// of `width` bytes, `bytesPerRow` apart; pixels falling outside the bitmap or the clip
    /// are skipped.
    package func _paintCoverageMask(
        _ mask: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int,
        atRasterX x: Int, y: Int, color: CGColor
    ) {
        guard width > 0, height > 0, bytesPerRow >= width else { return }
        let (right, o1) = x.addingReportingOverflow(width)
        let (bottom, o2) = y.addingReportingOverflow(height)
        guard !o1, !o2 else { return }
        let box = _state.clipBox.intersection(_PixelBox(minX: x, minY: y, maxX: right, maxY: bottom))
        guard !box.isEmpty else { return }
        let pixel = color._premultipliedPixel(in: _layout, extraAlpha: _state.alpha)
        _withTarget(mode: _state.blendMode, coverageScale: 1) { target in
            withUnsafePointer(to: pixel) { source in
                for row in box.minY..<box.maxY {
                    let weights = mask + ((row - y) * bytesPerRow + (box.minX - x))
                    target.blend(row: row, x0: box.minX, count: box.width, src: source, srcStep: 0, weights: weights)
                }
            }
        }
    }
}
