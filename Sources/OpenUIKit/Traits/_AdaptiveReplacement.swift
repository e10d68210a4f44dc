import Foundation

/// The controller the delegate's
/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` returns, shown in
/// place of the presented one while the presentation is adapted (UIKitBehaviour #448, #449).
///
/// Apps return a `UINavigationController(rootViewController: controller.presentedViewController)`
/// with a Done button, so the presented controller becomes the replacement's child. While the
/// replacement is shown it takes the presented controller's place in every link: the presenter's
/// `presentedViewController`, the presentation controller's `presentedViewController`, the
/// presentation's record and transition. The presented controller reaches its presenter and
/// presentation controller through its parent, so `dismiss(animated:)` from the Done button
/// dismisses the whole presentation.
@MainActor
enum _AdaptiveReplacement {
    /// Shows `replacement` in place of the presented controller of `presentationController`.
    static func swapIn(_ replacement: UIViewController, in presentationController: UIPresentationController) {
        let original = presentationController.presentedViewController
        guard replacement !== original else { return }
        relink(from: original, to: replacement, in: presentationController)
        presentationController._adaptiveOriginal = original
    }

    /// Puts the presented controller back in place of the replacement (the presentation no
    /// longer adapts); the presented controller leaves the replacement, which is released.
    static func swapOut(in presentationController: UIPresentationController) {
        guard let original = presentationController._adaptiveOriginal else { return }
        let replacement = presentationController.presentedViewController
        presentationController._adaptiveOriginal = nil
        if original._parent != nil {
            original.willMove(toParent: nil)
            original.viewIfLoaded?.removeFromSuperview()
            original.removeFromParent()
        }
        relink(from: replacement, to: original, in: presentationController)
    }

    /// Moves the presentation's links from `old` to `new`.
    private static func relink(
        from old: UIViewController, to new: UIViewController,
        in presentationController: UIPresentationController
    ) {
        let presenting = presentationController._presenting
        if presenting?._presentedViewController === old { presenting?._presentedViewController = new }
        new._presentingViewController = old._presentingViewController ?? presenting
        new._presentationController = presentationController
        new._presentationRecord = old._presentationRecord
        new._transitionContext = old._transitionContext
        new._isBeingPresented = old._isBeingPresented
        old._presentingViewController = nil
        old._presentationController = nil
        old._presentationRecord = nil
        old._isBeingPresented = false
        old._transitionContext = nil  // a child reads its parent's
        presentationController._replacePresented(with: new)
        (presentationController as? UIPopoverPresentationController)?._adaptation?._replacePresented(with: new)
    }
}
