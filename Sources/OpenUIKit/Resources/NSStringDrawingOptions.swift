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

/// An object that manages metrics for drawing attributed strings.
///
/// Segue never scales text to fit, so ``actualScaleFactor`` is always 1; ``totalBounds`` is
/// the rectangle the last measurement returned.
open class NSStringDrawingContext: NSObject {
    /// The minimum scale factor for the string’s font.
    ///
    /// Stored but not used: Segue does not shrink text to fit.
    open var minimumScaleFactor: CGFloat = 0

    /// The actual scale factor used during the most recent drawing or sizing operation: 1.
    ///
    /// Segue does not shrink text.
    open internal(set) var actualScaleFactor: CGFloat = 1

    /// The bounding rectangle of the most recent measurement.
    ///
    /// `.zero` until the context has been used.
    open internal(set) var totalBounds: CGRect = .zero

    /// Creates a drawing context.
    ///
    /// With a minimum scale factor of 0.
    public override init() {
        super.init()
    }
}
