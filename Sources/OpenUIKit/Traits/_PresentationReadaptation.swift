import Foundation

/// Adapting a presentation again while it is up, when its size classes change (an iPad app
/// resized into split screen and back; UIKitBehaviour #451, #452).
///
/// Before the presentation controller hears `willTransition(to:with:)`, a popover or sheet asks
/// its delegate for the style in the new traits (`adaptivePresentationStyle(for:traitCollection:)`).
/// When that differs from the style it shows now, it leaves its current form (the popover's
/// panel, the sheet's chrome, or the adapted presentation with its replacement controller), takes
/// the new one — asking `presentationController(_:viewControllerForAdaptivePresentationStyle:)`
/// for a replacement when it adapts — tells the delegate
/// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` with the size
/// change's coordinator (`.none` when it shows unadapted again), and lays the new form out in
/// the container at once. A replacement swapped in or out takes over the appearance: the
/// controller leaving the screen disappears, the one arriving appears (UNCONFIRMED).
///
/// A presentation still animating in (or out) is not adapted then; it is looked at again when
/// its presentation ends (`adaptIfNeeded`).
@MainActor
enum _PresentationReadaptation {
    /// The styles a presentation can adapt from while it is up.
    private static let adaptableStyles: [UIModalPresentationStyle] = [.formSheet, .pageSheet, .popover]

    /// The traits of `presentationController` are about to become `traits`: adapts it again if
    /// its style in them differs from the one it shows.
    static func traitsWillChange(
        _ presentationController: UIPresentationController, to traits: UITraitCollection,
        coordinator: any UIViewControllerTransitionCoordinator
    ) {
        guard presentationController._isPresenting, adaptableStyles.contains(presentationController._presentationStyle)
        else { return }
        let presented = presentationController.presentedViewController
        guard presented._transitionContext == nil, !presented._isBeingDismissed,
            presentationController.containerView != nil
        else {
            if presented._isBeingPresented { pending.append(Pending(presentationController)) }  // adapted once it ends
            return
        }
        var target = presentationController.adaptivePresentationStyle(for: traits)
        if target == presentationController._presentationStyle || target == .automatic { target = .none }
        guard target != currentStyle(of: presentationController) else { return }
        readapt(presentationController, to: target, coordinator: coordinator)
    }

    /// A presentation whose size classes changed while it was animating in.
    private struct Pending {
        weak var presentationController: UIPresentationController?
        init(_ presentationController: UIPresentationController) {
            self.presentationController = presentationController
        }
    }
    private static var pending: [Pending] = []

    /// Whether `presentationController`'s size classes changed while it was animating in.
    static func isPending(_ presentationController: UIPresentationController) -> Bool {
        pending.contains { $0.presentationController === presentationController }
    }

    /// Adapts `presentationController` to its traits now, when a trait change came while its
    /// presentation was animating (called once it ends).
    static func adaptIfNeeded(_ presentationController: UIPresentationController) {
        guard pending.contains(where: { $0.presentationController === presentationController }) else { return }
        pending.removeAll { $0.presentationController == nil || $0.presentationController === presentationController }
        traitsWillChange(
            presentationController, to: presentationController.traitCollection,
            coordinator: _SizeTransitionCoordinator(
                containerView: presentationController.containerView ?? UIView(), rotation: nil))
    }

    /// The adapted style a presentation shows now; `.none` unadapted.
    static func currentStyle(of presentationController: UIPresentationController) -> UIModalPresentationStyle {
        if let popover = presentationController as? UIPopoverPresentationController {
            return popover._currentAdaptiveStyle
        }
        return (presentationController as? UISheetPresentationController)?._adaptedStyle ?? .none
    }

    private static func readapt(
        _ presentationController: UIPresentationController, to target: UIModalPresentationStyle,
        coordinator: any UIViewControllerTransitionCoordinator
    ) {
        guard let container = presentationController.containerView else { return }
        if target != .none, !canAdapt(presentationController, to: target) {
            UIView._report(
                "adaptivePresentationStyle: adapting a \(presentationController._presentationStyle) presentation to \(target) while it is shown is not built in Segue; it stays as it is"
            )
            return
        }
        let shown = presentationController.presentedViewController
        leaveCurrentForm(presentationController)
        if presentationController._adaptiveOriginal != nil {
            shown._settleAppearance(shown: false, animated: false)
            _AdaptiveReplacement.swapOut(in: presentationController)
        }
        if target == .none {
            (presentationController as? UIPopoverPresentationController)?._endAdaptation()
            (presentationController as? UISheetPresentationController)?._adaptedStyle = nil
        } else {
            _ = _PresentationAdaptation.apply(target, to: presentationController)
        }
        let delegate = presentationController.delegate
        if target != .none,
            let replacement = delegate?.presentationController(
                presentationController, viewControllerForAdaptivePresentationStyle: target),
            replacement !== presentationController.presentedViewController
        {
            presentationController.presentedViewController._settleAppearance(shown: false, animated: false)
            _AdaptiveReplacement.swapIn(replacement, in: presentationController)
        }
        delegate?.presentationController(
            presentationController, willPresentWithAdaptiveStyle: target, transitionCoordinator: coordinator)
        enterNewForm(presentationController, in: container)
        _TraitUpdate.refresh(presentationController)
        presentationController.presentedViewController._settleAppearance(shown: true, animated: false)
    }

    private static func canAdapt(
        _ presentationController: UIPresentationController, to target: UIModalPresentationStyle
    ) -> Bool {
        if presentationController is UISheetPresentationController {
            return target == .fullScreen || target == .overFullScreen
        }
        return [.fullScreen, .overFullScreen, .formSheet, .pageSheet].contains(target)
    }

    /// Takes away what the presentation shows now: the popover's panel, the sheet's chrome, and
    /// the shown view.
    private static func leaveCurrentForm(_ presentationController: UIPresentationController) {
        let view = presentationController.presentedView
        if let popover = presentationController as? UIPopoverPresentationController {
            if let sheet = popover._adaptation as? UISheetPresentationController { sheet._removeChrome() }
            popover._removePopover()
        } else if let sheet = presentationController as? UISheetPresentationController, sheet._adaptedStyle == nil {
            sheet._removeChrome()
        }
        view?.removeFromSuperview()
        presentationController.presentedViewController.viewIfLoaded?.removeFromSuperview()
    }

    /// Shows the presentation in its new form: the popover's panel or the sheet's chrome, and
    /// the shown view at its frame in the container.
    private static func enterNewForm(_ presentationController: UIPresentationController, in container: UIView) {
        let popover = presentationController as? UIPopoverPresentationController
        UIView.performWithoutAnimation {
            if let popover, popover._adaptation == nil {
                popover._installPopover(in: container)
            } else if let sheet = presentationController._activeSheet, sheet._adaptedStyle == nil {
                sheet._containerView = container
                sheet._installChrome()
            }
            guard let view = presentationController.presentedView else { return }
            container.addSubview(view)
            view.frame = presentationController.frameOfPresentedViewInContainerView
            presentationController._activeSheet?._applyLayout()
            container.setNeedsLayout()
        }
    }
}
