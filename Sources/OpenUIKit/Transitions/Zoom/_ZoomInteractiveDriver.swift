import Foundation

/// A finger on a zoom transition (UIKitBehaviour #398): it starts a zoom out, or grabs a zoom in
/// while it runs. The zoomed view shrinks toward the source view's size as the finger moves
/// down (or the fingers pinch in), grows as it moves up, and stays under the finger; on release
/// it either zooms into the source view or out to its full frame, starting from where the
/// finger left it. A zoom in pulled back into its source is a cancelled push or presentation.
///
/// The zoom animator's property animator is scrubbed linearly — the clip's size and corner
/// radius, the dimming, and every alongside animation — while a separate drag view carries the
/// offset that keeps the grabbed point under the finger; the offset springs back to zero over
/// the remaining time on release.
@MainActor
final class _ZoomInteractiveDriver: NSObject, UIViewControllerInteractiveTransitioning {
    /// Where the gesture began, in window coordinates.
    private let anchorInWindow: CGPoint
    private var context: (any UIViewControllerContextTransitioning)?
    private var animator: UIViewPropertyAnimator?
    private var stage: _ZoomStage?
    private var isZoomingIn = false
    /// How far collapsed the zoom was when the finger took it (0 for a zoom out it starts).
    private var startCollapse: CGFloat = 0
    /// The point of the zoomed view (its own coordinates) the finger holds.
    private var grabbed = CGPoint.zero
    /// The latest gesture state, kept until the transition starts (a dismissal starts on the next turn).
    private var translation = CGPoint.zero
    private var collapse: CGFloat = 0
    private var ending: Bool?

    init(anchorInWindow: CGPoint) {
        self.anchorInWindow = anchorInWindow
        super.init()
    }

    var wantsInteractiveStart: Bool { true }

    /// Starts a zoom out the gesture asked for.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard attach(to: transitionContext) else {
            UIView._report("_ZoomInteractiveDriver: started without a zoom animator; the transition completes at once")
            return transitionContext.completeTransition(true)
        }
        apply()
        if let ending { end(collapsing: ending) }
    }

    /// Grabs the zoom in that `transitionContext` runs: the transition becomes interactive
    /// where it is. False when it cannot be grabbed.
    func interrupt(_ transitionContext: _TransitionContext) -> Bool {
        guard transitionContext.isInterruptible, attach(to: transitionContext) else { return false }
        transitionContext.pauseInteractiveTransition()
        apply()
        return true
    }

    private func attach(to transitionContext: any UIViewControllerContextTransitioning) -> Bool {
        guard let zoom = (transitionContext as? _TransitionContext)?.animator as? _ZoomTransitionAnimator,
            let animator = zoom.interruptibleAnimator(using: transitionContext) as? UIViewPropertyAnimator,
            let stage = zoom.stage
        else { return false }
        context = transitionContext
        self.animator = animator
        self.stage = stage
        isZoomingIn = zoom.isZoomingIn
        // Let go of the transition once it is over (after the zoom animator's own completion).
        animator.addCompletion { [weak self] _ in
            self?.context = nil
            self?.animator = nil
            self?.stage = nil
        }
        animator.pauseAnimation()
        startCollapse = isZoomingIn ? 1 - animator.fractionComplete : animator.fractionComplete
        let anchor = transitionContext.containerView.convert(anchorInWindow, from: nil)
        grabbed = stage.geometry.zoomedPoint(at: anchor, collapsing: startCollapse)
        return true
    }

    /// The finger moved `translation` from where it began, and asks for `collapse` more of
    /// the way toward the source (negative: back toward the full frame).
    func update(translation: CGPoint, collapse: CGFloat) {
        guard ending == nil, translation.x.isFinite, translation.y.isFinite, collapse.isFinite else { return }
        self.translation = translation
        self.collapse = collapse
        apply()
    }

    /// The finger lifted: zoom into the source view when `collapsing`, else out to the full frame.
    func end(collapsing: Bool) {
        ending = collapsing
        guard let context, let animator, let stage, context.isInteractive else { return }
        // A zoom out completes by collapsing; a zoom in by expanding.
        let completes = collapsing != isZoomingIn
        if completes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        animator.isReversed = !completes
        let fraction = animator.fractionComplete
        let factor = max(completes ? 1 - fraction : fraction, 0.3)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
        let offset = UIViewPropertyAnimator(
            duration: _ZoomTransitionAnimator.duration * Double(factor), dampingRatio: 1
        ) {
            stage.dragView.transform = .identity
        }
        offset.startAnimation()
    }

    /// Scrubs the transition and moves the drag view so that the grabbed point of the zoomed
    /// view stays under the finger.
    private func apply() {
        guard let context, let animator, let stage, context.isInteractive else { return }
        let collapsed = min(max(startCollapse + collapse, 0), 1)
        let fraction = isZoomingIn ? 1 - collapsed : collapsed
        animator.fractionComplete = fraction
        context.updateInteractiveTransition(fraction)
        let anchor = context.containerView.convert(anchorInWindow, from: nil)
        let shown = stage.geometry.contentPoint(grabbed, collapsing: collapsed)
        stage.dragView.transform = CGAffineTransform(
            translationX: anchor.x + translation.x - shown.x,
            y: anchor.y + translation.y - shown.y)
    }
}
