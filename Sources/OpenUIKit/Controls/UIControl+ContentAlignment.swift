import Foundation

/// Where a control's content sits: across (`contentHorizontalAlignment`) and up and down
/// (`contentVerticalAlignment`) (UIKitBehaviour #351).
extension UIControl {
    /// How content sits across a control.
    public enum ContentHorizontalAlignment: Int, @unchecked Sendable {
        /// Centred.
        case center = 0
        /// At the left edge.
        case left = 1
        /// At the right edge.
        case right = 2
        /// Stretched across the control.
        case fill = 3
        /// At the leading edge (left in a left-to-right layout).
        case leading = 4
        /// At the trailing edge (right in a left-to-right layout).
        case trailing = 5
    }

    /// How content sits up and down a control.
    public enum ContentVerticalAlignment: Int, @unchecked Sendable {
        /// Centred.
        case center = 0
        /// At the top.
        case top = 1
        /// At the bottom.
        case bottom = 2
        /// Stretched down the control.
        case fill = 3
    }

    /// The horizontal alignment with leading and trailing resolved for the layout direction.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }
}
