import Foundation

extension _CompositeScene {
    /// Paints the runs of one row with a gradient at opacity `alpha` (source-over).
    ///
    /// A row of one color (a vertical gradient on an upright layer) is painted as a solid
    /// color; an opaque gradient that reaches every pixel is written straight into fully
    /// covered runs; anything else is shaded into the scratch span and composited.
    func paintGradientRuns(
        _ runs: UnsafeBufferPointer<_CoverageRun>, shader: _GradientShader, alpha: Float, row y: Int,
        target: _RowTarget,
        scratch: _RowScratch
    ) {
        let layout = layout
        if let t = shader.rowLocation(y) {
            guard let pixel = shader.color(at: t) else { return }
            paintRuns(runs, paint: .color(pixel), alpha: alpha, row: y, target: target, scratch: scratch)
            return
        }
        let replaces = shader.opaque && shader.coversPlane
        for run in runs {
            var k = UInt8(truncatingIfNeeded: UInt32(Swift.min(run.coverage * alpha, 1) * 255 + 0.5))
            guard k != 0 else { continue }
            let x0 = Int(run.x0)
            let count = Int(run.x1 - run.x0)
            if k == 255, replaces {
                shader.shade(
                    row: y, x0: x0, count: count, into: (target.base + x0 * 4).assumingMemoryBound(to: UInt32.self))
                continue
            }
            shader.shade(row: y, x0: x0, count: count, into: scratch.span)
            withUnsafePointer(to: &k) { coverage in
                _Compositor.blend(
                    dst: target.base + x0 * 4, count: count, src: scratch.span, srcStep: 1, coverage: coverage,
                    coverageStep: 0, mode: .normal, layout: layout)
            }
        }
    }
}
