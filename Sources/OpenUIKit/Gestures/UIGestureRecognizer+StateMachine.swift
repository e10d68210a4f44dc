import Foundation

/// The state machine: which changes of `state` are legal, what leaving `.possible` requires
/// (failure requirements, the delegate's and the views' consent, no preventing recognizer),
/// and what each change does to the other recognizers.
extension UIGestureRecognizer {
    /// Whether UIKit's state machine allows going from `from` to `to` by setting `state`
    /// (the return to `.possible` is the environment's reset, not a transition).
    static func _isLegalTransition(from: State, to: State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }

    /// Sets `state`, enforcing the transition table.
    func _setState(_ newValue: State) {
        guard UIGestureRecognizer._isLegalTransition(from: _state, to: newValue) else {
            UIView._report(
                "UIGestureRecognizer: ignored the illegal state change \(_state) → \(newValue) of \(_debugName)")
            return
        }
        let environment = _GestureEnvironment.current
        environment.participate(self)
        switch newValue {
        case _ where _state == .possible && newValue != .failed:  // .began, or .ended (recognized)
            _pendingState = newValue
            environment.attemptRecognition(self)
        case .failed:
            _pendingState = nil
            _state = .failed
            environment.didFail(self)
        case .changed where _state == .began && environment.hasQueuedActions(for: self):
            break  // the began has not reached the handlers yet: they will see .began once
        default:  // .changed, or .ended/.cancelled of a continuous gesture
            _state = newValue
            environment.enqueueActions(for: self)
        }
        environment.setNeedsUpdate()
    }

    /// Leaves the current gesture because the recognizer was disabled or detached: a gesture
    /// in progress is cancelled (its handlers see `.cancelled`), a possible one fails.
    func _abandon() {
        let environment = _GestureEnvironment.current
        switch _state {
        case .began, .changed:
            _state = .cancelled
            environment.enqueueActions(for: self)
        case .possible where !_touchesSinceReset.isEmpty || _pendingState != nil:
            _pendingState = nil
            _state = .failed
            environment.didFail(self)
        default:
            break
        }
        for touch in _touchesSinceReset { touch._gestureDelivery.recognizers.removeAll { $0 === self } }
        _touches = []
        environment.setNeedsUpdate()
    }

    /// Stops tracking `touch`; with `detach`, the touch also stops being part of the gesture.
    func _drop(_ touch: UITouch, detach: Bool) {
        _rememberLocation()
        _touches.removeAll { $0 === touch }
        if detach {
            _touchesSinceReset.removeAll { $0 === touch }
            touch._gestureDelivery.recognizers.removeAll { $0 === self }
        }
    }

    /// Starts tracking `touch`.
    func _receive(_ touch: UITouch) {
        if !_touches.contains(where: { $0 === touch }) { _touches.append(touch) }
        if !_touchesSinceReset.contains(where: { $0 === touch }) { _touchesSinceReset.append(touch) }
        _lastWindow = touch.window
        _rememberLocation()
    }

    /// Whether this recognizer must wait for `other` to fail: `require(toFail:)`, the
    /// subclass methods or either delegate say so.
    func _requiresFailure(of other: UIGestureRecognizer) -> Bool {
        if _requiredToFail.contains(where: { $0 === other }) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether recognizing this gesture keeps `other` from recognizing: neither delegate allows
    /// them together, this one can prevent it and it can be prevented by this one.
    func _prevents(_ other: UIGestureRecognizer) -> Bool {
        if delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true { return false }
        if other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true { return false }
        return canPrevent(other) && other.canBePrevented(by: self)
    }

    /// Whether the recognizer may leave `.possible`: the delegate and the views its touches
    /// were hit-tested to agree (a control keeps single taps of other views' recognizers).
    func _mayBegin() -> Bool {
        var seen: [UIView] = []
        for touch in _touchesSinceReset {
            guard let view = touch.view, !seen.contains(where: { $0 === view }) else { continue }
            seen.append(view)
            if !view.gestureRecognizerShouldBegin(self) { return false }
        }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Runs the handlers (the state is one that sends actions).
    func _sendActions() {
        for target in _targets { target._handler(self) }
    }

    /// Returns the recognizer to `.possible`, forgets its touches (they are no longer
    /// delivered to it) and calls `reset()`.
    func _resetAfterGesture() {
        for touch in _touchesSinceReset { touch._gestureDelivery.recognizers.removeAll { $0 === self } }
        _touches = []
        _touchesSinceReset = []
        _pendingState = nil
        _state = .possible
        reset()
    }

    /// The centroid of the tracked touches in window coordinates, or nil when none is down.
    var _currentCentroid: CGPoint? {
        guard !_touches.isEmpty else { return nil }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in _touches {
            let p = touch.location(in: nil)
            x += p.x
            y += p.y
        }
        let n = CGFloat(_touches.count)
        return CGPoint(x: x / n, y: y / n)
    }

    /// Keeps the current centroid for `location(in:)` after the touches are gone.
    func _rememberLocation() {
        if let centroid = _currentCentroid { _lastLocationInWindow = centroid }
    }

    /// Converts a point in window coordinates to `view`'s coordinates (nil: unchanged).
    func _convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// Converts a vector in window coordinates to `view`'s coordinates (nil: unchanged).
    func _convertVector(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, from: nil)
        let tip = view.convert(vector, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// Converts a vector in `view`'s coordinates to window coordinates (nil: unchanged).
    func _convertVectorToWindow(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, to: nil)
        let tip = view.convert(vector, to: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    var _debugName: String {
        let type = String(describing: Swift.type(of: self))
        return name.map { "\(type) \"\($0)\"" } ?? type
    }
}
