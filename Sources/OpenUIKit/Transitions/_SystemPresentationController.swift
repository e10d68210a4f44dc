import Foundation

/// The presentation controller UIKit uses for the built-in modal styles.
///
/// `.fullScreen` and `.currentContext` remove the presenter's view once the presentation ends;
/// `.overFullScreen` and `.overCurrentContext` keep it (UIKitBehaviour #77, #78). `.pageSheet` and
/// `.formSheet` are the iPhone card sheet: the presenter stays visible above the card, whose
/// top sits 10 points below the top safe-area inset (at least 20 points), with 10-point
/// rounded top corners (the card's geometry is UNCONFIRMED; UIKit does not document it).
@MainActor
final class _SystemPresentationController: UIPresentationController {
    let style: UIModalPresentationStyle

    init(presented: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
        _presentationStyle = style
    }

    /// The style a sheet adapted to (`.fullScreen` or `.overFullScreen`; see
    /// `_PresentationAdaptation`), if it adapted.
    var adaptedStyle: UIModalPresentationStyle?

    /// The style the presentation shows in.
    var shownStyle: UIModalPresentationStyle { adaptedStyle ?? style }

    var isSheet: Bool { shownStyle == .pageSheet || shownStyle == .formSheet }

    override var shouldRemovePresentersView: Bool {
        shownStyle == .fullScreen || shownStyle == .currentContext
    }

    override var shouldPresentInFullscreen: Bool {
        shownStyle != .currentContext && shownStyle != .overCurrentContext
    }

    /// How far below the container's top a sheet's card starts.
    private var sheetTop: CGFloat { max(containerView?.window?.safeAreaInsets.top ?? 0, 20) + 10 }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        guard isSheet else { return container.bounds }
        let top = sheetTop
        var frame = container.bounds
        frame.origin.y += top
        frame.size.height = max(frame.height - top, 0)
        return frame
    }

    /// The presented controller's size for a container of `parentSize`: the card's size for a
    /// sheet (as `frameOfPresentedViewInContainerView` places it), else the container's.
    override func size(forChildContentContainer container: any UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        guard isSheet, (container as? UIViewController) === presentedViewController else { return parentSize }
        return CGSize(width: parentSize.width, height: max(parentSize.height - sheetTop, 0))
    }

    override func presentationTransitionWillBegin() {
        guard isSheet, let view = presentedView else { return }
        view.layer.cornerRadius = 10
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
    }

    override func containerViewWillLayoutSubviews() {
        guard let view = presentedView, view.superview === containerView,
              presentedViewController.transitionCoordinator == nil else { return }
        view.frame = frameOfPresentedViewInContainerView
    }
}
