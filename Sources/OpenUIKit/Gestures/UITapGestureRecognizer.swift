// Status: partial — no buttonMaskRequired (no pointer buttons)
import Foundation

/// A discrete recognizer for taps: `numberOfTouchesRequired` fingers tapping
/// `numberOfTapsRequired` times.
///
/// Each tap is the touches that go down until all of them have lifted; it must have exactly
/// `numberOfTouchesRequired` touches. The recognizer fails when a touch moves more than
/// `_allowableMovement` (45 pt) from where it went down, when a tap lasts longer than
/// `_maximumTapDuration` (0.75 s, measured on the touch timestamps, checked when a touch moves
/// or lifts), when a later tap starts more than 45 pt from the first one, or when the next tap
/// does not begin within `_maximumIntervalBetweenTaps` (0.35 s of media time after the
/// previous tap's end was delivered). These are the values UIKit's tap recognizer uses. It is
/// recognized when the last required tap ends.
///
/// `location(in:)`, `numberOfTouches` and `location(ofTouch:in:)` describe the first tap of
/// the sequence: where its touches went down. A tap recognizer never prevents another tap
/// recognizer that requires more taps, so a double tap can follow two single taps.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, a touch may move before the tap fails.
    static let _allowableMovement: CGFloat = 45
    /// The longest a tap may last, in seconds.
    static let _maximumTapDuration: CFTimeInterval = 0.75
    /// The longest wait for the next tap, in seconds.
    static let _maximumIntervalBetweenTaps: CFTimeInterval = 0.35

    /// The number of taps the gesture needs; 1 by default.
    open var numberOfTapsRequired: Int = 1

    /// The number of fingers each tap needs; 1 by default.
    open var numberOfTouchesRequired: Int = 1

    var _tapsCompleted = 0
    /// The touches of the current tap and where they went down (window coordinates).
    var _tapStarts: [(touch: UITouch, location: CGPoint)] = []
    var _tapStartTime: CFTimeInterval = 0
    /// Where the touches of the first tap went down (window coordinates).
    var _firstTapLocations: [CGPoint] = []
    /// Invalidates the waiting-for-the-next-tap timer when it changes.
    var _timerGeneration = 0

    /// Creates a tap recognizer with no handler.
    public override init() {
        super.init()
    }

    /// Where the first tap's touches went down (their centroid) in `view`'s coordinates.
    open override func location(in view: UIView?) -> CGPoint {
        guard let centroid = _firstTapCentroid else { return super.location(in: view) }
        return _convert(centroid, to: view)
    }

    /// The number of touches of the first tap.
    open override var numberOfTouches: Int { _firstTapLocations.count }

    /// Where the first tap's touch at `touchIndex` went down, in `view`'s coordinates.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        _require(
            touchIndex >= 0 && touchIndex < _firstTapLocations.count,
            "UITapGestureRecognizer.location(ofTouch:in:): index (\(touchIndex)) beyond bounds (\(_firstTapLocations.count))"
        )
        return _convert(_firstTapLocations[touchIndex], to: view)
    }

    /// A tap never prevents a tap recognizer that requires more taps.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    /// Starts a tap (or adds a finger to it); fails on too many fingers or a later tap too far from the first.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if _tapStarts.isEmpty {
            _timerGeneration += 1
            _tapStartTime = event.timestamp
        }
        for touch in touches {
            let location = touch.location(in: nil)
            if let first = _firstTapCentroid, _tapsCompleted > 0,
                _distance(location, first) > UITapGestureRecognizer._allowableMovement
            {
                state = .failed
                return
            }
            _tapStarts.append((touch, location))
            if _tapsCompleted == 0 { _firstTapLocations.append(location) }
        }
        if _tapStarts.count > numberOfTouchesRequired { state = .failed }
    }

    /// Fails when a finger moved too far or the tap lasts too long.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        if _movedTooFarOrTooLong(touches, at: event.timestamp) { state = .failed }
    }

    /// Completes a tap when its last finger lifts; recognizes after the last required tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        if _movedTooFarOrTooLong(touches, at: event.timestamp) {
            state = .failed
            return
        }
        guard _touches.allSatisfy({ touches.contains($0) }) else { return }  // fingers still down
        guard _tapStarts.count == numberOfTouchesRequired else {
            state = .failed
            return
        }
        _tapStarts = []
        _tapsCompleted += 1
        if _tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            _waitForNextTap()
        }
    }

    /// Fails the tap.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    /// Forgets the taps so far.
    open override func reset() {
        super.reset()
        _tapsCompleted = 0
        _tapStarts = []
        _firstTapLocations = []
        _timerGeneration += 1
    }

    override var _awaitsFurtherTouches: Bool {
        _tapsCompleted > 0 && _tapsCompleted < numberOfTapsRequired && _pendingState == nil
    }

    private var _firstTapCentroid: CGPoint? { _centroid(_firstTapLocations) }

    private func _movedTooFarOrTooLong(_ touches: Set<UITouch>, at time: CFTimeInterval) -> Bool {
        if time - _tapStartTime > UITapGestureRecognizer._maximumTapDuration + 1e-9 { return true }
        for start in _tapStarts where touches.contains(start.touch) {
            if _distance(start.touch.location(in: nil), start.location) > UITapGestureRecognizer._allowableMovement {
                return true
            }
        }
        return false
    }

    /// Fails the recognizer if no new tap begins within the allowed interval.
    private func _waitForNextTap() {
        let generation = _timerGeneration
        _changeState(to: .failed, after: UITapGestureRecognizer._maximumIntervalBetweenTaps) {
            let tap = $0 as! UITapGestureRecognizer
            return tap._timerGeneration == generation && tap._tapStarts.isEmpty
        }
    }

}
