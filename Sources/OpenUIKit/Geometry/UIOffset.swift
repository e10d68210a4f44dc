import Foundation

/// A horizontal and vertical offset, such as the position adjustment of a bar button's title.
///
/// Positive values move right and down.
public struct UIOffset: Hashable, Sendable {
    /// The offset along the x axis.
    public var horizontal: CGFloat
    /// The offset along the y axis.
    public var vertical: CGFloat

    /// An offset of zero in both directions.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// Creates an offset with the given horizontal and vertical distances.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// An offset of zero in both directions.
    public static let zero = UIOffset()
}
