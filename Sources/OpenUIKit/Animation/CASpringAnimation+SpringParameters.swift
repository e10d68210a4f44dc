import Foundation

extension CASpringAnimation {
    /// A spring animation of `keyPath` with the constants of `spring`.
    static func _make(keyPath: String, spring: SpringParameters) -> CASpringAnimation {
        let animation = CASpringAnimation(keyPath: keyPath)
        animation.mass = spring.mass
        animation.stiffness = spring.stiffness
        animation.damping = spring.damping
        animation.initialVelocity = spring.initialVelocity
        animation.allowsOverdamping = spring.allowsOverdamping
        return animation
    }
}
