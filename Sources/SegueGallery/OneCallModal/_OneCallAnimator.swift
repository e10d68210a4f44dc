#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// The animator of one transition of `present(_:at:animated:presenting:dismissing:completion:)`:
/// it puts the presented view in place and hands it to the caller's closure, whose completion
/// handler completes the transition.
///
/// Presenting, the view is added to the container at its final frame, opaque and
/// untransformed, before the closure runs; dismissing, the closure gets the view as it is and
/// UIKit removes it afterwards. An unanimated transition skips the closure.
@MainActor
final class _OneCallAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let animation: _OneCallTransitioningDelegate.Animation

    init(isPresenting: Bool, animation: @escaping _OneCallTransitioningDelegate.Animation) {
        self.isPresenting = isPresenting
        self.animation = animation
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        (transitionContext?.isAnimated ?? true) ? UIViewController.oneCallModalTransitionDuration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if isPresenting, let presented = transitionContext.viewController(forKey: .to) {
            view.alpha = 1
            view.transform = .identity
            view.frame = transitionContext.finalFrame(for: presented)
            transitionContext.containerView.addSubview(view)
        }
        guard transitionContext.isAnimated else {
            transitionContext.completeTransition(true)
            return
        }
        var completed = false
        animation(view) { _ in
            // Only the first call counts, as with `completeTransition(_:)`.
            guard !completed else { return }
            completed = true
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
