import Foundation

/// How much a constraint matters to the layout engine, from 1 to 1000 (`required`).
///
/// Required constraints must hold; optional ones are satisfied as well as they can be, higher
/// priorities before lower ones. Priorities add and subtract with `Float`s, as in UIKit's Swift
/// overlay (`.defaultHigh + 1`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public var rawValue: Float

    /// Creates a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint (1000); do not exceed it.
    public static let required = UILayoutPriority(1000)

    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)

    /// The priority for a drag that may end up resizing the window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)

    /// The priority at which the window's scene prefers to stay the same size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)

    /// The priority at which a split view divider is dragged (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// The priority with which a button hugs its content horizontally (250).
    public static let defaultLow = UILayoutPriority(250)

    /// The priority with which `systemLayoutSizeFitting(_:)` pulls towards the target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` higher.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
