import Foundation

/// The adaptive part of a presentation (UIKitBehaviour #227): before the presented view loads,
/// a sheet or custom presentation asks its presentation controller for the style to adapt to
/// in its traits (the delegate's `adaptivePresentationStyle(for:traitCollection:)`), then tells
/// the delegate `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`
/// — with `.none` when it does not adapt.
///
/// A sheet (`UISheetPresentationController`) adapts to `.fullScreen` or `.overFullScreen` (covering the screen, and
/// removing the presenter's view for `.fullScreen`). A replacement controller from
/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` and the adaptation of
/// a `.custom` presentation are not built: reported, and the presentation goes on unadapted.
@MainActor
enum _PresentationAdaptation {
    static func adapt(_ presentationController: UIPresentationController,
                      coordinator: any UIViewControllerTransitionCoordinator) {
        let style = presentationController._presentationStyle
        guard [.formSheet, .pageSheet, .popover, .custom].contains(style) else { return }
        var adaptive = presentationController.adaptivePresentationStyle(for: presentationController.traitCollection)
        if adaptive == style || adaptive == .automatic { adaptive = .none }
        let delegate = presentationController.delegate
        if adaptive != .none {
            let presented = presentationController.presentedViewController
            if let replacement = delegate?.presentationController(presentationController, viewControllerForAdaptivePresentationStyle: adaptive),
               replacement !== presented {
                UIView._report("presentationController(_:viewControllerForAdaptivePresentationStyle:): showing a replacement controller is not built in Segue; \(UIViewController._describe(presented)) is presented")
            }
            let popover = presentationController as? UIPopoverPresentationController
            let sheet = presentationController as? UISheetPresentationController
            if let sheet, adaptive == .fullScreen || adaptive == .overFullScreen {
                sheet._adaptedStyle = adaptive
            } else if let popover, [.fullScreen, .overFullScreen, .formSheet, .pageSheet].contains(adaptive) {
                popover._adapt(to: adaptive)
            } else {
                UIView._report("adaptivePresentationStyle: adapting a \(style) presentation to \(adaptive) is not built in Segue; presented unadapted")
                adaptive = .none
            }
        }
        delegate?.presentationController(presentationController, willPresentWithAdaptiveStyle: adaptive, transitionCoordinator: coordinator)
        if adaptive != .none { _TraitUpdate.refresh(presentationController) }
    }
}
