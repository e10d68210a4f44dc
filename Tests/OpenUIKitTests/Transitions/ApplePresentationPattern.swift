import Foundation
import OpenUIKit

// Client code in the style of Apple's CustomTransitions sample (AAPLCustomPresentationController
// and its second view controller), ported to Swift the way iOS developers port it: the
// presentation controller builds its wrapper (shadow → rounded corners → the presented view)
// and its dimming view in presentationTransitionWillBegin(), returns the wrapper from
// presentedView (nil until then), sizes the card from the presented controller's
// preferredContentSize, which that controller sets in viewDidLoad, and is its own
// transitioning delegate and animator. Written from the sample's behaviour, not its text.

/// The presented controller: asks for a 420 pt tall card when its view loads.
final class SlideUpContentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
        preferredContentSize = CGSize(width: view.bounds.width, height: 420)
    }
}

/// A card that slides up from the bottom over a dimming view; tapping the dimming view
/// dismisses it. `events` logs what UIKit asked, in order.
class SlideUpPresentationController: UIPresentationController {
    static let cornerRadius: CGFloat = 16

    var dimmingView: UIView?
    var presentationWrappingView: UIView?
    /// Set while a gesture drives the transition (vended only then).
    var interactionController: UIPercentDrivenInteractiveTransition?
    /// Restore the moving view's frame when a transition is cancelled (UIKitBehaviour #20).
    var restoresOnCancel = true
    var events: [String] = []
    /// What the animator read from the context, by transition.
    var readings:
        [(
            toView: UIView?, fromView: UIView?, toInitial: CGRect, toFinal: CGRect,
            fromInitial: CGRect, fromFinal: CGRect, isAnimated: Bool, duration: TimeInterval, start: CFTimeInterval
        )] = []

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentedViewController.modalPresentationStyle = .custom
    }

    override var presentedView: UIView? { presentationWrappingView }

    override func presentationTransitionWillBegin() {
        events.append(
            "presentationTransitionWillBegin(container: \(containerView != nil), loaded: \(presentedViewController.isViewLoaded))"
        )
        let presentedViewControllerView = super.presentedView!

        let presentationWrapperView = UIView(frame: frameOfPresentedViewInContainerView)
        presentationWrapperView.layer.shadowOpacity = 0.44
        presentationWrapperView.layer.shadowRadius = 13
        presentationWrapperView.layer.shadowOffset = CGSize(width: 0, height: -6)
        presentationWrappingView = presentationWrapperView

        // The rounded view is taller than the wrapper by the radius, so only the top corners show.
        let radius = Self.cornerRadius
        let roundedCornerView = UIView(
            frame: presentationWrapperView.bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: -radius, right: 0)))
        roundedCornerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        roundedCornerView.layer.cornerRadius = radius
        roundedCornerView.layer.masksToBounds = true

        let contentWrapperView = UIView(
            frame: roundedCornerView.bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: radius, right: 0)))
        contentWrapperView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentedViewControllerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentedViewControllerView.frame = contentWrapperView.bounds
        contentWrapperView.addSubview(presentedViewControllerView)
        roundedCornerView.addSubview(contentWrapperView)
        presentationWrapperView.addSubview(roundedCornerView)

        let dimmingView = UIView(frame: containerView!.bounds)
        dimmingView.backgroundColor = .black
        dimmingView.isOpaque = false
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dimmingViewTapped() })
        self.dimmingView = dimmingView
        containerView?.addSubview(dimmingView)

        let transitionCoordinator = presentingViewController.transitionCoordinator
        dimmingView.alpha = 0
        transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView?.alpha = 0.5 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        events.append("presentationTransitionDidEnd(\(completed))")
        if !completed {
            presentationWrappingView = nil
            dimmingView = nil
        }
    }

    override func dismissalTransitionWillBegin() {
        events.append("dismissalTransitionWillBegin")
        presentingViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView?.alpha = 0
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        events.append("dismissalTransitionDidEnd(\(completed))")
        if completed {
            presentationWrappingView = nil
            dimmingView = nil
        }
    }

    func dimmingViewTapped() {
        presentingViewController.dismiss(animated: true)
    }

    // MARK: Layout

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        events.append("preferredContentSizeDidChange(container: \(containerView != nil))")
        if container === presentedViewController {
            containerView?.setNeedsLayout()
        }
    }

    override func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        if container === presentedViewController {
            return (container as! UIViewController).preferredContentSize
        }
        return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let containerViewBounds = containerView!.bounds
        let presentedViewContentSize = size(
            forChildContentContainer: presentedViewController,
            withParentContainerSize: containerViewBounds.size)
        // The card extends presentedViewContentSize.height points up from the bottom edge.
        var presentedViewControllerFrame = containerViewBounds
        presentedViewControllerFrame.size.height = presentedViewContentSize.height
        presentedViewControllerFrame.origin.y = containerViewBounds.maxY - presentedViewContentSize.height
        return presentedViewControllerFrame
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        events.append("containerViewWillLayoutSubviews")
        dimmingView?.frame = containerView!.bounds
        presentationWrappingView?.frame = frameOfPresentedViewInContainerView
    }
}

extension SlideUpPresentationController: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == true ? 0.35 : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        events.append("animateTransition")
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let isPresenting = fromViewController === presentingViewController

        let fromViewInitialFrame = transitionContext.initialFrame(for: fromViewController)
        var fromViewFinalFrame = transitionContext.finalFrame(for: fromViewController)
        var toViewInitialFrame = transitionContext.initialFrame(for: toViewController)
        let toViewFinalFrame = transitionContext.finalFrame(for: toViewController)
        let transitionDuration = transitionDuration(using: transitionContext)
        readings.append(
            (
                toView, fromView, toViewInitialFrame, toViewFinalFrame, fromViewInitialFrame, fromViewFinalFrame,
                transitionContext.isAnimated, transitionDuration, CACurrentMediaTime()
            ))

        // The animator adds the incoming view (no effect on dismissal: the presenter's view stayed).
        if let toView { containerView.addSubview(toView) }

        let movingView = isPresenting ? toView : fromView
        let start = movingView?.frame ?? .zero
        if isPresenting {
            toViewInitialFrame.origin = CGPoint(x: containerView.bounds.minX, y: containerView.bounds.maxY)
            toViewInitialFrame.size = toViewFinalFrame.size
            toView?.frame = toViewInitialFrame
        } else {
            fromViewFinalFrame = fromView!.frame.offsetBy(dx: 0, dy: fromView!.frame.height)
        }
        let restoredFrame = isPresenting ? toViewInitialFrame : start
        UIView.animate(
            withDuration: transitionDuration,
            animations: {
                if isPresenting { toView?.frame = toViewFinalFrame } else { fromView?.frame = fromViewFinalFrame }
            },
            completion: { _ in
                let wasCancelled = transitionContext.transitionWasCancelled
                if wasCancelled, self.restoresOnCancel { movingView?.frame = restoredFrame }
                transitionContext.completeTransition(!wasCancelled)
            })
    }
}

extension SlideUpPresentationController: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        precondition(presented === presentedViewController, "asked for another controller's presentation")
        return self
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { self }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { interactionController }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { interactionController }
}

/// The presenting controller: presents the card as the sample's button action does, keeping
/// the presentation controller only until `present` returns (transitioningDelegate is weak).
final class SlideUpFirstViewController: UIViewController {
    /// The last presentation controller made (weak, as the sample keeps none).
    weak var lastPresentationController: SlideUpPresentationController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 1, alpha: 1)
        let band = UIView(frame: CGRect(x: 24, y: 120, width: view.bounds.width - 48, height: 120))
        band.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        band.autoresizingMask = [.flexibleWidth]
        view.addSubview(band)
    }

    func presentCard(
        _ secondViewController: UIViewController = SlideUpContentViewController(), animated: Bool = true,
        configure: (SlideUpPresentationController) -> Void = { _ in }
    ) {
        let presentationController = SlideUpPresentationController(
            presentedViewController: secondViewController, presenting: self)
        configure(presentationController)
        lastPresentationController = presentationController
        secondViewController.transitioningDelegate = presentationController
        present(secondViewController, animated: animated, completion: nil)
    }
}
