import Foundation

/// Constants that specify the rendering options for drawing a string.
///
/// The raw values are UIKit's.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    ///
    /// UIKit's values: `1 << 0`, `1 << 1`, `1 << 3`, `1 << 5`.
    public var rawValue: Int

    /// Creates a structure that specifies the rendering options for drawing a string.
    ///
    /// Any bits are accepted; unknown ones are ignored.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Uses the line fragment origin instead of the baseline origin.
    ///
    /// With it, text wraps to the given width and the rectangle's origin is the top left of
    /// the first line; without it, the text is one line per paragraph and the origin is on
    /// the first baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)

    /// Uses the font leading for calculating line heights.
    ///
    /// Segue always includes the font's leading (zero for its system font).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)

    /// Uses image glyph bounds instead of typographic bounds.
    ///
    /// - Note: Differs from UIKit: Segue always measures typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)

    /// Truncates and adds the ellipsis character to the last visible line if the text
    /// doesn’t fit into the specified bounds.
    ///
    /// Only with ``usesLineFragmentOrigin``: the height of the given size then limits the lines.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
