import Foundation

/// Derives the spring of the legacy `usingSpringWithDamping:` API from a duration.
enum _SpringSolver {
    /// The spring of mass 1 with damping ratio `dampingRatio` (clamped to 0.001…1, or to
    /// 0.001…100 with `allowsOverdamping`) whose settling time (Core Animation's settling rule)
    /// equals `duration`.
    ///
    /// Settling time falls as stiffness grows, so a bisection on log-stiffness finds it.
    static func spring(
        settlingIn duration: TimeInterval, dampingRatio: Double, initialVelocity: Double,
        allowsOverdamping: Bool = false
    ) -> SpringParameters {
        let ratio = dampingRatio.isFinite ? min(max(dampingRatio, 0.001), allowsOverdamping ? 100 : 1) : 1
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        func make(_ stiffness: Double) -> SpringParameters {
            SpringParameters(
                mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(),
                initialVelocity: velocity, allowsOverdamping: allowsOverdamping)
        }
        guard duration.isFinite, duration > 0 else { return make(100) }
        var low = log(1e-4)
        var high = log(1e9)
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if make(exp(middle)).settlingDuration > duration { low = middle } else { high = middle }
        }
        return make(exp((low + high) / 2))
    }
}
