import Foundation

/// The span of media time the animations of a layer tree cover: what a debugger can scrub.
extension CALayer {
    /// The smallest interval of media time that holds the active interval of every finite
    /// animation attached to this layer or any layer beneath it (masks included), or nil when
    /// none is attached.
    ///
    /// Each animation's interval runs from its begin time to its end (repeats and autoreverse
    /// included), converted from its layer's time to media time through every ancestor's
    /// timing. An animation not yet committed begins at `now`. Animations that repeat for
    /// ever, and those under a paused layer (`speed` 0, as a percent-driven interactive
    /// transition pauses its container) whose times all map to one instant, count as the
    /// instant `now` only.
    ///
    /// Segue addition (for the X11 host's scrubber).
    package func _animationInterval(now: CFTimeInterval) -> ClosedRange<CFTimeInterval>? {
        guard now.isFinite else { return nil }
        var lower = CFTimeInterval.infinity
        var upper = -CFTimeInterval.infinity
        _collectAnimationInterval(now: now, lower: &lower, upper: &upper)
        return lower <= upper ? lower...upper : nil
    }

    private func _collectAnimationInterval(
        now: CFTimeInterval, lower: inout CFTimeInterval, upper: inout CFTimeInterval
    ) {
        if !_attached.isEmpty {
            let layerTime = _localTime(fromMedia: now)
            for attached in _attached where !attached.hasEnded {
                let timing = attached.timing(atLayerTime: layerTime)
                let active = timing.activeDuration
                var start = now
                var end = now
                if active.isFinite, timing.speed != 0, layerTime.isFinite {
                    let begin = _mediaTime(fromLocal: timing.beginTime)
                    let finish = _mediaTime(fromLocal: timing.beginTime + active / Double(abs(timing.speed)))
                    if begin.isFinite, finish.isFinite, begin != finish || active == 0 {
                        start = min(begin, finish)
                        end = max(begin, finish)
                    }
                }
                lower = min(lower, start)
                upper = max(upper, end)
            }
        }
        _mask?._collectAnimationInterval(now: now, lower: &lower, upper: &upper)
        for sublayer in _sublayers { sublayer._collectAnimationInterval(now: now, lower: &lower, upper: &upper) }
    }
}
