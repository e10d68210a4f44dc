import Foundation

/// A pointer change waiting for the next frame.
struct _PendingTouch {
    let phase: UITouch.Phase
    let location: CGPoint
    let timestamp: CFTimeInterval
}

/// The one touch a pointer makes, while it is down.
@MainActor
struct _TouchState {
    var touch: UITouch?
    var event: UIEvent?
}

/// Input: a host queues pointer changes; the next frame turns them into touch events.
extension UIApplication {
    /// Queues a change of the (single) pointer touch at `location`, in screen points, for the
    /// next frame. Segue addition: a host's way to hand input to the application.
    ///
    /// A `.began` starts a touch in the front-most visible window (the key window first) at the
    /// view its hit test finds; `.moved`, `.ended` and `.cancelled` continue it. Changes that
    /// do not fit the touch's state (a move with no touch down, a second began) are ignored.
    public func queueTouch(_ phase: UITouch.Phase, at location: CGPoint) {
        guard location.x.isFinite, location.y.isFinite else {
            UIView._report("UIApplication.queueTouch: ignored a non-finite location \(location)")
            return
        }
        _pendingTouches.append(_PendingTouch(phase: phase, location: location, timestamp: CACurrentMediaTime()))
        _host?.applicationNeedsFrame(self)
    }

    /// Delivers the queued pointer changes as touch events.
    func _deliverPendingTouches() {
        let pending = _pendingTouches
        _pendingTouches = []
        for change in pending { _deliver(change) }
    }

    private func _deliver(_ change: _PendingTouch) {
        switch change.phase {
        case .began:
            guard _touchState.touch == nil, let window = _windowForTouch(at: change.location) else { return }
            let touch = UITouch()
            touch.window = window
            // Screen points to window coordinates: the window's layer is a root, so its base
            // space is the screen.
            let point = window.layer.convert(change.location, from: nil)
            touch._locationInWindow = point
            touch._previousLocationInWindow = point
            touch.view = window.hitTest(point, with: nil)
            _touchState.touch = touch
            _touchState.event = nil
        case .moved, .stationary, .ended, .cancelled:
            guard let touch = _touchState.touch, let window = touch.window else { return }
            touch._previousLocationInWindow = touch._locationInWindow
            touch._locationInWindow = window.layer.convert(change.location, from: nil)
        }
        guard let touch = _touchState.touch else { return }
        touch.phase = change.phase
        touch.timestamp = change.timestamp
        let event = _touchState.event ?? UIEvent()
        _touchState.event = event
        event.timestamp = change.timestamp
        event._touches = [touch]
        sendEvent(event)
        if change.phase == .ended || change.phase == .cancelled { _touchState.touch = nil }
    }

    /// The front-most visible window containing `location`, preferring the key window.
    private func _windowForTouch(at location: CGPoint) -> UIWindow? {
        let visible = _windows.filter { !$0.isHidden }
        let ordered = visible.sorted { $0.windowLevel > $1.windowLevel }
        if let key = _keyWindow, !key.isHidden, key.frame.contains(location),
           !ordered.contains(where: { $0.windowLevel > key.windowLevel && $0.frame.contains(location) }) {
            return key
        }
        return ordered.first { $0.frame.contains(location) }
    }
}
