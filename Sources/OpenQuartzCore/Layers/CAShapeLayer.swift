import Foundation

/// A layer that draws a path: filled, stroked, and trimmed with `strokeStart`/`strokeEnd`.
open class CAShapeLayer: CALayer {
    /// The path to draw. Animatable (discretely).
    open var path: CGPath? {
        get { _props.path }
        set { _change(.path) { $0.path = newValue } }
    }
    /// The fill colour (default opaque black; nil draws no fill). Animatable.
    open var fillColor: CGColor? {
        get { _props.fillColor }
        set { _change(.fillColor) { $0.fillColor = newValue } }
    }
    /// The stroke colour (default nil: no stroke). Animatable.
    open var strokeColor: CGColor? {
        get { _props.strokeColor }
        set { _change(.strokeColor) { $0.strokeColor = newValue } }
    }
    /// The stroke width (default 1). Animatable.
    open var lineWidth: CGFloat {
        get { _props.lineWidth }
        set { _change(.lineWidth) { $0.lineWidth = newValue } }
    }
    /// Where stroking starts, as a fraction of the path's length (default 0). Animatable.
    open var strokeStart: CGFloat {
        get { _props.strokeStart }
        set { _change(.strokeStart) { $0.strokeStart = newValue } }
    }
    /// Where stroking ends, as a fraction of the path's length (default 1). Animatable.
    open var strokeEnd: CGFloat {
        get { _props.strokeEnd }
        set { _change(.strokeEnd) { $0.strokeEnd = newValue } }
    }
    /// The miter limit for miter joins (default 10). Animatable.
    open var miterLimit: CGFloat {
        get { _props.miterLimit }
        set { _change(.miterLimit) { $0.miterLimit = newValue } }
    }
    /// The offset into the dash pattern (default 0). Animatable.
    open var lineDashPhase: CGFloat {
        get { _props.lineDashPhase }
        set { _change(.lineDashPhase) { $0.lineDashPhase = newValue } }
    }
    /// The dash pattern: lengths of painted and unpainted segments (default nil: solid).
    open var lineDashPattern: [NSNumber]? {
        get { _props.lineDashPattern }
        set { _props.lineDashPattern = newValue }
    }
    /// The fill rule (default `.nonZero`).
    open var fillRule: CAShapeLayerFillRule {
        get { _props.fillRule }
        set { _props.fillRule = newValue }
    }
    /// The line cap (default `.butt`).
    open var lineCap: CAShapeLayerLineCap {
        get { _props.lineCap }
        set { _props.lineCap = newValue }
    }
    /// The line join (default `.miter`).
    open var lineJoin: CAShapeLayerLineJoin {
        get { _props.lineJoin }
        set { _props.lineJoin = newValue }
    }
}
