import Foundation

extension CGContext {
    /// Turns on shadows: everything painted afterwards casts a shadow of `color`, offset by
    /// `offset` and blurred by `blur`.
    ///
    /// The offset and blur are in device pixels and ignore the CTM, as Core Graphics'
    /// base-space shadow parameters do; a bitmap context's device space is y-up, so a positive
    /// `offset.height` moves the shadow up. The blur is a Gaussian with standard deviation
    /// σ = blur / 2 (the relation CSS and the HTML canvas define for a blur radius, which
    /// WebKit also uses for Core Graphics shadows), approximated by three extended box
    /// filters with exactly that variance; blurs above 1000 are treated as 1000. The shadow's
    /// opacity is the painted shape's (its coverage times the paint's and the context's
    /// alpha) times the color's; it is drawn under the shape, with the same blend mode and
    /// clip. A `nil` color, or one with zero alpha, turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard _acceptFinite(offset.width, offset.height, blur) else { return }
        _state.shadowOffset = offset
        _state.shadowBlur = Swift.min(Swift.max(blur, 0), 1000)
        _state.shadowColor = color.flatMap { $0.alpha > 0 ? $0 : nil }
    }

    /// Turns on shadows in black at one-third opacity, Core Graphics' default shadow color.
    ///
    /// As ``setShadow(offset:blur:color:)`` with `CGColor(gray: 0, alpha: 1/3)`.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    /// Paints the shadow of the shape in ``_polygons`` (device space) with `paint`.
    func _drawShadow(rule: CGPathFillRule, paint: _Paint) {
        guard let shadowColor = _state.shadowColor else { return }
        let target = _state.clipBox
        // Base space to device space: the offset maps through it, the blur scales with it.
        let base = _shadowBaseTransform
        let scale = Swift.abs(Double(base.a * base.d - base.b * base.c)).squareRoot()
        let sigma = Double(_state.shadowBlur) / 2 * (scale.isFinite ? scale : 1)
        let blur = sigma > 0.05 ? _GaussianBlur(sigma: sigma) : nil
        let reach = blur?.reach ?? 0
        // The shape moved by the offset (device space is y-up; raster rows grow downward).
        let offset = CGPoint(x: _state.shadowOffset.width, y: _state.shadowOffset.height)
            .applying(CGAffineTransform(a: base.a, b: base.b, c: base.c, d: base.d, tx: 0, ty: 0))
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let shift = CGAffineTransform(translationX: offset.x, y: offset.y)
        // Only the shadow's own neighbourhood needs blurring: the moved shape's bounds and
        // the clip box, each widened by the blur's reach, intersected.
        let toRaster = shift.concatenating(_deviceToRaster)
        var low = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        var high = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for point in _polygons.points {
            let p = point.applying(toRaster)
            low = CGPoint(x: Swift.min(low.x, p.x), y: Swift.min(low.y, p.y))
            high = CGPoint(x: Swift.max(high.x, p.x), y: Swift.max(high.y, p.y))
        }
        let shape = _PixelBox(covering: Double(low.x), Double(low.y), Double(high.x), Double(high.y))
        func widened(_ box: _PixelBox) -> _PixelBox {
            _PixelBox(minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach)
        }
        let region = widened(shape).intersection(widened(target))
        guard !region.isEmpty else { return }
        _rasterizer.begin(box: region)
        _polygons.load(into: _rasterizer, transform: toRaster)
        guard !_rasterizer.isEmpty else { return }
        let width = region.width
        let height = region.height
        var alphaBuffer = [Float](repeating: 0, count: width * height)
        let globalAlpha = Float(_state.alpha)
        switch paint {
        case .erase:
            return
        case .color(let color):
            var sink = _AlphaSink(
                box: region, buffer: alphaBuffer, scale: Float(color.alpha) * globalAlpha, sampler: nil)
            alphaBuffer = []
            _rasterizer.rasterize(rule: rule, antialias: _state.antialias, into: &sink)
            alphaBuffer = sink.buffer
        case .image(let image, let toDevice, let tiled):
            guard var sampler = _sampler(for: image, toDevice: toDevice.concatenating(shift), tiled: tiled) else {
                return
            }
            sampler.layout = .rgba
            sampler.swizzle = .identity
            var span = [UInt32](repeating: 0, count: width)
            image._premultipliedRGBA.withUnsafeBytes { raw in
                span.withUnsafeMutableBufferPointer { spanBuffer in
                    sampler.pixels = raw.baseAddress!
                    var sink = _AlphaSink(
                        box: region, buffer: alphaBuffer, scale: globalAlpha,
                        sampler: (sampler, spanBuffer.baseAddress!))
                    alphaBuffer = []
                    _rasterizer.rasterize(rule: rule, antialias: _state.antialias, into: &sink)
                    alphaBuffer = sink.buffer
                }
            }
        }
        if let blur {
            var scratch = [Float](repeating: 0, count: width * height)
            blur.apply(&alphaBuffer, scratch: &scratch, width: width, height: height)
        }
        _compositeShadow(alphaBuffer, region: region, color: shadowColor)
    }

    /// Blends `color` into the clip box, weighted by a shadow's alpha buffer over `region`.
    private func _compositeShadow(_ alpha: [Float], region: _PixelBox, color: CGColor) {
        let target = _state.clipBox
        let from = Swift.max(target.minX, region.minX)
        let to = Swift.min(target.maxX, region.maxX)
        guard from < to else { return }
        let pixel = color.copy(alpha: 1)!._premultipliedPixel(in: _layout, extraAlpha: 1)
        let colorAlpha = Float(color.alpha) * 255
        // The weights get their own row buffer: blending uses the target's scratch.
        var weightRow = [UInt8](repeating: 0, count: to - from)
        _withTarget(mode: _state.blendMode, coverageScale: 1) { paintTarget in
            alpha.withUnsafeBufferPointer { buffer in
                weightRow.withUnsafeMutableBufferPointer { weightBuffer in
                    let weights = weightBuffer.baseAddress!
                    for row in Swift.max(target.minY, region.minY)..<Swift.min(target.maxY, region.maxY) {
                        let base = (row - region.minY) * region.width - region.minX
                        var any = false
                        for x in from..<to {
                            let w = UInt8(Swift.min(Swift.max(buffer[base + x] * colorAlpha, 0), 255) + 0.5)
                            weights[x - from] = w
                            any = any || w != 0
                        }
                        if any {
                            _blendShadowRow(
                                paintTarget, row: row, from: from, weights: weights, count: to - from, pixel: pixel)
                        }
                    }
                }
            }
        }
    }

    /// Blends one row of shadow weights: long stretches of one weight (the shadow's flat
    /// inside) take the constant-coverage path, the rest goes pixel by pixel.
    private func _blendShadowRow(
        _ target: _PaintTarget, row: Int, from: Int, weights: UnsafePointer<UInt8>, count: Int, pixel: UInt32
    ) {
        withUnsafePointer(to: pixel) { src in
            var i = 0
            while i < count {
                var j = i + 1
                while j < count, weights[j] == weights[i] { j += 1 }
                if j - i >= 16 {
                    let run = _CoverageRun(x0: Int32(from + i), x1: Int32(from + j), coverage: Float(weights[i]) / 255)
                    target.blend(row: row, run: run, src: src, srcStep: 0)
                    i = j
                    continue
                }
                // A varying stretch, up to the next long constant one.
                var k = j
                while k < count {
                    var m = k + 1
                    while m < count, weights[m] == weights[k] { m += 1 }
                    if m - k >= 16 { break }
                    k = m
                }
                target.blend(row: row, x0: from + i, count: k - i, src: src, srcStep: 0, weights: weights + i)
                i = k
            }
        }
    }
}

/// A coverage sink that accumulates a shape's alpha into a `Float` buffer: coverage times a
/// constant, times an image's alpha when drawing an image.
struct _AlphaSink: _CoverageSink {
    /// The buffer's pixels.
    let box: _PixelBox
    /// `box.width × box.height` alphas, row-major.
    var buffer: [Float]
    /// A constant factor (paint and context alpha).
    let scale: Float
    /// For images: the sampler (RGBA output) and a row of scratch.
    let sampler: (_ImageSampler, UnsafeMutablePointer<UInt32>)?

    mutating func paintRow(_ row: Int, _ runs: UnsafeBufferPointer<_CoverageRun>) {
        guard let firstRun = runs.first, let lastRun = runs.last else { return }
        let first = Int(firstRun.x0)
        let count = Int(lastRun.x1) - first
        if let (sampler, span) = sampler {
            sampler.sample(row: row, x0: first, count: count, into: span)
        }
        let base = (row - box.minY) * box.width - box.minX
        for run in runs {
            for x in Int(run.x0)..<Int(run.x1) {
                var value = run.coverage * scale
                if let (_, span) = sampler { value *= Float(span[x - first] >> 24) / 255 }
                buffer[base + x] = value
            }
        }
    }
}
