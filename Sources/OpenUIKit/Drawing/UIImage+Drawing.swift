import Foundation

/// Drawing an image into the current UIKit graphics context.
extension UIImage {
    /// Draws the image at its original size at the specified point in the current context.
    ///
    /// `point` is the image's top-left corner in the context's (y-down) user space; the
    /// image is ``size`` points large. Normal blending, full opacity.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at the specified point using a custom blend mode and transparency.
    ///
    /// The context's blend mode and alpha are used only for this drawing.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the entire image in the specified rectangle, scaling it as needed to fit.
    ///
    /// The image appears upright in UIKit's y-down space, turned and mirrored as its
    /// ``imageOrientation`` says, and is resampled with the context's interpolation quality.
    /// The context's blend mode, alpha, clip and shadow apply. An empty image, or no current
    /// context, draws nothing.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0
        else {
            return
        }
        if let _symbol {
            _drawSymbol(_symbol, in: r, context: context)
            return
        }
        // Where a point (u, v) of the stored pixel grid (u right, v down, both 0…1) appears
        // in the rectangle, as fractions of its width and height.
        let place: (CGFloat, CGFloat) -> (CGFloat, CGFloat) =
            switch imageOrientation {
            case .up: { u, v in (u, v) }
            case .down: { u, v in (1 - u, 1 - v) }
            case .left: { u, v in (v, 1 - u) }
            case .right: { u, v in (1 - v, u) }
            case .upMirrored: { u, v in (1 - u, v) }
            case .downMirrored: { u, v in (u, 1 - v) }
            case .leftMirrored: { u, v in (v, u) }
            case .rightMirrored: { u, v in (1 - v, 1 - u) }
            }
        func target(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
            let (x, y) = place(u, v)
            return CGPoint(x: r.minX + x * r.width, y: r.minY + y * r.height)
        }
        // `draw(_:in:)` with the unit square maps the grid's (u, v) to (u, 1 − v): its top row
        // at y = 1. The transform below takes that unit square onto the placed image.
        let origin = target(0, 1)
        let xEnd = target(1, 1)
        let yEnd = target(0, 0)
        let transform = CGAffineTransform(
            a: xEnd.x - origin.x, b: xEnd.y - origin.y, c: yEnd.x - origin.x, d: yEnd.y - origin.y,
            tx: origin.x, ty: origin.y)
        context.saveGState()
        context.concatenate(transform)
        context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
    }

    /// Draws the entire image in the specified rectangle using a custom blend mode and transparency.
    ///
    /// The context's blend mode and alpha are used only for this drawing.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }
}
