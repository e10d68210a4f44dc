import Foundation

/// Frozen copies: what `UIView.snapshotView(afterScreenUpdates:)` shows.
extension CALayer {
    /// A deep copy of the layer tree as it appears at media time `time`: each layer (and mask)
    /// copied with its presentation values, without animations or delegate.
    ///
    /// Segue addition (UIKit snapshots through the render server). The copies are ordinary,
    /// committed model layers, so they can be animated like any other.
    public func _frozenCopy(atMediaTime time: CFTimeInterval) -> CALayer {
        let copy = _makePresentationInstance()
        copy._props = _isCommitted ? _presentationProperties(atMediaTime: time) : _props
        copy.delegate = nil
        copy._isCommitted = true
        for sublayer in _sublayers {
            copy.addSublayer(sublayer._frozenCopy(atMediaTime: time))
        }
        if let mask = _mask {
            copy.mask = mask._frozenCopy(atMediaTime: time)
        }
        return copy
    }
}
