import Foundation

/// What a painting operation puts inside its shape.
enum _Paint {
    /// A solid color (unpremultiplied; the context's alpha still applies).
    case color(CGColor)
    /// An image, with the transform from its pixel grid (y down, origin top left) to device
    /// space, repeated in every direction when `tiled`.
    case image(CGImage, toDevice: CGAffineTransform, tiled: Bool)
    /// Transparency, ignoring alpha and blend mode (`clear(_:)`).
    case erase
}

/// The tolerance, in device pixels, within which curves are flattened for filling.
let _fillTolerance: CGFloat = 0.05

extension CGContext {
    /// Paints the area inside the current path with the fill color, then empties the path.
    ///
    /// Open subpaths are closed implicitly. `rule` decides which overlapping regions are
    /// inside (non-zero winding by default). Subpaths with non-finite coordinates are
    /// skipped and logged.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = _path
        beginPath()
        _fill(devicePath: path, rule: rule, paint: .color(_state.fillColor))
    }

    /// Paints a line along the current path with the stroke color and line attributes, then
    /// empties the path.
    ///
    /// The stroke is the region swept by a segment of the line width held perpendicular to
    /// the path, plus joins, caps and dashes as set; it is built in user space (so a
    /// non-uniform CTM gives an elliptical pen) and painted with the non-zero rule.
    public func strokePath() {
        let path = _path
        beginPath()
        _stroke(devicePath: path)
    }

    /// Paints the current path as `mode` says (fill, stroke or both), then empties it.
    ///
    /// The fill is painted first, the stroke over it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = _path
        beginPath()
        switch mode {
        case .fill: _fill(devicePath: path, rule: .winding, paint: .color(_state.fillColor))
        case .eoFill: _fill(devicePath: path, rule: .evenOdd, paint: .color(_state.fillColor))
        case .stroke: _stroke(devicePath: path)
        case .fillStroke:
            _fill(devicePath: path, rule: .winding, paint: .color(_state.fillColor))
            _stroke(devicePath: path)
        case .eoFillStroke:
            _fill(devicePath: path, rule: .evenOdd, paint: .color(_state.fillColor))
            _stroke(devicePath: path)
        }
    }

    /// Paints a rectangle (user space) with the fill color.
    ///
    /// The current path is left unchanged.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Paints several rectangles (user space) with the fill color, as one shape.
    ///
    /// Overlapping rectangles are painted once (non-zero rule). The current path is left
    /// unchanged; non-finite rectangles are skipped and logged.
    public func fill(_ rects: [CGRect]) {
        _fill(devicePath: _rectsPath(rects), rule: .winding, paint: .color(_state.fillColor))
    }

    /// Strokes the outline of a rectangle (user space) with the current line attributes.
    ///
    /// The current path is left unchanged.
    public func stroke(_ rect: CGRect) {
        _stroke(devicePath: _rectsPath([rect]))
    }

    /// Strokes the outline of a rectangle (user space) with the given line width.
    ///
    /// The graphics state's line width is left unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = _state.lineWidth
        setLineWidth(width)
        _stroke(devicePath: _rectsPath([rect]))
        _state.lineWidth = saved
    }

    /// Paints the area inside an ellipse (user space) with the fill color.
    ///
    /// The current path is left unchanged.
    public func fillEllipse(in rect: CGRect) {
        guard _acceptFinite(rect.origin.x, rect.origin.y, rect.width, rect.height) else { return }
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: _state.ctm)
        _fill(devicePath: path, rule: .winding, paint: .color(_state.fillColor))
    }

    /// Strokes an ellipse (user space) with the current line attributes.
    ///
    /// The current path is left unchanged.
    public func strokeEllipse(in rect: CGRect) {
        guard _acceptFinite(rect.origin.x, rect.origin.y, rect.width, rect.height) else { return }
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: _state.ctm)
        _stroke(devicePath: path)
    }

    /// Strokes separate line segments: points 0–1, 2–3, and so on (user space).
    ///
    /// An odd last point is ignored. The current path is left unchanged.
    public func strokeLineSegments(between points: [CGPoint]) {
        guard _acceptFinite(points.flatMap { [$0.x, $0.y] }) else { return }
        let path = CGMutablePath()
        var i = 0
        while i + 1 < points.count {
            path.move(to: points[i], transform: _state.ctm)
            path.addLine(to: points[i + 1], transform: _state.ctm)
            i += 2
        }
        _stroke(devicePath: path)
    }

    /// Makes a rectangle transparent (user space), whatever the alpha and blend mode.
    ///
    /// Respects the CTM and the clip; edges that cut pixels clear them partly.
    public func clear(_ rect: CGRect) {
        _fill(devicePath: _rectsPath([rect]), rule: .winding, paint: .erase)
    }

    /// A device-space path of the finite rectangles among `rects`.
    func _rectsPath(_ rects: [CGRect]) -> CGPath {
        let path = CGMutablePath()
        for rect in rects where _acceptFinite(rect.origin.x, rect.origin.y, rect.width, rect.height) {
            path.addRect(rect, transform: _state.ctm)
        }
        return path
    }

    /// Flattens a device-space path and paints it.
    func _fill(devicePath path: CGPath, rule: CGPathFillRule, paint: _Paint) {
        _polygons.removeAll()
        if !_polygons.appendFlattened(path, tolerance: _fillTolerance) {
            _coreGraphicsLog("a path with non-finite coordinates was painted; those subpaths are ignored.")
        }
        _paintPolygons(rule: rule, paint: paint)
    }

    /// Paints the shape in ``_polygons`` (device space) with `paint`, its shadow first.
    func _paintPolygons(rule: CGPathFillRule, paint: _Paint) {
        let box = _state.clipBox
        guard !box.isEmpty, _polygons.contourCount > 0 else { return }
        // Clearing casts no shadow.
        let erasing = if case .erase = paint { true } else { false }
        if !erasing, _state.shadowColor != nil {
            _drawShadow(rule: rule, paint: paint)
        }
        _rasterizer.begin(box: box)
        _polygons.load(into: _rasterizer, transform: _deviceToRaster)
        guard !_rasterizer.isEmpty else { return }
        switch paint {
        case .color(let color):
            _withTarget(mode: _state.blendMode, coverageScale: 1) { target in
                var sink = _SolidSink(
                    target: target, color: color._premultipliedPixel(in: _layout, extraAlpha: _state.alpha))
                _rasterizer.rasterize(rule: rule, antialias: _state.antialias, into: &sink)
            }
        case .erase:
            _withTarget(mode: .clear, coverageScale: 1) { target in
                var sink = _SolidSink(target: target, color: 0)
                _rasterizer.rasterize(rule: rule, antialias: _state.antialias, into: &sink)
            }
        case .image(let image, let toDevice, let tiled):
            _paintImage(image, toDevice: toDevice, tiled: tiled, rule: rule)
        }
    }

    /// Runs `body` with a paint target over this context's bitmap, clip mask and scratch.
    func _withTarget(mode: CGBlendMode, coverageScale: Float, _ body: (_PaintTarget) -> Void) {
        let mask = _state.clipMask
        _coverageScratch.withUnsafeMutableBufferPointer { coverage in
            _spanScratch.withUnsafeMutableBufferPointer { span in
                body(
                    _PaintTarget(
                        data: _data, bytesPerRow: bytesPerRow, layout: _layout, mode: mode,
                        mask: mask.map { UnsafePointer($0.bytes) }, maskBox: mask?.box ?? .empty,
                        coverage: coverage.baseAddress!, span: span.baseAddress!, coverageScale: coverageScale))
            }
        }
        withExtendedLifetime(mask) {}
    }
}
