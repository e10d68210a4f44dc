internal import CSegueKernels
import Foundation

/// Composites one premultiplied color source-over a span of destination pixels, under one
/// coverage or a coverage per pixel, four pixels at a time in planar 16-bit lanes (the C
/// kernels `segue_color_over` and `segue_color_over_weights`).
///
/// Bit for bit ``_Compositor``'s source-over: the color scaled by the coverage
/// (`div255(c·k)`), then `s + div255(d·(255 − sₐ))` per channel.
enum _ColorBlender {
    /// Source over of the pixel `s` (already scaled by coverage) on `count` pixels at `dst`.
    @inline(__always)
    static func blend(dst: UnsafeMutableRawPointer, count: Int, scaled s: UInt32, alphaShift: UInt32) {
        blend(dst: dst, from: UnsafeRawPointer(dst), count: count, scaled: s, alphaShift: alphaShift)
    }

    /// Source over of the pixel `s` (already scaled by coverage) on `count` pixels read at
    /// `source` and written at `dst` (the same place, or not overlapping).
    static func blend(
        dst: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int, scaled s: UInt32, alphaShift: UInt32
    ) {
        segue_color_over(dst, source, count, s, alphaShift)
    }

    /// Source over of `color` on `count` pixels at `dst`, pixel `i` under coverage
    /// `weights[i] & 0xFF`; each weight is given twice, as `w · 0x10001`. Alpha must be the
    /// fourth byte.
    static func blend(dst: UnsafeMutableRawPointer, count: Int, color: UInt32, weights: UnsafePointer<UInt32>) {
        segue_color_over_weights(dst, count, color, weights)
    }
}
