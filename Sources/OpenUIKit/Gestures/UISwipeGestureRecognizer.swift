import Foundation

/// A discrete recognizer for swipes: `numberOfTouchesRequired` fingers moving quickly in one
/// of the allowed `direction`s.
///
/// The swipe is judged at the first move (or lift) at which the fingers' mean displacement
/// from where they went down reaches `_minimumDistance` (50 pt): it is recognized if exactly
/// `numberOfTouchesRequired` fingers went down and are still down, and the displacement lies
/// within `_maximumAngle` (30°) of an allowed direction; otherwise it fails. It also fails if
/// more fingers than required go down, if the fingers lift (or are cancelled) before going
/// that far, or if `_maximumDuration` (0.5 s of media time, from the first finger's
/// timestamp) has passed first — checked on each move's timestamp (a move stamped 0.5 s or
/// later is too late) and by a timer on the main loop.
///
/// `location(in:)` is where the swipe began — the centroid of where its fingers went down —
/// and `location(ofTouch:in:)` where that finger went down; `numberOfTouches` counts the
/// fingers that went down.
///
/// - Note: UIKit does not document its thresholds (its headers say only that a slow swipe
///   needs high directional precision but a small distance, and a fast one low precision but
///   a large distance). Segue uses one fixed rule: at least 50 pt in under 0.5 s, within 30° of
///   an allowed direction.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates a direction set from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The touches swipe to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// The touches swipe to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// The touches swipe upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// The touches swipe downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far, in points, the fingers move before the swipe is judged.
    static let _minimumDistance: CGFloat = 50
    /// How far, in radians, the movement may stray from an allowed direction.
    static let _maximumAngle: CGFloat = .pi / 6
    /// The longest a swipe may take to reach `_minimumDistance`, in seconds.
    static let _maximumDuration: CFTimeInterval = 0.5

    /// The permitted directions; `.right` by default. Several may be given.
    open var direction: Direction = .right

    /// The number of fingers that must swipe; 1 by default.
    open var numberOfTouchesRequired: Int = 1

    /// The swipe's fingers and where they went down (window coordinates).
    var _starts: [(touch: UITouch, location: CGPoint)] = []
    var _startTime: CFTimeInterval = 0
    /// Invalidates the duration timer when it changes.
    var _timerGeneration = 0

    /// Creates a swipe recognizer (to the right, one finger) with no handler.
    public override init() {
        super.init()
    }

    /// Where the swipe began (the centroid of where its fingers went down), in `view`'s
    /// coordinates.
    open override func location(in view: UIView?) -> CGPoint {
        guard let start = _centroid(_starts.map(\.location)) else { return super.location(in: view) }
        return _convert(start, to: view)
    }

    /// The number of fingers that went down for the swipe.
    open override var numberOfTouches: Int { _starts.count }

    /// Where the swipe's finger at `touchIndex` went down, in `view`'s coordinates.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        _require(
            touchIndex >= 0 && touchIndex < _starts.count,
            "UISwipeGestureRecognizer.location(ofTouch:in:): index (\(touchIndex)) beyond bounds (\(_starts.count))")
        return _convert(_starts[touchIndex].location, to: view)
    }

    /// Adds the fingers (starting the clock with the first); fails on too many.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if _starts.isEmpty {
            _startTime = event.timestamp
            _failWhenTooSlow()
        }
        for touch in _touches where touches.contains(touch) && !_starts.contains(where: { $0.touch === touch }) {
            _starts.append((touch, touch.location(in: nil)))
        }
        if _starts.count > numberOfTouchesRequired { state = .failed }
    }

    /// Judges the swipe once the fingers have gone far enough.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        _judge(at: event.timestamp)
    }

    /// Judges the swipe at the lift; fails when the last finger lifts first.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        _judge(at: event.timestamp)
        if state == .possible, _touches.allSatisfy({ touches.contains($0) }) { state = .failed }
    }

    /// Fails the swipe.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    /// Forgets the fingers and stops the timer.
    open override func reset() {
        super.reset()
        _starts = []
        _timerGeneration += 1
    }

    /// Recognizes or fails once the mean displacement reaches the minimum distance.
    private func _judge(at time: CFTimeInterval) {
        guard state == .possible, !_starts.isEmpty else { return }
        if time - _startTime >= UISwipeGestureRecognizer._maximumDuration - 1e-9 {
            state = .failed
            return
        }
        let n = CGFloat(_starts.count)
        var d = CGPoint.zero
        for start in _starts {
            let now = start.touch.location(in: nil)
            d.x += (now.x - start.location.x) / n
            d.y += (now.y - start.location.y) / n
        }
        guard _distance(d, .zero) >= UISwipeGestureRecognizer._minimumDistance else { return }
        let allDown = _starts.count == numberOfTouchesRequired && _touches.count == numberOfTouchesRequired
        state = allDown && _isAllowed(d) ? .recognized : .failed
    }

    /// Whether `d` lies within the maximum angle of an allowed direction.
    private func _isAllowed(_ d: CGPoint) -> Bool {
        let axes: [(Direction, CGPoint)] = [
            (.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)),
            (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1))
        ]
        let tolerance = tan(UISwipeGestureRecognizer._maximumAngle)
        return axes.contains { axis, u in
            let primary = d.x * u.x + d.y * u.y
            let secondary = abs(d.x * u.y - d.y * u.x)
            return direction.contains(axis) && primary > 0 && secondary <= primary * tolerance + 1e-9
        }
    }

    /// Fails the recognizer if it is still possible when the maximum duration has passed.
    private func _failWhenTooSlow() {
        _timerGeneration += 1
        let generation = _timerGeneration
        let delay = max(0, _startTime + UISwipeGestureRecognizer._maximumDuration - CACurrentMediaTime())
        _changeState(to: .failed, after: delay) { ($0 as! UISwipeGestureRecognizer)._timerGeneration == generation }
    }
}
