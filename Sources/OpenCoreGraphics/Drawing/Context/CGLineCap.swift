import Foundation

/// The shape drawn at the two ends of an open subpath (and of each dash) when stroking.
///
/// Raw values are Core Graphics' `kCGLineCapButt` (0), `…Round` (1), `…Square` (2). The
/// default in a new context is ``butt``.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends squarely at the endpoint.
    ///
    /// Nothing extends past the end; a zero-length subpath draws nothing.
    case butt = 0
    /// A half disc of the line width's diameter is added at the endpoint.
    ///
    /// A zero-length subpath draws a dot.
    case round = 1
    /// The stroke extends past the endpoint by half the line width, squarely.
    ///
    /// A zero-length subpath draws a square aligned with its direction (the x axis if it
    /// has none).
    case square = 2
}
