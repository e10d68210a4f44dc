import Foundation

/// An animation that runs several animations on one layer in its own time.
///
/// Each child's timing is taken relative to the group: its `beginTime` is an offset into the
/// group, and the group's duration cuts it off. A child whose duration is 0 lasts as long as the
/// group. The children's `delegate` and `isRemovedOnCompletion` are ignored, as in Core Animation.
open class CAAnimationGroup: CAAnimation {
    /// The animations to run together.
    open var animations: [CAAnimation]?

    var _children: [CAAnimation] = []

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAAnimationGroup()
        _copyBase(into: copy)
        copy.animations = animations
        return copy
    }

    override func _prepare(for layer: CALayer, previousValue: _AnimatableValue?) {
        _children = (animations ?? []).map { original in
            let child = original.copy() as! CAAnimation
            if child.duration == 0 { child.duration = duration }
            child._prepare(for: layer, previousValue: nil)
            return child
        }
    }

    override func _apply(_ time: _MediaTimingValues.LocalTime, to props: inout _LayerProperties) {
        var groupTime = time.time
        if let function = timingFunction, duration > 0 {
            groupTime = function._solve(forInput: groupTime / duration) * duration
        }
        for child in _children {
            guard let local = child._timing.localTime(fromParent: groupTime) else { continue }
            child._apply(local, to: &props)
        }
    }
}
