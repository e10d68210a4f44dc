import Foundation

/// Drives a zoom out by a finger (UIKitBehaviour #403): the zoomed view shrinks toward the
/// source view's size as the finger moves down (or the fingers pinch in) and stays under the
/// finger; on release it either zooms into the source view or springs back, starting from
/// where the finger left it.
///
/// The zoom animator's property animator is scrubbed linearly by the progress — the clip's
/// size and corner radius, the dimming, and every alongside animation — while a separate drag
/// view carries the offset that keeps the view under the finger; the offset springs back to
/// zero over the remaining time on release.
@MainActor
final class _ZoomInteractiveDriver: NSObject, UIViewControllerInteractiveTransitioning {
    /// Where the gesture began, in window coordinates.
    private let anchorInWindow: CGPoint
    private var context: (any UIViewControllerContextTransitioning)?
    private var animator: UIViewPropertyAnimator?
    private var stage: _ZoomStage?
    /// The latest gesture state, kept until the transition starts (a dismissal starts on the next turn).
    private var translation = CGPoint.zero
    private var progress: CGFloat = 0
    private var ending: (finish: Bool, velocity: CGPoint)?

    init(anchorInWindow: CGPoint) {
        self.anchorInWindow = anchorInWindow
        super.init()
    }

    var wantsInteractiveStart: Bool { true }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let zoom = (transitionContext as? _TransitionContext)?.animator as? _ZoomTransitionAnimator,
              let animator = zoom.interruptibleAnimator(using: transitionContext) as? UIViewPropertyAnimator else {
            UIView._report("_ZoomInteractiveDriver: started without a zoom animator; the transition completes at once")
            return transitionContext.completeTransition(true)
        }
        context = transitionContext
        self.animator = animator
        stage = zoom.stage
        // Let go of the transition once it is over (after the zoom animator's own completion).
        animator.addCompletion { [weak self] _ in
            self?.context = nil
            self?.animator = nil
            self?.stage = nil
        }
        animator.pauseAnimation()
        apply()
        if let ending { end(finish: ending.finish, velocity: ending.velocity) }
    }

    /// The finger moved `translation` from where it began; `progress` is how far toward the
    /// source view the zoomed view has shrunk (0–1).
    func update(translation: CGPoint, progress: CGFloat) {
        guard ending == nil, translation.x.isFinite, translation.y.isFinite, progress.isFinite else { return }
        self.translation = translation
        self.progress = min(max(progress, 0), 1)
        apply()
    }

    /// The finger lifted: zoom into the source view when `finish`, else spring back.
    func end(finish: Bool, velocity: CGPoint) {
        ending = (finish, velocity)
        guard let context, let animator, let stage, context.isInteractive else { return }
        if finish { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        animator.isReversed = !finish
        let remaining = finish ? 1 - progress : progress
        let factor = max(remaining, 0.3)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
        let offset = UIViewPropertyAnimator(duration: _ZoomTransitionAnimator.duration * Double(factor), dampingRatio: 1) {
            stage.dragView.transform = .identity
        }
        offset.startAnimation()
    }

    /// Scrubs the transition to `progress` and moves the drag view so that the point of the
    /// zoomed view under the finger when it began stays under it.
    private func apply() {
        guard let context, let animator, let stage, context.isInteractive else { return }
        animator.fractionComplete = progress
        context.updateInteractiveTransition(progress)
        let geometry = stage.geometry
        let anchor = context.containerView.convert(anchorInWindow, from: nil)
        let grabbed = CGPoint(x: anchor.x - geometry.expanded.minX, y: anchor.y - geometry.expanded.minY)
        let shown = geometry.contentPoint(grabbed, collapsing: progress)
        stage.dragView.transform = CGAffineTransform(translationX: anchor.x + translation.x - shown.x,
                                                     y: anchor.y + translation.y - shown.y)
    }
}
