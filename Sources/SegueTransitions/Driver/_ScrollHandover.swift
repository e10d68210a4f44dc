#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Watches one drag of a scroll view that the dismissal pan deferred to, and hands the drag
/// over to the dismissal when the content reaches its edge and the finger keeps pulling that
/// way, as a sheet does with the scroll view inside it (UIKitBehaviour #459).
///
/// It listens to the scroll view's own `panGestureRecognizer` (a second target). From the
/// hand-over on, the content stays at its edge: the scroll view's `bounces` is off and its
/// offset held at the edge while the dismissal follows the finger, until ``finish()`` gives
/// `bounces` back. A drag that ends, or turns back, before the edge is left alone.
@MainActor
final class _ScrollHandover {
    /// The direction the finger moves to dismiss.
    let direction: TransitionDirection
    private weak var scrollView: UIScrollView?
    private var action: _GestureAction?
    /// Starts the dismissal driven by the pan from the given translation; whether it started.
    private let handOver: @MainActor (UIPanGestureRecognizer, CGPoint) -> Bool
    private var lastTranslation: CGPoint?
    /// The scroll view's `bounces` before the hand-over; nil until it happened.
    private var savedBounces: Bool?

    /// Whether the drag has been handed over to the dismissal.
    var handedOver: Bool { savedBounces != nil }

    init(
        scrollView: UIScrollView, direction: TransitionDirection,
        handOver: @escaping @MainActor (UIPanGestureRecognizer, CGPoint) -> Bool
    ) {
        self.scrollView = scrollView
        self.direction = direction
        self.handOver = handOver
        action = _GestureAction(on: scrollView.panGestureRecognizer) { [weak self] in self?.dragChanged($0) }
    }

    private func dragChanged(_ gesture: UIGestureRecognizer) {
        guard let pan = gesture as? UIPanGestureRecognizer, let scrollView else { return }
        let translation = pan.translation(in: nil)
        defer { lastTranslation = translation }
        if handedOver {
            pinAtEdge(scrollView)
            if pan.state != .changed { action?.remove() }
            return
        }
        guard pan.state == .changed else {
            if pan.state != .began { stopWatching() }
            return
        }
        guard let last = lastTranslation, translation.x.isFinite, translation.y.isFinite else { return }
        let step =
            (translation.x - last.x) * direction.unitVector.dx + (translation.y - last.y) * direction.unitVector.dy
        guard step > 0, !scrollView.canScroll(withFingerMoving: direction), handOver(pan, translation) else { return }
        savedBounces = scrollView.bounces
        scrollView.bounces = false
        pinAtEdge(scrollView)
    }

    /// Holds the content at the edge the finger pulls towards.
    private func pinAtEdge(_ scrollView: UIScrollView) {
        let inset = scrollView.adjustedContentInset
        var offset = scrollView.contentOffset
        switch direction {
        case .down: offset.y = -inset.top
        case .up: offset.y = max(scrollView.contentSize.height + inset.bottom - scrollView.bounds.height, -inset.top)
        case .right: offset.x = -inset.left
        case .left: offset.x = max(scrollView.contentSize.width + inset.right - scrollView.bounds.width, -inset.left)
        }
        if offset != scrollView.contentOffset { scrollView.contentOffset = offset }
    }

    /// Stops listening to a drag that was not handed over.
    private func stopWatching() {
        action?.remove()
        action = nil
    }

    /// Ends the hand-over once the dismissal it started has ended: gives `bounces` back.
    func finish() {
        stopWatching()
        if let savedBounces { scrollView?.bounces = savedBounces }
        savedBounces = nil
    }
}
