import Foundation

/// A touch's gesture recognizers, and how far its delivery to its (hit-test) view has got.
struct _TouchDelivery {
    /// Where the view stands with the touch.
    enum ViewPhase {
        /// The view has received nothing yet.
        case notBegun
        /// `touchesBegan` is held back (`delaysTouchesBegan`); `moved` and `end` note what
        /// happened since.
        case beganHeld(moved: Bool, end: UITouch.Phase?)
        /// The view has received `touchesBegan` and follows the touch.
        case active
        /// `touchesEnded` is held back (`delaysTouchesEnded`).
        case endHeld
        /// The view has received the touch's end or cancellation, or will never hear of it.
        case finished
    }

    /// The recognizers the touch is delivered to, the hit view's first.
    var recognizers: [UIGestureRecognizer] = []
    var viewPhase: ViewPhase = .notBegun
    /// A recognizer that cancels touches in its view recognized a gesture with this touch.
    var cancelRequested = false
    /// The touch's latest event, for held phases delivered later.
    var event: UIEvent?

    var isFinished: Bool {
        if case .finished = viewPhase { return true }
        return false
    }
}

/// Delivery of a touch to its view, behind its gesture recognizers.
extension UITouch {
    /// Whether a recognizer of the touch that is still possible holds back its began.
    var _delaysBeganInView: Bool {
        _gestureDelivery.recognizers.contains { $0.isEnabled && $0._state == .possible && $0.delaysTouchesBegan }
    }

    /// Whether a recognizer of the touch that is still possible holds back its end.
    var _delaysEndedInView: Bool {
        _gestureDelivery.recognizers.contains { $0.isEnabled && $0._state == .possible && $0.delaysTouchesEnded }
    }

    /// Delivers the touch's current phase to its view, unless a recognizer holds it back or
    /// the view no longer follows the touch.
    func _deliverToView(_ event: UIEvent) {
        guard let view else {
            _gestureDelivery.viewPhase = .finished
            return
        }
        let touches: Set<UITouch> = [self]
        switch (_gestureDelivery.viewPhase, phase) {
        case (.notBegun, .began):
            if !view.isMultipleTouchEnabled, _viewFollowsAnotherTouch(view) {
                _gestureDelivery.viewPhase = .finished  // only the sequence's first touch reaches it
            } else if _delaysBeganInView {
                _gestureDelivery.viewPhase = .beganHeld(moved: false, end: nil)
            } else {
                _gestureDelivery.viewPhase = .active
                view.touchesBegan(touches, with: event)
            }
        case (.beganHeld(_, let end), .moved), (.beganHeld(_, let end), .stationary):
            _gestureDelivery.viewPhase = .beganHeld(moved: true, end: end)
        case (.beganHeld(let moved, _), .ended), (.beganHeld(let moved, _), .cancelled):
            _gestureDelivery.viewPhase = .beganHeld(moved: moved, end: phase)
        case (.active, .moved), (.active, .stationary):
            view.touchesMoved(touches, with: event)
        case (.active, .ended):
            _deliverEnd(to: view, with: event)
        case (.active, .cancelled):
            _gestureDelivery.viewPhase = .finished
            view.touchesCancelled(touches, with: event)
        default:
            break
        }
    }

    /// Whether another finger that is down went to `view` before this touch (a view without
    /// `isMultipleTouchEnabled` receives only the first touch of a multi-touch sequence; its
    /// recognizers receive them all).
    private func _viewFollowsAnotherTouch(_ view: UIView) -> Bool {
        UIApplication.shared._touchState.touches.values.contains { other in
            guard other !== self, other.view === view else { return false }
            if case .notBegun = other._gestureDelivery.viewPhase { return false }
            return true
        }
    }

    /// Delivers the phases held back that no recognizer delays any more; returns whether it
    /// delivered anything. A held move is delivered as one `touchesMoved` at the current
    /// location, unless the touch's own event is being delivered (its phase follows).
    func _flushHeldDelivery(duringItsEvent: Bool) -> Bool {
        guard let view, let event = _gestureDelivery.event else {
            _gestureDelivery.viewPhase = .finished
            return false
        }
        let touches: Set<UITouch> = [self]
        switch _gestureDelivery.viewPhase {
        case .beganHeld(let moved, let end):
            guard !_delaysBeganInView else { return false }
            _gestureDelivery.viewPhase = .active
            view.touchesBegan(touches, with: event)
            if let end {
                if end == .cancelled {
                    _gestureDelivery.viewPhase = .finished
                    view.touchesCancelled(touches, with: event)
                } else {
                    _deliverEnd(to: view, with: event)
                }
            } else if moved, !duringItsEvent {
                view.touchesMoved(touches, with: event)
            }
            return true
        case .endHeld:
            guard !_delaysEndedInView else { return false }
            _gestureDelivery.viewPhase = .finished
            view.touchesEnded(touches, with: event)
            return true
        default:
            return false
        }
    }

    /// The end reached the view: delivered now, or held while a recognizer delays it.
    private func _deliverEnd(to view: UIView, with event: UIEvent) {
        if _delaysEndedInView {
            _gestureDelivery.viewPhase = .endHeld
        } else {
            _gestureDelivery.viewPhase = .finished
            view.touchesEnded([self], with: event)
        }
    }

    /// A recognizer cancelled the touch: a view that follows it receives `touchesCancelled`,
    /// one that never received its began never hears of it; nothing more is delivered.
    func _cancelInView() {
        let phase = _gestureDelivery.viewPhase
        _gestureDelivery.viewPhase = .finished
        switch phase {
        case .active, .endHeld:
            if let view, let event = _gestureDelivery.event { view.touchesCancelled([self], with: event) }
        default:
            break
        }
    }
}
