import Foundation

extension _CompositeScene {
    /// Starts the shadow of arbitrary content, blurred with standard deviation `sigma`
    /// (raster pixels; NaN, ∞ and negative values mean no blur): build the content into the
    /// caster's ``_ShadowCaster/scene`` with maps moved by `offset` (raster pixels) and
    /// followed by its ``_ShadowCaster/toTexels``, then call
    /// ``endShadowCaster(_:color:alpha:clip:)``. The content must be drawn over the shadow
    /// as it was built (with the same opacity): the shadow is not painted where it is opaque.
    ///
    /// Casters are kept from frame to frame (the `n`-th of a frame reuses the `n`-th of the
    /// last). Returns `nil` when the scene draws nothing.
    package func beginShadowCaster(sigma: Double, offset: (x: Double, y: Double)) -> _ShadowCaster? {
        guard !box.isEmpty else { return nil }
        if castersInUse == casters.count { casters.append(_ShadowCaster()) }
        let caster = casters[castersInUse]
        castersInUse += 1
        caster.begin(sigma: sigma, offset: offset, target: box)
        return caster
    }

    /// Renders the content built into `caster`, blurs its alpha and adds the result, tinted
    /// with `color` (its alpha included), at opacity `alpha` within clip `clip`.
    package func endShadowCaster(_ caster: _ShadowCaster, color: CGColor, alpha: Float, clip: Int32) {
        let covered = caster.finish()
        guard !covered.isEmpty, color.alpha > 0 else { return }
        let rect = CGRect(
            x: covered.minX, y: covered.minY, width: covered.maxX - covered.minX, height: covered.maxY - covered.minY)
        fill(
            .rect(rect), map: .identity, nearPlanes: [], paint: .castShadow(caster, color: color), alpha: alpha,
            clip: clip)
    }

    /// The pixels the display list touches: the union of its top-level entries' boxes.
    var contentBox: _PixelBox {
        var union = _PixelBox.empty
        var i = 0
        while i < entries.count {
            let b: _PixelBox
            switch entries[i] {
            case .draw(let d):
                b = d.box
                i += 1
            case .group(let g):
                b = g.box
                i = g.end
            case .backdrop(let d, _):
                b = d.box
                i += 1
            }
            union = union.union(b)
        }
        return union
    }

    /// Paints one row of a cast shadow: the mask under each pixel (bilinear when a texel
    /// spans several pixels) times the run's coverage and `strength` (alpha × the color's
    /// alpha × 255), blended with the opaque `pixel`; not where the content hides it.
    func paintCastShadowRow(
        _ runs: UnsafeBufferPointer<_CoverageRun>, caster: _ShadowCaster, pixel: UInt32, strength: Float, row y: Int,
        target: _RowTarget, scratch: _RowScratch
    ) {
        let hidden = caster.hiddenColumns(row: y)
        let layout = layout
        func paint(_ a: Int, _ b: Int, _ k: Float) {
            castShadowWeights(caster, row: y, from: a, to: b, k: k, into: scratch.span)
            if layout.alphaShift == 24 {
                _ColorBlender.blend(dst: target.base + a * 4, count: b - a, color: pixel, weights: scratch.span)
                return
            }
            let bytes = scratch.weights
            for i in 0..<(b - a) { bytes[i] = UInt8(truncatingIfNeeded: scratch.span[i]) }
            withUnsafePointer(to: pixel) { src in
                _Compositor.blend(
                    dst: target.base + a * 4, count: b - a, src: src, srcStep: 0, coverage: bytes, coverageStep: 1,
                    mode: .normal, layout: layout)
            }
        }
        for run in runs {
            let x0 = Int(run.x0)
            let x1 = Int(run.x1)
            let k = run.coverage * strength
            if hidden.upperBound <= x0 || hidden.lowerBound >= x1 {
                paint(x0, x1, k)
                continue
            }
            if x0 < hidden.lowerBound { paint(x0, hidden.lowerBound, k) }
            if hidden.upperBound < x1 { paint(hidden.upperBound, x1, k) }
        }
    }

    /// Writes the weights (`w · 0x10001`) of columns `x0 ..< x1` of row `y` to `weights`.
    ///
    /// On a coarse grid each stretch of pixels between two mask columns is interpolated from
    /// their two values; where both round to the same weight, every pixel between does too,
    /// and the stretch is filled at once.
    private func castShadowWeights(
        _ caster: _ShadowCaster, row y: Int, from x0: Int, to x1: Int, k: Float,
        into weights: UnsafeMutablePointer<UInt32>
    ) {
        @inline(__always) func weight(_ v: Float) -> UInt32 {
            UInt32(truncatingIfNeeded: _Lanes.truncate(Swift.min(Swift.max(v + 0.5, 0), 255)))
        }
        let (top, bottom, fy) = caster.maskRow(y)
        caster.values.withUnsafeBufferPointer { mask in
            let m = mask.baseAddress!
            if caster.scale == 1 {
                let row = m + top + caster.maskColumn(x0)
                for i in 0..<(x1 - x0) { weights[i] = weight(row[i] * k) &* 0x10001 }
                return
            }
            caster.columnIndex.withUnsafeBufferPointer { index in
                caster.columnWeight.withUnsafeBufferPointer { fraction in
                    caster.columnEnd.withUnsafeBufferPointer { ends in
                        let a = m + top
                        let b = m + bottom
                        let from = caster.columnsFrom
                        var x = x0
                        while x < x1 {
                            let c = Int(index[x - from])
                            var end = Swift.min(Int(ends[c]), x1)
                            let left = (a[c] + (b[c] - a[c]) * fy) * k
                            var right = (a[c + 1] + (b[c + 1] - a[c + 1]) * fy) * k
                            let wl = weight(left)
                            if wl == weight(right) {
                                // Flat: take in the following stretches while they stay flat
                                // at the same weight.
                                var next = c + 1
                                while end < x1, Int(index[end - from]) == next {
                                    right = (a[next + 1] + (b[next + 1] - a[next + 1]) * fy) * k
                                    guard weight(right) == wl else { break }
                                    end = Swift.min(Int(ends[next]), x1)
                                    next += 1
                                }
                                (weights + (x - x0)).update(repeating: wl &* 0x10001, count: end - x)
                            } else {
                                for p in x..<end {
                                    weights[p - x0] = weight(left + (right - left) * fraction[p - from]) &* 0x10001
                                }
                            }
                            x = end
                        }
                    }
                }
            }
        }
    }
}
