import Foundation

/// The shadow of arbitrary content: what a layer's sublayers, border, shape or translucent
/// contents cast (Core Animation's shadow without a `shadowPath`).
///
/// The content is built into ``scene``, a scene of its own whose raster is a *texel grid*
/// over the destination's pixels: ``toTexels`` maps destination raster space into it, one
/// texel per `scale × scale` pixels. That scene is rendered offscreen, its alpha is taken
/// into a padded single-channel mask, blurred with ``_GaussianBlur`` (the extended box
/// filter the other blurred shadows use) and painted into the destination tinted with the
/// shadow color, sampled bilinearly where a texel spans several pixels.
///
/// A wide blur is computed on a coarser grid: `scale` is about a third of the blur's
/// standard deviation in pixels (at most 8), and the blur on the grid is narrowed by the
/// variance that the coarse grid's area coverage and the bilinear reconstruction add
/// (`scale² / 4` pixels², less the `1 / 4` that a one-pixel grid has too), so that the
/// painted shadow has about the asked spread. A caster and its buffers are kept by the
/// scene that paints it, from frame to frame: they only grow.
package final class _ShadowCaster {
    /// The scene the casting content is built into; its raster is the texel grid.
    package let scene = _CompositeScene()
    /// Destination raster space → the texel grid of ``scene``.
    package private(set) var toTexels: _PlaneMap = .identity
    /// Destination pixels per texel along each axis.
    private(set) var scale = 1
    /// The blur on the texel grid (nil: none).
    private var blur: _GaussianBlur?
    /// The texel grid's origin in destination pixels.
    private var gridX = 0, gridY = 0
    /// The blurred alpha, `maskWidth × maskHeight`; its first texel is at `(maskX, maskY)`
    /// on the grid.
    private(set) var values: [Float] = []
    private var spare: [Float] = []
    private(set) var maskX = 0, maskY = 0, maskWidth = 0, maskHeight = 0
    /// The rendered content (premultiplied RGBA, the content box of ``scene``).
    private var staging: [UInt32] = []
    /// For `scale > 1`: per destination column from ``columnsFrom``, the mask column left of
    /// the pixel centre (clamped into the mask) and the weight of the one right of it; and
    /// per mask column `c`, the first destination column whose mask column is past `c`.
    private(set) var columnIndex: [Int32] = []
    private(set) var columnWeight: [Float] = []
    private(set) var columnEnd: [Int32] = []
    private(set) var columnsFrom = 0
    /// The shadow's offset in destination pixels (the content in ``scene`` is moved by it).
    private var offsetX = 0.0, offsetY = 0.0
    /// Per row of the content box (from ``opaqueTop``), the grid columns `from ..< to` where
    /// the content and its eight neighbours are opaque (none when `from >= to`): the
    /// content, drawn over the shadow, hides it there.
    private var opaqueFrom: [Int32] = [], opaqueTo: [Int32] = []
    private var opaqueTop = 0

    package init() {}

    /// Starts a shadow blurred with standard deviation `sigma` and moved by `offset`
    /// (destination pixels) that can show within `target` (destination pixels): sets the grid
    /// and begins ``scene``.
    func begin(sigma: Double, offset: (x: Double, y: Double), target: _PixelBox) {
        offsetX = offset.x.isFinite ? offset.x : 0
        offsetY = offset.y.isFinite ? offset.y : 0
        let s = sigma.isFinite ? Swift.max(sigma, 0) : 0
        scale = s < 6 ? 1 : Swift.min(8, Int(s / 3))
        let f = Double(scale)
        let gridSigma = (Swift.max(s * s - (f * f - 1) / 4, 0)).squareRoot() / f
        blur = gridSigma > 0.05 ? _GaussianBlur(sigma: gridSigma) : nil
        // Content farther than the blur's reach from the target cannot show in it.
        let reach = (blur?.reach ?? 0) + 1
        let x0 = Self.floorDiv(target.minX, scale) - reach
        let y0 = Self.floorDiv(target.minY, scale) - reach
        let x1 = Self.floorDiv(target.maxX + scale - 1, scale) + reach
        let y1 = Self.floorDiv(target.maxY + scale - 1, scale) + reach
        gridX = x0 * scale
        gridY = y0 * scale
        toTexels = _PlaneMap(
            m11: 1 / f, m12: 0, m13: 0, m21: 0, m22: 1 / f, m23: 0, m31: -Double(x0), m32: -Double(y0), m33: 1)
        scene.beginOffscreen(width: x1 - x0, height: y1 - y0)
    }

    /// Renders and blurs what ``scene`` holds; returns the destination pixels the shadow
    /// covers (empty when the content draws nothing).
    func finish() -> _PixelBox {
        let content = scene.contentBox
        guard !content.isEmpty else { return .empty }
        let pad = blur.map { $0.reach } ?? 0
        maskX = content.minX - pad
        maskY = content.minY - pad
        maskWidth = content.width + 2 * pad
        maskHeight = content.height + 2 * pad
        let count = maskWidth * maskHeight
        if values.count < count {
            values = [Float](repeating: 0, count: count)
            spare = [Float](repeating: 0, count: count)
        }
        if staging.count < content.width * content.height {
            staging = [UInt32](repeating: 0, count: content.width * content.height)
        }
        let w = content.width
        let h = content.height
        staging.withUnsafeMutableBufferPointer { pixels in
            let base = pixels.baseAddress!
            base.update(repeating: 0, count: w * h)
            scene.renderOffscreen(content, into: UnsafeMutableRawPointer(base), bytesPerRow: w * 4)
            values.withUnsafeMutableBufferPointer { mask in
                let out = mask.baseAddress!
                out.update(repeating: 0, count: count)
                let shift = scene.layout.alphaShift
                for y in 0..<h {
                    let row = base + y * w
                    let dst = out + (y + pad) * maskWidth + pad
                    for x in 0..<w { dst[x] = Float((row[x] >> shift) & 0xFF) * (1 / 255) }
                }
            }
            findOpaqueSpans(UnsafePointer(base), content, shift: scene.layout.alphaShift)
        }
        if let blur {
            blur.apply(&values, scratch: &spare, width: maskWidth, height: maskHeight)
            // The running sums leave the flat parts uneven by rounding (about 10⁻⁶): whole
            // 4096ths make them even again, so that painting finds them flat.
            values.withUnsafeMutableBufferPointer { mask in
                for i in 0..<count { mask[i] = (mask[i] * 4096).rounded() * (1 / 4096) }
            }
        }
        let covered = _PixelBox(
            minX: gridX + maskX * scale, minY: gridY + maskY * scale,
            maxX: gridX + (maskX + maskWidth) * scale, maxY: gridY + (maskY + maskHeight) * scale)
        if scale > 1 { makeColumns(covered.minX..<covered.maxX) }
        return covered
    }

    /// The mask's value under destination pixel `(x, y)`'s centre, for rows of
    /// ``rowSample(_:)``; exact texels when `scale` is 1.
    @inline(__always)
    func maskRow(_ y: Int) -> (top: Int, bottom: Int, weight: Float) {
        if scale == 1 { return ((y - gridY - maskY) * maskWidth, 0, 0) }
        let v = (Double(y - gridY) + 0.5) / Double(scale) - 0.5 - Double(maskY)
        let j = Int(v.rounded(.down))
        let weight = Float(v - Double(j))
        let top = Swift.min(Swift.max(j, 0), maskHeight - 1)
        let bottom = Swift.min(Swift.max(j + 1, 0), maskHeight - 1)
        return (top * maskWidth, bottom * maskWidth, weight)
    }

    /// The mask column of destination column `x` when `scale` is 1.
    @inline(__always)
    func maskColumn(_ x: Int) -> Int { x - gridX - maskX }

    /// The destination columns of row `y` that the content hides (empty when none).
    func hiddenColumns(row y: Int) -> Range<Int> {
        let f = Double(scale)
        // The grid rows the pixel's row spans once moved by the offset.
        let top = Int(((Double(y) + offsetY - Double(gridY)) / f).rounded(.down)) - opaqueTop
        let bottom = Int(((Double(y + 1) + offsetY - Double(gridY)) / f - 1e-9).rounded(.down)) - opaqueTop
        guard top >= 0, bottom < opaqueFrom.count, top <= bottom else { return 0..<0 }
        var a = Int32.min
        var b = Int32.max
        for r in top...bottom {
            a = Swift.max(a, opaqueFrom[r])
            b = Swift.min(b, opaqueTo[r])
        }
        guard a < b else { return 0..<0 }
        // Pixels wholly inside those columns once moved.
        let from = (Double(gridX) + Double(a) * f - offsetX).rounded(.up)
        let to = (Double(gridX) + Double(b) * f - offsetX).rounded(.down)
        guard from < to, from > -1e9, to < 1e9 else { return 0..<0 }
        return Int(from)..<Int(to)
    }

    /// Finds, per row of the rendered content, the longest stretch where it and its eight
    /// neighbours are opaque.
    private func findOpaqueSpans(_ pixels: UnsafePointer<UInt32>, _ content: _PixelBox, shift: UInt32) {
        let w = content.width
        let h = content.height
        opaqueTop = content.minY
        opaqueFrom.removeAll(keepingCapacity: true)
        opaqueTo.removeAll(keepingCapacity: true)
        opaqueFrom.append(contentsOf: repeatElement(0, count: h))
        opaqueTo.append(contentsOf: repeatElement(0, count: h))
        guard w > 2, h > 2 else { return }
        let full = UInt32(0xFF) << shift
        for y in 1..<(h - 1) {
            let rows = (pixels + (y - 1) * w, pixels + y * w, pixels + (y + 1) * w)
            var best = (0, 0)
            var start = -1
            for x in 0...w {
                // A texel is opaque with its column neighbours when all three rows are.
                let opaque = x < w && rows.0[x] & rows.1[x] & rows.2[x] & full == full
                if opaque, start < 0 { start = x }
                if !opaque, start >= 0 {
                    // Eroded by one texel at each end for the row neighbours.
                    let span = (start + 1, x - 1)
                    if span.1 - span.0 > best.1 - best.0 { best = span }
                    start = -1
                }
            }
            if best.0 < best.1 {
                opaqueFrom[y] = Int32(content.minX + best.0)
                opaqueTo[y] = Int32(content.minX + best.1)
            }
        }
    }

    /// Fills the bilinear column table for destination columns `columns`.
    private func makeColumns(_ columns: Range<Int>) {
        columnsFrom = columns.lowerBound
        columnIndex.removeAll(keepingCapacity: true)
        columnWeight.removeAll(keepingCapacity: true)
        columnEnd.removeAll(keepingCapacity: true)
        columnEnd.append(contentsOf: repeatElement(Int32(columns.upperBound), count: Swift.max(maskWidth, 1)))
        let f = Double(scale)
        for x in columns {
            let u = (Double(x - gridX) + 0.5) / f - 0.5 - Double(maskX)
            let i = Int(u.rounded(.down))
            // Left of the mask: its first texel, weighted fully; right: its last.
            if i < 0 {
                columnIndex.append(0)
                columnWeight.append(0)
            } else if i >= maskWidth - 1 {
                columnIndex.append(Int32(maskWidth - 2 >= 0 ? maskWidth - 2 : 0))
                columnWeight.append(maskWidth >= 2 ? 1 : 0)
            } else {
                columnIndex.append(Int32(i))
                columnWeight.append(Float(u - Double(i)))
            }
        }
        // Each mask column's stretch ends where the next one's starts (the table only grows).
        var previous = -1
        for (k, c) in columnIndex.enumerated() where Int(c) != previous {
            if previous >= 0 { columnEnd[previous] = Int32(columns.lowerBound + k) }
            previous = Int(c)
        }
    }

    /// `a / b` rounded towards −∞ (`b` > 0).
    private static func floorDiv(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
