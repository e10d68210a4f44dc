// Client code written as a Swift 6 app writes it against UIKit: main-actor classes (inferred
// from UIKit conformances or written out), `[weak self]` handlers, `async` animation and
// presentation. It must compile in the Swift 6 language mode without warnings.
//
// What Swift 6 reports against Apple's SDK too, and so against OpenUIKit (measured, not kept
// here so the target stays warning-free): touching a view from a `nonisolated` function or a
// plain class's initializer is a *warning* ("main actor-isolated property 'alpha' can not be
// mutated from a nonisolated context"), because UIKit's isolation is `@preconcurrency`; it
// becomes an error only inside code that is itself explicitly isolated to another actor.
import OpenUIKit

/// An animator whose conformance puts it on the main actor (inferred from the protocol).
final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private var running: UIViewPropertyAnimator?

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let running { return running }
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        let view = transitionContext.view(forKey: key) ?? UIView()
        let onScreen =
            isPresenting
            ? transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            : view.frame
        let offScreen = onScreen.offsetBy(dx: 0, dy: container.bounds.height - onScreen.minY)
        if isPresenting {
            container.addSubview(view)
            view.frame = offScreen
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            view.frame = self.isPresenting ? onScreen : offScreen
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        running = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        running = nil
    }
}

/// A transitioning delegate declared on the main actor, with an interaction controller driven
/// by a pan whose handler captures `self` weakly.
@MainActor
final class SheetTransitioner: NSObject, UIViewControllerTransitioningDelegate {
    private(set) var interactor: UIPercentDrivenInteractiveTransition?
    private weak var sheet: UIViewController?

    func attach(to sheet: UIViewController) {
        self.sheet = sheet
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            self?.handlePan(recognizer as! UIPanGestureRecognizer)
        }
        sheet.view.addGestureRecognizer(pan)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = max(0, min(1, pan.translation(in: view).y / max(view.bounds.height, 1)))
        switch pan.state {
        case .began:
            interactor = UIPercentDrivenInteractiveTransition()
            sheet?.dismiss(animated: true)
        case .changed:
            interactor?.update(progress)
        case .ended, .cancelled:
            if progress > 0.3 && pan.state == .ended { interactor?.finish() } else { interactor?.cancel() }
            interactor = nil
        default:
            break
        }
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        CardSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardSlideAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    {
        interactor
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        SheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A presentation controller that dims with the coordinator and lays the sheet out itself.
final class SheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height * 0.4, width: bounds.width, height: bounds.height * 0.6)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 1
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
        })
    }

    var dimmingAlpha: CGFloat { dimmingView.alpha }
}

/// A screen that runs an `async` sequence: present, animate, dismiss (compiled, as an app
/// writes it; the tests run the `async` forms one at a time).
final class OnboardingViewController: UIViewController {
    let badge = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    private(set) var steps: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }

    func runTour(showing tip: UIViewController) async {
        let grew = await UIView.animate(withDuration: 0.2) {
            self.badge.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        steps.append("badge \(grew)")
        await present(tip, animated: true)
        steps.append("presented")
        await UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseIn]) {
            tip.view.alpha = 0.5
        }
        await tip.dismiss(animated: true)
        steps.append("dismissed")
    }
}
