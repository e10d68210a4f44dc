// Status: partial — no allowedScrollTypesMask (no scroll events)
import Foundation

/// A continuous recognizer for dragging: it begins once the touches have moved far enough,
/// changes as they move, and ends when they lift.
///
/// The gesture begins on the first move that takes the touches' centroid at least
/// `_hysteresis` (10 pt, UIKit's pan hysteresis) from where they went down, with between
/// `minimumNumberOfTouches` and `maximumNumberOfTouches` touches down; it fails if the touches
/// lift (or are cancelled) first, or if more than `maximumNumberOfTouches` go down before it
/// begins. Once begun, each move is a `.changed`; the last touch lifting ends it; a cancelled
/// touch cancels it.
///
/// `translation(in:)` is the centroid's movement since the touches went down (so it is
/// already about 10 pt when the gesture begins), plus whatever `setTranslation(_:in:)`
/// adjusted. `velocity(in:)` comes from the touch history on the media clock: the movement
/// from the oldest sample at most 0.1 s older than the newest one, to the newest, divided by
/// the time between them (when those are the same instant, the span reaches back to the
/// sample before); zero with fewer than two samples. Samples are the touch events' timestamps
/// (`CACurrentMediaTime()` when the host queued them).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The distance, in points, the touches must move before the gesture begins.
    static let _hysteresis: CGFloat = 10

    /// The fewest touches that can pan; 1 by default.
    open var minimumNumberOfTouches: Int = 1

    /// The most touches that can pan; `Int.max` by default (UIKit: `NSUIntegerMax`).
    open var maximumNumberOfTouches: Int = Int.max

    /// The centroid's movement since the touches went down, in window coordinates.
    var _movement: CGPoint = .zero
    /// Added to `_movement` by `setTranslation(_:in:)`, in window coordinates.
    var _translationOffset: CGPoint = .zero
    /// The movement's recent history, for the velocity.
    var _samples = _VelocitySamples()

    /// Creates a pan recognizer with no handler.
    public override init() {
        super.init()
    }

    /// The gesture's translation in `view`'s coordinate system (window coordinates when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let total = CGPoint(x: _movement.x + _translationOffset.x, y: _movement.y + _translationOffset.y)
        return _convertVector(total, to: view)
    }

    /// Sets the translation, as seen in `view`'s coordinate system, to `translation`; later
    /// movement adds to it. The velocity is not affected.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = _convertVectorToWindow(translation, from: view)
        _translationOffset = CGPoint(x: inWindow.x - _movement.x, y: inWindow.y - _movement.y)
    }

    /// The velocity of the gesture in `view`'s coordinate system, in points per second (see
    /// the class discussion for how it is measured).
    open func velocity(in view: UIView?) -> CGPoint {
        _convertVector(_samples.velocity, to: view)
    }

    /// Starts the touch history; fails when more than `maximumNumberOfTouches` are down before the pan begins.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if _samples.isEmpty { _record(event.timestamp) }
        if state == .possible, numberOfTouches > maximumNumberOfTouches { state = .failed }
    }

    /// Adds the movement; begins the pan past the hysteresis, or reports a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        _accumulate(touches)
        _record(event.timestamp)
        switch state {
        case .possible:
            let distance = (_movement.x * _movement.x + _movement.y * _movement.y).squareRoot()
            guard distance >= UIPanGestureRecognizer._hysteresis,
                (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(numberOfTouches)
            else { return }
            if _shouldBeginPanning() { state = .began } else { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Adds the final movement; when the last touch lifts, ends the pan (or fails it if it never began).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        _accumulate(touches)
        _record(event.timestamp)
        guard _touches.allSatisfy({ touches.contains($0) }) else { return }  // fingers still down
        _finishContinuousGesture(cancelled: false)
    }

    /// Cancels the pan (or fails it if it never began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        _finishContinuousGesture(cancelled: true)
    }

    /// Forgets the translation and the touch history.
    open override func reset() {
        super.reset()
        _movement = .zero
        _translationOffset = .zero
        _samples.removeAll()
    }

    /// Asked when the touches have moved far enough; subclasses with more conditions (the
    /// screen-edge pan) answer whether the gesture begins or fails.
    func _shouldBeginPanning() -> Bool { true }

    /// Adds the centroid's movement for `touches`' latest change (their previous locations to
    /// their current ones, averaged over the tracked touches).
    private func _accumulate(_ touches: Set<UITouch>) {
        let count = CGFloat(max(_touches.count, 1))
        for touch in touches where _touches.contains(where: { $0 === touch }) {
            let now = touch.location(in: nil)
            let before = touch.previousLocation(in: nil)
            _movement.x += (now.x - before.x) / count
            _movement.y += (now.y - before.y) / count
        }
    }

    private func _record(_ time: CFTimeInterval) {
        _samples.record(_movement, at: time)
    }
}
