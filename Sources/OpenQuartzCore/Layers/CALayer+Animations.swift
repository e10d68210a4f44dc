import Foundation

/// Attaching, finding and removing animations.
extension CALayer {
    /// Adds a copy of `anim` to the layer under `key`, replacing (and stopping, with
    /// `finished == false`) any animation already under that key.
    ///
    /// A duration of 0 becomes the current transaction's `animationDuration()`; a `beginTime`
    /// of 0 becomes the time the transaction commits, in this layer's time space.
    func _add(_ anim: CAAnimation, forKey key: String?) {
        guard _modelLayer == nil else {
            CAEngine.current.report("CALayer.add(_:forKey:): animations cannot be added to a presentation layer")
            return
        }
        let copy = anim.copy() as! CAAnimation
        if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
        let previous = (copy as? CAPropertyAnimation).flatMap { animation in
            _previousValue.flatMap { $0.key == animation.keyPath ? $0.value : nil }
        }
        copy._prepare(for: self, previousValue: previous)
        let engine = CAEngine.current
        if let key, let index = _attached.firstIndex(where: { $0.key == key }) {
            engine.stopLater(_attached.remove(at: index), finished: false)
        }
        let attached = _AttachedAnimation(key: key, animation: copy)
        _attached.append(attached)
        engine.animationAdded(attached, to: self)
    }

    /// Removes the animation under `key`; its delegate hears `finished == false` at the next frame.
    func _removeAnimation(forKey key: String) {
        guard let index = _attached.firstIndex(where: { $0.key == key }) else { return }
        CAEngine.current.stopLater(_attached.remove(at: index), finished: false)
    }

    /// Removes every attached animation; their delegates hear `finished == false` at the next frame.
    func _removeAllAnimations() {
        let removed = _attached
        _attached = []
        for attached in removed { CAEngine.current.stopLater(attached, finished: false) }
    }
}
