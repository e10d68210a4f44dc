import Foundation

extension NSLayoutConstraint {
    /// The part of an item's rectangle a constraint relates: an edge, a centre, a size, a
    /// baseline or a margin.
    ///
    /// Raw values are UIKit's (`left` = 1 … `centerYWithinMargins` = 20, `notAnAttribute` = 0).
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
        case leading
        /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (the bottom for views without text).
        case lastBaseline
        /// The baseline of the first line of text (the top for views without text).
        case firstBaseline
        /// The left edge inset by the left layout margin.
        case leftMargin
        /// The right edge inset by the right layout margin.
        case rightMargin
        /// The top edge inset by the top layout margin.
        case topMargin
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin
        /// The leading edge inset by the leading layout margin.
        case leadingMargin
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin
        /// The horizontal centre of the area inside the margins.
        case centerXWithinMargins
        /// The vertical centre of the area inside the margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0

        /// The axis the attribute lies on; nil for `notAnAttribute`.
        var _axis: NSLayoutConstraint.Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
                .bottomMargin, .centerYWithinMargins:
                return .vertical
            case .notAnAttribute:
                return nil
            }
        }

        /// Whether the attribute is a size rather than a position.
        var _isDimension: Bool { self == .width || self == .height }
    }

    /// The relation between the two sides of a constraint.
    ///
    /// Raw values are UIKit's (−1, 0, 1).
    public enum Relation: Int, Sendable {
        /// The first attribute is at most the modified second one.
        case lessThanOrEqual = -1
        /// The first attribute equals the modified second one.
        case equal = 0
        /// The first attribute is at least the modified second one.
        case greaterThanOrEqual = 1
    }

    /// A layout axis, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        /// The horizontal axis (widths, x positions).
        case horizontal = 0
        /// The vertical axis (heights, y positions).
        case vertical = 1
    }
}
