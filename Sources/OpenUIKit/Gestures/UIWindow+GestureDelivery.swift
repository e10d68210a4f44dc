import Foundation

/// Event delivery through gesture recognizers, as UIKit's window does it.
///
/// For each touch of an event that belongs to the window:
/// 1. when the touch begins, the recognizers of its hit view and of every ancestor up to the
///    window (the hit view's first) that are enabled, not waiting for another to fail, and
///    whose `shouldReceive(_:)` and delegate (`gestureRecognizer(_:shouldReceive:)` for the
///    event, then for the touch) agree, are collected for the touch;
/// 2. those recognizers receive the touch first (`touchesBegan/Moved/Ended/Cancelled`);
/// 3. the gestures are updated: recognitions are settled, touches cancelled in the view for
///    recognitions that cancel touches, handlers run;
/// 4. the view receives the touch, unless a recognition cancelled it or a recognizer that is
///    still possible holds the phase back (`delaysTouchesBegan`, `delaysTouchesEnded`);
/// 5. the gestures are updated again (for changes made by the view's touch methods), and
///    recognizers that finished are reset.
///
/// The touches of an event are handled in the order their changes were queued.
///
/// - Note: Differs from UIKit: each touch method call carries one touch; when several
///   fingers change in one event, a recognizer and a view receive one call per touch (in
///   queue order, every touch already at its new location) rather than one call with all the
///   touches of that phase. `event.allTouches` lists them all.
extension UIWindow {
    /// Sends each touch of `event` that belongs to the window through its gesture recognizers
    /// to its view.
    func _sendEvent(_ event: UIEvent) {
        let environment = _GestureEnvironment.current
        let touches = event._touchList.filter { $0.window === self }
        guard !touches.isEmpty else { return }
        environment.touchesInDelivery = Array(touches)
        defer { environment.touchesInDelivery = [] }
        environment.handleEvent {
            for touch in touches {
                if touch.phase == .began { environment.collectRecognizers(for: touch, with: event) }
                touch._gestureDelivery.event = event
            }
            for touch in touches { environment.deliverToRecognizers(touch, with: event) }
        }
        environment.handleEvent {
            for touch in touches { touch._deliverToView(event) }
            environment.liveTouches.removeAll { $0._gestureDelivery.isFinished }
            // A finished touch lets go of its event, which holds the touch (and through it the window).
            for touch in touches where touch._gestureDelivery.isFinished { touch._gestureDelivery.event = nil }
        }
    }
}

extension _GestureEnvironment {
    /// Collects the recognizers that will see `touch` (step 1 of `UIWindow._sendEvent`).
    func collectRecognizers(for touch: UITouch, with event: UIEvent) {
        touch._gestureDelivery = _TouchDelivery()
        guard let view = touch.view else { return }
        for recognizer in view._gestureRecognizersForTouch() {
            guard recognizer.isEnabled, recognizer._pendingState == nil,
                [.possible, .began, .changed].contains(recognizer._state),
                recognizer.shouldReceive(event)
            else { continue }
            if let delegate = recognizer.delegate {
                guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                    delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                else { continue }
            }
            touch._gestureDelivery.recognizers.append(recognizer)
            recognizer._receive(touch)
            participate(recognizer)
        }
        liveTouches.append(touch)
    }

    /// Delivers `touch`'s phase to its recognizers (step 2 of `UIWindow._sendEvent`). A
    /// recognizer left with no touch by a cancellation is cancelled if it had begun.
    func deliverToRecognizers(_ touch: UITouch, with event: UIEvent) {
        let touches: Set<UITouch> = [touch]
        for recognizer in touch._gestureDelivery.recognizers {
            let receiving =
                recognizer.isEnabled && [.possible, .began, .changed].contains(recognizer._state)
                && recognizer._touches.contains { $0 === touch }
            if receiving {
                switch touch.phase {
                case .began: recognizer.touchesBegan(touches, with: event)
                case .moved, .stationary: recognizer.touchesMoved(touches, with: event)
                case .ended: recognizer.touchesEnded(touches, with: event)
                case .cancelled: recognizer.touchesCancelled(touches, with: event)
                }
            }
            switch touch.phase {
            case .ended, .cancelled:
                recognizer._drop(touch, detach: false)
                if touch.phase == .cancelled, recognizer._touches.isEmpty,
                    recognizer._state == .began || recognizer._state == .changed
                {
                    recognizer.state = .cancelled
                }
            case .began, .moved, .stationary:
                recognizer._rememberLocation()
            }
        }
    }
}
