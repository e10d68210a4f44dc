import Foundation

extension UIStackView {
    /// How a stack view places its arranged views across its axis.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across the axis.
        case fill = 0

        /// The views touch the leading edge (vertical stacks) or top (horizontal stacks).
        case leading = 1

        /// Horizontal stacks: the views' first baselines line up. (Vertical stacks treat it
        /// as `.fill`.)
        case firstBaseline = 2

        /// The views are centred across the axis.
        case center = 3

        /// The views touch the trailing edge (vertical stacks) or bottom (horizontal stacks).
        case trailing = 4

        /// Horizontal stacks: the views' last baselines line up. (Vertical stacks treat it as
        /// `.fill`.)
        case lastBaseline = 5

        /// The views touch the top of a horizontal stack (the same as `.leading`).
        public static var top: Alignment { .leading }

        /// The views touch the bottom of a horizontal stack (the same as `.trailing`).
        public static var bottom: Alignment { .trailing }
    }
}
