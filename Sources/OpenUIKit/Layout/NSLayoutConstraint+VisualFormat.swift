import Foundation

extension NSLayoutConstraint {
    /// Options for constraints made from a visual format string: how the views named are
    /// aligned, the direction of the layout, and how spacing is measured.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// Constraints described by a visual format string such as `"H:|-[button]-[field(>=100)]-|"`.
    ///
    /// The grammar is Apple's: an optional orientation (`H:`, the default, or `V:`), an
    /// optional superview edge `|`, views in brackets (`[name]`, with optional size predicates
    /// `[name(>=50,<=100@750)]` or `[name(==other)]`), and connections between them: none
    /// (flush), `-` (standard spacing: 8 pt between siblings, the superview's layout margin at a
    /// `|`), `-20-`, `-metric-` or a predicate list `-(>=20@750,<=40)-`. Numbers may be names in
    /// `metrics`; views are names in `views`. `opts` adds alignment constraints between
    /// neighbouring views (`alignAllTop`, `alignAllCenterX`, …, perpendicular to the format's
    /// axis), picks the horizontal direction (leading to trailing by default; left to right;
    /// right to left) and, for vertical formats, spacing between baselines. The constraints are
    /// returned inactive: activate them with `NSLayoutConstraint.activate(_:)`.
    ///
    /// A format that cannot be read traps with UIKit's exception text, "Unable to parse
    /// constraint format:", the reason, the format and a caret under the place it went wrong.
    ///
    /// - Note: Differs from UIKit: spaces between tokens are skipped; `spacingBaselineToBaseline`
    ///   is ignored in horizontal formats.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do throws(_VisualFormatError) {
            var parser = try _VisualFormatParser(format: format)
            let parsed = try parser.parse()
            let builder = _VisualFormatBuilder(
                format: format, parsed: parsed, options: opts, metrics: metrics ?? [:], views: views)
            return try builder.constraints()
        } catch {
            error.report()
        }
    }
}
