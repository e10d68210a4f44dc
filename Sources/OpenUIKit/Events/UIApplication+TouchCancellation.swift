import Foundation

/// Touches whose view leaves its window are cancelled (UIKitBehaviour #442): the view and the
/// gesture recognizers that saw the touch get it in the `.cancelled` phase, and the finger's
/// later moves and lift reach nothing until it goes down again.
extension UIApplication {
    /// Called as `view` (and its subtree) is about to leave `window`: cancels the touches that
    /// began on it or a descendant, at once, or right after the event being sent when a handler
    /// of that event moved the view.
    func _cancelTouches(inViewLeaving window: UIWindow, root view: UIView) {
        let fingers = _touchState.touches.compactMap { finger, touch -> Int? in
            guard touch.window === window, touch.phase != .ended, touch.phase != .cancelled,
                let touched = touch.view, touched === view || touched.isDescendant(of: view)
            else { return nil }
            return finger
        }
        guard !fingers.isEmpty else { return }
        if _touchState.isDelivering {
            _touchState.fingersToCancel += fingers.filter { !_touchState.fingersToCancel.contains($0) }
        } else {
            _cancel(fingers: fingers)
        }
    }

    /// Cancels the touches marked while an event was being sent.
    func _cancelTouchesWhoseViewsLeft() {
        let fingers = _touchState.fingersToCancel
        _touchState.fingersToCancel = []
        if !fingers.isEmpty { _cancel(fingers: fingers) }
    }

    /// Sends the fingers' touches as one event in the `.cancelled` phase, where they are now.
    private func _cancel(fingers: [Int]) {
        let changes = fingers.sorted().compactMap { finger -> _PendingTouch? in
            guard let touch = _touchState.touches[finger], let window = touch.window else { return nil }
            return _PendingTouch(
                phase: .cancelled, location: window.layer.convert(touch._locationInWindow, to: nil),
                timestamp: CACurrentMediaTime(), finger: finger)
        }
        _deliver(changes)
    }
}
