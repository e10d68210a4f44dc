import Foundation

/// The scroll view's pan: a `UIPanGestureRecognizer` that also tells its scroll view when a
/// finger goes down (tracking starts, a running deceleration is caught) and when the last one
/// lifts, and that fails a drag along an axis the content cannot scroll along.
@MainActor
final class _ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var _scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        _scrollView?._trackingDidBegin()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let lastLifts = _touches.allSatisfy { touches.contains($0) }
        super.touchesEnded(touches, with: event)
        if lastLifts { _scrollView?._trackingDidEnd() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        let lastLifts = _touches.allSatisfy { touches.contains($0) }
        super.touchesCancelled(touches, with: event)
        if lastLifts { _scrollView?._trackingDidEnd() }
    }

    /// Fails a move mostly along an axis the scroll view cannot scroll (so that an outer
    /// scroll view or pan along that axis can take it).
    override func _shouldBeginPanning() -> Bool {
        guard let scrollView = _scrollView else { return true }
        let horizontal = abs(_movement.x) > abs(_movement.y)
        return horizontal ? scrollView._scrollsHorizontally : scrollView._scrollsVertically
    }
}

/// Answers the scroll view's recognizers' delegate questions: `gestureRecognizerShouldBegin`
/// goes to the scroll view's (overridable) method; the others go to the scroll view when (a
/// subclass of) it conforms to `UIGestureRecognizerDelegate`, with UIKit's defaults otherwise.
@MainActor
final class _ScrollGestureDelegate: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    private var forwardee: (any UIGestureRecognizerDelegate)? { scrollView as? any UIGestureRecognizerDelegate }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        scrollView?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        forwardee?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
            ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        forwardee?.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        forwardee?.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        forwardee?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }
}
