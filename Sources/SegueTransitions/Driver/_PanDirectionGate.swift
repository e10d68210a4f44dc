#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Lets a pan begin only when the finger moves mostly in one of the given directions (a
/// dismissal pan does not begin on a sideways or upward drag; a tab pan only on a horizontal
/// one), and not when a scroll view under the finger can still scroll that way: the scroll
/// view's drag wins until its content is at the edge (UIKitBehaviour #430).
///
/// Scroll views inside the pan's view wait for the pan to fail before they scroll, so that at
/// an edge the pan takes the drag and the content does not bounce under it.
@MainActor
final class _PanDirectionGate: NSObject, UIGestureRecognizerDelegate {
    /// The directions a pan may begin in, asked when it is about to begin.
    let directions: @MainActor () -> [TransitionDirection]
    /// Told when the pan does not begin because a scroll view under the finger scrolls the way
    /// the finger moves: the drag is that scroll view's (the modal dismissal watches it, to take
    /// it over at the content's edge, UIKitBehaviour #459).
    var onDeferToScrollView: (@MainActor (UIScrollView, TransitionDirection) -> Void)?
    /// The view the gesture's first finger came down on.
    private weak var touchedView: UIView?

    init(directions: @escaping @MainActor () -> [TransitionDirection]) {
        self.directions = directions
        super.init()
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if gestureRecognizer.state == .possible, gestureRecognizer.numberOfTouches == 0 { touchedView = touch.view }
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let moved = pan.translation(in: nil)
        let direction = directions().first { direction in
            let along = moved.x * direction.unitVector.dx + moved.y * direction.unitVector.dy
            let across = abs(moved.x * direction.unitVector.dy - moved.y * direction.unitVector.dx)
            return along > across
        }
        guard let direction else { return false }
        guard let scrolling = scrollViews(under: pan).first(where: { $0.canScroll(withFingerMoving: direction) }) else {
            return true
        }
        onDeferToScrollView?(scrolling, direction)
        return false
    }

    /// A scroll view inside the pan's view waits for the pan to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? UIScrollView,
            scrollView.panGestureRecognizer === otherGestureRecognizer,
            let view = gestureRecognizer.view
        else { return false }
        return scrollView.isDescendant(of: view)
    }

    /// The scroll views from the touched view up to the pan's own view, innermost first.
    private func scrollViews(under pan: UIGestureRecognizer) -> [UIScrollView] {
        guard let top = pan.view else { return [] }
        var found: [UIScrollView] = []
        var view = touchedView
        while let current = view, current.isDescendant(of: top) {
            if let scrollView = current as? UIScrollView { found.append(scrollView) }
            if current === top { break }
            view = current.superview
        }
        return found
    }
}

extension UIScrollView {
    /// Whether a finger moving in `direction` would scroll the content (it is not at that
    /// edge): a finger moving down scrolls towards the top, so at the top edge it cannot.
    /// Content no larger than the scroll view, scrolling turned off or non-finite geometry:
    /// it cannot.
    func canScroll(withFingerMoving direction: TransitionDirection) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled else { return false }
        let inset = adjustedContentInset
        let slack: CGFloat = 0.5
        switch direction {
        case .down: return contentOffset.y > -inset.top + slack
        case .up: return contentOffset.y < contentSize.height + inset.bottom - bounds.height - slack
        case .right: return contentOffset.x > -inset.left + slack
        case .left: return contentOffset.x < contentSize.width + inset.right - bounds.width - slack
        }
    }
}
