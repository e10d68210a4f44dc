import Foundation

/// The animator's state machine (UIKitBehaviour #124–#133).
extension UIViewPropertyAnimator {
    var _now: CFTimeInterval { CACurrentMediaTime() }

    var _position: Double { _timeline.position(at: _now, running: isRunning) }

    var _fractionComplete: Double {
        let length = _timeline.length
        guard length > 0 else { return state == .inactive ? 0 : (_timeline.position > 0 ? 1 : 0) }
        let u = min(max(_position / length, 0), 1)
        return scrubsLinearly ? (_timeline.primary?.progress(atTimeFraction: u) ?? u) : u
    }

    func _requireInactive(_ name: String) {
        _require(
            state == .inactive,
            "UIViewPropertyAnimator.\(name) can only be set while the animator is inactive (it is \(state))")
    }

    func _requireNotStopped(_ name: String) {
        _require(
            state != .stopped,
            "UIViewPropertyAnimator.\(name): the animator is stopped; call finishAnimation(at:) first")
    }

    /// Inactive → active: resolves the timing and runs the animation blocks added so far.
    func _activate() {
        state = .active
        _timeline = _AnimatorTimeline()
        _timeline.primary = _AnimatorCurve(_activeTiming, duration: duration)
        let length = _timeline.length
        let blocks = _pendingBlocks
        _pendingBlocks = []
        for (animations, factor) in blocks {
            _record(animations, start: Double(factor) * length, length: (1 - Double(factor)) * length)
        }
    }

    /// Runs `animations`, turning each property change into a track over the given window.
    func _record(_ animations: () -> Void, start: Double, length: Double) {
        let block = _ViewAnimationBlock(
            isAnimating: true, duration: length, delay: 0,
            timing: .curve(CAMediaTimingFunction(name: .linear)),
            options: .beginFromCurrentState, completion: nil)
        let timing = _activeTiming
        let prefix = "UIViewPropertyAnimator.\(ObjectIdentifier(self).hashValue)"
        block.recordChange = { [unowned self] layer, key, from, to in
            let curve = _AnimatorCurve(timing, duration: length, perAxis: key == "position")
            let index = _timeline.tracks.count
            _timeline.tracks.append(
                _AnimatorTimeline.Track(
                    layer: layer, key: key, from: from, to: to, start: start, length: curve.length, curve: curve,
                    animationKey: "\(prefix).\(index).\(key)"))
        }
        UIView._animationStack.append(block)
        Self._recording.append((self, block))
        animations()
        Self._recording.removeLast()
        UIView._animationStack.removeLast()
    }

    func _start(afterDelay requestedDelay: TimeInterval) {
        _requireNotStopped("startAnimation()")
        if state == .inactive { _activate() }
        guard !isRunning else { return }
        let wait = requestedDelay.isFinite ? max(requestedDelay, 0) : 0
        delay = wait
        _timeline.anchor = _now + wait
        isRunning = true
        _timeline.install(running: true)
        UIApplication.shared._animatorStarted(self)
    }

    func _pause() {
        _requireNotStopped("pauseAnimation()")
        if state == .inactive {
            _activate()
            _timeline.install(running: false)
            return
        }
        guard isRunning else { return }
        _timeline.position = _position
        _timeline.anchor = _now
        isRunning = false
        UIApplication.shared._animatorStopped(self)
        _timeline.install(running: false)
    }

    func _setFractionComplete(_ requested: Double) {
        guard requested.isFinite else {
            UIView._report("UIViewPropertyAnimator.fractionComplete: ignored \(requested)")
            return
        }
        guard state != .stopped, !isRunning else { return }
        if state == .inactive { _activate() }
        let fraction = min(max(requested, 0), 1)
        let length = _timeline.length
        let u = scrubsLinearly ? (_timeline.primary?.timeFraction(forProgress: fraction) ?? fraction) : fraction
        _timeline.position = u * length
        _timeline.anchor = _now
        _timeline.install(running: false)
    }

    func _setReversed(_ flag: Bool) {
        guard state != .stopped else {
            UIView._report("UIViewPropertyAnimator.isReversed: ignored while stopped")
            return
        }
        guard flag != _timeline.isReversed else { return }
        if isRunning {
            _timeline.position = _position
            _timeline.anchor = max(_now, _timeline.anchor)
            _timeline.isReversed = flag
            _timeline.install(running: true)
        } else {
            _timeline.isReversed = flag
        }
    }

    func _addAnimations(_ animations: @escaping () -> Void, delayFactor requested: CGFloat) {
        _requireNotStopped("addAnimations(_:)")
        let factor = requested.isFinite ? min(max(requested, 0), 1) : 0
        guard state == .active else {
            _pendingBlocks.append((animations, factor))
            return
        }
        let length = _timeline.length
        let now = _position
        let start = now + Double(factor) * length
        let end = now + (1 - _fractionComplete) * length
        let first = _timeline.tracks.count
        _record(animations, start: start, length: max(0, end - start))
        for track in _timeline.tracks[first...] { _timeline.install(track, running: isRunning) }
    }

    func _stop(withoutFinishing: Bool) {
        if state == .stopped, withoutFinishing {
            _completions = []
            _becomeInactive()
            return
        }
        guard state == .active else { return }
        let current = _timeline.tracks.map {
            ($0.layer, $0.key, $0.layer.presentation()?.value(forKey: $0.key) ?? $0.layer.value(forKey: $0.key))
        }
        _timeline.removeAnimations()
        _AnimatorTimeline.write(current)
        isRunning = false
        UIApplication.shared._animatorStopped(self)
        if withoutFinishing {
            _completions = []
            _becomeInactive()
        } else {
            state = .stopped
        }
    }

    /// Ends the animator at `position`: naturally from a frame, or from `finishAnimation(at:)`.
    func _finish(at position: UIViewAnimatingPosition, natural: Bool) {
        if !natural {
            _require(
                state == .stopped,
                "UIViewPropertyAnimator.finishAnimation(at:): the animator must be stopped first (it is \(state)); call stopAnimation(false)"
            )
        }
        _timeline.removeAnimations()
        switch position {
        case .end: _AnimatorTimeline.write(_timeline.tracks.map { ($0.layer, $0.key, $0.to) })
        case .start: _AnimatorTimeline.write(_timeline.tracks.reversed().map { ($0.layer, $0.key, $0.from) })
        case .current: break
        }
        isRunning = false
        UIApplication.shared._animatorStopped(self)
        _becomeInactive()
        let completions = _completions
        _completions = []
        for completion in completions { completion(position) }
    }

    func _becomeInactive() {
        state = .inactive
        isRunning = false
        _timeline = _AnimatorTimeline()
        _activeTiming = timingParameters ?? UICubicTimingParameters()
    }

    /// Called at each frame while running: completes (or pauses) at either end.
    func _tick(at now: CFTimeInterval) {
        guard isRunning, now >= _timeline.anchor else { return }
        let position = _timeline.position(at: now, running: true)
        // Media-time arithmetic rounds (1.4 − 0.4 < 1): an animator within a nanosecond of an
        // end is there, so it completes at the frame its end falls on, not one frame later.
        let tolerance = 1e-9
        let atEnd = !_timeline.isReversed && position >= _timeline.end - tolerance
        let atStart = _timeline.isReversed && position <= tolerance
        guard atEnd || atStart else { return }
        if pausesOnCompletion {
            _timeline.position = atEnd ? _timeline.end : 0
            _timeline.anchor = now
            isRunning = false
            UIApplication.shared._animatorStopped(self)
            _timeline.install(running: false)
            return
        }
        _finish(at: atEnd ? .end : .start, natural: true)
    }
}
