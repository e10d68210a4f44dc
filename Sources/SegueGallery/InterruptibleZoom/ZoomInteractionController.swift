#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Lets a drag catch a running zoom: the transition starts animating on its own
/// (`wantsInteractiveStart` is false), and a pan anywhere on screen while it runs pauses it,
/// scrubs it with the finger, and on release sends it on or back.
///
/// Dragging down shrinks the picture towards its thumbnail (back, for a zoom in; onwards, for
/// a zoom out), dragging up grows it; `travel` points of vertical movement span the whole
/// transition. On release the transition finishes if the finger moves towards its end faster
/// than `flickVelocity`, is cancelled if it moves away from it that fast, and otherwise goes
/// to the nearer end. The pan lives on the transition's container view for as long as the
/// transition runs.
final class ZoomInteractionController: UIPercentDrivenInteractiveTransition {
    /// The vertical movement, in points, that spans the whole transition.
    static let travel: CGFloat = 500
    /// The release speed that decides the direction, in points per second.
    static let flickVelocity: CGFloat = 300

    let isPresenting: Bool
    /// The progress when the pan caught the transition.
    private var caughtProgress: CGFloat = 0

    /// Creates the interaction of a zoom in (`isPresenting`) or out.
    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
        wantsInteractiveStart = false
    }

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
        guard transitionContext.isAnimated else { return }
        let pan = UIPanGestureRecognizer { [weak self] gesture in
            guard let self, let pan = gesture as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        transitionContext.containerView.addGestureRecognizer(pan)
        let controller = transitionContext.viewController(forKey: isPresenting ? .to : .from)
        controller?.transitionCoordinator?.animate(
            alongsideTransition: nil,
            completion: { [weak pan] _ in
                guard let pan else { return }
                pan.view?.removeGestureRecognizer(pan)
            })
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        // Down is towards the thumbnail: backwards when zooming in, onwards when zooming out.
        let sign: CGFloat = isPresenting ? -1 : 1
        let progress = caughtProgress + sign * pan.translation(in: pan.view).y / Self.travel
        switch pan.state {
        case .began:
            pause()
            caughtProgress = percentComplete
        case .changed:
            update(min(max(progress, 0), 1))
        case .ended, .cancelled:
            let towardsEnd = sign * pan.velocity(in: pan.view).y
            if towardsEnd > Self.flickVelocity || (towardsEnd > -Self.flickVelocity && progress >= 0.5) {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
