import Foundation

/// Where the popover points, its moves when the container changes size, and its dismissal by
/// a tap outside (UIKitBehaviour #263, #265, #266).
extension UIPopoverPresentationController {
    /// The popover's layout in the container now.
    func _resolveLayout() -> _PopoverLayout {
        guard let container = containerView else {
            return _PopoverLayout(arrowDirection: .unknown, contentFrame: .zero, arrowTip: nil)
        }
        let area = container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
        let source =
            _sourceRect(in: container)
            ?? CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        return _PopoverLayout.resolve(
            source: source, area: area, preferredSize: presentedViewController.preferredContentSize,
            permitted: permittedArrowDirections, canOverlapSource: canOverlapSourceViewRect,
            metrics: _arrowMetrics)
    }

    /// The anchor in `container`'s coordinates: the source item's frame, else `sourceRect` in
    /// `sourceView` (its bounds when `sourceRect` is null). Nil, reported, when the anchor is
    /// not in the container's window or its rectangle is not finite.
    func _sourceRect(in container: UIView) -> CGRect? {
        if let sourceItem = sourceItem ?? barButtonItem,
            !(sourceItem is UIView && sourceView != nil && sourceItem === sourceView)
        {
            if let frame = sourceItem.frame(in: container), Self._isFinite(frame) { return frame }
            UIView._report(
                "UIPopoverPresentationController: the sourceItem has no frame in the popover's window; the popover is centred"
            )
            return nil
        }
        guard let sourceView else { return nil }
        var rect = sourceRect.isNull ? sourceView.bounds : sourceRect
        if !Self._isFinite(rect) {
            UIView._report(
                "UIPopoverPresentationController: sourceRect \(rect) is not finite; the source view's bounds are used")
            rect = sourceView.bounds
        }
        guard sourceView.window != nil, sourceView.window === container.window else {
            UIView._report(
                "UIPopoverPresentationController: the sourceView is not in the popover's window; the popover is centred"
            )
            return nil
        }
        return sourceView.convert(rect, to: container)
    }

    static func _isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// The container changed size: the delegate may point the popover elsewhere.
    func _tellDelegateOfMove(in container: UIView) {
        guard let delegate = delegate as? any UIPopoverPresentationControllerDelegate,
            let view = sourceView ?? (sourceItem as? UIView)
        else { return }
        var rect = sourceRect.isNull ? view.bounds : sourceRect
        var target = view
        delegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &target)
        if target !== view || rect != (sourceRect.isNull ? view.bounds : sourceRect) {
            sourceItem = nil
            sourceView = target
            sourceRect = rect
        }
    }

    /// A tap outside the popover (and outside `passthroughViews`): dismisses it unless the
    /// presented controller is modal in presentation or the delegate refuses, telling the
    /// delegate before and after.
    func _tappedOutside() {
        let presented = presentedViewController
        guard _isPresenting, !presented.isBeingPresented, !presented.isBeingDismissed,
            presented.transitionCoordinator == nil, !presented.isModalInPresentation
        else { return }
        let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate
        if let delegate, !delegate.presentationControllerShouldDismiss(self) { return }
        if let popoverDelegate, !popoverDelegate.popoverPresentationControllerShouldDismissPopover(self) { return }
        delegate?.presentationControllerWillDismiss(self)
        let didDismiss = {  // holds the controller: the presented controller lets it go on dismissal
            self.delegate?.presentationControllerDidDismiss(self)
            (self.delegate as? any UIPopoverPresentationControllerDelegate)?
                .popoverPresentationControllerDidDismissPopover(self)
        }
        if let alert = presented as? UIAlertController {
            alert._dismissFromOutside(completion: didDismiss)
        } else {
            presented.dismiss(animated: true, completion: didDismiss)
        }
    }
}

/// The transparent view behind a popover: a tap on it dismisses the popover; touches on the
/// popover's passthrough views go through it to them.
@MainActor
final class _PopoverDismissalView: UIView {
    /// Not retained: the popover's controller keeps this view.
    private weak var popover: UIPopoverPresentationController?

    init(popover: UIPopoverPresentationController) {
        self.popover = popover
        super.init(frame: .zero)
        let tap = UITapGestureRecognizer()
        tap.addTarget { [weak popover] recognizer in
            if recognizer.state == .ended { popover?._tappedOutside() }
        }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { _unimplemented("_PopoverDismissalView.init(coder:)") }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        let inWindow = convert(point, to: nil)
        for view in popover?.passthroughViews ?? [] where view.window === window && !view.isHidden {
            if view.bounds.contains(view.convert(inWindow, from: nil)) { return nil }
        }
        return hit
    }
}
