import Foundation

/// Reads an image's pixels for the bitmap pixels it lands on: bilinear or nearest, with
/// edge pixels repeated outside the image.
///
/// Sample positions step along a row in 32.32 fixed point, so a span costs a few integer
/// operations per pixel; bilinear weights have 8 bits. The result is in the destination
/// layout, premultiplied.
struct _ImageSampler {
    /// The image's RGBA bytes.
    let pixels: UnsafeRawPointer
    /// The image's size in pixels.
    let width: Int, height: Int
    /// Raster space to image pixel space (y down, origin at the image's top-left corner).
    let inverse: CGAffineTransform
    /// Whether to take the nearest pixel instead of interpolating.
    let nearest: Bool
    /// The destination layout and how to get there from RGBA.
    let layout: _PixelLayout
    let swizzle: _Swizzle

    /// Linear interpolation of two premultiplied pixels, `w/256` of the way from `a` to `b`.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let v = 256 - w
        let rb = (((a & 0x00FF_00FF) &* v &+ (b & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* v &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return rb | ag
    }

    /// The image pixel at `(x, y)`, both already inside the image.
    @inline(__always)
    private func texel(_ x: Int, _ y: Int) -> UInt32 {
        pixels.loadUnaligned(fromByteOffset: (y &* width &+ x) &* 4, as: UInt32.self)
    }

    /// Writes the samples for pixels `x0 ..< x0 + count` of raster row `row` into `out`.
    func sample(row: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let cx = Double(x0) + 0.5, cy = Double(row) + 0.5
        // Bilinear samples are centred on texel centres, hence the half-pixel shift.
        let shift = nearest ? 0.0 : 0.5
        let u = Double(inverse.a) * cx + Double(inverse.c) * cy + Double(inverse.tx) - shift
        let v = Double(inverse.b) * cx + Double(inverse.d) * cy + Double(inverse.ty) - shift
        let one = 4_294_967_296.0
        let limit = Double(1 << 30)
        func fixed(_ value: Double) -> Int64 {
            Int64((Swift.min(Swift.max(value, -limit), limit) * one).rounded())
        }
        var fu = fixed(u), fv = fixed(v)
        let du = fixed(Double(inverse.a)), dv = fixed(Double(inverse.b))
        let maxX = width - 1, maxY = height - 1
        for i in 0..<count {
            let ix = Int(truncatingIfNeeded: fu >> 32), iy = Int(truncatingIfNeeded: fv >> 32)
            let p: UInt32
            if nearest {
                p = texel(Swift.min(Swift.max(ix, 0), maxX), Swift.min(Swift.max(iy, 0), maxY))
            } else {
                let wx = UInt32(truncatingIfNeeded: (fu >> 24) & 0xFF)
                let wy = UInt32(truncatingIfNeeded: (fv >> 24) & 0xFF)
                let xa = Swift.min(Swift.max(ix, 0), maxX), xb = Swift.min(Swift.max(ix + 1, 0), maxX)
                let ya = Swift.min(Swift.max(iy, 0), maxY), yb = Swift.min(Swift.max(iy + 1, 0), maxY)
                let top = Self.lerp(texel(xa, ya), texel(xb, ya), wx)
                let bottom = Self.lerp(texel(xa, yb), texel(xb, yb), wx)
                p = Self.lerp(top, bottom, wy)
            }
            out[i] = layout.fromRGBA(p, swizzle)
            fu &+= du
            fv &+= dv
        }
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
        let first = Int(firstRun.x0), count = Int(lastRun.x1) - first
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
