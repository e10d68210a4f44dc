import Foundation

/// Hears about a popover's presentation, its dismissal by a tap outside and its moves
/// (UIKitBehaviour #262–#266). Every method has a default (UIKit's are optional; see
/// docs/Deviations.md).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown; the last moment to set its anchor.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (deprecated in iOS 13 for
    /// `presentationControllerShouldDismiss(_:)`, which is asked first); default true.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// A tap outside dismissed the popover (deprecated in iOS 13 for
    /// `presentationControllerDidDismiss(_:)`, which is told first).
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
    /// The container's size changed and the popover must move: `rect` (in `view`'s
    /// coordinates) is the anchor it will point at; change either to point elsewhere.
    ///
    /// - Note: UIKit passes the view as an `AutoreleasingUnsafeMutablePointer<UIView>`, which
    ///   exists only with the Objective-C runtime; Segue passes an `UnsafeMutablePointer<UIView>`
    ///   (docs/Deviations.md). Code that reads and writes `view.pointee` is the same.
    func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
        in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Allows the dismissal.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
    /// Does nothing.
    public func popoverPresentationController(
        _ popoverPresentationController: UIPopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
        in view: UnsafeMutablePointer<UIView>
    ) {}
}
