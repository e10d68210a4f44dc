import Foundation

/// Idleness: whether anything the engine shows still changes as media time passes.
extension CAEngine {
    /// Whether any attached animation still changes with time, or has a stop or removal
    /// waiting for a frame.
    ///
    /// Segue addition, for hosts that run frames until idle. Animations that do not depend on
    /// time do not count: those under a paused layer or with `speed` 0 (scrubbed by hand), and
    /// those past their active interval that stay attached and fill (`isRemovedOnCompletion`
    /// false). Transactions' completion blocks that wait only for such animations do not count
    /// either; an animation that repeats for ever does.
    public var hasTimeDependentAnimations: Bool {
        if !pendingStops.isEmpty { return true }
        let now = clock.currentTime
        for layer in animatedLayers.layers + settledLayers.layers where !layer._isTimePaused {
            let layerTime = layer._localTime(fromMedia: now)
            for attached in layer._attached where attached._changes(atLayerTime: layerTime) {
                return true
            }
        }
        return false
    }
}

extension CALayer {
    /// Whether the layer or an ancestor timeline has speed 0.
    var _isTimePaused: Bool {
        var current: CALayer? = self
        while let layer = current {
            if layer._timing.speed == 0 { return true }
            current = layer._timeParent
        }
        return false
    }
}

extension _AttachedAnimation {
    /// Whether the animation still changes, or still waits to be removed, at `layerTime`.
    func _changes(atLayerTime layerTime: CFTimeInterval) -> Bool {
        let timing = timing(atLayerTime: layerTime)
        if timing.speed == 0 { return false }
        let elapsed = timing.elapsedTime(fromParent: layerTime)
        let active = timing.activeDuration
        if timing.speed < 0 { return elapsed > 0 }
        if elapsed < active { return true }
        return animation.isRemovedOnCompletion
    }
}
