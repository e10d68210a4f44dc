import Foundation

/// Motion effects: stored on the view and never applied (hosts have no gyroscope).
extension UIView {
    /// The view's motion effects, in the order they were added.
    public var motionEffects: [UIMotionEffect] {
        get { _motionEffects }
        set { _motionEffects = newValue }
    }

    /// Adds a motion effect (an effect already added is not added twice).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !_motionEffects.contains(where: { $0 === effect }) else { return }
        _motionEffects.append(effect)
    }

    /// Removes a motion effect; removing one that was not added does nothing.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        _motionEffects.removeAll { $0 === effect }
    }
}
