import Foundation

extension UITableView {
    /// The look of a table view, fixed when it is created.
    public enum Style: Int, Sendable {
        /// Rows run edge to edge; section headers and footers float over the content while
        /// their section is on screen.
        case plain = 0
        /// Sections are set apart by gaps on a grouped background; headers and footers scroll
        /// with the content.
        case grouped = 1
        /// Like `grouped`, with each section's rows inset from the sides in a rounded card.
        case insetGrouped = 2
    }

    /// How inserted, deleted and reloaded rows appear and disappear.
    public enum RowAnimation: Int, Sendable {
        /// The rows fade in or out.
        case fade = 0
        /// Inserted rows slide in from the right, deleted rows slide out to the right.
        case right = 1
        /// Inserted rows slide in from the left, deleted rows slide out to the left.
        case left = 2
        /// Rows slide in from above or out upwards.
        case top = 3
        /// Rows slide in from below or out downwards.
        case bottom = 4
        /// The rows change at once, without their own animation (the other rows still move).
        case none = 5
        /// Rows are revealed or covered by the rows around them (`middle` is drawn as fade).
        case middle = 6
        /// The table picks a style (Segue picks `fade`).
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` bring a row.
    public enum ScrollPosition: Int, Sendable {
        /// Scrolls as little as possible to make the row fully visible (none when it already is).
        case none = 0
        /// The row's top at the visible area's top.
        case top = 1
        /// The row centered in the visible area.
        case middle = 2
        /// The row's bottom at the visible area's bottom.
        case bottom = 3
    }

    /// How the separators between rows are drawn.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A hairline at the bottom of each row.
        case singleLine = 1
        /// Deprecated in UIKit; drawn as `singleLine`.
        case singleLineEtched = 2
    }

    /// Lets a table compute a row, header or footer height itself (self-sizing for rows).
    ///
    /// Pass it as `rowHeight`, `estimatedRowHeight`, the section header/footer heights, or return
    /// it from the height delegate methods.
    public static let automaticDimension: CGFloat = -1
}
