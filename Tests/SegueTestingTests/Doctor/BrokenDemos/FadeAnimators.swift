#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

// Seed 003's fade animators, as the tutorial writes them (modern Swift), and the broken
// variants the doctor must catch.

/// Seed 003's FadePushAnimator: adds the "to" view and fades it in.
class FadePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toViewController.view)
        toViewController.view.alpha = 0
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(
            withDuration: duration,
            animations: {
                toViewController.view.alpha = 1
            },
            completion: { _ in
                self.finish(transitionContext)
            })
    }

    func finish(_ transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

/// Seed 003's first FadePopAnimator: puts the "to" view below and fades the "from" view out.
/// Right for a pop; reused for a `.custom` dismissal it is the seed's black screen.
class FadePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        transitionContext.containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
        let duration = transitionDuration(using: transitionContext)
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

/// Forgets completeTransition(_:) altogether.
final class NeverCompletingFadeAnimator: FadePushAnimator {
    override func finish(_ transitionContext: any UIViewControllerContextTransitioning) {}
}

/// Completes in the animation's completion, and once more "to be safe".
final class TwiceCompletingFadeAnimator: FadePushAnimator {
    override func finish(_ transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        transitionContext.completeTransition(true)
    }
}

/// Keeps the context it was given (seed 001's `_transitionContext` instance variable).
final class ContextKeepingFadeAnimator: FadePushAnimator {
    var transitionContext: (any UIViewControllerContextTransitioning)?

    override func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        super.animateTransition(using: transitionContext)
    }
}

/// Fades the "from" controller's view, taking it for the presented one: in a presentation
/// that is the presenting screen, while the presented one just sits there.
final class ConfusedFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: .from),
            let presenting = transitionContext.viewController(forKey: .to)
        else { return }
        transitionContext.containerView.addSubview(presenting.view)
        presented.view.alpha = 0.2
        UIView.animate(
            withDuration: 0.5,
            animations: {
                presented.view.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
