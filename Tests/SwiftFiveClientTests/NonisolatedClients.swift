// More Swift 5 client patterns: delegates and interaction controllers as plain objects,
// presentation controllers, values and closures that carry views, global configuration.
import OpenUIKit

/// Global configuration, as libraries keep it.
let defaultDimmingAlpha: CGFloat = 0.4
var sharedTransitionDuration: TimeInterval = 0.3

/// A transitioning delegate that owns its animators and an interaction controller.
class CardTransitioningDelegate: NSObject {
    let presentAnimator = FadeAnimator()
    let dismissAnimator: FadeAnimator = {
        let animator = FadeAnimator()
        animator.isPresenting = false
        return animator
    }()
    /// Installed on the presented controller after it appears; used only while a swipe runs.
    var swipe: SwipeInteractionController?
}

extension CardTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        presentAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissAnimator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        guard let swipe = swipe, swipe.interactionInProgress else { return nil }
        return swipe
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A presentation controller whose dimming view is made in its initializer.
class DimmingPresentationController: UIPresentationController {
    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(defaultDimmingAlpha)
        view.alpha = 0
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let height = container.bounds.height / 2
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            }, completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// An interaction controller subclass in the tutorial style: it installs its gesture on a
/// controller's view in `init`, which is not isolated.
class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        super.init()
        self.viewController = viewController
        prepareGestureRecognizer(in: viewController.view)
    }

    private func prepareGestureRecognizer(in view: UIView) {
        let gesture = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?.handleGesture(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        gesture.edges = .left
        view.addGestureRecognizer(gesture)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview!)
        var progress = translation.x / 200
        progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))
        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            shouldCompleteTransition ? finish() : cancel()
        default:
            break
        }
    }
}

/// A value type that carries views and animates them from a non-isolated method.
struct SnapshotPair {
    let from: UIView
    let to: UIView

    func crossFade(duration: TimeInterval, completion: @escaping () -> Void) {
        to.alpha = 0
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                self.from.alpha = 0
                self.to.alpha = 1
            }, completion: { _ in completion() })
    }
}

/// Closures kept in a non-isolated class and run later, as builder-style libraries do.
final class TransitionRecipe {
    var setup: ((UIView) -> Void)?
    var animations: [(UIView) -> Void] = []
    var completion: (() -> Void)?

    func run(on view: UIView, duration: TimeInterval) {
        setup?(view)
        UIView.animate(
            withDuration: duration,
            animations: {
                self.animations.forEach { $0(view) }
            },
            completion: { _ in
                self.completion?()
            })
    }
}

/// A protocol with a default implementation that touches UIKit, adopted by a plain class.
protocol Dimmable {
    var dimmingView: UIView { get }
}

extension Dimmable {
    func dim(_ on: Bool) {
        dimmingView.alpha = on ? defaultDimmingAlpha : 0
        dimmingView.isUserInteractionEnabled = on
    }
}

extension DimmingPresentationController: Dimmable {}

/// Seed 003's fade animators (modernised in syntax only), used for push and pop and for a
/// modal dismissal.
open class FadePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    open func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    open func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toViewController.view)
        toViewController.view.alpha = 0
        let duration = self.transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: duration,
            animations: {
                toViewController.view.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

open class FadePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public enum TransitionType {
        case navigation
        case modal
    }

    let type: TransitionType
    let duration: TimeInterval

    public init(type: TransitionType, duration: TimeInterval = 0.25) {
        self.type = type
        self.duration = duration
        super.init()
    }

    open func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return self.duration
    }

    open func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from) else { return }
        if self.type == .navigation, let toViewController = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
        }
        let duration = self.transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: duration,
            animations: {
                fromViewController.view.alpha = 0
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Seed 003's navigation delegate, in an extension of a plain view controller.
class MainViewController: UIViewController {}

extension MainViewController: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push:
            return FadePushAnimator()
        case .pop:
            return FadePopAnimator(type: .navigation)
        default:
            return nil
        }
    }
}
