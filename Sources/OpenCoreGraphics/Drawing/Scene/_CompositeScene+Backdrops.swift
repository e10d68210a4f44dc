internal import CSegueKernels
import Foundation

/// How a backdrop region filters what is composited under it: a Gaussian blur, then a
/// saturation change, then a tint composited over it (a visual effect view's material).
package struct _BackdropFilter: Sendable, Equatable {
    /// The blur's standard deviation in pixels (0 for none).
    package var sigma: Double
    /// The saturation factor: 1 leaves colors as they are, 0 makes them gray.
    package var saturation: Double
    /// The tint composited over the saturated blur (unpremultiplied sRGB and alpha).
    package var tint: (red: Double, green: Double, blue: Double, alpha: Double)

    package init(sigma: Double, saturation: Double, tint: (red: Double, green: Double, blue: Double, alpha: Double)) {
        self.sigma = sigma.isFinite ? Swift.max(sigma, 0) : 0
        self.saturation = saturation.isFinite ? saturation : 1
        func unit(_ v: Double) -> Double { v.isFinite ? Swift.min(Swift.max(v, 0), 1) : 0 }
        self.tint = (unit(tint.red), unit(tint.green), unit(tint.blue), unit(tint.alpha))
    }

    /// Whether the filter leaves every pixel as it is.
    package var isIdentity: Bool { sigma < 0.25 && Swift.abs(saturation - 1) < 1e-6 && tint.alpha <= 0 }

    package static func == (a: _BackdropFilter, b: _BackdropFilter) -> Bool {
        a.sigma == b.sigma && a.saturation == b.saturation && a.tint == b.tint
    }

    /// The coarse grid's cell size for a blur of `sigma` pixels: the blur then spans about
    /// 2.5 cells, enough for the bilinear interpolation back up to be invisible.
    static func cellSize(sigma: Double) -> Int { Swift.min(Swift.max(Int(sigma / 2.5), 1), 16) }

    /// The saturation matrix of the W3C Filter Effects `feColorMatrix type="saturate"`
    /// (luminance weights 0.2126, 0.7152, 0.0722), rows and columns in red, green, blue order.
    var saturationMatrix: [Float] {
        let s = saturation
        let r = 0.2126
        let g = 0.7152
        let b = 0.0722
        return [
            r + (1 - r) * s, g - g * s, b - b * s,
            r - r * s, g + (1 - g) * s, b - b * s,
            r - r * s, g - g * s, b + (1 - b) * s
        ].map { Float($0) }
    }
}

extension _CompositeScene {
    /// Adds a backdrop: the pixels of `shape` (within clip `clip`) are replaced by the filtered
    /// composite of every entry before it. Inside a group (whose content is composited apart
    /// from what is under it) only the tint is painted.
    package func addBackdrop(
        _ shape: _SceneShape, map: _PlaneMap, nearPlanes: [_NearPlane], filter: _BackdropFilter, clip: Int32
    ) {
        guard !filter.isIdentity, !box.isEmpty else { return }
        guard let s = absorbClips(shape, map: map, nearPlanes: nearPlanes, clip: clip) else { return }
        let (coverage, shapeBox) = coverage(of: s)
        let itemBox = shapeBox.intersection(s.clip >= 0 ? clips[Int(s.clip)].box : box)
        guard !itemBox.isEmpty else { return }
        let t = filter.tint
        let tint = CGColor(red: t.red, green: t.green, blue: t.blue, alpha: t.alpha)
        let draw = Draw(
            coverage: coverage, clip: s.clip, paint: .color(tint._premultipliedPixel(in: layout, extraAlpha: 1)),
            alpha: 1, box: itemBox)
        entries.append(.backdrop(draw, filter))
    }

    /// The indices of the top-level backdrops, in painting order.
    var topLevelBackdrops: [Int] {
        var found: [Int] = []
        var i = 0
        while i < entries.count {
            switch entries[i] {
            case .group(let g): i = g.end
            case .backdrop:
                found.append(i)
                i += 1
            case .draw: i += 1
            }
        }
        return found
    }

    /// Filters the pixels of top-level backdrop `draw` in place, from what the target holds.
    func applyBackdrop(
        _ draw: Draw, _ filter: _BackdropFilter, data: UnsafeMutableRawPointer, bytesPerRow: Int,
        scratch: _RowScratch
    ) {
        // The blur reads the pixels around the region too (three standard deviations).
        let f = _BackdropFilter.cellSize(sigma: filter.sigma)
        let margin = Int((3 * filter.sigma).rounded(.up))
        let source = _PixelBox(
            minX: draw.box.minX - margin, minY: draw.box.minY - margin, maxX: draw.box.maxX + margin,
            maxY: draw.box.maxY + margin
        ).intersection(box)
        guard !source.isEmpty else { return }
        let lw = (source.width + f - 1) / f
        let lh = (source.height + f - 1) / f
        let count = lw * lh
        let memory = scratch.backdrop
        let cells = memory.buffer(.cells, 4 * count, of: Float.self)
        segue_backdrop_downsample(
            data.assumingMemoryBound(to: UInt8.self), bytesPerRow, source.minX, source.minY, source.width,
            source.height, f, Swift.max(f / 4, 1), cells, memory.buffer(.rowSums, 4 * lw, of: Float.self))
        // The weights of the cells (1, less where the blur spreads past the grid's edge, which is
        // renormalized away). An opaque target's alpha is 255 everywhere, so its lane carries them.
        var blurred = cells
        var weights: UnsafeMutablePointer<Float>? = nil
        if layout.isOpaque {
            for i in 0..<count { cells[4 * i + layout.alpha] = 1 }
        } else {
            weights = memory.buffer(.weights, count, of: Float.self)
            weights!.initialize(repeating: 1, count: count)
        }
        // The blur on the grid, the four channels at once.
        let cellSigma = filter.sigma / Double(f)
        if cellSigma >= 0.25 {
            let blur = _GaussianBlur(sigma: cellSigma)
            let lines = memory.buffer(.lines, 4 * 2 * (lw + 8 * (blur.radius + 1)), of: Float.self)
            let sums = memory.buffer(.sums, 4 * lw, of: Float.self)
            blurred = memory.buffer(.blurred, 4 * count, of: Float.self)
            blur.apply(cells, into: blurred, channels: 4, width: lw, height: lh, lines: lines, sums: sums)
            if let w = weights {
                weights = memory.buffer(.blurredWeights, count, of: Float.self)
                blur.apply(
                    w, into: weights!, channels: 1, width: lw, height: lh, lines: lines, sums: sums, rowsAlike: true)
            }
        }
        // Saturation and tint, in the target's channel order (values 0…255 → 0…1).
        let rgb = [layout.red, layout.green, layout.blue]
        let m = filter.saturationMatrix
        var matrix = [Float](repeating: 0, count: 9)
        let colorBytes = (0..<4).filter { $0 != layout.alpha }
        for (row, outByte) in colorBytes.enumerated() {
            for (column, inByte) in colorBytes.enumerated() {
                matrix[row * 3 + column] = m[rgb.firstIndex(of: outByte)! * 3 + rgb.firstIndex(of: inByte)!]
            }
        }
        let t = filter.tint
        var tint = [Float](repeating: 0, count: 4)
        tint[layout.red] = Float(t.red * t.alpha)
        tint[layout.green] = Float(t.green * t.alpha)
        tint[layout.blue] = Float(t.blue * t.alpha)
        tint[layout.alpha] = Float(t.alpha)
        let fixed = memory.buffer(.fixed, 4 * count, of: Int16.self)
        segue_backdrop_color(blurred, weights, count, matrix, tint, layout.alpha, fixed)
        // Back up into the region's pixels, at their coverage: each grid row interpolated
        // across the region's columns, then two of those rows interpolated down each pixel row.
        let lo = draw.box.minX
        let width = draw.box.maxX - lo
        let spans = memory.buffer(.spans, 3 * width, of: Int32.self)
        let columnWeights = memory.buffer(.columnWeights, 4 * width, of: Int16.self)
        var spanCount = 0
        for x in 0..<width {
            // Column x's centre in grid columns (cell centres at integers); the columns between
            // the same two cells make one span.
            let (i, j, w) = Self.between((Float(lo + x - source.minX) + 0.5) / Float(f) - 0.5, cells: lw)
            if spanCount == 0 || spans[3 * spanCount - 2] != Int32(i) || spans[3 * spanCount - 1] != Int32(j) {
                spans[3 * spanCount + 1] = Int32(i)
                spans[3 * spanCount + 2] = Int32(j)
                spanCount += 1
            }
            spans[3 * spanCount - 3] = Int32(x + 1)
            (columnWeights + 4 * x).initialize(repeating: w, count: 4)
        }
        let rows = memory.buffer(.rows, 3 * 4 * width, of: Int16.self)
        var above = rows
        var below = rows + 4 * width
        let delta = rows + 8 * width
        var gridRow = -2
        for y in draw.box.minY..<draw.box.maxY {
            let n = rowRuns(draw, row: y, lo, draw.box.maxX, into: scratch.runsA, scratch: scratch)
            guard n > 0 else { continue }
            let (r, next, w) = Self.between((Float(y - source.minY) + 0.5) / Float(f) - 0.5, cells: lh)
            if r != gridRow {
                if r == gridRow + 1 {
                    swap(&above, &below)
                } else {
                    segue_backdrop_widen(fixed + 4 * lw * r, spans, spanCount, columnWeights, above)
                }
                segue_backdrop_widen(fixed + 4 * lw * next, spans, spanCount, columnWeights, below)
                segue_backdrop_delta(above, below, 4 * width, delta)
                gridRow = r
            }
            let row = (data + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for k in 0..<n {
                let run = scratch.runsA[k]
                let c = UInt8(Swift.min(Swift.max(run.coverage * 255 + 0.5, 0), 255))
                guard c > 0 else { continue }
                let x0 = Int(run.x0)
                let offset = 4 * (x0 - lo)
                segue_backdrop_blend(above + offset, delta + offset, w, Int(run.x1) - x0, c, row + 4 * x0)
            }
        }
    }

    /// The two cells (of `cells` along an axis, centres at integer positions) around position
    /// `u`, and how far `u` is from the first to the second in 1/32768ths; clamped at the ends.
    static func between(_ u: Float, cells: Int) -> (Int, Int, Int16) {
        let last = Float(cells - 1)
        let u = u.isNaN ? 0 : Swift.min(Swift.max(u, 0), last)
        let i = Swift.max(Swift.min(Int(u), cells - 2), 0)
        let t = u - Float(i)
        return (i, Swift.min(i + 1, cells - 1), Int16(Swift.min(t * 32768 + 0.5, 32767)))
    }
}
