import Foundation

extension _CompositeScene {
    /// Starts the shadow of arbitrary content, blurred with standard deviation `sigma`
    /// (raster pixels; NaN, ∞ and negative values mean no blur): build the content into the
    /// caster's ``_ShadowCaster/scene`` with maps followed by its
    /// ``_ShadowCaster/toTexels``, already moved by the shadow's offset, then call
    /// ``endShadowCaster(_:color:alpha:clip:)``.
    ///
    /// Casters are kept from frame to frame (the `n`-th of a frame reuses the `n`-th of the
    /// last). Returns `nil` when the scene draws nothing.
    package func beginShadowCaster(sigma: Double) -> _ShadowCaster? {
        guard !box.isEmpty else { return nil }
        if castersInUse == casters.count { casters.append(_ShadowCaster()) }
        let caster = casters[castersInUse]
        castersInUse += 1
        caster.begin(sigma: sigma, target: box)
        return caster
    }

    /// Renders the content built into `caster`, blurs its alpha and adds the result, tinted
    /// with `color` (its alpha included), at opacity `alpha` within clip `clip`.
    package func endShadowCaster(_ caster: _ShadowCaster, color: CGColor, alpha: Float, clip: Int32) {
        let covered = caster.finish()
        guard !covered.isEmpty, color.alpha > 0 else { return }
        let rect = CGRect(
            x: covered.minX, y: covered.minY, width: covered.maxX - covered.minX, height: covered.maxY - covered.minY)
        fill(.rect(rect), map: .identity, nearPlanes: [], paint: .castShadow(caster, color: color), alpha: alpha, clip: clip)
    }

    /// Paints one row of a cast shadow: the mask under each pixel (bilinear when a texel
    /// spans several pixels) times the run's coverage and `strength` (alpha × the color's
    /// alpha × 255), blended with the opaque `pixel`.
    func paintCastShadowRow(
        _ runs: UnsafeBufferPointer<_CoverageRun>, caster: _ShadowCaster, pixel: UInt32, strength: Float, row y: Int,
        target: _RowTarget, scratch: _RowScratch
    ) {
        let (top, bottom, fy) = caster.maskRow(y)
        let scale = caster.scale
        let weights = scratch.span
        let layout = layout
        caster.values.withUnsafeBufferPointer { mask in
            let m = mask.baseAddress!
            for run in runs {
                let x0 = Int(run.x0), count = Int(run.x1 - run.x0)
                let k = run.coverage * strength
                if scale == 1 {
                    let row = m + top + caster.maskColumn(x0)
                    for i in 0..<count {
                        weights[i] = UInt32(Swift.min(Swift.max(row[i] * k + 0.5, 0), 255)) &* 0x10001
                    }
                } else {
                    caster.columnIndex.withUnsafeBufferPointer { index in
                        caster.columnWeight.withUnsafeBufferPointer { weight in
                            let a = m + top, b = m + bottom
                            let from = x0 - caster.columnsFrom
                            for i in 0..<count {
                                let c = Int(index[from + i]), fx = weight[from + i]
                                let upper = a[c] + (a[c + 1] - a[c]) * fx
                                let lower = b[c] + (b[c + 1] - b[c]) * fx
                                let value = upper + (lower - upper) * fy
                                weights[i] = UInt32(Swift.min(Swift.max(value * k + 0.5, 0), 255)) &* 0x10001
                            }
                        }
                    }
                }
                if layout.alphaShift == 24 {
                    _ColorBlender.blend(dst: target.base + x0 * 4, count: count, color: pixel, weights: weights)
                } else {
                    let bytes = scratch.weights
                    for i in 0..<count { bytes[i] = UInt8(truncatingIfNeeded: weights[i]) }
                    withUnsafePointer(to: pixel) { src in
                        _Compositor.blend(
                            dst: target.base + x0 * 4, count: count, src: src, srcStep: 0, coverage: bytes,
                            coverageStep: 1, mode: .normal, layout: layout)
                    }
                }
            }
        }
    }
}
