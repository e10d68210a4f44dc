import Foundation

/// Snapshots: a view that shows a frozen copy of another view's appearance.
extension UIView {
    /// Builds the snapshot: a plain view the size of the receiver's bounds whose only layer
    /// content is a frozen copy of the receiver's layer tree at the current media time (its
    /// presentation values, so an animation in flight is captured where it is). With
    /// `afterScreenUpdates` true, pending layout and changes are committed first.
    ///
    /// The receiver's own position and transform are not part of the copy: the snapshot shows
    /// the view in its own coordinate space, placed at the snapshot's bounds.
    func _snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates {
            layoutIfNeeded()
            CATransaction.flush()
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.isOpaque = false
        snapshot.isUserInteractionEnabled = false
        let copy = _frozenContentLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        snapshot._layer.addSublayer(copy)
        CATransaction.commit()
        return snapshot
    }

    /// A frozen copy of the receiver's layer tree at the current media time, placed to cover a
    /// layer of the receiver's bounds size: centred, untransformed, and with the receiver's
    /// own opacity kept when `keepsOpacity` (a snapshot view) or left out (an overlay inside
    /// the receiver, which its opacity already covers).
    func _frozenContentLayer(keepsOpacity: Bool = true) -> CALayer {
        let size = bounds.size
        let copy = _layer._frozenCopy(atMediaTime: CACurrentMediaTime())
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        copy.transform = CATransform3DIdentity
        copy.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        copy.position = CGPoint(x: size.width / 2, y: size.height / 2)
        if !keepsOpacity {
            copy.opacity = 1
            copy.isHidden = false
        }
        CATransaction.commit()
        return copy
    }
}
