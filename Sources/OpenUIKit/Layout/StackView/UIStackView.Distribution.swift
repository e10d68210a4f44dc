import Foundation

extension UIStackView {
    /// How a stack view sizes and spaces its arranged views along its axis.
    ///
    /// In every distribution the first and last visible views touch the stack's edges (or
    /// margins); all but `.fillEqually` keep views at their intrinsic sizes when they can.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack: when they do not fit, those with the lowest compression
        /// resistance shrink; when they leave room, those with the lowest hugging priority
        /// grow. Ties go by arrangement order (see `UIStackView` for the rule).
        case fill = 0

        /// The views are all the same size (the largest intrinsic size when the stack sizes
        /// itself), filling the stack.
        case fillEqually = 1

        /// The views fill the stack in proportion to their intrinsic sizes.
        case fillProportionally = 2

        /// The views keep their intrinsic sizes; the room left is shared equally between the
        /// gaps, each at least the spacing.
        case equalSpacing = 3

        /// The views' centres are equally far apart, with at least the spacing between
        /// neighbouring edges.
        case equalCentering = 4
    }
}
