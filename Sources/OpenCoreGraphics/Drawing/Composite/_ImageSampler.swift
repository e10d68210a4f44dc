internal import CSegueKernels
import Foundation

/// Reads an image's pixels for the bitmap pixels it lands on: bilinear or nearest, with
/// edge pixels repeated outside the image.
///
/// Sample positions step along a row in 32.32 fixed point, so a span costs a few integer
/// operations per pixel; bilinear weights have 8 bits. The result is in the destination
/// layout, premultiplied.
struct _ImageSampler {
    /// The image's RGBA bytes (valid only while the image's storage is pinned).
    var pixels: UnsafeRawPointer
    /// The image's size in pixels.
    let width: Int, height: Int
    /// Raster space to image pixel space (y down, origin at the image's top-left corner).
    let inverse: CGAffineTransform
    /// Whether to take the nearest pixel instead of interpolating.
    let nearest: Bool
    /// The destination layout and how to get there from RGBA.
    var layout: _PixelLayout
    var swizzle: _Swizzle
    /// Whether the image repeats in every direction instead of its edge pixels.
    var tiled = false

    /// Linear interpolation of two premultiplied pixels, `w/256` of the way from `a` to `b`.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let v: UInt32 = 256 - w
        let redBlue: UInt32 = (a & 0x00FF_00FF) &* v &+ (b & 0x00FF_00FF) &* w
        let alphaGreen: UInt32 = ((a >> 8) & 0x00FF_00FF) &* v &+ ((b >> 8) & 0x00FF_00FF) &* w
        return ((redBlue >> 8) & 0x00FF_00FF) | (alphaGreen & 0xFF00_FF00)
    }

    /// The image pixel at `(x, y)`, both already inside the image.
    @inline(__always)
    private func texel(_ x: Int, _ y: Int) -> UInt32 {
        pixels.loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self)
    }

    /// Writes the samples for pixels `x0 ..< x0 + count` of raster row `row` into `out`.
    func sample(row: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        if tiled {
            sampleTiled(row: row, x0: x0, count: count, into: out)
            return
        }
        let cx = Double(x0) + 0.5
        let cy = Double(row) + 0.5
        // Bilinear samples are centred on texel centres, hence the half-pixel shift.
        let shift = nearest ? 0.0 : 0.5
        let u = Double(inverse.a) * cx + Double(inverse.c) * cy + Double(inverse.tx) - shift
        let v = Double(inverse.b) * cx + Double(inverse.d) * cy + Double(inverse.ty) - shift
        let one = 4_294_967_296.0
        let limit = Double(1 << 30)
        func fixed(_ value: Double) -> Int64 {
            Int64((Swift.min(Swift.max(value, -limit), limit) * one).rounded())
        }
        var fu = fixed(u)
        var fv = fixed(v)
        let du = fixed(Double(inverse.a))
        let dv = fixed(Double(inverse.b))
        let maxX = width - 1
        let maxY = height - 1
        if dv == 0 {
            // The row maps to one image row (or one pair of rows): axis-aligned drawing.
            let iy = Int(truncatingIfNeeded: fv >> 32)
            let ya = Swift.min(Swift.max(iy, 0), maxY)
            if nearest {
                sampleRow(ya, fu, du, count, out, maxX)
                return
            }
            let wy = UInt32(truncatingIfNeeded: (fv >> 24) & 0xFF)
            let yb = Swift.min(Swift.max(iy + 1, 0), maxY)
            if wy == 0 || ya == yb {
                sampleRowBilinear(ya, ya, 0, fu, du, count, out, maxX)
            } else {
                sampleRowBilinear(ya, yb, wy, fu, du, count, out, maxX)
            }
            return
        }
        for i in 0..<count {
            let ix = Int(truncatingIfNeeded: fu >> 32)
            let iy = Int(truncatingIfNeeded: fv >> 32)
            let p: UInt32
            if nearest {
                p = texel(Swift.min(Swift.max(ix, 0), maxX), Swift.min(Swift.max(iy, 0), maxY))
            } else {
                let wx = UInt32(truncatingIfNeeded: (fu >> 24) & 0xFF)
                let wy = UInt32(truncatingIfNeeded: (fv >> 24) & 0xFF)
                let xa = Swift.min(Swift.max(ix, 0), maxX)
                let xb = Swift.min(Swift.max(ix + 1, 0), maxX)
                let ya = Swift.min(Swift.max(iy, 0), maxY)
                let yb = Swift.min(Swift.max(iy + 1, 0), maxY)
                let top = Self.lerp(texel(xa, ya), texel(xb, ya), wx)
                let bottom = Self.lerp(texel(xa, yb), texel(xb, yb), wx)
                p = Self.lerp(top, bottom, wy)
            }
            out[i] = layout.fromRGBA(p, swizzle)
            fu &+= du
            fv &+= dv
        }
    }

    /// Samples of the image repeated in every direction (each texel coordinate wrapped).
    private func sampleTiled(row: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let shift = nearest ? 0.0 : 0.5
        let cy = Double(row) + 0.5
        let w = Double(width)
        let h = Double(height)
        @inline(__always) func wrap(_ i: Int, _ n: Int) -> Int {
            let r = i % n
            return r < 0 ? r + n : r
        }
        for i in 0..<count {
            let cx = Double(x0 + i) + 0.5
            var u = Double(inverse.a) * cx + Double(inverse.c) * cy + Double(inverse.tx) - shift
            var v = Double(inverse.b) * cx + Double(inverse.d) * cy + Double(inverse.ty) - shift
            // Bring far-away coordinates near the image first, keeping the fraction.
            u -= (u / w).rounded(.down) * w
            v -= (v / h).rounded(.down) * h
            guard u.isFinite, v.isFinite else {
                out[i] = 0
                continue
            }
            let fu = u.rounded(.down)
            let fv = v.rounded(.down)
            let ix = wrap(Int(fu), width)
            let iy = wrap(Int(fv), height)
            let p: UInt32
            if nearest {
                p = texel(ix, iy)
            } else {
                let wx = UInt32((u - fu) * 256)
                let wy = UInt32((v - fv) * 256)
                let jx = wrap(ix + 1, width)
                let jy = wrap(iy + 1, height)
                p = Self.lerp(
                    Self.lerp(texel(ix, iy), texel(jx, iy), Swift.min(wx, 255)),
                    Self.lerp(texel(ix, jy), texel(jx, jy), Swift.min(wx, 255)), Swift.min(wy, 255))
            }
            out[i] = layout.fromRGBA(p, swizzle)
        }
    }

    /// Nearest samples along one image row.
    private func sampleRow(
        _ y: Int, _ start: Int64, _ step: Int64, _ count: Int, _ out: UnsafeMutablePointer<UInt32>, _ maxX: Int
    ) {
        segue_sample_row_nearest(pixels + y &* width &* 4, start, step, count, out, maxX, layout.kernelOrder(swizzle))
    }

    /// Bilinear samples between image rows `ya` and `yb` (weight `wy/256` on `yb`): rows
    /// first where both texels of a pixel are inside the image, columns first (clamped) at
    /// its edges.
    private func sampleRowBilinear(
        _ ya: Int, _ yb: Int, _ wy: UInt32, _ start: Int64, _ step: Int64, _ count: Int,
        _ out: UnsafeMutablePointer<UInt32>, _ maxX: Int
    ) {
        segue_sample_row_bilinear(
            pixels + ya &* width &* 4, pixels + yb &* width &* 4, wy, start, step, count, out, maxX,
            layout.kernelOrder(swizzle))
    }
}

/// Paints an image through coverage runs: samples each row's covered span once, then blends
/// run by run.
struct _ImageSink: _CoverageSink {
    /// Where to paint.
    let target: _PaintTarget
    /// The image reader.
    let sampler: _ImageSampler
    /// A factor (0–255) applied to the samples, for the context's alpha when it cannot be
    /// folded into coverage; 255 for none.
    let sourceScale: UInt32

    mutating func paintRow(_ row: Int, _ runs: UnsafeBufferPointer<_CoverageRun>) {
        guard let firstRun = runs.first, let lastRun = runs.last else { return }
        let first = Int(firstRun.x0)
        let count = Int(lastRun.x1) - first
        let span = target.span
        sampler.sample(row: row, x0: first, count: count, into: span)
        if sourceScale != 255 {
            for i in 0..<count { span[i] = _Compositor.scale(span[i], sourceScale) }
        }
        for run in runs {
            target.blend(row: row, run: run, src: span + (Int(run.x0) - first), srcStep: 1)
        }
    }
}
