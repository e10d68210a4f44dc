import Foundation

/// Where and how one painting operation writes: the bitmap, its layout, the blend mode, the
/// clip mask and per-row scratch memory.
///
/// Valid only while the context that made it keeps its buffers pinned (inside
/// `CGContext._withTarget`).
struct _PaintTarget {
    /// The bitmap's first byte and row stride.
    let data: UnsafeMutableRawPointer
    let bytesPerRow: Int
    /// The bitmap's pixel layout.
    let layout: _PixelLayout
    /// The blend mode.
    let mode: CGBlendMode
    /// The clip mask's bytes (over `maskBox`), or `nil` when the clip is a plain box.
    let mask: UnsafePointer<UInt8>?
    let maskBox: _PixelBox
    /// Scratch for one row of coverage bytes.
    let coverage: UnsafeMutablePointer<UInt8>
    /// Scratch for one row of source pixels.
    let span: UnsafeMutablePointer<UInt32>
    /// A factor applied to every coverage value (the context's alpha, when it can be folded
    /// into coverage).
    let coverageScale: Float

    /// Blends the pixels of `run` in `row` from `src` (read with step `srcStep`).
    @inline(__always)
    func blend(row: Int, run: _CoverageRun, src: UnsafePointer<UInt32>, srcStep: Int) {
        let x0 = Int(run.x0)
        let count = Int(run.x1) - x0
        let k = UInt32(run.coverage * coverageScale * 255 + 0.5)
        guard k != 0, count > 0 else { return }
        let dst = data + row * bytesPerRow + x0 * 4
        if let mask {
            // Stretches where the mask is fully open take the constant-coverage path.
            let m = mask + ((row - maskBox.minY) * maskBox.width + (x0 - maskBox.minX))
            var single = UInt8(truncatingIfNeeded: k)
            var i = 0
            while i < count {
                var j = i
                if m[i] == 255 {
                    while j < count, m[j] == 255 { j += 1 }
                    withUnsafePointer(to: &single) { c in
                        _Compositor.blend(
                            dst: dst + i * 4, count: j - i, src: src + i * srcStep, srcStep: srcStep, coverage: c,
                            coverageStep: 0, mode: mode, layout: layout)
                    }
                } else {
                    while j < count, m[j] != 255 {
                        coverage[j] = UInt8(truncatingIfNeeded: _div255(k * UInt32(m[j])))
                        j += 1
                    }
                    _Compositor.blend(
                        dst: dst + i * 4, count: j - i, src: src + i * srcStep, srcStep: srcStep,
                        coverage: coverage + i,
                        coverageStep: 1, mode: mode, layout: layout)
                }
                i = j
            }
        } else {
            var single = UInt8(truncatingIfNeeded: k)
            withUnsafePointer(to: &single) { c in
                _Compositor.blend(
                    dst: dst, count: count, src: src, srcStep: srcStep, coverage: c, coverageStep: 0,
                    mode: mode, layout: layout)
            }
        }
    }

    /// Blends `count` pixels from `x0` in `row` from `src` with per-pixel coverage bytes
    /// `weights` (the clip mask is applied on top).
    @inline(__always)
    func blend(row: Int, x0: Int, count: Int, src: UnsafePointer<UInt32>, srcStep: Int, weights: UnsafePointer<UInt8>) {
        guard count > 0 else { return }
        let dst = data + row * bytesPerRow + x0 * 4
        if let mask {
            let m = mask + ((row - maskBox.minY) * maskBox.width + (x0 - maskBox.minX))
            for i in 0..<count {
                coverage[i] = UInt8(truncatingIfNeeded: _div255(UInt32(weights[i]) * UInt32(m[i])))
            }
            _Compositor.blend(
                dst: dst, count: count, src: src, srcStep: srcStep, coverage: coverage, coverageStep: 1,
                mode: mode, layout: layout)
        } else {
            _Compositor.blend(
                dst: dst, count: count, src: src, srcStep: srcStep, coverage: weights, coverageStep: 1,
                mode: mode, layout: layout)
        }
    }
}

/// Paints a solid color through coverage runs.
struct _SolidSink: _CoverageSink {
    /// Where to paint.
    let target: _PaintTarget
    /// The color, premultiplied, in the bitmap's layout.
    let color: UInt32

    mutating func paintRow(_ row: Int, _ runs: UnsafeBufferPointer<_CoverageRun>) {
        withUnsafePointer(to: color) { src in
            for run in runs { target.blend(row: row, run: run, src: src, srcStep: 0) }
        }
    }
}
