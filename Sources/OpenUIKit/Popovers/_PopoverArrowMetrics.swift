import Foundation

/// The size of a popover's arrow and the insets of its content: the system's, or those a
/// background view class answers (UIKitBehaviour #438).
struct _PopoverArrowMetrics: Equatable {
    /// The height of the arrow, from its base on the panel's edge to its tip.
    var arrowHeight: CGFloat
    /// The width of the arrow's base.
    var arrowBase: CGFloat
    /// The distance from the panel's edges (the arrow aside) to the content's.
    var contentInsets: UIEdgeInsets

    /// The system popover's arrow, with no insets.
    static let system = _PopoverArrowMetrics(
        arrowHeight: _PopoverLayout.arrowHeight, arrowBase: _PopoverLayout.arrowBase, contentInsets: .zero)

    /// The metrics `backgroundClass` answers; negative or non-finite values count as 0
    /// (reported once per popover).
    @MainActor
    static func of(_ backgroundClass: any UIPopoverBackgroundViewMethods.Type) -> _PopoverArrowMetrics {
        let raw = _PopoverArrowMetrics(
            arrowHeight: backgroundClass.arrowHeight(), arrowBase: backgroundClass.arrowBase(),
            contentInsets: backgroundClass.contentViewInsets())
        let insets = raw.contentInsets
        let clean = _PopoverArrowMetrics(
            arrowHeight: valid(raw.arrowHeight), arrowBase: valid(raw.arrowBase),
            contentInsets: UIEdgeInsets(
                top: valid(insets.top), left: valid(insets.left), bottom: valid(insets.bottom),
                right: valid(insets.right)))
        if clean != raw {
            UIView._report(
                "UIPopoverBackgroundView: \(backgroundClass) answered a negative or non-finite arrow size or inset; 0 is used"
            )
        }
        return clean
    }

    private static func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
}
