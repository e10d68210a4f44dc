import Foundation

extension CGContext {
    /// Narrows the clipping area to the inside of the current path, then empties the path.
    ///
    /// `rule` decides which parts of the path are inside (non-zero winding by default). The
    /// new clip is the intersection of the old clip and the path's filled area, antialiased
    /// like a fill; `restoreGState` undoes it. An empty path clips everything away.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = _path
        beginPath()
        _clip(devicePath: path, rule: rule)
    }

    /// Narrows the clipping area to a rectangle (user space).
    ///
    /// The current path is left unchanged. A rectangle that lands on whole device pixels
    /// clips without any per-pixel mask.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Narrows the clipping area to the union of several rectangles (user space).
    ///
    /// The current path is left unchanged. No rectangles clips everything away.
    public func clip(to rects: [CGRect]) {
        _clip(devicePath: _rectsPath(rects), rule: .winding)
    }

    /// Narrows the clipping area with an image used as a mask.
    ///
    /// - Note: Not implemented yet; stops the program.
    public func clip(to rect: CGRect, mask: CGImage) {
        _unimplemented("CGContext.clip(to:mask:)")
    }

    /// The bounding box of the clipping area, in user space.
    ///
    /// Whole device pixels, mapped back through the CTM; `CGRect.zero` when everything is
    /// clipped away.
    public var boundingBoxOfClipPath: CGRect {
        let box = _state.clipBox
        guard !box.isEmpty else { return .zero }
        let device = CGRect(
            x: CGFloat(box.minX), y: CGFloat(height - box.maxY), width: CGFloat(box.width), height: CGFloat(box.height))
        return device.applying(_state.ctm.inverted())
    }

    /// Intersects the clip with the filled area of a device-space path.
    func _clip(devicePath path: CGPath, rule: CGPathFillRule) {
        _polygons.removeAll()
        if !_polygons.appendFlattened(path, tolerance: _fillTolerance) {
            _coreGraphicsLog("a clipping path with non-finite coordinates was used; those subpaths are ignored.")
        }
        let box = _state.clipBox
        guard !box.isEmpty else { return }
        _rasterizer.begin(box: box)
        _polygons.load(into: _rasterizer, transform: _deviceToRaster)
        let newBox = _rasterizer.edgeBox
        guard !newBox.isEmpty else {
            _state.clipBox = .empty
            _state.clipMask = nil
            return
        }
        let previous = _state.clipMask
        let mask = _ClipMask(box: newBox, value: 0)
        var sink = _MaskBuildingSink(mask: mask, previous: previous)
        _rasterizer.rasterize(rule: rule, antialias: _state.antialias, into: &sink)
        // Shrink to the rows and columns that kept any coverage.
        let tight = mask.nonZeroBox()
        guard !tight.isEmpty else {
            _state.clipBox = .empty
            _state.clipMask = nil
            return
        }
        _state.clipBox = tight
        _state.clipMask = mask.isOpaque(in: tight) ? nil : mask
    }
}
