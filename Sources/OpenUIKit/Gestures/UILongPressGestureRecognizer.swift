import Foundation

/// A continuous recognizer for long presses: `numberOfTouchesRequired` fingers held still for
/// `minimumPressDuration`, optionally after `numberOfTapsRequired` quick taps.
///
/// The press begins (`.began`) once the required fingers have been down together for
/// `minimumPressDuration` — timed on the media clock from the timestamp of the event in which
/// the last of them went down, and run by the main loop (`HeadlessHost.advance(by:)` in
/// tests), so it begins at the first frame at or after that instant — provided no finger has
/// moved more than `allowableMovement` from where it went down. Before that it fails if a
/// finger moves too far, lifts, is cancelled, or more fingers than required go down. Once
/// begun, each move is a `.changed` (movement is no longer limited), and the gesture ends when
/// any of its fingers lifts (UIKit's documented behaviour); a cancelled touch cancels it.
///
/// With `numberOfTapsRequired` of n > 0, the press must follow n taps of the required fingers
/// each tap lifts within 0.75 s of going down without moving more
/// than `allowableMovement`, and the next touch goes down within 0.35 s (the tap recognizer's
/// values), or the recognizer fails.
///
/// - Note: UIKit does not document when a tap of a tap-then-press is too long or the wait for
///   the next one too long; Segue uses `UITapGestureRecognizer`'s 0.75 s and 0.35 s. A
///   `minimumPressDuration` that is negative or NaN counts as 0 (the press begins at the next
///   frame) and `+∞` never begins; a NaN `allowableMovement` counts as 0. Both are reported
///   when set.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The number of full taps before the press; 0 by default.
    open var numberOfTapsRequired: Int = 0

    /// The number of fingers that must press; 1 by default.
    open var numberOfTouchesRequired: Int = 1

    /// How long, in seconds, the fingers must press before the gesture begins; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5 {
        didSet {
            if !(minimumPressDuration >= 0) {
                UIView._report("UILongPressGestureRecognizer.minimumPressDuration: \(minimumPressDuration) counts as 0")
            }
        }
    }

    /// How far, in points, the fingers may move before the gesture begins without failing it;
    /// 10 by default.
    open var allowableMovement: CGFloat = 10 {
        didSet {
            if allowableMovement.isNaN {
                UIView._report("UILongPressGestureRecognizer.allowableMovement: NaN counts as 0")
            }
        }
    }

    /// The fingers of the current tap or press and where they went down (window coordinates).
    var _starts: [(touch: UITouch, location: CGPoint)] = []
    var _tapsCompleted = 0
    var _tapStartTime: CFTimeInterval = 0
    /// Invalidates the press and next-tap timers when it changes.
    var _timerGeneration = 0

    /// Creates a long-press recognizer with no handler.
    public override init() {
        super.init()
    }

    /// Adds the fingers; starts timing the press once the required fingers are down (after
    /// the required taps); fails on too many fingers.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        _timerGeneration += 1
        if _starts.isEmpty { _tapStartTime = event.timestamp }
        for touch in _touches where touches.contains(touch) && !_starts.contains(where: { $0.touch === touch }) {
            _starts.append((touch, touch.location(in: nil)))
        }
        if _starts.count > numberOfTouchesRequired {
            state = .failed
        } else if _starts.count == numberOfTouchesRequired, _tapsCompleted >= numberOfTapsRequired {
            _startPressTimer(from: event.timestamp)
        }
    }

    /// Fails when a finger moved too far before the press began; reports a change after.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible: if _movedTooFar(touches) { state = .failed }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Ends a begun press; before that, completes a tap of a tap-then-press or fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            guard !_movedTooFar(touches), _tapsCompleted < numberOfTapsRequired else {
                state = .failed  // moved too far, or lifted before the press began
                return
            }
            guard _touches.allSatisfy({ touches.contains($0) }) else { return }  // fingers still down
            guard _starts.count == numberOfTouchesRequired,
                event.timestamp - _tapStartTime <= UITapGestureRecognizer._maximumTapDuration + 1e-9
            else {
                state = .failed
                return
            }
            _starts = []
            _tapsCompleted += 1
            _waitForNextTouch()
        default:
            break
        }
    }

    /// Cancels a begun press, or fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        _finishContinuousGesture(cancelled: true)
    }

    /// Forgets the taps and fingers, and stops the timers.
    open override func reset() {
        super.reset()
        _starts = []
        _tapsCompleted = 0
        _timerGeneration += 1
    }

    override var _awaitsFurtherTouches: Bool {
        _tapsCompleted > 0 && _starts.isEmpty && _pendingState == nil
    }

    private func _movedTooFar(_ touches: Set<UITouch>) -> Bool {
        let limit = allowableMovement.isNaN ? 0 : allowableMovement
        return _starts.contains {
            touches.contains($0.touch) && _distance($0.touch.location(in: nil), $0.location) > limit
        }
    }

    /// Begins the press `minimumPressDuration` after `start`, if nothing changed meanwhile.
    private func _startPressTimer(from start: CFTimeInterval) {
        let duration = minimumPressDuration >= 0 ? minimumPressDuration : 0
        guard duration.isFinite else { return }
        let generation = _timerGeneration
        // A hair early, so that a due time on a frame instant is not missed by rounding.
        let delay = max(0, start + duration - CACurrentMediaTime() - 1e-9)
        _changeState(to: .began, after: delay) {
            let press = $0 as! UILongPressGestureRecognizer
            return press._timerGeneration == generation && press._touches.count == press.numberOfTouchesRequired
        }
    }

    /// Fails the recognizer if no new touch goes down within the allowed interval.
    private func _waitForNextTouch() {
        let generation = _timerGeneration
        _changeState(to: .failed, after: UITapGestureRecognizer._maximumIntervalBetweenTaps) {
            let press = $0 as! UILongPressGestureRecognizer
            return press._timerGeneration == generation && press._starts.isEmpty
        }
    }
}
