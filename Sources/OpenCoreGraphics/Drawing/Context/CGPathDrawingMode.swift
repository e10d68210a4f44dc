import Foundation

/// How a path is painted by `CGContext.drawPath(using:)`.
///
/// Raw values are Core Graphics' `kCGPathFill` (0) … `kCGPathEOFillStroke` (4).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the non-zero winding rule.
    ///
    /// As `fillPath(using: .winding)`.
    case fill = 0
    /// Fill with the even-odd rule.
    ///
    /// As `fillPath(using: .evenOdd)`.
    case eoFill = 1
    /// Stroke.
    ///
    /// As `strokePath()`.
    case stroke = 2
    /// Fill with the non-zero winding rule, then stroke.
    ///
    /// The stroke is drawn over the fill.
    case fillStroke = 3
    /// Fill with the even-odd rule, then stroke.
    ///
    /// The stroke is drawn over the fill.
    case eoFillStroke = 4
}
