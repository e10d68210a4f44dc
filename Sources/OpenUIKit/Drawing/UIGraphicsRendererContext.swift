import Foundation

/// The base class for the drawing environments associated with graphics renderers.
///
/// It gives the renderer's Core Graphics context and a few rectangle primitives. Its user
/// space is UIKit's: points, origin at the top left of the renderer's bounds, y pointing down.
open class UIGraphicsRendererContext: NSObject {
    let _cgContext: CGContext
    let _format: UIGraphicsRendererFormat

    init(_cgContext context: CGContext, format: UIGraphicsRendererFormat) {
        _cgContext = context
        _format = format
        super.init()
    }

    /// The underlying Core Graphics context.
    ///
    /// Valid only during the renderer's drawing actions.
    open var cgContext: CGContext { _cgContext }

    /// The format of the renderer that made the context.
    ///
    /// The renderer's copy, with its bounds.
    open var format: UIGraphicsRendererFormat { _format }

    /// Fills a rectangle with the current fill color.
    ///
    /// With the context's current blend mode.
    open func fill(_ rect: CGRect) {
        _cgContext.fill(rect)
    }

    /// Fills a rectangle with the current fill color, using the specified blend mode.
    ///
    /// The context's own blend mode is left unchanged.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        _cgContext.saveGState()
        _cgContext.setBlendMode(blendMode)
        _cgContext.fill(rect)
        _cgContext.restoreGState()
    }

    /// Strokes a rectangle's outline with the current stroke color and line width.
    ///
    /// The line is centred on the rectangle's edges.
    open func stroke(_ rect: CGRect) {
        _cgContext.stroke(rect)
    }

    /// Strokes a rectangle's outline using the specified blend mode.
    ///
    /// The context's own blend mode is left unchanged.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        _cgContext.saveGState()
        _cgContext.setBlendMode(blendMode)
        _cgContext.stroke(rect)
        _cgContext.restoreGState()
    }

    /// Narrows the clipping region to a rectangle.
    ///
    /// Intersects the context's clip with `rect`.
    open func clip(to rect: CGRect) {
        _cgContext.clip(to: rect)
    }
}

/// The drawing environment for an image renderer.
///
/// Gives the image drawn so far as ``currentImage``.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The format of the image renderer that made the context.
    ///
    /// The renderer's copy, with its scale, opacity and bounds.
    open override var format: UIGraphicsImageRendererFormat {
        _format as! UIGraphicsImageRendererFormat
    }

    /// An image of the current state of the renderer's context.
    ///
    /// At the renderer's scale; later drawing does not change it.
    open var currentImage: UIImage {
        guard let image = _cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: _effectiveScale(format.scale), orientation: .up)
    }
}
