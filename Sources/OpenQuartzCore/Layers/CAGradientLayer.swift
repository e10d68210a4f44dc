import Foundation

/// A layer that draws a color gradient over its background color, filling the layer's shape
/// (rounded corners included).
///
/// Set ``colors`` (`CGColor`s) and, optionally, ``locations``; ``startPoint`` and ``endPoint``
/// place the gradient in the layer's unit coordinate space (`(0, 0)` is the bounds' origin,
/// `(1, 1)` the opposite corner), and ``type`` chooses an axial, radial or conic gradient.
/// Before the first location and after the last one the end colors continue to the edges.
/// Colors are interpolated unpremultiplied in sRGB (a fade from `UIColor.clear`, which is
/// transparent black, darkens on the way, as in Core Animation).
///
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable, explicitly and by
/// implicit actions: colors interpolate component by component, locations value by value.
///
/// - Note: Core Animation does not document these cases; Segue's choices:
///   - Arrays of different lengths (or `nil` at one end) do not interpolate: the value
///     switches from the old array to the new one halfway through the animation.
///   - `locations` whose count differs from `colors`', or holding NaN, are ignored (the colors
///     are spaced evenly); locations out of order are sorted; values are clamped to `0...1`.
///   - One color fills the layer's shape; no colors (or an element that is not a `CGColor`)
///     draws no gradient.
///   - Geometry without extent draws no gradient: an axial gradient whose points are equal, a
///     radial one whose ellipse has a zero width or height, or non-finite points. A conic
///     gradient whose points are equal starts at the +x direction.
///   - Every type is computed in the unit square: on a non-square layer a radial gradient's
///     circle is an ellipse and a conic gradient's angles are stretched with the bounds.
open class CAGradientLayer: CALayer {
    /// The colors of the gradient's stops, as `CGColor`s (default `nil`). Animatable.
    ///
    /// The array is kept as given.
    open var colors: [Any]? {
        get { _props.colors }
        set { _change(.colors) { $0.colors = newValue } }
    }

    /// The location of each stop in `0...1`, in the same order as ``colors`` (default `nil`:
    /// evenly spaced). Animatable.
    ///
    /// Locations are meant to increase; ones out of order are sorted when drawing.
    open var locations: [NSNumber]? {
        get { _props.locations }
        set { _change(.locations) { $0.locations = newValue } }
    }

    /// Where the gradient starts, in the unit coordinate space (default `(0.5, 0)`).
    /// Animatable.
    ///
    /// Location 0 of an axial gradient, the centre of a radial or conic one.
    open var startPoint: CGPoint {
        get { _props.startPoint }
        set { _change(.startPoint) { $0.startPoint = newValue } }
    }

    /// Where the gradient ends, in the unit coordinate space (default `(0.5, 1)`).
    /// Animatable.
    ///
    /// Location 1 of an axial gradient, the corner of a radial one's ellipse, the zero
    /// direction of a conic one.
    open var endPoint: CGPoint {
        get { _props.endPoint }
        set { _change(.endPoint) { $0.endPoint = newValue } }
    }

    /// The kind of gradient (default `.axial`).
    ///
    /// Not animatable.
    open var type: CAGradientLayerType {
        get { _props.gradientType }
        set { _props.gradientType = newValue }
    }
}
