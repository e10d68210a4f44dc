import Foundation

/// Layer time: every layer is a timeline nested in its superlayer's (UIKitBehaviour #138). Pausing a
/// layer (`speed = 0`) and seeking it with `timeOffset` moves every animation beneath it.
extension CALayer {
    /// The layer's parent timeline: its superlayer, or the layer it masks.
    var _timeParent: CALayer? { _superlayer ?? _maskOwner ?? _presentationParent ?? _presentationMaskOwner }

    /// The receiver's local active time at media time `t`, through every ancestor.
    func _localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = _timeParent?._localTime(fromMedia: t) ?? t
        return _timing.activeTime(fromParent: parentTime)
    }

    /// The media time at which the receiver's local active time is `t` (undefined under a paused ancestor).
    func _mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = _timing.parentTime(fromActive: t)
        return _timeParent?._mediaTime(fromLocal: parentTime) ?? parentTime
    }

    /// The receiver's time for its animations at media time `t`, or nil when a layer's own
    /// timing (a non-zero duration with fill mode `.removed`) makes it inactive.
    func _animationTime(fromMedia t: CFTimeInterval) -> CFTimeInterval? {
        let parentTime: CFTimeInterval
        if let parent = _timeParent {
            guard let time = parent._animationTime(fromMedia: t) else { return nil }
            parentTime = time
        } else {
            parentTime = t
        }
        return _timing.localTime(fromParent: parentTime, unboundedWhenZeroDuration: true)?.time
    }
}
