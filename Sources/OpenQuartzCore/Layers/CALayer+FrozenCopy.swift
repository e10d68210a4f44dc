import Foundation

/// Frozen copies: what `UIView.snapshotView(afterScreenUpdates:)` shows.
extension CALayer {
    /// A deep copy of the layer tree as it appears at media time `time`: each layer (and mask)
    /// copied with its presentation values, without animations or delegate.
    ///
    /// Segue addition (UIKit snapshots through the render server). The copies are ordinary,
    /// committed model layers, so they can be animated like any other; they never redisplay on
    /// a bounds change, since they have nothing to draw their contents with.
    package func _frozenCopy(atMediaTime time: CFTimeInterval) -> CALayer {
        let copy = _makePresentationInstance()
        copy._props = _isCommitted ? _presentationProperties(atMediaTime: time) : _props
        copy.delegate = nil
        // A frozen copy never redraws: it keeps the contents it was copied with.
        copy.needsDisplayOnBoundsChange = false
        (copy._engine ?? CAEngine.current).markCommitted(copy)
        for sublayer in _sublayers {
            copy.addSublayer(sublayer._frozenCopy(atMediaTime: time))
        }
        if let mask = _mask {
            copy.mask = mask._frozenCopy(atMediaTime: time)
        }
        return copy
    }
}
