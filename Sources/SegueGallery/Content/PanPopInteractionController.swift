#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Follows a pan through an interactive pop: progress is how far the finger moved along the
/// pop's direction over the distance it takes (see ``Direction``). On release the pop finishes
/// past half-way or when the finger moves that way faster than `flickVelocity`, and is
/// cancelled otherwise. Used by the list → detail demo (a left-edge swipe) and the photo zoom
/// (a drag down).
final class PanPopInteractionController: UIPercentDrivenInteractiveTransition {
    /// Which way the finger pops, and over how long a distance.
    enum Direction {
        /// Rightwards, across the container's width (an edge swipe back).
        case rightAcrossTheWidth
        /// Downwards, over half the container's height (dragging a photo away).
        case downOverHalfTheHeight

        /// How far the finger travels for the whole pop in a container of `size`.
        func travel(in size: CGSize) -> CGFloat {
            switch self {
            case .rightAcrossTheWidth: size.width
            case .downOverHalfTheHeight: size.height / 2
            }
        }

        /// The component of `vector` along the pop.
        func component(of vector: CGPoint) -> CGFloat {
            switch self {
            case .rightAcrossTheWidth: vector.x
            case .downOverHalfTheHeight: vector.y
            }
        }
    }

    /// The release speed (points per second, along the pop) that finishes it wherever it is.
    static let flickVelocity: CGFloat = 300

    private let direction: Direction
    private weak var panGestureRecognizer: UIPanGestureRecognizer?
    private var target: UIGestureRecognizer.Target?
    private var travel: CGFloat = 0
    private let onEnd: () -> Void

    /// Follows `panGestureRecognizer` until it ends, then calls `onEnd`.
    init(panGestureRecognizer: UIPanGestureRecognizer, direction: Direction, onEnd: @escaping () -> Void) {
        self.panGestureRecognizer = panGestureRecognizer
        self.direction = direction
        self.onEnd = onEnd
        super.init()
        target = panGestureRecognizer.addTarget { [weak self] recognizer in
            self?.panDidUpdate(recognizer)
        }
    }

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        travel = direction.travel(in: transitionContext.containerView.bounds.size)
        super.startInteractiveTransition(transitionContext)
    }

    private func progress(of pan: UIPanGestureRecognizer) -> CGFloat {
        let distance = travel > 0 ? travel : max(direction.travel(in: pan.view?.bounds.size ?? .zero), 1)
        return min(max(direction.component(of: pan.translation(in: pan.view)) / distance, 0), 1)
    }

    private func panDidUpdate(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began, .changed:
            update(progress(of: pan))
        case .ended:
            let flicked = direction.component(of: pan.velocity(in: pan.view)) > Self.flickVelocity
            if progress(of: pan) > 0.5 || flicked { finish() } else { cancel() }
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
