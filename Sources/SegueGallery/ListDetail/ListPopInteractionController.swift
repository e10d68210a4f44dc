#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Follows a left-edge swipe through a pop: progress is how far the finger moved right,
/// divided by the container's width. On release the pop finishes past half-way or when the
/// finger moves right faster than `flickVelocity`, and is cancelled otherwise.
final class ListPopInteractionController: UIPercentDrivenInteractiveTransition {
    /// The release speed (points per second, rightwards) that finishes the pop wherever it is.
    static let flickVelocity: CGFloat = 300

    private weak var panGestureRecognizer: UIScreenEdgePanGestureRecognizer?
    private var target: UIGestureRecognizer.Target?
    private var width: CGFloat = 0
    private let onEnd: () -> Void

    /// Follows `panGestureRecognizer` until it ends, then calls `onEnd`.
    init(panGestureRecognizer: UIScreenEdgePanGestureRecognizer, onEnd: @escaping () -> Void) {
        self.panGestureRecognizer = panGestureRecognizer
        self.onEnd = onEnd
        super.init()
        target = panGestureRecognizer.addTarget { [weak self] recognizer in
            self?.panDidUpdate(recognizer)
        }
    }

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        width = transitionContext.containerView.bounds.width
        super.startInteractiveTransition(transitionContext)
    }

    private func progress(of pan: UIScreenEdgePanGestureRecognizer) -> CGFloat {
        let distance = width > 0 ? width : max(pan.view?.bounds.width ?? 1, 1)
        return min(max(pan.translation(in: pan.view).x / distance, 0), 1)
    }

    private func panDidUpdate(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIScreenEdgePanGestureRecognizer else { return }
        switch pan.state {
        case .began, .changed:
            update(progress(of: pan))
        case .ended:
            if progress(of: pan) > 0.5 || pan.velocity(in: pan.view).x > Self.flickVelocity { finish() } else { cancel() }
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
