import Foundation

/// The shape drawn where two segments of a stroked subpath meet.
///
/// Raw values are Core Graphics' `kCGLineJoinMiter` (0), `…Round` (1), `…Bevel` (2). The
/// default in a new context is ``miter``.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges are extended until they meet in a point.
    ///
    /// When the miter length divided by the line width exceeds the miter limit
    /// (`1 / sin(θ/2)` for an angle θ between the segments), a bevel is drawn instead.
    case miter = 0
    /// A disc sector of the line width's diameter fills the corner.
    ///
    /// The corner is exactly rounded around the joining point.
    case round = 1
    /// The outer corners are joined by a straight line.
    ///
    /// The corner is cut off.
    case bevel = 2
}
