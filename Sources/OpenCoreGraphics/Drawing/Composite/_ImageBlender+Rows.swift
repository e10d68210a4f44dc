internal import CSegueKernels
import Foundation

/// Axis-aligned drawing: each raster row reads one pair of image rows.
extension _ImageBlender {
    /// Composites `count` samples of the image row pair `ya`, `yb` (weight `wy/256` on `yb`)
    /// at columns stepping from `start` by `step` (32.32 fixed point, texel centres at whole
    /// numbers) onto `dst`, under coverage `k`.
    ///
    /// Bit for bit what ``_ImageSampler`` followed by ``_Compositor``'s source-over gives. The
    /// two rows are mixed once for the texels the span reads (contiguous, sixteen bytes at a
    /// time), and the columns from there; the columns' offsets and weights depend only on
    /// `start` and `step`, so they are kept in `scratch` for the next row that starts alike.
    func blendRow<Order: _ChannelOrder, Mode: _SourceMode>(
        _ ya: Int, _ yb: Int, _ wy: UInt16, start: Int64, step: Int64, count: Int,
        into dst: UnsafeMutableRawPointer, k: UInt16, scratch: _BlendScratch, _: Order.Type, _: Mode.Type
    ) {
        guard count > 0, k > 0 else { return }
        guard step > 0, count >= 8 else {
            rowPixels(ya, yb, wy, start: start, step: step, from: 0, to: count, into: dst, k: k, Order.self, Mode.self)
            return
        }
        var fu = start
        var i = 0
        if fu < 0 {
            // Pixels left of the image: up to the first whose texel `ix` is at least 0.
            let n = Swift.min(count, Int((-fu + step - 1) / step))
            rowPixels(ya, yb, wy, start: fu, step: step, from: 0, to: n, into: dst, k: k, Order.self, Mode.self)
            fu &+= Int64(n) &* step
            i = n
        }
        // Pixels whose texel pairs are inside: ix + 1 ≤ width − 1.
        let limit = Int64(width - 1) << 32
        let inside = fu < limit ? Swift.min(count, i + Int((limit - 1 - fu) / step) + 1) : i
        let quads = (inside - i) & ~3
        if quads > 0 {
            let first = Int(truncatingIfNeeded: fu >> 32)
            let last = Int(truncatingIfNeeded: (fu &+ Int64(quads - 1) &* step) >> 32) + 1
            let source: UnsafeRawPointer
            if wy == 0 {
                source = pixels + ya &* width &* 4
            } else {
                scratch.reserveTexels(width)
                mixRows(ya, yb, wy, from: first, through: last, into: scratch.texels)
                source = UnsafeRawPointer(scratch.texels)
            }
            if scratch.columnStart != fu || scratch.columnStep != step || scratch.columnCount < quads {
                Self.makeColumns(start: fu, step: step, count: quads, in: scratch)
            }
            segue_blend_quads(
                source, scratch.offsets, scratch.weights, quads, dst + i &* 4, UInt32(k), Self.swap(Order.self),
                Self.mode(Mode.self))
            fu &+= Int64(quads) &* step
            i += quads
        }
        rowPixels(ya, yb, wy, start: fu, step: step, from: i, to: count, into: dst, k: k, Order.self, Mode.self)
    }

    /// Writes texels `from ... through` of image rows `ya` and `yb` mixed with weight `wy/256`
    /// on `yb` (`(top·(256 − wy) + bottom·wy) >> 8` per channel) to `out`, at their columns.
    private func mixRows(_ ya: Int, _ yb: Int, _ wy: UInt16, from: Int, through: Int, into out: UnsafeMutableRawPointer)
    {
        segue_mix_rows(pixels + ya &* width &* 4, pixels + yb &* width &* 4, UInt32(wy), from, through, out)
    }

    /// Fills `scratch`'s column tables for `count` pixels from `start` by `step`.
    private static func makeColumns(start: Int64, step: Int64, count: Int, in scratch: _BlendScratch) {
        scratch.reserveColumns(count)
        segue_make_columns(start, step, count, scratch.offsets, scratch.weights)
        scratch.columnStart = start
        scratch.columnStep = step
        scratch.columnCount = count
    }

    /// ``blendRow`` one pixel at a time with texels clamped to the image, for pixels
    /// `from ..< to` (`start` is pixel `from`'s position).
    ///
    /// As in ``_ImageSampler``, a pixel whose texel pair is inside the image mixes rows
    /// first when the columns step forward; every other pixel mixes columns first.
    private func rowPixels<Order: _ChannelOrder, Mode: _SourceMode>(
        _ ya: Int, _ yb: Int, _ wy: UInt16, start: Int64, step: Int64, from: Int, to: Int,
        into dst: UnsafeMutableRawPointer, k: UInt16, _: Order.Type, _: Mode.Type
    ) {
        guard to > from else { return }
        segue_blend_row_pixels(
            pixels + ya &* width &* 4, pixels + yb &* width &* 4, width - 1, UInt32(wy), start, step, to - from,
            dst + from &* 4, UInt32(k), Self.swap(Order.self))
    }
}
