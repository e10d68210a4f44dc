import Foundation

extension UIView {
    /// How a view lays out its content when its size changes.
    public enum ContentMode: Int, Sendable {
        /// Scale the content to fill the bounds, changing its aspect ratio if needed.
        case scaleToFill = 0
        /// Scale the content to fit the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scale the content to fill the bounds, keeping its aspect ratio (may clip).
        case scaleAspectFill = 2
        /// Redraw the content when the bounds change.
        case redraw = 3
        /// Center the content, keeping its size.
        case center = 4
        /// Align the content with the top edge.
        case top = 5
        /// Align the content with the bottom edge.
        case bottom = 6
        /// Align the content with the left edge.
        case left = 7
        /// Align the content with the right edge.
        case right = 8
        /// Align the content with the top-left corner.
        case topLeft = 9
        /// Align the content with the top-right corner.
        case topRight = 10
        /// Align the content with the bottom-left corner.
        case bottomLeft = 11
        /// Align the content with the bottom-right corner.
        case bottomRight = 12

        /// The layer contents gravity that shows content the same way.
        ///
        /// UIKit's views are not geometry-flipped, so "top" is the layer's minimum y, which
        /// Core Animation names `.bottom` in its unflipped (y-up) convention.
        var _contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .bottom
            case .bottom: return .top
            case .left: return .left
            case .right: return .right
            case .topLeft: return .bottomLeft
            case .topRight: return .bottomRight
            case .bottomLeft: return .topLeft
            case .bottomRight: return .topRight
            }
        }
    }

    /// How a view resizes when its superview's size changes (springs and struts).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates a mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
