import Foundation

/// Painting a path into the current UIKit graphics context.
extension UIBezierPath {
    /// Paints the region enclosed by the path using the current drawing properties.
    ///
    /// With the current context's fill color, blend mode and alpha, and the path's fill rule.
    /// The context's graphics state is left as it was (its current path is used up); nothing
    /// happens without a current context.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(_path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Paints the region enclosed by the path using the specified blending mode and transparency values.
    ///
    /// The context's blend mode and alpha are used only for this fill.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Draws a line along the path using the current drawing properties.
    ///
    /// With the current context's stroke color, blend mode and alpha, and the path's line
    /// width, cap, join, miter limit and dash pattern. The context is left as it was.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: _dashPhase, lengths: _dashPattern)
        context.beginPath()
        context.addPath(_path)
        context.strokePath()
        context.restoreGState()
    }

    /// Draws a line along the path using the specified blending mode and transparency values.
    ///
    /// The context's blend mode and alpha are used only for this stroke.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the area enclosed by the path with the clipping path of the current graphics context.
    ///
    /// With the path's fill rule. The clip lasts until the context's graphics state is restored.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(_path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
