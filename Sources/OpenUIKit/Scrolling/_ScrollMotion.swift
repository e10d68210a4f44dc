import Foundation

/// A scroll view's running motion: one `_ScrollAxisMotion` per axis, driven each frame by the
/// application's frame tickers until both rest.
struct _ScrollMotion {
    /// What started the motion, which decides the delegate calls at its end.
    enum Kind {
        /// After a drag: momentum, spring-back or paging (`isDecelerating`).
        case deceleration
        /// Content caught outside its range (or left there by a pinch) springing back, with
        /// no delegate call (`isDecelerating`).
        case bounce
        /// `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`, zooming to a
        /// rect (`scrollViewDidEndScrollingAnimation(_:)`).
        case animation
        /// A scroll to the top (`scrollViewDidScrollToTop(_:)`).
        case scrollToTop
    }

    var kind: Kind
    var x: _ScrollAxisMotion
    var y: _ScrollAxisMotion
    /// Identifies the motion, so a ticker whose motion was replaced stops.
    let id: Int

    var isDeceleration: Bool { kind == .deceleration || kind == .bounce }

    /// The offset at `now`, and whether both axes rest.
    func offset(at now: CFTimeInterval) -> (offset: CGPoint, done: Bool) {
        let h = x.value(at: now)
        let v = y.value(at: now)
        return (CGPoint(x: h.value, y: v.value), h.done && v.done)
    }

    nonisolated(unsafe) static var _nextID = 0
}

extension UIScrollView {
    /// Starts `kind` motion along `x` and `y` from now, replacing any motion running.
    func _startMotion(_ kind: _ScrollMotion.Kind, x: _ScrollAxisMotion, y: _ScrollAxisMotion) {
        _ScrollMotion._nextID += 1
        let motion = _ScrollMotion(kind: kind, x: x, y: y, id: _ScrollMotion._nextID)
        _motion = motion
        let app = UIApplication.shared
        app._frameTickers.append { [weak self] now in
            guard let self, self._motion?.id == motion.id else { return false }
            return self._stepMotion(at: now)
        }
        app._host?.applicationNeedsFrame(app)
    }

    /// Moves the content to the motion's offset at `now`; ends the motion when it rests.
    /// Returns whether it goes on.
    func _stepMotion(at now: CFTimeInterval) -> Bool {
        guard let motion = _motion else { return false }
        let (offset, done) = motion.offset(at: now)
        _applyOffset(offset)
        guard done, _motion?.id == motion.id else { return _motion?.id == motion.id }
        _motion = nil
        _motionDidEnd(motion.kind)
        return false
    }

    /// Stops the running motion where it is, without its end callbacks (a finger caught it,
    /// or code set the offset).
    func _stopMotion() {
        _motion = nil
    }

    /// The delegate calls and state changes at the end of a `kind` motion.
    func _motionDidEnd(_ kind: _ScrollMotion.Kind) {
        switch kind {
        case .deceleration:
            _drag.isDragging = false
            delegate?.scrollViewDidEndDecelerating(self)
            _scrollingDidStop()
        case .bounce:
            _drag.isDragging = false
            _scrollingDidStop()
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop:
            delegate?.scrollViewDidScrollToTop(self)
        }
    }
}
