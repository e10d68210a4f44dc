#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Drives an edge-swipe transition with the finger: a percent-driven interaction controller
/// that follows a screen-edge pan and, when the finger lifts, finishes the transition if it is
/// past one half, or cancels it.
///
/// The gesture recognizer belongs to the screen that started the transition (it began the
/// transition in its `.began` handler); this object only listens to the same recognizer for
/// the rest of the gesture. Progress is the distance the finger moved away from its edge,
/// divided by the width of the transition's container:
/// - presenting from the right edge, the finger moves left, so progress is −Δx / width;
/// - dismissing from the left edge, the finger moves right, so progress is Δx / width.
///
/// A transitioning delegate must vend this object only when a gesture is actually driving the
/// transition: an interaction controller vended for a button-triggered transition would wait
/// for updates that never come, and the transition would hang.
@MainActor
final class EdgeSwipeInteractionController: UIPercentDrivenInteractiveTransition {
    /// The pan that drives the transition.
    private weak var gestureRecognizer: UIScreenEdgePanGestureRecognizer?
    /// The edge the finger started from: `.right` or `.left`.
    private let edge: UIRectEdge
    /// Our handler on the recognizer, removed when the gesture ends.
    private var target: UIGestureRecognizer.Target?
    /// The width progress is measured against: `distance` when given, else the container's,
    /// once the transition started.
    private var width: CGFloat = 0
    /// A fixed distance for the whole transition (a side menu's width), if any.
    private let distance: CGFloat?
    /// The fraction past which lifting the finger finishes the transition.
    static let finishThreshold: CGFloat = 0.5

    /// Follows `gestureRecognizer`, a pan that started at `edge`; the transition is complete
    /// when the finger has moved `distance` points (nil: the container's width).
    init(gestureRecognizer: UIScreenEdgePanGestureRecognizer, edge: UIRectEdge, distance: CGFloat? = nil) {
        self.gestureRecognizer = gestureRecognizer
        self.edge = edge
        self.distance = distance
        super.init()
        target = gestureRecognizer.addTarget { [weak self] recognizer in
            self?.gestureRecognizerDidUpdate(recognizer)
        }
    }

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        width = distance ?? transitionContext.containerView.bounds.width
        super.startInteractiveTransition(transitionContext)
    }

    /// How far the gesture has carried the transition, 0…1.
    private func progress(of recognizer: UIScreenEdgePanGestureRecognizer) -> CGFloat {
        let view = recognizer.view
        let distance = width > 0 ? width : (view?.bounds.width ?? 1)
        let translation = recognizer.translation(in: view).x
        let moved = edge == .right ? -translation : translation
        return min(max(moved / distance, 0), 1)
    }

    private func gestureRecognizerDidUpdate(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIScreenEdgePanGestureRecognizer else { return }
        switch pan.state {
        case .began, .changed:
            update(progress(of: pan))
        case .ended:
            if progress(of: pan) > Self.finishThreshold { finish() } else { cancel() }
            stopListening()
        case .cancelled, .failed:
            cancel()
            stopListening()
        default:
            break
        }
    }

    private func stopListening() {
        gestureRecognizer?.removeTarget(target)
        target = nil
    }
}
