import Foundation

/// Continuing a paused animator with new timing (UIKitBehaviour #133).
///
/// `durationFactor` × the original `duration` is how long what remains takes. Without new
/// parameters the animator keeps its curve and only its pace changes. New cubic parameters
/// replace the curve: the current progress maps to the time at which the new curve reaches it,
/// and the rest of that curve plays. New spring parameters take over from the values shown,
/// as UIKit's do: the spring runs from there to the end (or, reversed, back to the start),
/// its initial velocity relative to the distance that remains, settling in the new remaining
/// duration (or its own settling time, for physical springs, UIKitBehaviour #115).
extension UIViewPropertyAnimator {
    func _continue(with parameters: (any UITimingCurveProvider)?, durationFactor: Double) {
        _require(
            state == .active && !isRunning && isInterruptible,
            "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:): only a paused, interruptible, active animator can continue (state \(state), running \(isRunning), interruptible \(isInterruptible))"
        )
        let factor = durationFactor.isFinite ? max(durationFactor, 0) : 1
        if let parameters, parameters.timingCurveType == .spring || parameters.timingCurveType == .composed,
            parameters.springTimingParameters != nil
        {
            // A factor of 0 keeps the remaining time as it was.
            let wallTime = factor > 0 ? factor * duration : _remaining
            _restart(with: parameters, over: wallTime)
            _activeTiming = parameters
            _timeline.rate = 1
        } else {
            if let parameters { _remap(to: parameters) }
            let remaining = _remaining
            let wallTime = factor * duration
            _timeline.rate = remaining > 0 && wallTime > 0 ? remaining / wallTime : 1
        }
        _start(afterDelay: 0)
    }

    /// Animator time left in the current direction.
    var _remaining: Double {
        _timeline.isReversed ? _timeline.position : _timeline.end - _timeline.position
    }

    /// Replaces every curve with `parameters`, keeping the progress (UIKitBehaviour #126's mapping).
    func _remap(to parameters: any UITimingCurveProvider) {
        let oldLength = _timeline.length
        let progress =
            oldLength > 0 ? (_timeline.primary?.progress(atTimeFraction: _timeline.position / oldLength) ?? 0) : 1
        let primary = _AnimatorCurve(parameters, duration: duration)
        let scale = oldLength > 0 ? primary.length / oldLength : 1
        _timeline.primary = primary
        _timeline.position = primary.length * primary.timeFraction(forProgress: progress)
        for index in _timeline.tracks.indices {
            let curve = _AnimatorCurve(
                parameters, duration: _timeline.tracks[index].length * scale,
                perAxis: _timeline.tracks[index].key == "position")
            _timeline.tracks[index].start *= scale
            _timeline.tracks[index].length = curve.length
            _timeline.tracks[index].curve = curve
        }
        _activeTiming = parameters
    }

    /// Hands every track to a spring of `parameters` that starts from the value it shows.
    func _restart(with parameters: any UITimingCurveProvider, over wallTime: Double) {
        let position = _timeline.position
        let springs = _timeline.tracks.map {
            _AnimatorCurve(parameters, duration: wallTime, perAxis: $0.key == "position")
        }
        let primarySpring = _AnimatorCurve(parameters, duration: wallTime)
        if _timeline.isReversed {
            // Every track's spring ends (at its current value) at the same animator time.
            let end = max(primarySpring.length, springs.map(\.length).max() ?? 0)
            for index in _timeline.tracks.indices {
                let track = _timeline.tracks[index]
                let split = position - track.start
                let curve = _AnimatorCurve(
                    reversing: track.curve, at: split, from: _shownValue(of: track, at: split),
                    along: springs[index], endingAt: end)
                _timeline.tracks[index].start = 0
                _timeline.tracks[index].length = curve.length
                _timeline.tracks[index].curve = curve
            }
            if let primary = _timeline.primary {
                _timeline.primary = _AnimatorCurve(
                    reversing: primary, at: position, from: nil, along: primarySpring, endingAt: end)
            }
            _timeline.position = end
        } else {
            for index in _timeline.tracks.indices {
                let track = _timeline.tracks[index]
                let split = position - track.start
                guard split < track.length else { continue }  // already at its end value
                let curve = _AnimatorCurve(
                    continuing: track.curve, at: max(split, 0),
                    from: _shownValue(of: track, at: split), with: springs[index])
                _timeline.tracks[index].length = curve.length
                _timeline.tracks[index].curve = curve
            }
            if let primary = _timeline.primary {
                _timeline.primary = _AnimatorCurve(continuing: primary, at: position, from: nil, with: primarySpring)
            }
        }
    }

    /// The value `track` shows at its own time `local`.
    func _shownValue(of track: _AnimatorTimeline.Track, at local: Double) -> Any? {
        if local <= 0 { return track.from }
        if local >= track.length { return track.to }
        return track.layer.presentation()?.value(forKey: track.key) ?? track.layer.value(forKey: track.key)
    }
}
