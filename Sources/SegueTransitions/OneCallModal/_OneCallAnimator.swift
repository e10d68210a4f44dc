#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Runs one of the one-call modal's closures as a transition: the first call of its
/// completion handler completes the transition (`true`) or cancels it (`false`); a cancel
/// gives the view back the state and place it had before.
@MainActor
final class _OneCallAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration reported to the transition coordinator (the closures run as long as they like).
    static let reportedDuration: TimeInterval = 0.35

    let isPresenting: Bool
    let animation: _OneCallDelegate.Animation
    let onEnd: ((Bool) -> Void)?

    init(isPresenting: Bool, animation: @escaping _OneCallDelegate.Animation, onEnd: ((Bool) -> Void)? = nil) {
        self.isPresenting = isPresenting
        self.animation = animation
        self.onEnd = onEnd
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        (transitionContext?.isAnimated ?? true) ? Self.reportedDuration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let view = transitionContext.view(forKey: isPresenting ? .to : .from) ?? controller.view!
        let saved = _SavedViewState(view)
        if isPresenting {
            // Opaque and untransformed when the closure gets it, whatever an earlier
            // dismissal left; a cancel gives back what it had.
            view.alpha = 1
            view.transform = .identity
            view.frame = transitionContext.finalFrame(for: controller)
            transitionContext.containerView.addSubview(view)
        }
        guard transitionContext.isAnimated else {
            transitionContext.completeTransition(true)
            onEnd?(true)
            return
        }
        var ended = false
        let onEnd = self.onEnd
        animation(view) { finished in
            guard !ended else { return }
            ended = true
            let completed = finished && !transitionContext.transitionWasCancelled
            if !completed {
                saved.restoreAppearance()
                saved.restoreSuperview()
            }
            transitionContext.completeTransition(completed)
            onEnd?(completed)
        }
    }
}
