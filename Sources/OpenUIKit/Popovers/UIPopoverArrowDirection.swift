import Foundation

/// The directions a popover's arrow may point in.
///
/// `.up` means the arrow points up at its source, so the popover lies below the source;
/// `.down` puts it above, `.left` to the right, `.right` to the left.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a set of directions from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is to the right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is to the left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The direction is not known yet (before the popover is shown).
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// An object a popover can be anchored to (iOS 16): views and bar button items.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {
    /// The item's frame in `referenceView`'s coordinates, or nil when it has none there
    /// (iOS 17).
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds converted to `referenceView`, or nil when the two are not in the
    /// same window.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}
