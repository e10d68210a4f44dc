#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Presents a controller as a card along the bottom of the screen, as tall as its
/// `preferredContentSize` asks, over a 50% black dimming view that dismisses it when tapped.
///
/// The presented view is not the controller's own view but a wrapper around it, which the
/// presentation controller returns from `presentedView` (and which the transition context
/// therefore hands to the animator as the presented controller's view):
///
///     presentationWrappingView        the soft shadow (a shadow path, no fill)
///     └── roundedCornerView           16 pt radius on the top corners, clipping
///         └── presented view          the controller's own view, filling it
///
/// The dimming view is faded in and out alongside the transition through the transition
/// coordinator, so it follows the animator's duration and curve. A cancelled interactive
/// dismissal runs the fade back, but the dimming view's model alpha stays what the alongside
/// block set, as in UIKit (UIKitBehaviour #393): the completion puts it back.
///
/// The presenting view stays in the window underneath (`shouldRemovePresentersView` is false
/// for a `.custom` presentation), so the dismissal animator must not touch it.
@MainActor
final class CardPresentationController: UIPresentationController {
    /// The radius of the card's top corners.
    static let cornerRadius: CGFloat = 16

    /// The 50% black view under the card; tapping it dismisses the card.
    let dimmingView = UIView()
    private let presentationWrappingView = UIView()
    private let roundedCornerView = UIView()

    /// The wrapper, which UIKit adds to the container and the animator moves.
    override var presentedView: UIView? { presentationWrappingView }

    override func presentationTransitionWillBegin() {
        guard let containerView, let presentedViewControllerView = super.presentedView else { return }

        // The shadow: a path the shape of the card, so the wrapper itself needs no fill.
        presentationWrappingView.layer.shadowColor = UIColor.black.cgColor
        presentationWrappingView.layer.shadowOpacity = 0.3
        presentationWrappingView.layer.shadowRadius = 12
        presentationWrappingView.layer.shadowOffset = CGSize(width: 0, height: -3)
        presentationWrappingView.frame = frameOfPresentedViewInContainerView

        // The rounded top corners clip the presented view.
        roundedCornerView.layer.cornerRadius = Self.cornerRadius
        roundedCornerView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        roundedCornerView.clipsToBounds = true
        roundedCornerView.frame = presentationWrappingView.bounds
        roundedCornerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentationWrappingView.addSubview(roundedCornerView)

        presentedViewControllerView.frame = roundedCornerView.bounds
        presentedViewControllerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        roundedCornerView.addSubview(presentedViewControllerView)
        updateShadowPath()

        // The dimming view, under everything the animator adds, faded in with the transition.
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] _ in
                self?.dimmingViewTapped()
            })
        containerView.addSubview(dimmingView)

        presentingViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
            }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        // A cancelled presentation leaves nothing behind.
        if !completed {
            dimmingView.removeFromSuperview()
            presentationWrappingView.removeFromSuperview()
        }
        // The card now follows the layout: if the screen changed size while the animator owned
        // its frame, it moves to the frame for the new size.
        containerView?.setNeedsLayout()
    }

    override func dismissalTransitionWillBegin() {
        presentingViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            },
            completion: { context in
                if context.isCancelled { self.dimmingView.alpha = 1 }  // UIKitBehaviour #393
            })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            presentationWrappingView.removeFromSuperview()
        } else {
            containerView?.setNeedsLayout()  // back in place for the current size (see above)
        }
    }

    private func dimmingViewTapped() {
        presentingViewController.dismiss(animated: true)
    }

    // MARK: Layout

    /// The card's size: the container's width, and the height the presented controller
    /// prefers (at most the container's).
    override func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard (container as? UIViewController) === presentedViewController else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        let height = min(presentedViewController.preferredContentSize.height, parentSize.height)
        return CGSize(width: parentSize.width, height: height)
    }

    /// Along the bottom edge of the container.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let size = size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return CGRect(x: bounds.minX, y: bounds.maxY - size.height, width: size.width, height: size.height)
    }

    /// The presented controller asked for another size: move the card to match.
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if (container as? UIViewController) === presentedViewController, containerView != nil {
            containerView?.setNeedsLayout()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        // Only once the card is in place: while a transition runs, the animator owns its frame.
        if presentedViewController.transitionCoordinator == nil {
            presentationWrappingView.frame = frameOfPresentedViewInContainerView
        }
        updateShadowPath()
    }

    private func updateShadowPath() {
        let radius = Self.cornerRadius
        presentationWrappingView.layer.shadowPath =
            UIBezierPath(
                roundedRect: presentationWrappingView.bounds, byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(width: radius, height: radius)
            ).cgPath
    }
}
