import Foundation

/// Geometry: the derived frame and the layer-to-superlayer matrix (UIKitBehaviour #139–#143).
extension CALayer {
    /// Sets `frame`: `bounds.size` from the frame size (through the inverse of an axis-aligned
    /// transform), then `position` so that the derived frame lands on `newValue`.
    func _setFrame(_ newValue: CGRect) {
        guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
            newValue.size.width.isFinite, newValue.size.height.isFinite
        else {
            CAEngine.current.report("CALayer.frame: ignored a non-finite frame \(newValue)")
            return
        }
        let target = newValue.standardized
        var probe = _props
        probe.bounds.size = _props.sizeForFrameSize(target.size)
        let current = probe.frame
        let newPosition = CGPoint(
            x: probe.position.x + (target.minX - current.minX),
            y: probe.position.y + (target.minY - current.minY))
        // Huge finite values can overflow to ∞ − ∞ through a huge transform (UIKitBehaviour #384).
        guard !probe.bounds.size.width.isNaN, !probe.bounds.size.height.isNaN, !newPosition.x.isNaN,
            !newPosition.y.isNaN
        else {
            CAEngine.current.report(
                "CALayer.frame: ignored \(newValue), which gives a NaN bounds or position through the layer's transform"
            )
            return
        }
        bounds = CGRect(origin: _props.bounds.origin, size: probe.bounds.size)
        position = newPosition
    }

    /// Sets `bounds`, marking layout (and display, if asked) when the size changes.
    func _setBounds(_ newValue: CGRect) {
        let sizeChanged = newValue.size != _props.bounds.size
        _change(.bounds) { $0.bounds = newValue }
        if sizeChanged {
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
            setNeedsLayout()
        }
    }
}

extension _LayerProperties {
    /// The anchor point in the layer's own (bounds) coordinate space.
    var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The derived frame: the bounding box of the transformed bounds in the superlayer's space.
    var frame: CGRect {
        if transform == CATransform3DIdentity {
            return CGRect(
                x: position.x - anchorPoint.x * bounds.width,
                y: position.y - anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
        }
        let m = matrixToSuperlayer(superlayerSublayerTransform: nil)
        return _Homography(m).boundingBox(of: bounds)
    }

    /// The bounds size that gives a frame of `frameSize` under the current transform.
    func sizeForFrameSize(_ frameSize: CGSize) -> CGSize {
        guard transform != CATransform3DIdentity, CATransform3DIsAffine(transform) else { return frameSize }
        let a = transform.m11
        let b = transform.m12
        let c = transform.m21
        let d = transform.m22
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return frameSize }
        // |M⁻¹| applied to the size: exact for scales and quarter-turn rotations.
        let w = abs(d / det) * frameSize.width + abs(c / det) * frameSize.height
        let h = abs(b / det) * frameSize.width + abs(a / det) * frameSize.height
        return CGSize(width: w, height: h)
    }

    /// The matrix (row vectors) that maps this layer's bounds coordinates, at z = 0, into its
    /// superlayer's bounds coordinates, including the superlayer's `sublayerTransform` when given.
    func matrixToSuperlayer(superlayerSublayerTransform parent: _LayerProperties?) -> CATransform3D {
        let anchor = anchorInBounds
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -self.anchorPointZ)
        if transform != CATransform3DIdentity { m = CATransform3DConcat(m, transform) }
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let parent, parent.sublayerTransform != CATransform3DIdentity {
            let pa = parent.anchorInBounds
            let about = CATransform3DConcat(
                CATransform3DConcat(
                    CATransform3DMakeTranslation(-pa.x, -pa.y, -parent.anchorPointZ), parent.sublayerTransform),
                CATransform3DMakeTranslation(pa.x, pa.y, parent.anchorPointZ))
            m = CATransform3DConcat(m, about)
        }
        return m
    }
}

extension CALayer {
    /// Traps with Core Animation's `CALayerInvalidGeometry` message when `bounds` has a NaN
    /// (UIKitBehaviour #394).
    func _requireNoNaN(_ bounds: CGRect) {
        let values = [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]
        guard values.contains(where: \.isNaN) else { return }
        let text = values.map { String(format: "%g", Double($0)) }
        _programmerError("CALayer bounds contains NaN: [\(text[0]) \(text[1]); \(text[2]) \(text[3])]")
    }

    /// Traps with Core Animation's `CALayerInvalidGeometry` message when `position` has a NaN.
    func _requireNoNaN(_ position: CGPoint) {
        guard position.x.isNaN || position.y.isNaN else { return }
        _programmerError(
            "CALayer position contains NaN: [\(String(format: "%g", Double(position.x))) \(String(format: "%g", Double(position.y)))]"
        )
    }
}
