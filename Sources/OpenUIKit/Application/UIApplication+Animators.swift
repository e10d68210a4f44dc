import Foundation

/// Running property animators: the application keeps them alive and gives them each frame.
extension UIApplication {
    func _animatorStarted(_ animator: UIViewPropertyAnimator) {
        if !_runningAnimators.contains(where: { $0 === animator }) { _runningAnimators.append(animator) }
        _host?.applicationNeedsFrame(self)
    }

    func _animatorStopped(_ animator: UIViewPropertyAnimator) {
        _runningAnimators.removeAll { $0 === animator }
    }

    /// Lets each running animator see the frame's time.
    func _tickAnimators(at now: CFTimeInterval) {
        for animator in _runningAnimators { animator._tick(at: now) }
    }
}
