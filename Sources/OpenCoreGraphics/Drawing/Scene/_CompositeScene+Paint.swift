import Foundation

extension _CompositeScene {
    /// Paints the runs of one row (sorted, inside the target) with `paint` at opacity `alpha`,
    /// then with the `overlay` color (an image draw's, see `Draw.overlay`).
    func paintRuns(
        _ runs: UnsafeBufferPointer<_CoverageRun>, paint: Paint, alpha: Float,
        overlay: (pixel: UInt32, alpha: Float)? = nil, row y: Int, target: _RowTarget, scratch: _RowScratch
    ) {
        let layout = layout
        switch paint {
        case .color(let pixel):
            withUnsafePointer(to: pixel) { src in
                for run in runs {
                    var k = UInt8(truncatingIfNeeded: UInt32(run.coverage * alpha * 255 + 0.5))
                    guard k != 0 else { continue }
                    withUnsafePointer(to: &k) { coverage in
                        _Compositor.blend(
                            dst: target.base + Int(run.x0) * 4, count: Int(run.x1 - run.x0), src: src, srcStep: 0,
                            coverage: coverage, coverageStep: 0, mode: .normal, layout: layout)
                    }
                }
            }
        case .image(let image):
            image.image._premultipliedRGBA.withUnsafeBytes { raw in
                guard let pixels = raw.baseAddress else { return }
                let first = Int(runs[0].x0)
                let last = Int(runs[runs.count - 1].x1)
                let span = scratch.span
                for run in runs {
                    let k = UInt32(run.coverage * alpha * 255 + 0.5)
                    let x0 = Int(run.x0)
                    let count = Int(run.x1 - run.x0)
                    // The overlay color as its own draw would scale it for this run.
                    var over: UInt32 = 0
                    if let overlay {
                        let c = UInt32(
                            truncatingIfNeeded: UInt8(
                                truncatingIfNeeded: UInt32(run.coverage * overlay.alpha * 255 + 0.5)))
                        over = c == 0 ? 0 : c == 255 ? overlay.pixel : _Compositor.scale(overlay.pixel, c)
                    }
                    defer {
                        if over != 0 {
                            _ColorBlender.blend(
                                dst: target.base + x0 * 4, count: count, scaled: over, alphaShift: layout.alphaShift)
                        }
                    }
                    guard k != 0 else { continue }
                    if k >= 255, image.opaque {
                        // Opaque samples at full coverage replace the destination; pixel for
                        // pixel in the image's own byte order, they are a copy (with the
                        // overlay color composited on the way).
                        let dst = (target.base + x0 * 4).assumingMemoryBound(to: UInt32.self)
                        if image.copy(pixels, row: y, x0: x0, count: count, into: dst, over: over) {
                            over = 0
                        } else {
                            image.sample(pixels, row: y, x0: x0, count: count, into: dst)
                        }
                        continue
                    }
                    if k >= 255, !image.opaque, blendsTranslatedImages,
                        image.blendTranslated(pixels, row: y, x0: x0, count: count, into: target.base + x0 * 4)
                    {
                        continue
                    }
                    if image.blend(
                        pixels, row: y, x0: x0, count: count, k: UInt16(Swift.min(k, 255)), into: target.base + x0 * 4,
                        columns: target.minX, target.maxX, scratch: scratch.blend)
                    {
                        continue
                    }
                    image.sample(pixels, row: y, x0: x0, count: count, into: span + (x0 - first))
                    var k8 = UInt8(Swift.min(k, 255))
                    withUnsafePointer(to: &k8) { coverage in
                        _Compositor.blend(
                            dst: target.base + x0 * 4, count: count, src: span + (x0 - first), srcStep: 1,
                            coverage: coverage, coverageStep: 0, mode: .normal, layout: layout)
                    }
                }
                _ = last
            }
        case .castShadow(let caster, let pixel, let colorAlpha):
            paintCastShadowRow(
                runs, caster: caster, pixel: pixel, strength: colorAlpha * alpha * 255, row: y, target: target,
                scratch: scratch)
        case .gradient(let shader):
            paintGradientRuns(runs, shader: shader, alpha: alpha, row: y, target: target, scratch: scratch)
        case .shadow(let shadow, let toLocal, let pixel):
            if paintShadowRow(
                runs, shadow: shadow, toLocal: toLocal, pixel: pixel, alpha: alpha, row: y, target: target,
                scratch: scratch.shadow)
            {
                return
            }
            let first = Int(runs[0].x0)
            let last = Int(runs[runs.count - 1].x1)
            let weights = scratch.weights
            let strength = Float(shadow.color.alpha) * alpha * 255
            // Columns where the shadow is known to be flat (see `flatColumns`).
            let flat = shadow.flatColumns(row: y, toLocal: toLocal)
            var flatWeight: Float = 0
            if let flat, flat.lowerBound < flat.upperBound {
                let v = toLocal.apply(Double(flat.lowerBound) + 0.5, Double(y) + 0.5)
                flatWeight = Float(shadow.value(v.x, v.y))
            }
            // The shadow's opacity at every pixel of the span, times coverage.
            var r = 0
            var x = first
            while x < last {
                while r < runs.count, Int(runs[r].x1) <= x { r += 1 }
                guard r < runs.count else { break }
                if Int(runs[r].x0) > x {
                    let gap = Int(runs[r].x0)
                    (weights + (x - first)).update(repeating: 0, count: gap - x)
                    x = gap
                }
                let runEnd = Int(runs[r].x1)
                let scale = runs[r].coverage * strength
                while x < runEnd {
                    if let flat, x >= flat.lowerBound, x < flat.upperBound {
                        let end = Swift.min(runEnd, flat.upperBound)
                        let w = UInt8(Swift.min(Swift.max(flatWeight * scale + 0.5, 0), 255))
                        (weights + (x - first)).update(repeating: w, count: end - x)
                        x = end
                        continue
                    }
                    let (u, v) = toLocal.apply(Double(x) + 0.5, Double(y) + 0.5)
                    let value = Float(shadow.value(u, v)) * scale
                    weights[x - first] = UInt8(Swift.min(Swift.max(value + 0.5, 0), 255))
                    x += 1
                }
            }
            if x < last { (weights + (x - first)).update(repeating: 0, count: last - x) }
            _blendWeighted(target: target, from: first, count: last - first, weights: weights, pixel: pixel)
        }
    }

    /// Blends one color through per-pixel weights: long stretches of one weight take the
    /// constant-coverage path, the rest goes pixel by pixel.
    private func _blendWeighted(target: _RowTarget, from: Int, count: Int, weights: UnsafePointer<UInt8>, pixel: UInt32)
    {
        let layout = layout
        withUnsafePointer(to: pixel) { src in
            var i = 0
            while i < count {
                var j = i + 1
                while j < count, weights[j] == weights[i] { j += 1 }
                if weights[i] == 0 {
                    i = j
                    continue
                }
                if j - i >= 8 {
                    _Compositor.blend(
                        dst: target.base + (from + i) * 4, count: j - i, src: src, srcStep: 0, coverage: weights + i,
                        coverageStep: 0, mode: .normal, layout: layout)
                    i = j
                    continue
                }
                var k = j
                while k < count {
                    var m = k + 1
                    while m < count, weights[m] == weights[k] { m += 1 }
                    if m - k >= 8 { break }
                    k = m
                }
                _Compositor.blend(
                    dst: target.base + (from + i) * 4, count: k - i, src: src, srcStep: 0, coverage: weights + i,
                    coverageStep: 1, mode: .normal, layout: layout)
                i = k
            }
        }
    }
}

extension _ImagePaint {
    /// Copies image pixels when the map is a whole-pixel translation and the target's byte
    /// order is the image's — composited under the pixel `color` (already scaled by its
    /// coverage) on the way, unless it is 0 — and returns `false` (writing nothing) otherwise
    /// or when the span leaves the image.
    @inline(__always)
    func copy(
        _ pixels: UnsafeRawPointer, row y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>,
        over color: UInt32 = 0
    ) -> Bool {
        let m = toImage
        guard m.m11 == 1, m.m22 == 1, m.m12 == 0, m.m21 == 0, m.m13 == 0, m.m23 == 0, m.m33 == 1,
            m.m31 == m.m31.rounded(), m.m32 == m.m32.rounded(), layout.swizzleFromRGBA == .identity, !nearest
        else { return false }
        let ix = x0 + Int(m.m31)
        let iy = y + Int(m.m32)
        guard ix >= 0, ix + count <= image.width, iy >= 0, iy < image.height else { return false }
        let source = pixels + (iy * image.width + ix) * 4
        if color == 0 {
            UnsafeMutableRawPointer(out).copyMemory(from: source, byteCount: count * 4)
        } else {
            _ColorBlender.blend(
                dst: UnsafeMutableRawPointer(out), from: source, count: count, scaled: color,
                alphaShift: layout.alphaShift)
        }
        return true
    }

    /// Samples raster row `y`, columns `x0 ..< x0 + count`, and composites the samples
    /// source-over at `dst` under coverage `k` in one pass (see ``_ImageBlender``); returns
    /// `false`, doing nothing, when that path does not serve the image or the target.
    @inline(__always)
    func blend(
        _ pixels: UnsafeRawPointer, row y: Int, x0: Int, count: Int, k: UInt16, into dst: UnsafeMutableRawPointer,
        columns lo: Int, _ hi: Int, scratch: _BlendScratch
    ) -> Bool {
        guard !nearest, _ImageBlender.handles(layout) else { return false }
        let blender = _ImageBlender(pixels: pixels, width: image.width, height: image.height, opaque: opaque)
        @inline(__always) func run<Order: _ChannelOrder>(_: Order.Type) {
            if opaque, k == 255 {
                blend(
                    blender, row: y, x0: x0, count: count, k: k, into: dst, columns: lo, hi, scratch: scratch,
                    Order.self, _ReplacingSource.self)
            } else if opaque {
                blend(
                    blender, row: y, x0: x0, count: count, k: k, into: dst, columns: lo, hi, scratch: scratch,
                    Order.self, _OpaqueSource.self)
            } else {
                blend(
                    blender, row: y, x0: x0, count: count, k: k, into: dst, columns: lo, hi, scratch: scratch,
                    Order.self, _TranslucentSource.self)
            }
        }
        switch layout.swizzleFromRGBA {
        case .identity: run(_KeepOrder.self)
        default: run(_SwapRedBlue.self)
        }
        return true
    }

    @inline(__always)
    private func blend<Order: _ChannelOrder, Mode: _SourceMode>(
        _ blender: _ImageBlender, row y: Int, x0: Int, count: Int, k: UInt16, into dst: UnsafeMutableRawPointer,
        columns lo: Int, _ hi: Int, scratch: _BlendScratch, _: Order.Type, _: Mode.Type
    ) {
        let m = toImage
        let cx = Double(x0) + 0.5
        let cy = Double(y) + 0.5
        if m.isAffine, m.m12 == 0 {
            // As `_ImageSampler`: rows map to one image row pair.
            let u = m.m11 * cx + m.m21 * cy + m.m31 - 0.5
            let v = m.m12 * cx + m.m22 * cy + m.m32 - 0.5
            let limit = Double(1 << 30)
            @inline(__always) func fixed(_ value: Double) -> Int64 {
                Int64((Swift.min(Swift.max(value, -limit), limit) * 4_294_967_296.0).rounded())
            }
            let fv = fixed(v)
            let iy = Int(truncatingIfNeeded: fv >> 32)
            let maxY = image.height - 1
            let ya = Swift.min(Swift.max(iy, 0), maxY)
            let yb = Swift.min(Swift.max(iy + 1, 0), maxY)
            var wy = UInt16(truncatingIfNeeded: (fv >> 24) & 0xFF)
            if ya == yb { wy = 0 }
            blender.blendRow(
                ya, wy == 0 ? ya : yb, wy, start: fixed(u), step: fixed(m.m11), count: count, into: dst, k: k,
                scratch: scratch, Order.self, Mode.self)
            return
        }
        if let table = columns, x0 >= table.lo, x0 + count <= table.hi {
            blender.blendColumns(table, row: y, x0: x0, count: count, into: dst, k: k, Order.self, Mode.self)
            return
        }
        _ProjectiveSampler.walk(toImage: m, row: y, x0: x0, count: count, shift: 0.5) { fu, fv, du, dv, n, done in
            blender.blendRun(fu, fv, du, dv, count: n, into: dst + done &* 4, k: k, Order.self, Mode.self)
        }
    }

    /// For an image whose raster rows map to image rows and that is scaled (not copied, and
    /// not down by more than 2): reads one byte of every cache line of the image rows that
    /// raster rows `top ... bottom`, columns `lo ..< hi` sample, and returns their sum.
    ///
    /// Each raster row reads two image rows, one of them new; the hardware prefetchers start
    /// over at every new image row and the row waits for memory line by line. These reads
    /// are independent and few instructions apart, so many of them are in flight at once,
    /// and the band then finds its rows in cache.
    func touchRows(_ top: Int, _ bottom: Int, columns lo: Int, _ hi: Int) -> UInt8 {
        let m = toImage
        // Scaled down by more than 2, the rows would hold many texels no sample reads.
        guard m.isAffine, m.m12 == 0, m.m21 == 0, m.m11 != 0, lo < hi, !(m.m11 == 1 && m.m22 == 1),
            Swift.abs(m.m11) <= 2, Swift.abs(m.m22) <= 2
        else { return 0 }
        let va = m.m22 * (Double(top) + 0.5) + m.m32 - 0.5
        let vb = m.m22 * (Double(bottom) + 0.5) + m.m32 - 0.5
        let ua = m.m11 * (Double(lo) + 0.5) + m.m31 - 0.5
        let ub = m.m11 * (Double(hi) - 0.5) + m.m31 - 0.5
        let maxX = Double(image.width - 1)
        let maxY = Double(image.height - 1)
        guard va.isFinite, vb.isFinite, ua.isFinite, ub.isFinite else { return 0 }
        let y0 = Int(Swift.min(Swift.max(Swift.min(va, vb).rounded(.down), 0), maxY))
        let y1 = Int(Swift.min(Swift.max(Swift.max(va, vb).rounded(.down) + 1, 0), maxY))
        let x0 = Int(Swift.min(Swift.max(Swift.min(ua, ub).rounded(.down), 0), maxX))
        let x1 = Int(Swift.min(Swift.max(Swift.max(ua, ub).rounded(.down) + 1, 0), maxX))
        let stride = image.width * 4
        return image._premultipliedRGBA.withUnsafeBytes { raw in
            guard let pixels = raw.baseAddress else { return 0 }
            var sum: UInt8 = 0
            for y in y0...y1 {
                var at = y &* stride &+ x0 &* 4
                let end = y &* stride &+ x1 &* 4
                while at <= end {
                    sum &+= pixels.load(fromByteOffset: at, as: UInt8.self)
                    at &+= 64
                }
                sum &+= pixels.load(fromByteOffset: end, as: UInt8.self)
            }
            return sum
        }
    }

    /// Writes the samples of raster row `y`, columns `x0 ..< x0 + count`, to `out`.
    @inline(__always)
    func sample(_ pixels: UnsafeRawPointer, row y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let m = toImage
        if m.isAffine, m.m12 == 0 {
            // Rows map to image rows: the axis-aligned sampler.
            let sampler = _ImageSampler(
                pixels: pixels, width: image.width, height: image.height,
                inverse: CGAffineTransform(
                    a: CGFloat(m.m11), b: CGFloat(m.m12), c: CGFloat(m.m21), d: CGFloat(m.m22),
                    tx: CGFloat(m.m31), ty: CGFloat(m.m32)),
                nearest: nearest, layout: layout, swizzle: layout.swizzleFromRGBA)
            sampler.sample(row: y, x0: x0, count: count, into: out)
            return
        }
        let sampler = _ProjectiveSampler(
            pixels: pixels, width: image.width, height: image.height, toImage: m, nearest: nearest, layout: layout)
        sampler.sample(row: y, x0: x0, count: count, into: out)
    }
}
