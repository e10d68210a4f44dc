import Foundation

/// The adaptive part of a presentation (UIKitBehaviour #227): before the presented view loads,
/// a sheet or custom presentation asks its presentation controller for the style to adapt to
/// in its traits (the delegate's `adaptivePresentationStyle(for:traitCollection:)`), then for
/// the controller to show in that style (the delegate's
/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`, UIKitBehaviour
/// #448), then tells the delegate
/// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` — with
/// `.none` when it does not adapt.
///
/// A sheet (`UISheetPresentationController`) adapts to `.fullScreen` or `.overFullScreen`
/// (covering the screen, and removing the presenter's view for `.fullScreen`); a popover also
/// to a sheet. A replacement controller takes the presented one's place (`_AdaptiveReplacement`).
/// Adapting a `.custom` presentation is not built: reported, and the presentation goes on
/// unadapted.
@MainActor
enum _PresentationAdaptation {
    /// Adapts `presentationController` to its traits as its presentation starts; returns the
    /// controller to present (the delegate's replacement, or the presented controller).
    @discardableResult
    static func adapt(
        _ presentationController: UIPresentationController,
        coordinator: any UIViewControllerTransitionCoordinator
    ) -> UIViewController {
        let style = presentationController._presentationStyle
        guard [.formSheet, .pageSheet, .popover, .custom].contains(style) else {
            return presentationController.presentedViewController
        }
        var adaptive = presentationController.adaptivePresentationStyle(for: presentationController.traitCollection)
        if adaptive == style || adaptive == .automatic { adaptive = .none }
        let delegate = presentationController.delegate
        if adaptive != .none, apply(adaptive, to: presentationController) {
            if let replacement = delegate?.presentationController(
                presentationController, viewControllerForAdaptivePresentationStyle: adaptive)
            {
                _AdaptiveReplacement.swapIn(replacement, in: presentationController)
            }
        } else {
            adaptive = .none
        }
        delegate?.presentationController(
            presentationController, willPresentWithAdaptiveStyle: adaptive, transitionCoordinator: coordinator)
        if adaptive != .none { _TraitUpdate.refresh(presentationController) }
        return presentationController.presentedViewController
    }

    /// Lays `presentationController` out in `adaptive` style; false (reported) when Segue
    /// cannot adapt it so.
    static func apply(_ adaptive: UIModalPresentationStyle, to presentationController: UIPresentationController) -> Bool
    {
        if let sheet = presentationController as? UISheetPresentationController,
            adaptive == .fullScreen || adaptive == .overFullScreen
        {
            sheet._adaptedStyle = adaptive
            return true
        }
        if let popover = presentationController as? UIPopoverPresentationController,
            [.fullScreen, .overFullScreen, .formSheet, .pageSheet].contains(adaptive)
        {
            popover._adapt(to: adaptive)
            return true
        }
        UIView._report(
            "adaptivePresentationStyle: adapting a \(presentationController._presentationStyle) presentation to \(adaptive) is not built in Segue; presented unadapted"
        )
        return false
    }
}
