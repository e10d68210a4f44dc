internal import CSegueKernels
import Foundation

/// Blends premultiplied 8-bit source pixels into a bitmap row.
///
/// Pixels are handled as little-endian `UInt32`s in the destination's own byte order, so the
/// same code serves RGBA, BGRA, ARGB and ABGR: source-over, copy and clear are channel
/// agnostic and only need to know where alpha sits. Those three have integer fast paths
/// (a whole span of an opaque color is a plain store); every other blend mode goes through
/// a floating-point path that applies ``_blendPremultiplied(_:_:_:)`` per pixel.
///
/// A source and a coverage are read with a step of 0 (one value for the whole span) or 1 (one
/// value per pixel), which covers solid colors and images, constant runs and masked runs,
/// without closures. Coverage `k` (0–255) weighs the result: `D' = D + (R − D)·k/255`.
enum _Compositor {
    /// Multiplies every byte of `p` by `k/255`, rounding to nearest.
    @inline(__always)
    static func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Blends `count` pixels starting at `dst`.
    ///
    /// - Parameters:
    ///   - src: source pixels in the destination layout, premultiplied; read at
    ///     `src[i · srcStep]`.
    ///   - coverage: coverage bytes, read at `coverage[i · coverageStep]`.
    static func blend(
        dst: UnsafeMutableRawPointer, count: Int,
        src: UnsafePointer<UInt32>, srcStep: Int,
        coverage: UnsafePointer<UInt8>, coverageStep: Int,
        mode: CGBlendMode, layout: _PixelLayout
    ) {
        guard count > 0 else { return }
        switch mode {
        case .normal:
            sourceOver(
                dst: dst, count: count, src: src, srcStep: srcStep, coverage: coverage, coverageStep: coverageStep,
                alphaShift: layout.alphaShift)
        case .copy:
            for i in 0..<count {
                let k = UInt32(coverage[i &* coverageStep])
                guard k != 0 else { continue }
                let s = src[i &* srcStep]
                if k == 255 {
                    dst.storeBytes(of: s, toByteOffset: i &* 4, as: UInt32.self)
                } else {
                    let d = dst.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                    dst.storeBytes(of: scale(s, k) &+ scale(d, 255 - k), toByteOffset: i &* 4, as: UInt32.self)
                }
            }
        case .clear:
            for i in 0..<count {
                let k = UInt32(coverage[i &* coverageStep])
                guard k != 0 else { continue }
                let d = k == 255 ? 0 : scale(dst.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self), 255 - k)
                dst.storeBytes(of: d, toByteOffset: i &* 4, as: UInt32.self)
            }
        default:
            general(
                dst: dst, count: count, src: src, srcStep: srcStep, coverage: coverage, coverageStep: coverageStep,
                mode: mode, layout: layout)
        }
    }

    /// Source over: `D' = S·k + D·(1 − Sa·k)`.
    private static func sourceOver(
        dst: UnsafeMutableRawPointer, count: Int,
        src: UnsafePointer<UInt32>, srcStep: Int,
        coverage: UnsafePointer<UInt8>, coverageStep: Int, alphaShift: UInt32
    ) {
        if srcStep == 0, coverageStep == 0 {
            // One color, one coverage: the common solid-fill span.
            let k = UInt32(coverage[0])
            guard k != 0 else { return }
            _ColorBlender.blend(
                dst: dst, count: count, scaled: k == 255 ? src[0] : scale(src[0], k), alphaShift: alphaShift)
            return
        }
        if srcStep == 1, coverageStep == 0 {
            // A span of source pixels under one coverage: two pixels at a time in 16-bit lanes.
            segue_source_over_span(dst, count, src, UInt32(coverage[0]), alphaShift)
            return
        }
        segue_source_over(dst, count, src, srcStep, coverage, coverageStep, alphaShift)
    }

    /// Every other mode, in floating point.
    private static func general(
        dst: UnsafeMutableRawPointer, count: Int,
        src: UnsafePointer<UInt32>, srcStep: Int,
        coverage: UnsafePointer<UInt8>, coverageStep: Int,
        mode: CGBlendMode, layout: _PixelLayout
    ) {
        let unit: Float = 1.0 / 255
        for i in 0..<count {
            let k = coverage[i &* coverageStep]
            guard k != 0 else { continue }
            let sp = layout.unpack(src[i &* srcStep])
            let dp = layout.unpack(dst.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
            let s = SIMD4<Float>(Float(sp.r), Float(sp.g), Float(sp.b), Float(sp.a)) * unit
            let d = SIMD4<Float>(Float(dp.r), Float(dp.g), Float(dp.b), Float(dp.a)) * unit
            let r = _blendPremultiplied(s, d, mode)
            let c = Float(k) * unit
            var out = d + (r - d) * c
            out = out.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1)) * 255
            out.round(.toNearestOrEven)
            let pixel = layout.pack(
                red: UInt8(out.x), green: UInt8(out.y), blue: UInt8(out.z),
                alpha: layout.isOpaque ? 255 : UInt8(out.w))
            dst.storeBytes(of: pixel, toByteOffset: i &* 4, as: UInt32.self)
        }
    }
}
