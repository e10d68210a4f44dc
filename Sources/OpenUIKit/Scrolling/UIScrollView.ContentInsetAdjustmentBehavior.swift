import Foundation

extension UIScrollView {
    /// How the safe area is added to a scroll view's content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes`, and always the top and bottom for a scroll view that
        /// `alwaysBounceVertical` or belongs to a view controller's root view (UIKit's
        /// `.automatic`; Segue applies the axis rules described in docs/UIKitBehaviour.md).
        case automatic = 0
        /// The safe area on the axes the content scrolls along (or that always bounce).
        case scrollableAxes = 1
        /// No adjustment.
        case never = 2
        /// The safe area on every edge.
        case always = 3
    }
}
