import OpenUIKit

/// A pan that only begins for a mostly vertical, downward drag, so horizontal swipes reach the
/// drawer's content.
final class VerticalPanGestureRecognizer: UIPanGestureRecognizer {
    private var startPoint: CGPoint = .zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first {
            startPoint = touch.location(in: view)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first {
            let point = touch.location(in: view)
            let dx = abs(point.x - startPoint.x), dy = point.y - startPoint.y
            if dx > dy {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        startPoint = .zero
    }
}
