import Foundation

/// A finger change waiting for the next frame.
struct _PendingTouch {
    let phase: UITouch.Phase
    let location: CGPoint
    let timestamp: CFTimeInterval
    let finger: Int
}

/// The touches the fingers make while they are down, and the event they share.
@MainActor
struct _TouchState {
    /// The touch of each finger that is down, by finger number.
    var touches: [Int: UITouch] = [:]
    /// The event of the current multi-touch sequence (UIKit reuses one event object while any
    /// finger is down); released when the last finger lifts.
    var event: UIEvent?
    /// Whether an event is being sent now (a view leaving the window meanwhile has its
    /// touches cancelled once the event is through).
    var isDelivering = false
    /// Fingers whose touch's view left the window while an event was being sent.
    var fingersToCancel: [Int] = []
}

/// Input: a host queues finger changes; the next frame turns them into touch events.
extension UIApplication {
    /// Queues a change of the (single) pointer touch at `location`, in screen points, for the
    /// next frame. Segue addition: a host's way to hand input to the application.
    ///
    /// The same as ``queueTouch(_:at:finger:)`` with finger 0.
    public func queueTouch(_ phase: UITouch.Phase, at location: CGPoint) {
        queueTouch(phase, at: location, finger: 0)
    }

    /// Queues a change of `finger`'s touch at `location`, in screen points, for the next
    /// frame. Segue addition: a host's way to hand multi-touch input to the application.
    ///
    /// Fingers are told apart by their number (any integer; a single pointer is finger 0). A
    /// `.began` starts a touch for the finger in the front-most visible window (the key window
    /// first) at the view its hit test finds; `.moved`, `.stationary`, `.ended` and
    /// `.cancelled` continue it. Changes that do not fit the finger's state (a move with no
    /// touch down, a second began) are ignored; a non-finite location is ignored and
    /// reported.
    ///
    /// The next frame delivers the queued changes in order; consecutive changes of different
    /// fingers queued at the same media time form one event (fingers that change together),
    /// and a finger's second change starts a new event. Every event's `allTouches` lists all
    /// the touches down, those that did not change with phase `.stationary`.
    public func queueTouch(_ phase: UITouch.Phase, at location: CGPoint, finger: Int) {
        guard location.x.isFinite, location.y.isFinite else {
            UIView._report("UIApplication.queueTouch: ignored a non-finite location \(location) of finger \(finger)")
            return
        }
        _pendingTouches.append(
            _PendingTouch(
                phase: phase, location: location,
                timestamp: CACurrentMediaTime(), finger: finger))
        _host?.applicationNeedsFrame(self)
    }

    /// Delivers the queued finger changes as touch events.
    func _deliverPendingTouches() {
        let pending = _pendingTouches
        _pendingTouches = []
        var batch: [_PendingTouch] = []
        for change in pending {
            if let first = batch.first,
                first.timestamp != change.timestamp || batch.contains(where: { $0.finger == change.finger })
            {
                _deliver(batch)
                batch = []
            }
            batch.append(change)
        }
        if !batch.isEmpty { _deliver(batch) }
    }

    /// Applies `changes` (one per finger, one instant) to the fingers' touches and sends them
    /// as one event.
    func _deliver(_ changes: [_PendingTouch]) {
        var changed: [UITouch] = []
        for change in changes {
            guard let touch = _apply(change) else { continue }
            touch.phase = change.phase
            touch.timestamp = change.timestamp
            changed.append(touch)
        }
        guard let timestamp = changes.first?.timestamp, !changed.isEmpty else { return }
        if changed.count == _touchState.touches.count, changed.allSatisfy({ $0.phase == .began }) {
            _touchState.event = nil  // a new sequence: the last one's event (kept until now) goes
        }
        let event = _touchState.event ?? UIEvent()
        _touchState.event = event
        event.timestamp = timestamp
        event._touchList = changed
        let others = _touchState.touches.sorted { $0.key < $1.key }.map(\.value).filter { touch in
            !changed.contains { $0 === touch }
        }
        for touch in others { touch.phase = .stationary }
        event._otherTouches = others
        let wasDelivering = _touchState.isDelivering
        _touchState.isDelivering = true
        sendEvent(event)
        _touchState.isDelivering = wasDelivering
        for change in changes where change.phase == .ended || change.phase == .cancelled {
            _touchState.touches[change.finger] = nil
        }
        if !wasDelivering { _cancelTouchesWhoseViewsLeft() }
        if _touchState.touches.isEmpty {
            // The sequence is over: let go of its event, whose touches hold the touched view and
            // window (UIKit keeps nothing of a finished touch alive).
            event._otherTouches = []
            _touchState.event = nil
        }
    }

    /// Starts or moves `change.finger`'s touch; returns it, or nil when the change does not fit.
    private func _apply(_ change: _PendingTouch) -> UITouch? {
        switch change.phase {
        case .began:
            guard _touchState.touches[change.finger] == nil,
                let window = _windowForTouch(at: change.location)
            else { return nil }
            let touch = UITouch()
            touch.window = window
            // Screen points to window coordinates: the window's layer is a root, so its base
            // space is the screen.
            let point = window.layer.convert(change.location, from: nil)
            touch._locationInWindow = point
            touch._previousLocationInWindow = point
            touch.view = window.hitTest(point, with: nil)
            _touchState.touches[change.finger] = touch
            return touch
        case .moved, .stationary, .ended, .cancelled:
            guard let touch = _touchState.touches[change.finger], let window = touch.window else { return nil }
            touch._previousLocationInWindow = touch._locationInWindow
            touch._locationInWindow = window.layer.convert(change.location, from: nil)
            return touch
        }
    }

    /// The front-most visible window containing `location`, preferring the key window; the
    /// keyboard's window over them all.
    private func _windowForTouch(at location: CGPoint) -> UIWindow? {
        if let keyboard = _KeyboardController.current.windowForTouch(at: location) { return keyboard }
        let visible = _windows.filter { !$0.isHidden }
        let ordered = visible.sorted { $0.windowLevel > $1.windowLevel }
        if let key = _keyWindow, !key.isHidden, key.frame.contains(location),
            !ordered.contains(where: { $0.windowLevel > key.windowLevel && $0.frame.contains(location) })
        {
            return key
        }
        return ordered.first { $0.frame.contains(location) }
    }
}
