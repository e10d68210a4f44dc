#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Zooms a grid thumbnail into the detail screen (presenting) or the detail screen back into
/// its thumbnail (dismissing), with one `UIViewPropertyAnimator` that it vends through
/// `interruptibleAnimator(using:)` so that the transition can be paused, scrubbed, reversed
/// and continued while it runs.
///
/// The detail screen's view itself moves: its frame animates between the thumbnail's frame
/// and the screen, its corners between the thumbnail's radius and square, and it lays itself
/// out inside the animation, so that its picture and name travel with it; the rest of its
/// content fades. The thumbnail hides while its picture is away. The animator completes the
/// transition when the property animator stops: at its end, completed; back at its start (a
/// drag sent it back), cancelled.
final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of a zoom that nothing interrupts.
    static let duration: TimeInterval = 0.6

    let isPresenting: Bool
    /// The thumbnail the picture zooms out of and back into.
    private weak var thumbnail: UIView?
    /// The property animator of the one transition this animator runs.
    private var propertyAnimator: UIViewPropertyAnimator?

    /// Creates an animator that zooms in (`isPresenting`) or out of `thumbnail`.
    init(isPresenting: Bool, thumbnail: UIView?) {
        self.isPresenting = isPresenting
        self.thumbnail = thumbnail
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        (transitionContext?.isAnimated ?? true) ? Self.duration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard transitionContext.isAnimated else {
            // Nothing to animate: the detail screen appears (or goes) at once.
            if isPresenting, let view = transitionContext.view(forKey: .to),
                let detail = transitionContext.viewController(forKey: .to)
            {
                view.frame = transitionContext.finalFrame(for: detail)
                transitionContext.containerView.addSubview(view)
            }
            transitionContext.completeTransition(true)
            return
        }
        let animator = interruptibleAnimator(using: transitionContext)
        if !transitionContext.isInteractive { animator.startAnimation() }
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        if let propertyAnimator { return propertyAnimator }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
        propertyAnimator = animator
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard transitionContext.isAnimated,
            let detail = transitionContext.viewController(forKey: key) as? ZoomDetailViewController,
            let detailView = transitionContext.view(forKey: isPresenting ? .to : .from)
        else {
            return animator  // an unanimated transition has already completed; nothing to interrupt
        }
        let container = transitionContext.containerView
        let full = isPresenting ? transitionContext.finalFrame(for: detail) : detailView.frame
        let small =
            thumbnail.map { $0.convert($0.bounds, to: container) }
            ?? CGRect(x: full.midX, y: full.midY, width: 0, height: 0)
        let presenting = isPresenting
        let thumbnail = self.thumbnail
        if presenting { container.addSubview(detailView) }
        detailView.frame = presenting ? small : full
        detailView.layer.cornerRadius = presenting ? 16 : 0
        detail.showsDetails = !presenting
        detailView.layoutIfNeeded()
        thumbnail?.alpha = 0
        animator.addAnimations {
            detailView.frame = presenting ? full : small
            detailView.layer.cornerRadius = presenting ? 0 : 16
            detail.showsDetails = presenting
            detailView.layoutIfNeeded()
        }
        animator.addCompletion { position in
            // Back at the start (sent back), the screen is as it was before; at the end, as
            // the zoom left it. `showsDetails` is not a layer property: reversing does not
            // restore it, so both ends set it.
            let expanded = (position == .end) == presenting
            detail.showsDetails = expanded
            detailView.layer.cornerRadius = expanded ? 0 : 16
            thumbnail?.alpha = 1
            transitionContext.completeTransition(position == .end)
        }
        return animator
    }
}
