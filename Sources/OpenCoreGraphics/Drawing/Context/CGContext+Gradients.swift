import Foundation

extension CGContext {
    /// Paints a gradient along the line from `start` to `end` (user space), filling the clip.
    ///
    /// Every point takes the color of its projection onto the line: location 0 at `start`,
    /// 1 at `end`, so the color is constant along lines perpendicular to it (in user space: a
    /// CTM with shear or unequal scales turns them). Without options only the band between the
    /// perpendiculars through `start` and `end` is painted; `.drawsBeforeStartLocation` and
    /// `.drawsAfterEndLocation` extend the end colors beyond them. The CTM, clip, alpha and
    /// blend mode apply; edges are those of the clip (the band's own edges are not
    /// antialiased). The current path is left unchanged.
    ///
    /// Nothing is drawn (and a message is logged) when `start` equals `end` or a coordinate is
    /// not finite.
    ///
    /// - Note: Differs from Core Graphics: gradients cast no shadow, and colors are looked up
    ///   in a table of 1024 evenly spaced locations, without dithering.
    public func drawLinearGradient(
        _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
    ) {
        _drawGradient(gradient, .axial(start: startPoint, end: endPoint), options: options)
    }

    /// Paints a gradient that moves and grows a circle from the start circle to the end circle
    /// (user space), filling the clip.
    ///
    /// Location `t` is the circle whose centre and radius are `t` of the way from the start
    /// circle's to the end circle's; where circles overlap the later one (larger `t`) shows, and
    /// points no circle reaches are not painted — two circles apart give a cone. Without options
    /// only locations 0…1 are painted; `.drawsBeforeStartLocation` continues the circles before
    /// the start (until their radius is 0) with the first color, `.drawsAfterEndLocation` past
    /// the end with the last color. The CTM (which may make circles ellipses), clip, alpha and
    /// blend mode apply. The current path is left unchanged.
    ///
    /// Nothing is drawn (and a message is logged) when a radius is negative, a value is not
    /// finite, or the two circles are the same.
    ///
    /// - Note: Differs from Core Graphics: gradients cast no shadow, and colors are looked up
    ///   in a table of 1024 evenly spaced locations, without dithering.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        _drawGradient(
            gradient,
            .radial(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius),
            options: options)
    }

    /// Fills the clip with `gradient` laid out by `geometry` in user space.
    func _drawGradient(_ gradient: CGGradient, _ geometry: _GradientGeometry, options: CGGradientDrawingOptions) {
        let box = _state.clipBox
        guard !box.isEmpty else { return }
        guard let fromRaster = _PlaneMap(_userToRaster).inverted(),
            let shader = _GradientShader(
                gradient, geometry: geometry, toGradient: fromRaster, options: options, alpha: Double(_state.alpha),
                layout: _layout)
        else {
            _coreGraphicsLog("a gradient without extent or with non-finite geometry was drawn; nothing is painted.")
            return
        }
        // The shape is the clip box; the clip mask and the gradient's reach do the rest.
        _polygons.removeAll()
        _polygons.beginContour()
        for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.maxX, box.maxY), (box.minX, box.maxY)] {
            _polygons.append(CGPoint(x: x, y: height - y))
        }
        _polygons.endContour()
        _rasterizer.begin(box: box)
        _polygons.load(into: _rasterizer, transform: _deviceToRaster)
        guard !_rasterizer.isEmpty else { return }
        let mode = _state.blendMode
        _withTarget(mode: mode, coverageScale: 1) { target in
            var sink = _GradientSink(target: target, shader: shader, sourceOver: mode == .normal)
            _rasterizer.rasterize(rule: .winding, antialias: _state.antialias, into: &sink)
        }
    }
}

/// Paints a gradient through coverage runs.
struct _GradientSink: _CoverageSink {
    let target: _PaintTarget
    let shader: _GradientShader
    /// Whether the blend mode is source-over, under which the pixels the gradient does not
    /// reach (0) change nothing; other modes weigh them out one by one.
    let sourceOver: Bool

    mutating func paintRow(_ row: Int, _ runs: UnsafeBufferPointer<_CoverageRun>) {
        if let t = shader.rowLocation(row) {
            // The whole row is one color (or out of reach).
            guard let color = shader.color(at: t) else { return }
            withUnsafePointer(to: color) { src in
                for run in runs { target.blend(row: row, run: run, src: src, srcStep: 0) }
            }
            return
        }
        for run in runs {
            let x0 = Int(run.x0)
            let count = Int(run.x1 - run.x0)
            let missing = shader.shade(
                row: row, x0: x0, count: count, into: target.span, reached: sourceOver ? nil : target.coverage)
            if sourceOver || missing == 0 {
                target.blend(row: row, run: run, src: target.span, srcStep: 1)
                continue
            }
            guard missing < count else { continue }
            let k = UInt32(run.coverage * target.coverageScale * 255 + 0.5)
            for i in 0..<count {
                target.coverage[i] = UInt8(truncatingIfNeeded: _div255(k * UInt32(target.coverage[i])))
            }
            target.blend(row: row, x0: x0, count: count, src: target.span, srcStep: 1, weights: target.coverage)
        }
    }
}
