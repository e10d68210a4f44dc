#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Follows a drag down through the zoom out of a photo: progress is how far the finger moved
/// down over half the container's height. On release the pop finishes past half-way or when
/// the finger moves down faster than `flickVelocity`, and is cancelled otherwise.
final class PhotoPopInteractionController: UIPercentDrivenInteractiveTransition {
    /// The release speed (points per second, downwards) that finishes the pop wherever it is.
    static let flickVelocity: CGFloat = 300

    private weak var panGestureRecognizer: UIPanGestureRecognizer?
    private var target: UIGestureRecognizer.Target?
    private var travel: CGFloat = 0
    private let onEnd: () -> Void

    /// Follows `panGestureRecognizer` until it ends, then calls `onEnd`.
    init(panGestureRecognizer: UIPanGestureRecognizer, onEnd: @escaping () -> Void) {
        self.panGestureRecognizer = panGestureRecognizer
        self.onEnd = onEnd
        super.init()
        target = panGestureRecognizer.addTarget { [weak self] recognizer in
            self?.panDidUpdate(recognizer)
        }
    }

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        travel = transitionContext.containerView.bounds.height / 2
        super.startInteractiveTransition(transitionContext)
    }

    private func progress(of pan: UIPanGestureRecognizer) -> CGFloat {
        let distance = travel > 0 ? travel : max((pan.view?.bounds.height ?? 2) / 2, 1)
        return min(max(pan.translation(in: pan.view).y / distance, 0), 1)
    }

    private func panDidUpdate(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began, .changed:
            update(progress(of: pan))
        case .ended:
            if progress(of: pan) > 0.5 || pan.velocity(in: pan.view).y > Self.flickVelocity { finish() } else { cancel() }
            end()
        case .cancelled, .failed:
            cancel()
            end()
        default:
            break
        }
    }

    private func end() {
        panGestureRecognizer?.removeTarget(target)
        target = nil
        onEnd()
    }
}
