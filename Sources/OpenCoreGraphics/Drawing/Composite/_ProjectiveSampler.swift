internal import CSegueKernels
import Foundation

/// Reads an image for the raster pixels it lands on through a projective map (or an affine
/// map that is not axis-aligned): bilinear or nearest, edge pixels repeated outside the image.
///
/// **Method.** Each pixel is sampled at its centre's preimage. Along a row the preimage is
/// `(U + i·dU, V + i·dV) / (W + i·dW)`; it is computed exactly (one division) at the ends
/// of every ``segment``-pixel piece and stepped linearly in 32.32 fixed point in between. For
/// an affine map `W` is constant and the stepping is exact; for a perspective map the
/// linear step's error over a piece of `L` pixels is at most `L²/8 · |u″|`, with
/// `|u″| = 2·|dW/W|·|u′|` — under a 30° turn with `m34 = −1/500` at 3× scale, below 0.01
/// texel for `L = 8`. Bilinear weights have 8 bits, as in ``_ImageSampler``.
struct _ProjectiveSampler {
    /// The image's RGBA bytes (valid only while the image's storage is pinned).
    var pixels: UnsafeRawPointer
    /// The image's size in pixels.
    let width: Int, height: Int
    /// Raster space to image pixel space (y down, origin at the image's top-left corner).
    let toImage: _PlaneMap
    /// Whether to take the nearest pixel instead of interpolating.
    let nearest: Bool
    /// The destination layout and how to get there from RGBA.
    let layout: _PixelLayout

    /// The number of pixels between exact evaluations of a perspective map.
    static let segment = 8

    /// Writes the samples for pixels `x0 ..< x0 + count` of raster row `row` into `out`.
    func sample(row: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let order = layout.kernelOrder(layout.swizzleFromRGBA)
        Self.walk(toImage: toImage, row: row, x0: x0, count: count, shift: nearest ? 0.0 : 0.5) {
            fu, fv, du, dv, n, done in
            // Bilinear: two adjacent texels per row in 16-bit lanes, rows first, when the
            // texel square is inside the image; else columns first with texels clamped.
            segue_sample_run(pixels, width, height, fu, fv, du, dv, n, out + done, nearest ? 1 : 0, order)
        }
    }

    /// Calls `body` with the 32.32 start and step of each piece of pixels `x0 ..< x0 + count`
    /// of raster row `row` (preimages shifted by `−shift`), its length and its offset from `x0`.
    @inline(__always)
    static func walk(
        toImage m: _PlaneMap, row: Int, x0: Int, count: Int, shift: Double,
        _ body: (Int64, Int64, Int64, Int64, Int, Int) -> Void
    ) {
        guard count > 0 else { return }
        let cx = Double(x0) + 0.5
        let cy = Double(row) + 0.5
        var u = cx * m.m11 + cy * m.m21 + m.m31
        var v = cx * m.m12 + cy * m.m22 + m.m32
        var w = cx * m.m13 + cy * m.m23 + m.m33
        let affine = m.m13 == 0 && m.m23 == 0
        let piece = affine ? count : Self.segment
        var done = 0
        // The exact preimage at the piece's first pixel (the previous piece's end).
        var (su, sv) = Self.project(u, v, w)
        while done < count {
            let n = Swift.min(piece, count - done)
            // ... and one past its last.
            let u1 = u + Double(n) * m.m11
            let v1 = v + Double(n) * m.m12
            let w1 = w + Double(n) * m.m13
            let (eu, ev) = Self.project(u1, v1, w1)
            let fu = Self.fixed(su - shift)
            let fv = Self.fixed(sv - shift)
            let du = Self.fixed((eu - su) / Double(n))
            let dv = Self.fixed((ev - sv) / Double(n))
            body(fu, fv, du, dv, n, done)
            done += n
            (u, v, w) = (u1, v1, w1)
            (su, sv) = (eu, ev)
        }
    }

    /// A homogeneous point divided out, kept finite (points at or behind the eye, which only
    /// pixels outside the clipped shape can reach, land far away).
    @inline(__always)
    static func project(_ u: Double, _ v: Double, _ w: Double) -> (Double, Double) {
        let safe = w > 1e-12 ? w : 1e-12
        return w == 1 ? (u, v) : (u / safe, v / safe)
    }

    /// A coordinate in 32.32 fixed point, clamped to ±2³⁰.
    @inline(__always)
    static func fixed(_ value: Double) -> Int64 {
        let limit = Double(1 << 30)
        let clamped = value.isNaN ? 0 : Swift.min(Swift.max(value, -limit), limit)
        // Truncation (an error below 2⁻³² texel) is a single instruction; rounding is a call.
        return Int64(clamped * 4_294_967_296.0)
    }
}
